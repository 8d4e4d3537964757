import SwiftUI

/// One habit: its symbol, the streak centred between two spacers, its name.
struct StreakCard: View {
  let habit: Habit

  var body: some View {
    VStack {
      Image(systemName: habit.symbol)
        .font(.title3)
      Spacer()
      Text("\(habit.streak)")
        .font(.system(size: 34, weight: .bold, design: .rounded))
        .accessibilityIdentifier("\(habit.name).streak")
      Spacer()
      HabitLabel(name: habit.name, done: habit.doneToday)
    }
  }
}

/// The habit's name with a check when today's is done.
struct HabitLabel: View {
  var name: String
  var done: Bool = false

  var body: some View {
    HStack(spacing: 4) {
      Text(name)
        .font(.caption.weight(.semibold))
        .lineLimit(1)
      if done {
        Image(systemName: "checkmark.circle.fill")
          .font(.caption)
      }
    }
  }
}

/// A card: padded, on a rounded translucent background.
struct CardModifier: ViewModifier {
  var padding: CGFloat = 8

  func body(content: Content) -> some View {
    content
      .padding(padding)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(.white.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
  }
}

extension View {
  /// This view as a ``CardModifier`` card.
  func card() -> some View {
    modifier(CardModifier())
  }
}
