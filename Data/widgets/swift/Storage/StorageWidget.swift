// Proportions from a GeometryReader: a storage bar split by category, each
// segment as wide as its share of the reader's width.
import SwiftUI
import WidgetKit

struct StorageCategory {
  let name: String
  let gigabytes: Double
  let color: Color
}

struct StorageEntry: TimelineEntry {
  let date: Date
  let capacity: Double
  let categories: [StorageCategory]

  var used: Double { categories.map(\.gigabytes).reduce(0, +) }
}

struct StorageProvider: TimelineProvider {
  func placeholder(in context: Context) -> StorageEntry {
    StorageEntry(
      date: Date(), capacity: 128,
      categories: [
        StorageCategory(name: "Photos", gigabytes: 48, color: .orange),
        StorageCategory(name: "Apps", gigabytes: 32, color: .blue),
        StorageCategory(name: "System", gigabytes: 16, color: .gray),
      ])
  }

  func getSnapshot(in context: Context, completion: @escaping (StorageEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StorageEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

struct StorageEntryView: View {
  let entry: StorageEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("iPhone Storage")
        .font(.headline)
        .accessibilityIdentifier("title")
      Text("\(Int(entry.capacity - entry.used)) GB free of \(Int(entry.capacity)) GB")
        .font(.caption)
        .accessibilityIdentifier("free")
      GeometryReader { proxy in
        HStack(spacing: 2) {
          ForEach(entry.categories, id: \.name) { category in
            RoundedRectangle(cornerRadius: 3)
              .fill(category.color)
              .frame(width: proxy.size.width * category.gigabytes / entry.capacity)
              .accessibilityIdentifier(category.name)
          }
        }
      }
      .frame(height: 12)
      .accessibilityIdentifier("bar")
      Spacer(minLength: 0)
    }
  }
}

struct StorageWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Storage", provider: StorageProvider()) { entry in
      StorageEntryView(entry: entry)
    }
    .configurationDisplayName("Storage")
    .supportedFamilies([.systemMedium])
  }
}
