import Foundation

/// Swift sources written to a fresh temporary directory for one test.
struct SourceFixture {
  let directory: String

  /// Writes each `name: text` pair as a file of a new directory.
  init(_ files: [String: String]) throws {
    directory = NSTemporaryDirectory() + "swift-source-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      let path = directory + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String) -> String { directory + "/" + name }

  /// The repository's `Data/widgets/swift/NAME` directory.
  static func example(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Data/widgets/swift/\(name)").path
  }

  /// A minimal widget around `body` (the entry view's body) with `families`.
  static func widget(body: String, families: String = "[.systemSmall]", extra: String = "")
    -> String
  {
    """
    import SwiftUI
    import WidgetKit

    struct Entry: TimelineEntry {
      let date: Date
      let title: String
      let values: [Int]
    }

    struct Provider: TimelineProvider {
      func placeholder(in context: Context) -> Entry {
        Entry(date: Date(), title: "Sample", values: [3, 1, 4])
      }
    }

    struct EntryView: View {
      var entry: Entry
      @Environment(\\.widgetFamily) var family

      var body: some View {
    \(body)
      }
    }

    struct TestWidget: Widget {
      var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test", provider: Provider()) { entry in
          EntryView(entry: entry)
        }
        .supportedFamilies(\(families))
      }
    }
    \(extra)
    """
  }
}
