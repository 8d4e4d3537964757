import SizingModel
import StrictJSON
import WidgetChecks

extension CheckFormatter {
  /// The report as JSON (ChecksAndTheCIGate.md, "JSON"): per finding its rule, severity,
  /// message (the typical environment's), element, family, gate state, the
  /// typical and first environments each with its own message, the count,
  /// and with `--detail full` every environment with its message.
  func json() -> JSONValue {
    var root: [(String, JSONValue)] = [
      ("findings", .array(verdict.findings.map(finding))),
      ("environments", .number(Double(verdict.environments))),
      ("ignored", .number(Double(verdict.ignored))),
      ("failOn", .string(verdict.failOn.rawValue)),
      ("failed", .bool(verdict.exitCode != 0)),
    ]
    let notes = verdict.baselineNotes(path: baselinePath)
    if !notes.isEmpty { root.append(("notes", .array(notes.map(JSONValue.string)))) }
    return .object(root)
  }

  private func finding(_ gated: CheckVerdict.Gated) -> JSONValue {
    let finding = gated.finding
    let (index, isDefault) = finding.typicalIndex
    var typical = Self.members(finding.environments[index], message: finding.messages[index])
    typical.append(("default", .bool(isDefault)))
    var members: [(String, JSONValue)] = [
      ("rule", .string(finding.rule)),
      ("severity", .string(finding.severity.rawValue)),
      ("message", .string(finding.messages[index])),
      ("element", finding.elementID.map(JSONValue.string) ?? .null),
      ("family", finding.family.map { .string($0.rawValue) } ?? .null),
      ("known", .bool(gated.isKnown)),
      ("fails", .bool(gated.fails)),
    ]
    // A Swift widget's finding: where its view is written.
    if let source = source(of: finding) { members.insert(("source", .string(source)), at: 4) }
    if verdict.hasBaseline { members.append(("baseline", Self.baseline(gated))) }
    members += [
      ("first", .object(Self.members(finding.first, message: finding.messages[0]))),
      ("typical", .object(typical)),
      ("count", .number(Double(finding.count))),
    ]
    if detail == .full {
      let cells = zip(finding.environments, finding.messages).map { cell, message in
        JSONValue.object(Self.members(cell, message: message))
      }
      members.append(("environments", .array(cells)))
    }
    return .object(members)
  }

  /// A finding against the baseline: `state` (`new`, `unchanged`, `spread`,
  /// `progress`, or `known` for a version-1 entry without counts), and for a
  /// known one with counts `was`, `wasAtDefault` and `change`.
  private static func baseline(_ gated: CheckVerdict.Gated) -> JSONValue {
    guard gated.isKnown else { return .object([("state", .string("new"))]) }
    guard let spread = gated.spread else { return .object([("state", .string("known"))]) }
    return .object([
      ("state", .string(spread.state ?? "unchanged")),
      ("was", .number(Double(spread.was))), ("wasAtDefault", .bool(spread.wasAtDefault)),
      ("change", spread.change.isEmpty ? .null : .string(spread.change)),
    ])
  }

  /// An environment's members, then `message`.
  static func members(_ cell: CheckedEnvironment, message: String) -> [(String, JSONValue)] {
    members(cell) + [("message", .string(message))]
  }

  /// An environment as JSON: a Today cell's device, category, orientation,
  /// location, iOS, mode and recents; a WidgetKit cell's host, family,
  /// screen, frame and category.
  static func environment(_ cell: CheckedEnvironment) -> JSONValue { .object(members(cell)) }

  private static func members(_ cell: CheckedEnvironment) -> [(String, JSONValue)] {
    if let kit = cell.widgetKit {
      return [
        ("host", .string(WidgetHostKind.widgetKit.rawValue)),
        ("family", .string(kit.family.rawValue)), ("screen", .string(kit.screen.id)),
        ("frame", .string(kit.target.rawValue)), ("category", .string(kit.category.shortName)),
      ]
    }
    let env = cell.environment
    return [
      ("device", .string(env.device.id)),
      ("category", .string(env.category.shortName)),
      ("orientation", .string(env.orientation.rawValue)),
      ("location", .string(env.location.rawValue)),
      ("os", .string(env.os.name)),
      ("mode", .string(cell.mode.rawValue)),
      ("recents", .number(Double(cell.recents))),
    ]
  }
}
