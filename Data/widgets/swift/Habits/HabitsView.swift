import SwiftUI
import WidgetKit

struct HabitsView: View {
  let entry: HabitsEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    if family == .systemSmall, let first = entry.habits.first {
      StreakCard(habit: first)
    } else {
      HStack(spacing: 8) {
        ForEach(entry.habits, id: \.name) { habit in
          StreakCard(habit: habit)
            .card()
        }
      }
    }
  }
}
