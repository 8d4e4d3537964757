import SizingModel
import StrictJSON

/// What `sizing-cli families` prints, in text, Markdown or JSON: per family
/// its first iOS, where it appears, its content margins and one line per
/// frame it has (or should have: "—" and why, where none is published).
struct FamilyListing {
  let model: WidgetKitSizes
  let families: [WidgetFamily]
  let screens: [WidgetKitScreen]
  /// The iOS whose frames are listed.
  var os: OSVersion = .iOS18

  /// One frame line: the screen, which frame, the size (nil: none) and a note.
  struct FrameLine {
    var screen: WidgetKitScreen
    var target: WidgetFrameTarget
    var frame: WidgetFrame?
    var note: String
  }

  /// The frames of `family` on the chosen screens where it is shown.
  func frameLines(_ family: WidgetFamily) -> [FrameLine] {
    screens.flatMap { screen in
      model.targets(of: screen).compactMap { target -> FrameLine? in
        guard model.isShown(family, on: screen.idiom, target: target) else { return nil }
        let frame = model.frame(family, on: screen, target: target, os: os)
        let note =
          frame?.measuredOn.map { "measured on \($0)" }
          ?? model.whyNoFrame(family, on: screen, target: target, os: os)
          ?? (screen.marketingNames.isEmpty
            ? screen.note?.value ?? "" : screen.marketingNames.joined(separator: ", "))
        return FrameLine(screen: screen, target: target, frame: frame, note: note)
      }
    }
  }

  /// `170 × 170`, `135.5 × 135.5†`, or "—".
  static func size(_ frame: WidgetFrame?) -> String {
    guard let frame else { return "—" }
    return "\(frame.size.width.marked) × \(frame.size.height.marked)"
      + (frame.evidence == .thirdParty ? "†" : "")
  }

  /// The lines above a family's frames: first iOS, appearances, margins.
  func summary(_ family: WidgetFamily) -> [String] {
    let first = model.firstOS(of: family)
    let byIdiom = [Device.Idiom.phone, .pad].map { idiom in
      let here = model.appearances(of: family).filter { $0.idiom == idiom }
      let name = idiom == .phone ? "iPhone" : "iPad"
      return "\(name): "
        + (here.isEmpty ? "not supported" : here.map(\.summary).joined(separator: ", "))
    }
    let home = model.contentMargin(family).map { "\($0.markedPoints) on each side" }
    let disabled = model.contentMargin(family, marginsDisabled: true)?.value ?? 0
    let margins =
      "content margins (iOS \(model.systemMarginsFromOS.major)+): "
      + (home ?? "smaller than on the Home Screen, not published")
      + "; \(formatPoints(disabled)) pt with contentMarginsDisabled() or before iOS "
      + "\(model.systemMarginsFromOS.major)"
    return ["\(family.rawValue) (iOS \(first.os.major)+, \(first.source))"] + byIdiom + [margins]
  }

  func text() -> String {
    var lines = [
      "WidgetKit families: where each appears, from which iOS, and its frame on each screen "
        + "(points, portrait; Apple's tables describe iOS \(model.tablesDescribe.value)).",
      "Unmarked: measured (published).  † measured by a third party.  * derived by a stated rule.",
    ]
    for family in families {
      let rows = frameLines(family).map { line in
        [line.screen.id, line.target.rawValue, Self.size(line.frame), line.note]
      }
      lines.append("")
      lines += summary(family)
      lines += TextGrid.leftAligned([["screen", "frame", "size (pt)", "models or note"]] + rows)
        .split(separator: "\n").map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func markdown() -> String {
    var lines: [String] = []
    for family in families {
      let head = summary(family)
      lines += ["### `\(family.rawValue)`", ""] + head.dropFirst().map { "- " + $0 } + [""]
      lines += ["| screen | frame | size (pt) | models or note |", "|---|---|---:|---|"]
      lines += frameLines(family).map { line in
        "| `\(line.screen.id)` | \(line.target.rawValue) | "
          + Self.size(line.frame).replacingOccurrences(of: "*", with: "\\*")
          + " | \(line.note) |"
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  func json() -> JSONValue {
    .array(
      families.map { family in
        let first = model.firstOS(of: family)
        return .object([
          ("family", .string(family.rawValue)),
          ("firstOS", .string(first.os.name)), ("source", .string(first.source)),
          ("appearances", .array(model.appearances(of: family).map(Self.json))),
          ("contentMargin", model.contentMargin(family).map { .object($0.jsonMembers) } ?? .null),
          ("frames", .array(frameLines(family).map(Self.json))),
        ])
      })
  }

  private static func json(_ appearance: WidgetAppearance) -> JSONValue {
    .object([
      ("idiom", .string(appearance.idiom.rawValue)),
      ("placement", .string(appearance.placement.rawValue)),
      ("fromOS", .string(appearance.fromOS.name)), ("source", .string(appearance.source)),
      ("osSource", appearance.osSource.map(JSONValue.string) ?? .null),
    ])
  }

  private static func json(_ line: FrameLine) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("screen", .string(line.screen.id)), ("frame", .string(line.target.rawValue)),
    ]
    if let frame = line.frame {
      members += [
        ("width", .object(frame.size.width.jsonMembers)),
        ("height", .object(frame.size.height.jsonMembers)),
        ("evidence", .string(frame.evidence.rawValue)),
        ("measuredOn", frame.measuredOn.map(JSONValue.string) ?? .null),
      ]
    } else {
      members.append(("reason", .string(line.note)))
    }
    return .object(members)
  }
}
