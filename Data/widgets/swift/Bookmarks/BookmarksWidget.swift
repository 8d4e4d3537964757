// A Link per row, as the WidgetKit tutorials' medium and large widgets
// deep-link each row into the app.
import SwiftUI
import WidgetKit

struct Bookmark {
  let title: String
  let host: String
  let url: URL
}

struct BookmarksEntry: TimelineEntry {
  let date: Date
  let bookmarks: [Bookmark]
}

struct BookmarksProvider: TimelineProvider {
  func placeholder(in context: Context) -> BookmarksEntry {
    BookmarksEntry(
      date: .now,
      bookmarks: [
        Bookmark(title: "Swift Evolution", host: "github.com", url: URL(string: "https://github.com/swiftlang/swift-evolution")!),
        Bookmark(title: "WidgetKit", host: "developer.apple.com", url: URL(string: "https://developer.apple.com/widgets/")!),
        Bookmark(title: "Human Interface Guidelines", host: "developer.apple.com", url: URL(string: "https://developer.apple.com/design/")!),
      ])
  }

  func getSnapshot(in context: Context, completion: @escaping (BookmarksEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<BookmarksEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct BookmarksEntryView: View {
  var entry: BookmarksEntry
  @Environment(\.widgetFamily) var family

  var rows: Int { family == .systemLarge ? 3 : 2 }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label("Bookmarks", systemImage: "bookmark.fill")
        .font(.caption.bold())
        .accessibilityIdentifier("header")
      ForEach(entry.bookmarks.prefix(rows), id: \.title) { bookmark in
        Link(destination: bookmark.url) {
          VStack(alignment: .leading, spacing: 0) {
            Text(bookmark.title)
              .font(.subheadline)
              .lineLimit(1)
            Text(bookmark.host)
              .font(.caption2)
              .foregroundColor(.secondary)
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      Spacer(minLength: 0)
    }
    .widgetURL(URL(string: "bookmarks://all"))
    .containerBackground(for: .widget) {
      Color.white
    }
  }
}

struct BookmarksWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Bookmarks", provider: BookmarksProvider()) { entry in
      BookmarksEntryView(entry: entry)
    }
    .configurationDisplayName("Bookmarks")
    .supportedFamilies([.systemMedium, .systemLarge])
  }
}
