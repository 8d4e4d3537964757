// A stats widget: today's steps as a Gauge beside the numbers, with the
// goal's progress as a ProgressView in the medium family.
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
  let date: Date
  let steps: Int
  let goal: Int
  let distance: Double

  var progress: Double { Double(steps) / Double(goal) }
}

struct StepsProvider: TimelineProvider {
  func placeholder(in context: Context) -> StepsEntry {
    StepsEntry(date: Date(), steps: 7_512, goal: 10_000, distance: 5.43)
  }

  func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct StepsEntryView: View {
  let entry: StepsEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    Group {
      if family == .systemSmall {
        VStack(alignment: .leading, spacing: 8) {
          gauge
          numbers
        }
      } else {
        HStack(spacing: 12) {
          gauge
          numbers
        }
      }
    }
    .containerBackground(.background, for: .widget)
  }

  private var gauge: some View {
    Gauge(value: entry.progress) {
      Image(systemName: "figure.walk")
    }
    .gaugeStyle(.accessoryCircularCapacity)
    .accessibilityIdentifier("gauge")
  }

  private var numbers: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(entry.steps.formatted())
        .font(.title2.bold())
        .monospacedDigit()
        .accessibilityIdentifier("steps")
      Text("of \(entry.goal.formatted()) steps")
        .font(.caption)
        .accessibilityIdentifier("goal")
      if family != .systemSmall {
        Text(String(format: "%.1f km", entry.distance))
          .font(.caption)
          .accessibilityIdentifier("distance")
        ProgressView(value: entry.progress)
          .accessibilityIdentifier("progress")
      }
    }
  }
}

struct StepsWidget: Widget {
  let kind = "steps"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
      StepsEntryView(entry: entry)
    }
    .configurationDisplayName("Steps")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
