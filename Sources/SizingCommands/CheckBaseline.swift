import Foundation
import SizingModel
import StrictJSON
import WidgetChecks
import WidgetDrawing

/// The findings a team has accepted, keyed by rule, element and (WidgetKit)
/// family, each with where it occurred when accepted: `check --baseline
/// FILE` reports them as known and fails on one only when it has spread
/// (``BaselineSpread``).
///
/// The file (written by `--write-baseline FILE`) is pretty-printed JSON
/// with sorted keys, one entry per finding, sorted by rule, element and
/// family, so a change reviews as a small diff:
///
///     {
///       "baseline": "sizing-cli check",
///       "environments": 13944,
///       "findings": [
///         {
///           "atDefault": false,
///           "element": "row0.title",
///           "environments": 835,
///           "family": null,
///           "host": "today",
///           "rule": "label-truncated",
///           "severity": "warning"
///         }
///       ],
///       "version": 2
///     }
///
/// `environments` is how many swept environments the finding occurred in
/// (at the top: how many were swept), `atDefault` whether the default
/// environment was among them; `element` and `family` are null for a
/// finding without one; `host` and `severity` are for the reader. Version 1
/// files (rule, element, severity only) are still read, their counts
/// unknown (``CheckBaseline+Reading``).
struct CheckBaseline: Equatable {
  /// What identifies a finding across runs.
  struct Key: Hashable, Comparable {
    var rule: String
    var element: String?
    /// The WidgetKit family; nil for a Today widget's finding.
    var family: String?

    init(rule: String, element: String?, family: String? = nil) {
      self.rule = rule
      self.element = element
      self.family = family
    }

    init(_ finding: CheckFinding) {
      self.init(rule: finding.rule, element: finding.elementID, family: finding.family?.rawValue)
    }

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.rule, lhs.element ?? "", lhs.family ?? "") < (
        rhs.rule, rhs.element ?? "", rhs.family ?? ""
      )
    }
  }

  /// Where an accepted finding occurred; nil counts for a version-1 file.
  struct Entry: Equatable {
    var severity: CheckFinding.Severity?
    /// The number of environments it occurred in.
    var environments: Int?
    /// Whether the default environment was among them.
    var atDefault: Bool?
  }

  static let version = 2
  static let marker = "sizing-cli check"

  var entries: [Key: Entry]
  /// The file's format version (1 has no counts).
  var version: Int = Self.version
  /// How many environments were swept when it was written (nil: not recorded).
  var environments: Int?

  /// A baseline of `findings` found in `environments` swept environments.
  init(findings: [CheckFinding], environments: Int?) {
    entries = [:]
    for finding in findings {
      entries[Key(finding)] = Entry(
        severity: finding.severity, environments: finding.count,
        atDefault: finding.occursAtDefault)
    }
    self.environments = environments
  }

  init(entries: [Key: Entry], version: Int, environments: Int?) {
    self.entries = entries
    self.version = version
    self.environments = environments
  }

  var keys: Set<Key> { Set(entries.keys) }

  /// The entry for `finding`, if the baseline knows it (a version-1 file
  /// has no families: its entry for the rule and element matches every family).
  func entry(for finding: CheckFinding) -> Entry? {
    let key = Key(finding)
    if let entry = entries[key] { return entry }
    guard version == 1, key.family != nil else { return nil }
    return entries[Key(rule: key.rule, element: key.element)]
  }

  /// The key the baseline holds for `finding`, if any (for fixed entries).
  func matchedKey(_ finding: CheckFinding) -> Key? {
    let key = Key(finding)
    if entries[key] != nil { return key }
    let unfamilied = Key(rule: key.rule, element: key.element)
    return version == 1 && entries[unfamilied] != nil ? unfamilied : nil
  }

  /// The file's text for `findings` (one entry per rule, element and
  /// family, sorted; keys sorted) in `environments` swept environments.
  static func text(for findings: [CheckFinding], environments: Int) -> String {
    let baseline = CheckBaseline(findings: findings, environments: environments)
    let entries: [JSONValue] = baseline.entries.keys.sorted().map { key in
      let entry = baseline.entries[key]!
      return .object([
        ("atDefault", .bool(entry.atDefault ?? false)),
        ("element", key.element.map(JSONValue.string) ?? .null),
        ("environments", .number(Double(entry.environments ?? 0))),
        ("family", key.family.map(JSONValue.string) ?? .null),
        ("host", .string((key.family == nil ? WidgetHostKind.today : .widgetKit).rawValue)),
        ("rule", .string(key.rule)),
        ("severity", .string(entry.severity?.rawValue ?? "error")),
      ])
    }
    let root = JSONValue.object([
      ("baseline", .string(marker)), ("environments", .number(Double(environments))),
      ("findings", .array(entries)), ("version", .number(Double(version))),
    ])
    return root.rendered() + "\n"
  }

  /// Writes the baseline of `findings` to `path` atomically, as `render
  /// --out` writes its PNG (``AtomicFileReplacement``): only a regular file
  /// (a symbolic link is followed to the regular file it leads to), keeping
  /// its mode.
  /// - Throws: exit 73, one line, when the file cannot be written.
  static func write(_ findings: [CheckFinding], environments: Int, to path: String)
    throws(CommandError)
  {
    let data = Data(text(for: findings, environments: environments).utf8)
    if case .failed(let reason) = AtomicFileReplacement.replace(path, with: data) {
      throw CommandError("cannot write baseline '\(path)': \(reason)", code: 73)
    }
  }
}
