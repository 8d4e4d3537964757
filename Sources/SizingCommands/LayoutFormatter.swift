import SizingModel
import StackLayout
import StrictJSON
import WidgetDescriptions
import WidgetLayout

/// One laid-out cell as `layout` prints it, whatever the host: what is
/// host-specific (the heading, the numbers, the JSON environment) comes
/// from the result (``TodayLayoutResult``, ``WidgetKitLayoutResult``); the
/// elements and diagnostics are printed the same way for both.
protocol LayoutReport {
  /// What the heading says after the app name: the environment or cell.
  var subject: String { get }
  /// What the element frames are relative to: `the widget`, `the widget frame`.
  var framesRelativeTo: String { get }
  /// The numbers, label by label (the text measurer's name last).
  func summary(measurerName: String) -> [(String, String)]
  var elements: [WidgetElement] { get }
  /// Why a hidden element is hidden, for its line: `  [hidden]`.
  func hiddenNote(_ element: WidgetElement) -> String
  var diagnostics: [WidgetDiagnostic] { get }
  /// The JSON members between `widget` and `textMeasurer`.
  var jsonMembers: [(String, JSONValue)] { get }
}

/// Formats a ``LayoutReport`` for `sizing-cli layout`: a readable indented
/// tree, or JSON with every number a JSON number.
struct LayoutFormatter {
  let report: any LayoutReport
  /// The widget's app name.
  let appName: String
  /// The text measurer, in words.
  let measurerName: String
  /// The family the measurer uses for fonts that name none.
  let defaultFamily: String

  func text() -> String {
    var lines = [
      "\(appName) widget · \(report.subject)",
      "Unmarked: measured.  * derived by a stated rule.  ~ estimated (an assumption).",
      "",
    ]
    lines += Self.aligned(report.summary(measurerName: measurerName))
    lines.append("")
    lines.append(
      "Elements (x, y, width × height in points, relative to \(report.framesRelativeTo)):")
    for element in report.elements {
      lines.append(
        Self.elementText(element) + (element.isVisible ? "" : report.hiddenNote(element)))
    }
    lines.append("")
    if report.diagnostics.isEmpty {
      lines.append("Diagnostics: none")
    } else {
      lines.append("Diagnostics:")
      for diagnostic in report.diagnostics.errorsFirst() { lines.append("  \(diagnostic)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    .object(
      [("widget", .string(appName))] + report.jsonMembers + [
        ("textMeasurer", .string(measurerName)),
        (
          "elements",
          .array(report.elements.map { Self.elementJSON($0, defaultFamily: defaultFamily) })
        ),
        ("diagnostics", Self.diagnosticsJSON(report.diagnostics)),
      ])
  }

  /// Label–value lines with the values in one column.
  static func aligned(_ summary: [(String, String)]) -> [String] {
    let width = summary.map(\.0.count).max() ?? 0
    return summary.map { label, value in
      label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value
    }
  }

  /// The fonts in one line: a version-2 tree's styles, or version 1's three kinds.
  static func fontSummary(_ fonts: WidgetFonts, named: [WidgetTree.NamedStyle] = []) -> String {
    func describe(_ style: TextStyle, _ font: FontSpec) -> String {
      "\(style.rawValue) \(formatPoints(font.pointSize))/\(formatPoints(font.lineHeight))"
        + " w\(font.weight)"
    }
    // Every label style the tree uses, at this text size, unless it names them by role.
    if named.isEmpty, !fonts.treeStyles.isEmpty {
      return zip(fonts.treeStyles, fonts.treeFonts).map(describe).joined(separator: "; ")
    }
    return [
      "label " + describe(fonts.labelStyle, fonts.label),
      "title " + describe(fonts.titleStyle, fonts.title),
      "subtitle " + describe(fonts.subtitleStyle, fonts.subtitle),
    ].joined(separator: "; ")
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
