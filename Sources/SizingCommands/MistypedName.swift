import Foundation
import StrictJSON

/// "Did you mean" for a mistyped subcommand or option: the closest valid
/// name by edit distance, when it is close enough to be a typo.
enum MistypedName {
  /// The valid name closest to `typed` (``NameSuggestion/closest(to:among:)``).
  static func suggestion(for typed: String, among names: [String]) -> String? {
    NameSuggestion.closest(to: typed, among: names)
  }

  /// `message` (ArgumentParser's first line) saying "did you mean": a
  /// first argument that is no subcommand but close to one becomes
  /// "Unexpected argument 'tabel'; did you mean 'table'?" (whatever else
  /// follows it), and ArgumentParser's own guess for a mistyped option
  /// ("Unknown option '--metrc'. Did you mean '--metric'?") joins the line
  /// with a semicolon, or is dropped when it is not that close (its guess
  /// for `--bogus` is `--os`).
  static func annotate(_ message: String, arguments: [String]) -> String {
    let names = SizingCLI.configuration.subcommands.map { $0._commandName }
    if message.lowercased().contains("unexpected argument"), let typed = arguments.first,
      !typed.hasPrefix("-"), !names.contains(typed), message.contains("'\(typed)'"),
      let name = suggestion(for: typed, among: names)
    {
      return "Unexpected argument '\(typed)'; did you mean '\(name)'?"
    }
    guard let guess = message.range(of: ". Did you mean '") else { return message }
    let head = String(message[..<guess.lowerBound])
    guard let typed = quoted(in: head, after: "'"),
      let name = quoted(in: message, after: guess.upperBound),
      suggestion(for: typed, among: [name]) != nil
    else { return head }
    return head + "; did you mean '\(name)'?"
  }

  /// The text from `start` to the next `'` in `message`.
  private static func quoted(in message: String, after start: String.Index) -> String? {
    message[start...].firstIndex(of: "'").map { String(message[start..<$0]) }
  }

  /// The text between the first `prefix` and the next `'` in `message`.
  private static func quoted(in message: String, after prefix: String) -> String? {
    message.range(of: prefix).flatMap { quoted(in: message, after: $0.upperBound) }
  }

  /// ArgumentParser's message for a bad value of an option with many
  /// choices, which lists them on lines of their own after "Please provide
  /// one of the following:", joined into one line as for few choices, with
  /// "did you mean" when the value is close to one.
  static func joiningChoiceList(_ message: String) -> String {
    let marker = "Please provide one of the following:"
    guard let start = message.range(of: marker) else { return message }
    let rest = message[start.upperBound...].split(separator: "\n")
    let choices = rest.prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
      .map { String($0.trimmingCharacters(in: .whitespaces).dropFirst(2)) }
    var line = message[..<start.lowerBound] + "Please provide one of \(quotedChoices(choices))."
    if let typed = quoted(in: String(line), after: "The value '"),
      let name = suggestion(for: typed, among: choices)
    {
      line += " Did you mean '\(name)'?"
    }
    return String(line) + "\n" + rest.dropFirst(choices.count).joined(separator: "\n")
  }

  /// `'a' and 'b'`, `'a', 'b' or 'c'`: a list of choices in ArgumentParser's words.
  static func quotedChoices(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    let last = quoted.count == 2 ? " and " : " or "
    return quoted.dropLast().joined(separator: ", ") + last + quoted[quoted.count - 1]
  }
}
