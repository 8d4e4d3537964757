// A list over sample entries: the tasks due today, as many as the family
// shows, with the count of the rest. The sample data comes from the
// #Preview timeline (the provider has no placeholder of its own to offer
// beyond an empty list).
import SwiftUI
import WidgetKit

struct TaskItem: Identifiable {
  let id: Int
  let title: String
  let isDone: Bool
  var symbol: String { isDone ? "checkmark.circle.fill" : "circle" }
}

struct TasksEntry: TimelineEntry {
  let date: Date
  let tasks: [TaskItem]
}

struct TasksProvider: TimelineProvider {
  func placeholder(in context: Context) -> TasksEntry {
    TasksEntry(date: Date(), tasks: TasksEntry.sampleTasks)
  }

  func getSnapshot(in context: Context, completion: @escaping (TasksEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<TasksEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

extension TasksEntry {
  static let sampleTasks = [
    TaskItem(id: 1, title: "Water the plants", isDone: true),
    TaskItem(id: 2, title: "Call the dentist about next week's appointment", isDone: false),
    TaskItem(id: 3, title: "Buy milk", isDone: false),
    TaskItem(id: 4, title: "Review pull request #128", isDone: false),
    TaskItem(id: 5, title: "Book train tickets", isDone: false),
  ]
}

struct TasksEntryView: View {
  var entry: TasksEntry
  @Environment(\.widgetFamily) var family

  private var limit: Int {
    switch family {
    case .systemSmall: return 2
    case .systemMedium: return 3
    default: return 5
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Today")
        .font(.headline)
        .accessibilityIdentifier("title")
      ForEach(entry.tasks.prefix(limit)) { task in
        HStack(alignment: .firstTextBaseline, spacing: 6) {
          Image(systemName: task.symbol)
            .font(.footnote)
          Text(task.title)
            .font(.footnote)
            .lineLimit(family == .systemSmall ? 1 : 2)
            .strikethrough(task.isDone)
        }
      }
      if entry.tasks.count > limit {
        Text("+\(entry.tasks.count - limit) more")
          .font(.caption2)
          .accessibilityIdentifier("more")
      }
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct TasksWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Tasks", provider: TasksProvider()) { entry in
      TasksEntryView(entry: entry)
    }
    .configurationDisplayName("Today's Tasks")
  }
}

#Preview(as: .systemMedium) {
  TasksWidget()
} timeline: {
  TasksEntry(date: .now, tasks: TasksEntry.sampleTasks)
  TasksEntry(date: .now, tasks: [TaskItem(id: 1, title: "Nothing else today", isDone: false)])
}
