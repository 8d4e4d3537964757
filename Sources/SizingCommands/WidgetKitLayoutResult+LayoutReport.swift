import SizingModel
import StrictJSON
import WidgetLayout

/// What `layout` prints of a WidgetKit cell: the family's frame (and the
/// frame it is shown at), its content margins and rectangle, the fonts.
extension WidgetKitLayoutResult: LayoutReport {
  var subject: String {
    let devices =
      cell.screen.deviceIDs.isEmpty ? "" : " (\(cell.screen.deviceIDs.joined(separator: ", ")))"
    return "\(cell.family.rawValue) on \(cell.place)\(devices) · \(cell.category.shortName) · "
      + "WidgetKit iOS \(cell.os.name) · \(cell.placement.title)"
      + (cell.icons == .large ? " (large icons)" : "")
  }

  var framesRelativeTo: String { "the widget frame" }

  func summary(measurerName: String) -> [(String, String)] {
    var summary: [(String, String)] = [
      ("family", cell.family.rawValue),
      ("frame", "\(frame.size.markedPoints) (\(cell.target.rawValue) frame)"),
    ]
    if shown != frame {
      summary.append(
        (
          "shown at",
          "\(shown.size.markedPoints) (\(shown.target.rawValue) frame: the layout drawn at "
            + "\(formatPoints(shown.size.width.value / frame.size.width.value)) ×)"
        ))
    }
    return summary + [
      (
        "content margins",
        margin.map { "\($0.markedPoints) each side" }
          ?? "none published for \(cell.family.rawValue) here; content fills the frame"
      ),
      (
        "content",
        "\(formatPoints(content.width)) × \(formatPoints(content.height)) pt at "
          + "(\(formatPoints(content.x)), \(formatPoints(content.y)))"
      ),
      ("fonts", LayoutFormatter.fontSummary(fonts)),
      ("text measurer", measurerName),
    ]
  }

  func hiddenNote(_ element: WidgetElement) -> String { "  [hidden]" }

  var jsonMembers: [(String, JSONValue)] {
    [
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
      ("frame", LayoutFormatter.sizeJSON(frame.size)),
      ("shown", LayoutFormatter.sizeJSON(shown.size)),
      ("shownFrame", .string(shown.target.rawValue)),
      ("margin", margin.map { .object($0.jsonMembers) } ?? .null),
      (
        "content",
        .object([
          ("x", .number(content.x)), ("y", .number(content.y)),
          ("width", .number(content.width)), ("height", .number(content.height)),
        ])
      ),
    ]
  }
}
