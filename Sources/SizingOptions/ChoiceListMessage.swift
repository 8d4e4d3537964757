import SizingModel
import StrictJSON

/// ArgumentParser's message for a bad value of an option with many choices,
/// in one line, as both front ends print it.
public enum ChoiceListMessage {
  /// The message, whose choices ArgumentParser lists on lines of their own
  /// after "Please provide one of the following:" (for six or more), joined
  /// into one line as for few choices, with "did you mean" when the value
  /// is close to one and not a number; for `--os`, which versions are
  /// WidgetKit's and why there is no iOS 19–25. The lines after the list
  /// are kept.
  public static func joined(_ message: String) -> String {
    let marker = "Please provide one of the following:"
    guard let start = message.range(of: marker) else { return message }
    let rest = message[start.upperBound...].split(separator: "\n")
    let choices = rest.prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
      .map { String($0.trimmingCharacters(in: .whitespaces).dropFirst(2)) }
    var line = message[..<start.lowerBound] + "Please provide one of \(quotedChoices(choices))."
    let typed = quoted(in: String(line), after: "The value '")
    if let typed, line.contains("'--os <os>'") {
      line += " " + OSVersion.whyNotARelease(typed)
    } else if let typed, Double(typed) == nil,
      let name = NameSuggestion.closest(to: typed, among: choices)
    {
      // A number is no typo of another number ('19' is not '9').
      line += " Did you mean '\(name)'?"
    }
    return String(line) + "\n" + rest.dropFirst(choices.count).joined(separator: "\n")
  }

  /// `'a' and 'b'`, `'a', 'b' or 'c'`: a list of choices in ArgumentParser's words.
  public static func quotedChoices(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    let last = quoted.count == 2 ? " and " : " or "
    return quoted.dropLast().joined(separator: ", ") + last + quoted[quoted.count - 1]
  }

  /// The text between the first `prefix` and the next `'` in `message`.
  public static func quoted(in message: String, after prefix: String) -> String? {
    guard let start = message.range(of: prefix) else { return nil }
    return message[start.upperBound...].firstIndex(of: "'").map {
      String(message[start.upperBound..<$0])
    }
  }
}
