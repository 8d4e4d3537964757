import SizingModel
import StackLayout
import WidgetLayout

/// A cell's layout, either host, as the scene the painters draw: the same
/// element contents; a Today widget with its header and ghosts, a WidgetKit
/// family as its frame with the content margins.
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

  /// The scene of a WidgetKit layout: the family's frame with every visible
  /// view as the solver placed it (coordinates relative to the frame).
  ///
  /// - Parameter appName: the description's app name (not drawn: a WidgetKit
  ///   widget has no header).
  public init(_ layout: WidgetKitLayoutResult, appName: String) {
    let elements = layout.elements.compactMap { element -> Element? in
      guard element.isVisible, let content = Self.content(of: element) else { return nil }
      return Element(id: element.id, frame: element.frame, content: content)
    }
    let width = layout.frame.size.width.value
    let height = layout.frame.size.height.value
    let scale = layout.shown.size.width.value / width
    self.init(
      appName: appName, modeButtonTitle: nil, width: width * scale, compactHeight: height * scale,
      maximumExpandedHeight: height * scale, height: height * scale, isDark: false,
      elements: elements)
    var style = WidgetKitStyle(
      content: layout.content, cornerRadius: Self.cornerRadius(layout.cell.family, width, height))
    style.drawingScale = scale
    style.accentable = layout.accentable
    widgetKit = style
  }

  /// A Home Screen widget's corners are about 20 pt; a circular accessory
  /// is a circle and an inline one a capsule (points; for drawing only).
  static func cornerRadius(_ family: WidgetFamily, _ width: Double, _ height: Double) -> Double {
    switch family {
    case .accessoryCircular: return min(width, height) / 2
    case .accessoryInline: return height / 2
    case .accessoryRectangular: return 10
    default: return 20
    }
  }
}
