// A Lock Screen widget: the accessory families, a circular gauge, a
// rectangular summary and an inline line, chosen by the widget family.
import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
  let date: Date
  let level: Double
  let device: String
  let isCharging: Bool
}

struct BatteryProvider: TimelineProvider {
  func placeholder(in context: Context) -> BatteryEntry {
    BatteryEntry(date: Date(), level: 0.8, device: "AirPods Pro", isCharging: false)
  }

  func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
    completion(BatteryEntry(date: Date(), level: 0.15, device: "Apple Pencil", isCharging: true))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct BatteryEntryView: View {
  var entry: BatteryEntry
  @Environment(\.widgetFamily) var family

  var percent: String { "\(Int(entry.level * 100))%" }

  var body: some View {
    switch family {
    case .accessoryCircular:
      Gauge(value: entry.level) {
        Image(systemName: "airpodspro")
      } currentValueLabel: {
        Text(percent)
      }
      .gaugeStyle(.accessoryCircular)
      .accessibilityIdentifier("gauge")
    case .accessoryRectangular:
      VStack(alignment: .leading, spacing: 2) {
        Label(entry.device, systemImage: entry.isCharging ? "bolt.fill" : "battery.75")
          .font(.headline)
          .widgetAccentable()
          .accessibilityIdentifier("device")
        Text(percent)
          .font(.title2.monospacedDigit())
          .accessibilityIdentifier("percent")
        Gauge(value: entry.level) {
          EmptyView()
        }
        .gaugeStyle(.accessoryLinearCapacity)
        .accessibilityIdentifier("bar")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    default:
      Text("\(entry.device) \(percent)")
        .accessibilityIdentifier("inline")
    }
  }
}

struct BatteryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
      BatteryEntryView(entry: entry)
        .containerBackground(.clear, for: .widget)
    }
    .configurationDisplayName("Battery")
    .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
  }
}
