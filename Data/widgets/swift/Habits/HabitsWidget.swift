// A habit tracker spread over several files as an app's widget extension
// is: the widget and its provider here, the entry view in HabitsView.swift,
// helper views and a custom ViewModifier in HabitComponents.swift. The
// streak sits between two Spacers, which SwiftUI centres (the case that
// started issue 20).
import SwiftUI
import WidgetKit

struct Habit {
  let name: String
  let symbol: String
  let streak: Int
  let doneToday: Bool
}

struct HabitsEntry: TimelineEntry {
  let date: Date
  let habits: [Habit]
}

struct HabitsProvider: TimelineProvider {
  func placeholder(in context: Context) -> HabitsEntry {
    HabitsEntry(date: Date(), habits: Habit.samples)
  }

  func getSnapshot(in context: Context, completion: @escaping (HabitsEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<HabitsEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

extension Habit {
  static let samples: [Habit] = [
    Habit(name: "Read", symbol: "book.fill", streak: 12, doneToday: true),
    Habit(name: "Run", symbol: "figure.run", streak: 3, doneToday: false),
    Habit(name: "Meditate", symbol: "leaf.fill", streak: 40, doneToday: true),
  ]
}

@main
struct HabitsBundle: WidgetBundle {
  var body: some Widget {
    HabitsWidget()
  }
}

struct HabitsWidget: Widget {
  let kind = "com.example.habits"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: HabitsProvider()) { entry in
      HabitsView(entry: entry)
        .containerBackground(for: .widget) {
          LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
        }
    }
    .configurationDisplayName("Habits")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
