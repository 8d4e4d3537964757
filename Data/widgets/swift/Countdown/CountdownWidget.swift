// A ZStack over a ContainerRelativeShape, as the tutorials' widgets drew
// their background before containerBackground (iOS 14–16).
import SwiftUI
import WidgetKit

struct CountdownEntry: TimelineEntry {
  let date: Date
  let event: String
  let days: Int
}

struct CountdownProvider: TimelineProvider {
  func placeholder(in context: Context) -> CountdownEntry {
    CountdownEntry(date: Date(), event: "Summer holidays", days: 12)
  }

  func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
    completion(CountdownEntry(date: Date(), event: "Conference", days: 3))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct CountdownEntryView: View {
  var entry: CountdownEntry

  var body: some View {
    ZStack {
      ContainerRelativeShape()
        .fill(Color.orange.gradient)
        .accessibilityIdentifier("background")
      VStack(spacing: 2) {
        Text("\(entry.days)")
          .font(.system(size: 48, weight: .bold, design: .rounded))
          .accessibilityIdentifier("days")
        Text(entry.days == 1 ? "day to go" : "days to go")
          .font(.caption)
          .accessibilityIdentifier("unit")
        Text(entry.event)
          .font(.footnote.weight(.semibold))
          .multilineTextAlignment(.center)
          .lineLimit(2)
          .accessibilityIdentifier("event")
      }
      .padding()
    }
  }
}

struct CountdownWidget: Widget {
  let kind: String = "Countdown"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
      CountdownEntryView(entry: entry)
    }
    .configurationDisplayName("Countdown")
    .supportedFamilies([.systemSmall])
    .contentMarginsDisabled()
  }
}
