import SizingModel
import StackLayout
import WidgetLayout

extension WidgetScene {
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
