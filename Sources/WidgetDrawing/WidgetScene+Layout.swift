import SizingModel
import StackLayout
import WidgetLayout

extension WidgetScene {
  /// The scene of a solved Today widget: every visible element with the
  /// frame, text, font and line limit the solver used; the rows cut by the
  /// maximum height (expanded mode) as ghosts.
  ///
  /// - Parameter appName: the header's app name (the description's).
  public init(_ layout: TodayLayoutResult, appName: String) {
    let cut =
      layout.mode == .expanded || !layout.outcome.hasDisplayModes
      ? layout.rowsThatDoNotFit : 0..<0
    var elements: [Element] = []
    elements.reserveCapacity(layout.elements.count)
    for element in layout.elements {
      let isGhost = !element.isVisible
      if isGhost {
        guard let row = element.rowIndex, cut.contains(row) else { continue }
      }
      guard let content = Self.content(of: element) else { continue }
      elements.append(
        Element(id: element.id, frame: element.frame, content: content, isGhost: isGhost))
    }
    let title: String?
    if layout.outcome.hasDisplayModes && layout.isExpandedAvailable {
      title = layout.mode == .expanded ? "Show Less" : "Show More"
    } else {
      title = nil
    }
    self.init(
      appName: appName, modeButtonTitle: title, width: layout.widgetWidth.value,
      compactHeight: layout.compactHeight.value,
      maximumExpandedHeight: layout.maximumExpandedSize.height.value,
      height: layout.preferredContentSize.height.value, isDark: layout.usesDarkPalette,
      elements: elements)
  }

  static func content(of element: WidgetElement) -> Content? {
    switch element.kind {
    case .icon:
      return .icon(name: element.iconName ?? "")
    case .label, .title, .subtitle, .text:
      guard let text = element.text else { return nil }
      let spec = text.spec
      // Version-2 labels in the small styles are drawn secondary, as
      // widgets colour their captions.
      let secondary =
        element.kind == .subtitle
        || (element.kind == .text && [.footnote, .caption1, .caption2].contains(text.style))
      return .text(spec, secondary: secondary)
    case .image:
      guard let name = element.iconName, IconLibrary.icon(named: name) != nil else {
        return .thumbnail
      }
      return .icon(name: name)
    case .view:
      return element.color.flatMap(Color.init(css:)).map { .block($0) }
    case .thumbnail:
      return .thumbnail
    case .separator:
      return .separator
    case .widget, .actionRow, .action, .recentsList, .row, .textStack, .stack, .expanded:
      return nil
    }
  }
}
