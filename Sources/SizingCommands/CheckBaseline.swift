import Foundation
import SizingModel
import StrictJSON
import TodayLayout
import WidgetDrawing

/// The findings a team has accepted, keyed by rule and element: `check
/// --baseline FILE` reports them as known and does not fail on them.
///
/// The file (written by `--write-baseline FILE`) is JSON, one entry per
/// finding, sorted by rule and then element, so a change reviews as a
/// one-line diff:
///
///     {
///       "baseline": "sizing-cli check",
///       "version": 1,
///       "findings": [
///         {
///           "rule": "label-truncated",
///           "element": "row0.title",
///           "severity": "warning"
///         }
///       ]
///     }
///
/// `element` is null for a finding without one; `severity` is for the
/// reader (matching uses the rule and the element).
struct CheckBaseline: Equatable {
  /// What identifies a finding across runs.
  struct Key: Hashable, Comparable {
    var rule: String
    var element: String?

    init(rule: String, element: String?) {
      self.rule = rule
      self.element = element
    }

    init(_ finding: CheckFinding) {
      self.init(rule: finding.rule, element: finding.elementID)
    }

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.rule, lhs.element ?? "") < (rhs.rule, rhs.element ?? "")
    }
  }

  static let version = 1
  static let marker = "sizing-cli check"

  var keys: Set<Key>

  /// A baseline of `findings`.
  init(findings: [CheckFinding]) {
    keys = Set(findings.map(Key.init))
  }

  /// Reads a baseline file.
  /// - Throws: exit 66 when it cannot be read, 65 when it is not a baseline.
  init(contentsOf path: String) throws(SizingError) {
    let input = try InputFile(path)
    let text = try input.text()
    do {
      keys = try Self.read(StrictJSONParser.parse(text, maximumDepth: 8))
    } catch {
      throw SizingError(error).read(from: input.name)
    }
  }

  private static func read(_ node: JSONNode) throws(JSONError) -> Set<Key> {
    let root = try JSONObjectReader(
      node, path: "$", allowedKeys: ["baseline", "version", "findings"])
    guard try root.choice("baseline", [(marker, true)]) != nil else {
      throw root.missingKey("baseline")
    }
    guard try root.integer("version", in: version...version) != nil else {
      throw root.missingKey("version")
    }
    let rules = CheckRule.all.map { ($0.id, $0.id) }
    guard
      let keys = try root.array(
        "findings",
        { (node, path) throws(JSONError) -> Key in
          let entry = try JSONObjectReader(
            node, path: path, allowedKeys: ["rule", "element", "severity"])
          guard let rule = try entry.choice("rule", rules) else { throw entry.missingKey("rule") }
          _ = try entry.choice("severity", [("error", 0), ("warning", 1)])
          if case .null = entry.node("element")?.value {
            return Key(rule: rule, element: nil)
          }
          return Key(rule: rule, element: try entry.string("element", allowEmpty: false))
        })
    else { throw root.missingKey("findings") }
    return Set(keys)
  }

  /// True when `finding` is in the baseline.
  func contains(_ finding: CheckFinding) -> Bool { keys.contains(Key(finding)) }

  /// The file's text for `findings` (one entry per rule and element, sorted).
  static func text(for findings: [CheckFinding]) -> String {
    var severities: [Key: CheckFinding.Severity] = [:]
    for finding in findings { severities[Key(finding)] = finding.severity }
    let entries: [JSONValue] = severities.keys.sorted().map { key in
      .object([
        ("rule", .string(key.rule)), ("element", key.element.map(JSONValue.string) ?? .null),
        ("severity", .string(severities[key]!.rawValue)),
      ])
    }
    let root = JSONValue.object([
      ("baseline", .string(marker)), ("version", .number(Double(version))),
      ("findings", .array(entries)),
    ])
    return root.rendered() + "\n"
  }

  /// Writes the baseline of `findings` to `path` atomically, as `render
  /// --out` writes its PNG (``AtomicFileReplacement``): only a regular file
  /// (a symbolic link is followed to the regular file it leads to), keeping
  /// its mode.
  /// - Throws: exit 73, one line, when the file cannot be written.
  static func write(_ findings: [CheckFinding], to path: String) throws(CommandError) {
    let outcome = AtomicFileReplacement.replace(path, with: Data(text(for: findings).utf8))
    if case .failed(let reason) = outcome {
      throw CommandError("cannot write baseline '\(path)': \(reason)", code: 73)
    }
  }
}
