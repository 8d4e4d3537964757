import SizingModel
import StackLayout
import StrictJSON
import SwiftUILayout

extension SwiftUITreeReader {
  /// The keys of the control views, by type.
  static let controlKeys: [String: [String]] = [
    "label": ["title", "icon"], "progressView": ["style"], "gauge": ["style"],
    "viewThatFits": ["in", "items"],
  ]
  /// A progress view's or gauge's tint (iOS's default accent, systemBlue).
  static let controlColor = "#007aff"
  /// `ProgressView` styles: their (estimated) width, nil: as proposed, and height.
  static let progressStyles: [(String, (Double?, Double))] = [
    ("linear", (nil, LayoutView.linearProgressHeight)),
    ("circular", (LayoutView.circularProgressSide, LayoutView.circularProgressSide)),
  ]
  /// `Gauge` styles and their (estimated) sizes, as ``progressStyles``.
  static let gaugeStyles: [(String, (Double?, Double))] = [
    ("linearCapacity", (nil, LayoutView.linearProgressHeight)),
    ("accessoryLinear", (nil, LayoutView.linearGaugeHeight)),
    ("accessoryLinearCapacity", (nil, LayoutView.linearGaugeHeight)),
    ("accessoryCircular", (LayoutView.circularGaugeSide, LayoutView.circularGaugeSide)),
    ("accessoryCircularCapacity", (LayoutView.circularGaugeSide, LayoutView.circularGaugeSide)),
  ]
  /// `ViewThatFits(in:)`'s axes.
  static let fitAxes: [(String, FitAxes)] = [
    ("both", .both), ("horizontal", FitAxes(horizontal: true, vertical: false)),
    ("vertical", FitAxes(horizontal: false, vertical: true)),
  ]

  /// A `Label` (`"title"` and `"icon"` views, both required), a
  /// `ProgressView` or `Gauge` (`"style"`), or a `ViewThatFits` (`"in"`,
  /// `"items"`, at least one): the engine's view and its shadow node.
  mutating func control(_ type: String, _ object: JSONObjectReader, id: String, depth: Int)
    throws(JSONError) -> (LayoutView.Content, WidgetNode)
  {
    switch type {
    case "label":
      for key in ["icon", "title"] where !object.has(key) { throw object.missingKey(key) }
      let (icon, iconShadow) = try node(
        object.node("icon")!, path: object.childPath("icon"), depth: depth + 1)
      let (title, titleShadow) = try node(
        object.node("title")!, path: object.childPath("title"), depth: depth + 1)
      let stack = LayoutNode.Stack(axis: .horizontal, items: [])
      return (
        LayoutView.label(id: id, icon: icon, title: title).content,
        WidgetNode(id: id, content: .stack(stack), children: [iconShadow, titleShadow])
      )
    case "viewThatFits":
      guard object.has("items") else { throw object.missingKey("items") }
      let axes = try object.choice("in", Self.fitAxes, noun: "axes") ?? .both
      let (views, shadows) = try items(object, depth: depth)
      if views.isEmpty { throw object.error("items", "a ViewThatFits needs at least one view") }
      let stack = LayoutNode.Stack(axis: .vertical, items: [])
      return (
        .viewThatFits(axes, views),
        WidgetNode(id: id, content: .stack(stack), children: shadows)
      )
    default:
      let styles = type == "gauge" ? Self.gaugeStyles : Self.progressStyles
      let size = try object.choice("style", styles, noun: "style") ?? styles[0].1
      let shadow = WidgetNode.View(width: nil, height: nil, color: Self.controlColor)
      return (
        .indicator(width: size.0, height: size.1),
        WidgetNode(id: id, content: .view(shadow))
      )
    }
  }
}
