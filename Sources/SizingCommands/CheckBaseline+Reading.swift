import CheckRules
import SizingModel
import StrictJSON
import WidgetChecks

extension CheckBaseline {
  /// Reads a baseline file: version 2, or version 1 (no counts: every
  /// known finding is then taken as unchanged, and the report suggests
  /// rewriting the file).
  ///
  /// - Throws: exit 66 when it cannot be read; exit 65, one line, when it
  ///   is malformed JSON (with the line and column), valid JSON that is not
  ///   a baseline (`FILE is not a check baseline: …`, such as a widget
  ///   description), a baseline of another version, or a baseline with a
  ///   bad entry (with its JSON path).
  init(contentsOf path: String) throws {
    try self.init(reading: InputFile(path))
  }

  /// Reads a baseline already in memory (see ``init(contentsOf:)``).
  init(reading input: InputFile) throws {
    let text = try input.text()
    let node: JSONNode
    do { node = try StrictJSONParser.parse(text) } catch {
      throw SizingError(error).read(from: input.name)
    }
    if let reason = Self.notABaseline(node) {
      throw CommandError.data(
        "\(input.name) is not a check baseline: \(reason) (write one with --write-baseline)")
    }
    do { self = try Self.read(node) } catch { throw SizingError(error).read(from: input.name) }
  }

  /// Why `node` is not a baseline at all, or nil when it has the marker.
  private static func notABaseline(_ node: JSONNode) -> String? {
    guard case .object(let members) = node.value else {
      return "it is \(node.kindName), not an object"
    }
    let marker = members.first { $0.key == "baseline" }?.value.value
    if case .string(Self.marker) = marker { return nil }
    let keys = members.map(\.key)
    let widget = ["appName", "widgetKit", "quickActions", "recents"].contains(where: keys.contains)
    return "it has no \"baseline\": \"\(Self.marker)\" member"
      + (widget ? "; it looks like a widget description" : "")
  }

  private static func read(_ node: JSONNode) throws(JSONError) -> CheckBaseline {
    let root = try JSONObjectReader(
      node, path: "$", allowedKeys: ["baseline", "version", "environments", "findings"])
    guard let version = try root.integer("version", in: 1...Self.version) else {
      throw root.missingKey("version")
    }
    let environments = try root.integer("environments", in: 0...Int(Int32.max))
    let rules = CheckRule.all.map { ($0.id, $0.id) }
    let families = WidgetFamily.allCases.map { ($0.rawValue, $0.rawValue) }
    let entries = try root.array("findings") { (node, path) throws(JSONError) -> (Key, Entry) in
      let entry = try JSONObjectReader(
        node, path: path,
        allowedKeys: version == 1
          ? ["rule", "element", "severity"]
          : ["rule", "element", "severity", "family", "host", "environments", "atDefault"])
      guard let rule = try entry.choice("rule", rules) else { throw entry.missingKey("rule") }
      let severity = try entry.choice(
        "severity", [("error", CheckFinding.Severity.error), ("warning", .warning)])
      let element = try nullable(entry, "element") { () throws(JSONError) in
        try entry.string("element", allowEmpty: false)
      }
      guard version > 1 else {
        return (Key(rule: rule, element: element), Entry(severity: severity))
      }
      let family = try nullable(entry, "family") { () throws(JSONError) in
        try entry.choice("family", families)
      }
      _ = try entry.choice("host", [("today", 0), ("widgetkit", 1)])
      guard let count = try entry.integer("environments", in: 1...Int(Int32.max)) else {
        throw entry.missingKey("environments")
      }
      guard let atDefault = try entry.bool("atDefault") else { throw entry.missingKey("atDefault") }
      return (
        Key(rule: rule, element: element, family: family),
        Entry(severity: severity, environments: count, atDefault: atDefault)
      )
    }
    guard let entries else { throw root.missingKey("findings") }
    return CheckBaseline(
      entries: Dictionary(entries, uniquingKeysWith: { first, _ in first }), version: version,
      environments: environments)
  }

  /// A member that may be null (or absent): nil then, else `read()`.
  private static func nullable<T>(
    _ entry: JSONObjectReader, _ key: String, _ read: () throws(JSONError) -> T?
  ) throws(JSONError) -> T? {
    if case .null = entry.node(key)?.value { return nil }
    return try read()
  }
}
