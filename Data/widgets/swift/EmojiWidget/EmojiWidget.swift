// An emoji widget in the shape of Apple's WidgetKit tutorials: a timeline
// provider with a placeholder, one entry view, and supportedFamilies.
import SwiftUI
import WidgetKit

struct EmojiEntry: TimelineEntry {
  let date: Date
  let emoji: String
  let name: String
}

struct EmojiProvider: TimelineProvider {
  func placeholder(in context: Context) -> EmojiEntry {
    EmojiEntry(date: Date(), emoji: "🦄", name: "Unicorn")
  }

  func getSnapshot(in context: Context, completion: @escaping (EmojiEntry) -> Void) {
    let entry = EmojiEntry(date: Date(), emoji: "🐙", name: "Octopus")
    completion(entry)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<EmojiEntry>) -> Void) {
    let entries = [EmojiEntry(date: Date(), emoji: "🦊", name: "Fox")]
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct EmojiWidgetEntryView: View {
  var entry: EmojiProvider.Entry

  var body: some View {
    VStack(spacing: 4) {
      Text(entry.emoji)
        .font(.system(size: 56))
        .accessibilityIdentifier("emoji")
      Text(entry.name)
        .font(.headline)
        .accessibilityIdentifier("name")
      Text(entry.date, style: .time)
        .font(.caption)
        .foregroundStyle(.secondary)
        .accessibilityIdentifier("time")
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

struct EmojiWidget: Widget {
  let kind: String = "EmojiWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: EmojiProvider()) { entry in
      EmojiWidgetEntryView(entry: entry)
    }
    .configurationDisplayName("Emoji")
    .description("Shows an emoji.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
