import SizingModel
import StrictJSON
import WidgetDescriptions
import WidgetLayout

/// What `layout` prints of a Today widget: its environment and mode, the model's
/// numbers with their markers, the rows that fit.
extension TodayLayoutResult: LayoutReport {
  var subject: String {
    "\(environment.summary) · "
      + (outcome.hasDisplayModes ? "mode \(mode.rawValue)" : "no display modes")
  }

  var framesRelativeTo: String { "the widget" }

  func summary(measurerName: String) -> [(String, String)] {
    let widget = sections.widget
    let cut = rowsThatDoNotFit
    let modes = outcome.hasDisplayModes
    return [
      ("widget width", widgetWidth.markedPoints),
      ("content width", "\(formatPoints(sections.contentWidth)) pt"),
      (modes ? "compact height" : "first section height", compactHeight.markedPoints),
      (modes ? "maximum size, compact" : "first section size", maximumCompactSize.markedPoints),
      (
        modes ? "maximum size, expanded" : "maximum height (iOS 8/9 limit)",
        maximumExpandedSize.markedPoints
      ),
      ("preferredContentSize", preferredContentSize.markedPoints),
      modes
        ? ("expanded available", isExpandedAvailable ? "yes" : "no")
        : ("display modes", "none (iOS 9): one layout, rows as far as the limit allows"),
      (
        "visible recents",
        "\(visibleRecents) of \(sections.recentsCount) (max rows \(widget.maxRows))"
      ),
      (
        "rows that do not fit",
        cut.isEmpty
          ? "none"
          : cut.map(sections.tree.presentation.rowName).joined(separator: ", ")
      ),
      ("leading inset", "\(formatPoints(leadingInset)) pt"),
      ("palette", usesDarkPalette ? "dark (iOS 9)" : "light"),
      ("fonts", LayoutFormatter.fontSummary(sections.fonts, named: sections.tree.namedStyles)),
      ("text measurer", measurerName),
    ]
  }

  func hiddenNote(_ element: WidgetElement) -> String {
    let cut = element.rowIndex.map { rowsThatDoNotFit.contains($0) } ?? false
    if mode == .compact { return "  [hidden in compact mode]" }
    return cut || element.kind == .recentsList ? "  [does not fit]" : "  [hidden]"
  }

  var jsonMembers: [(String, JSONValue)] {
    let env = environment
    let environment: JSONValue = .object([
      ("device", .string(env.device.id)), ("orientation", .string(env.orientation.rawValue)),
      ("location", .string(env.location.rawValue)), ("os", .string(env.os.name)),
      ("category", .string(env.category.shortName)),
    ])
    return [
      ("environment", environment),
      ("requestedMode", .string(outcome.requestedMode.rawValue)),
      ("mode", outcome.hasDisplayModes ? .string(mode.rawValue) : .null),
      ("hasDisplayModes", .bool(outcome.hasDisplayModes)),
      ("widgetWidth", .object(widgetWidth.jsonMembers)),
      ("compactHeight", .object(compactHeight.jsonMembers)),
      (
        "maximumSize",
        .object([
          ("compact", LayoutFormatter.sizeJSON(maximumCompactSize)),
          ("expanded", LayoutFormatter.sizeJSON(maximumExpandedSize)),
        ])
      ),
      ("preferredContentSize", LayoutFormatter.sizeJSON(preferredContentSize)),
      ("expandedAvailable", .bool(isExpandedAvailable)),
      ("recents", .number(Double(sections.recentsCount))),
      ("maxRows", .number(Double(sections.widget.maxRows))),
      ("visibleRecents", .number(Double(visibleRecents))),
      ("rowsThatDoNotFit", .array(rowsThatDoNotFit.map { .number(Double($0)) })),
      ("leadingInset", .number(leadingInset)),
      ("darkPalette", .bool(usesDarkPalette)),
      ("scale", .number(scale)),
    ]
  }
}
