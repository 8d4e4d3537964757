import SizingModel
import StackLayout
import StrictJSON
import WidgetDescriptions
import WidgetLayout

/// Formats a ``TodayLayoutResult`` for `sizing-cli layout`: a readable
/// indented tree, or JSON with every number a JSON number.
struct LayoutFormatter {
  let result: TodayLayoutResult
  /// The text measurer, in words.
  let measurerName: String
  /// The family the measurer uses for fonts that name none.
  let defaultFamily: String

  private var widget: WidgetDescription { result.sections.widget }

  func text() -> String {
    let env = result.environment
    let modeText =
      result.outcome.hasDisplayModes ? "mode \(result.mode.rawValue)" : "no display modes"
    var lines = [
      "\(widget.appName) widget · \(env.summary) · \(modeText)",
      "Unmarked: measured.  * derived by a stated rule.  ~ estimated (an assumption).",
      "",
    ]
    let recents = result.sections.recentsCount
    let cut = result.rowsThatDoNotFit
    let modes = result.outcome.hasDisplayModes
    let summary: [(String, String)] = [
      ("widget width", result.widgetWidth.markedPoints),
      ("content width", "\(formatPoints(result.sections.contentWidth)) pt"),
      (modes ? "compact height" : "first section height", result.compactHeight.markedPoints),
      (
        modes ? "maximum size, compact" : "first section size",
        result.maximumCompactSize.markedPoints
      ),
      (
        modes ? "maximum size, expanded" : "maximum height (iOS 8/9 limit)",
        result.maximumExpandedSize.markedPoints
      ),
      ("preferredContentSize", result.preferredContentSize.markedPoints),
      modes
        ? ("expanded available", result.isExpandedAvailable ? "yes" : "no")
        : ("display modes", "none (iOS 9): one layout, rows as far as the limit allows"),
      ("visible recents", "\(result.visibleRecents) of \(recents) (max rows \(widget.maxRows))"),
      (
        "rows that do not fit",
        cut.isEmpty
          ? "none"
          : cut.map(result.sections.tree.presentation.rowName).joined(separator: ", ")
      ),
      ("leading inset", "\(formatPoints(result.leadingInset)) pt"),
      ("palette", result.usesDarkPalette ? "dark (iOS 9)" : "light"),
      ("fonts", fontSummary()),
      ("text measurer", measurerName),
    ]
    lines += Self.aligned(summary)
    lines.append("")
    lines.append("Elements (x, y, width × height in points, relative to the widget):")
    for element in result.elements {
      lines.append(elementLine(element))
    }
    lines.append("")
    if result.diagnostics.isEmpty {
      lines.append("Diagnostics: none")
    } else {
      lines.append("Diagnostics:")
      for diagnostic in result.diagnostics.errorsFirst() { lines.append("  \(diagnostic)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Label–value lines with the values in one column.
  static func aligned(_ summary: [(String, String)]) -> [String] {
    let width = summary.map(\.0.count).max() ?? 0
    return summary.map { label, value in
      label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value
    }
  }

  private func fontSummary() -> String {
    Self.fontSummary(result.sections.fonts, named: result.sections.tree.namedStyles)
  }

  /// The fonts in one line: the styles the tree names by role (the
  /// template's label, title and subtitle), else every style its labels use.
  static func fontSummary(_ fonts: WidgetFonts, named: [WidgetTree.NamedStyle] = []) -> String {
    func describe(_ style: TextStyle, _ font: FontSpec) -> String {
      "\(style.rawValue) \(formatPoints(font.pointSize))/\(formatPoints(font.lineHeight))"
        + " w\(font.weight)"
    }
    // Every label style the tree uses, at this text size.
    if named.isEmpty, !fonts.treeStyles.isEmpty {
      return zip(fonts.treeStyles, fonts.treeFonts).map(describe).joined(separator: "; ")
    }
    return [
      "label " + describe(fonts.labelStyle, fonts.label),
      "title " + describe(fonts.titleStyle, fonts.title),
      "subtitle " + describe(fonts.subtitleStyle, fonts.subtitle),
    ].joined(separator: "; ")
  }

  private func elementLine(_ element: WidgetElement) -> String {
    var line = Self.elementText(element)
    if !element.isVisible {
      let cut = element.rowIndex.map { result.rowsThatDoNotFit.contains($0) } ?? false
      if result.mode == .compact {
        line += "  [hidden in compact mode]"
      } else {
        line += cut || element.kind == .recentsList ? "  [does not fit]" : "  [hidden]"
      }
    }
    return line
  }

  /// An element's line: indented by depth, id, kind, frame, and its icon or text.
  static func elementText(_ element: WidgetElement) -> String {
    let frame = element.frame
    var line =
      String(repeating: "  ", count: element.depth + 1) + element.id + " (\(element.kind.rawValue))"
      + "  \(formatPoints(frame.x)), \(formatPoints(frame.y)), "
      + "\(formatPoints(frame.width)) × \(formatPoints(frame.height))"
    if let icon = element.iconName { line += "  icon \"\(ControlEscaping.escaped(icon))\"" }
    if let text = element.text {
      // A line break in the text is shown as \n: one element, one line.
      line +=
        "  \"\(ControlEscaping.escaped(text.text))\" \(text.lineCount) "
        + (text.lineCount == 1 ? "line" : "lines")
      if text.isTruncated { line += ", truncated" }
      if text.fontScale < 1 {
        line +=
          ", shrunk to \(formatPoints(text.font.pointSize * text.fontScale)) pt "
          + "(× \(formatPoints(text.fontScale)))"
      }
      if text.tightening > 0 { line += ", tightened by \(formatPoints(text.tightening)) pt" }
    }
    return line
  }

  func json() -> JSONValue {
    let env = result.environment
    let environment: JSONValue = .object([
      ("device", .string(env.device.id)), ("orientation", .string(env.orientation.rawValue)),
      ("location", .string(env.location.rawValue)), ("os", .string(env.os.name)),
      ("category", .string(env.category.shortName)),
    ])
    return .object([
      ("widget", .string(widget.appName)),
      ("environment", environment),
      ("requestedMode", .string(result.outcome.requestedMode.rawValue)),
      ("mode", result.outcome.hasDisplayModes ? .string(result.mode.rawValue) : .null),
      ("hasDisplayModes", .bool(result.outcome.hasDisplayModes)),
      ("widgetWidth", .object(result.widgetWidth.jsonMembers)),
      ("compactHeight", .object(result.compactHeight.jsonMembers)),
      (
        "maximumSize",
        .object([
          ("compact", Self.sizeJSON(result.maximumCompactSize)),
          ("expanded", Self.sizeJSON(result.maximumExpandedSize)),
        ])
      ),
      ("preferredContentSize", Self.sizeJSON(result.preferredContentSize)),
      ("expandedAvailable", .bool(result.isExpandedAvailable)),
      ("recents", .number(Double(result.sections.recentsCount))),
      ("maxRows", .number(Double(widget.maxRows))),
      ("visibleRecents", .number(Double(result.visibleRecents))),
      ("rowsThatDoNotFit", .array(result.rowsThatDoNotFit.map { .number(Double($0)) })),
      ("leadingInset", .number(result.leadingInset)),
      ("darkPalette", .bool(result.usesDarkPalette)),
      ("scale", .number(result.scale)),
      ("textMeasurer", .string(measurerName)),
      (
        "elements",
        .array(result.elements.map { Self.elementJSON($0, defaultFamily: defaultFamily) })
      ),
      ("diagnostics", Self.diagnosticsJSON(result.diagnostics)),
    ])
  }

  /// Diagnostics, errors first, as JSON objects (kind, element, message).
  static func diagnosticsJSON(_ diagnostics: [WidgetDiagnostic]) -> JSONValue {
    .array(
      diagnostics.errorsFirst().map {
        .object([
          ("kind", .string($0.kind.rawValue)),
          ("element", $0.elementID.map(JSONValue.string) ?? .null),
          ("message", .string($0.message)),
        ])
      })
  }

  static func sizeJSON(_ size: SourcedSize) -> JSONValue {
    .object([
      ("width", .object(size.width.jsonMembers)), ("height", .object(size.height.jsonMembers)),
    ])
  }

  static func elementJSON(_ element: WidgetElement, defaultFamily: String) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("id", .string(element.id)), ("kind", .string(element.kind.rawValue)),
      ("depth", .number(Double(element.depth))),
      ("x", .number(element.frame.x)), ("y", .number(element.frame.y)),
      ("width", .number(element.frame.width)), ("height", .number(element.frame.height)),
      ("visible", .bool(element.isVisible)),
    ]
    if let row = element.rowIndex { members.append(("row", .number(Double(row)))) }
    if let icon = element.iconName { members.append(("icon", .string(icon))) }
    if let text = element.text {
      members.append(
        (
          "text",
          .object([
            ("text", .string(text.text)), ("lines", .number(Double(text.lineCount))),
            ("truncated", .bool(text.isTruncated)),
            ("numberOfLines", .number(Double(text.numberOfLines))),
            ("style", .string(text.style.rawValue)),
            (
              "font",
              .object([
                ("family", .string(text.font.family ?? defaultFamily)),
                ("size", .number(text.font.pointSize)),
                ("lineHeight", .number(text.font.lineHeight)),
                ("leading", .number(text.font.leading)),
                ("tracking", .number(text.font.tracking)),
                ("weight", .number(Double(text.font.weight))),
                ("italic", .bool(text.font.isItalic)),
                ("monospacedDigits", .bool(text.font.monospacedDigits)),
              ])
            ),
            ("alignment", .string(text.alignment.rawValue)),
            ("lineSpacing", .number(text.lineSpacing)),
            ("fontScale", .number(text.fontScale)),
            ("shrunkSize", .number(text.font.pointSize * text.fontScale)),
            ("tightening", .number(text.tightening)),
          ])
        ))
    }
    return .object(members)
  }
}
