import PangoText
import SizingModel
import StackLayout
import StrictJSON
import WidgetLayout

/// Formats a ``WidgetKitLayoutResult`` for `sizing-cli layout --host
/// widgetkit`: the frame, margins and content rectangle with their markers,
/// the fonts, every view's frame and the diagnostics; or the same as JSON.
struct WidgetKitLayoutFormatter {
  let result: WidgetKitLayoutResult
  let appName: String
  /// The text measurer, in words.
  let measurerName: String

  private var cell: WidgetKitCell { result.cell }

  func text() -> String {
    let screen = cell.screen
    let devices = screen.deviceIDs.isEmpty ? "" : " (\(screen.deviceIDs.joined(separator: ", ")))"
    var lines = [
      "\(appName) widget · \(cell.family.rawValue) on \(cell.place)\(devices) · "
        + "\(cell.category.shortName) · WidgetKit iOS \(cell.os.name) · \(cell.placement.title)"
        + (cell.icons == .large ? " (large icons)" : ""),
      "Unmarked: measured.  * derived by a stated rule.  ~ estimated (an assumption).",
      "",
    ]
    let content = result.content
    var summary: [(String, String)] = [
      ("family", cell.family.rawValue),
      ("frame", "\(result.frame.size.markedPoints) (\(cell.target.rawValue) frame)"),
    ]
    if result.shown != result.frame {
      summary.append(
        (
          "shown at",
          "\(result.shown.size.markedPoints) (\(result.shown.target.rawValue) frame: the layout "
            + "drawn at \(formatPoints(result.shown.size.width.value / result.frame.size.width.value)) ×)"
        ))
    }
    summary += [
      (
        "content margins",
        result.margin.map { "\($0.markedPoints) each side" }
          ?? "none published for \(cell.family.rawValue) here; content fills the frame"
      ),
      (
        "content",
        "\(formatPoints(content.width)) × \(formatPoints(content.height)) pt at "
          + "(\(formatPoints(content.x)), \(formatPoints(content.y)))"
      ),
      ("fonts", LayoutFormatter.fontSummary(result.fonts)),
      ("text measurer", measurerName),
    ]
    lines += LayoutFormatter.aligned(summary)
    lines.append("")
    lines.append("Elements (x, y, width × height in points, relative to the widget frame):")
    for element in result.elements {
      lines.append(LayoutFormatter.elementText(element) + (element.isVisible ? "" : "  [hidden]"))
    }
    lines.append("")
    if result.diagnostics.isEmpty {
      lines.append("Diagnostics: none")
    } else {
      lines.append("Diagnostics:")
      for diagnostic in result.diagnostics { lines.append("  \(diagnostic)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    let content = result.content
    return .object([
      ("widget", .string(appName)),
      ("host", .string(WidgetHostKind.widgetKit.rawValue)),
      (
        "environment",
        .object([
          ("family", .string(cell.family.rawValue)), ("screen", .string(cell.screen.id)),
          ("frame", .string(cell.target.rawValue)),
          ("category", .string(cell.category.shortName)),
          ("os", .string(cell.os.name)), ("placement", .string(cell.placement.rawValue)),
          ("icons", .string(cell.icons.rawValue)),
        ])
      ),
      ("frame", LayoutFormatter.sizeJSON(result.frame.size)),
      ("shown", LayoutFormatter.sizeJSON(result.shown.size)),
      ("shownFrame", .string(result.shown.target.rawValue)),
      ("margin", result.margin.map { .object($0.jsonMembers) } ?? .null),
      (
        "content",
        .object([
          ("x", .number(content.x)), ("y", .number(content.y)),
          ("width", .number(content.width)), ("height", .number(content.height)),
        ])
      ),
      ("textMeasurer", .string(measurerName)),
      (
        "elements",
        .array(
          result.elements.map {
            LayoutFormatter.elementJSON($0, defaultFamily: PangoTextMeasurer.shared.family)
          })
      ),
      ("diagnostics", LayoutFormatter.diagnosticsJSON(result.diagnostics)),
    ])
  }
}
