import SizingModel
import StackLayout
import StrictJSON
import SwiftUILayout

extension SwiftUITreeReader {
  /// `multilineTextAlignment`'s values, left to right (leading is natural).
  static let textAlignments: [(String, TextAlignment)] = [
    ("leading", .natural), ("center", .center), ("trailing", .right),
  ]

  /// A `Text`: its string, font (`textStyle` and/or a fixed `fontSize`,
  /// `weight` or `bold`, `italic`, `monospacedDigits`), `lineLimit` (none by
  /// default), `minimumScaleFactor`, `multilineTextAlignment`, `lineSpacing`
  /// `allowsTightening` and `design`, as a label of the shadow tree, whose font the
  /// family's fonts give.
  func text(_ object: JSONObjectReader) throws(JSONError) -> WidgetNode.Label {
    guard let text = try object.displayedString("text") else { throw object.missingKey("text") }
    if text.unicodeScalars.count > WidgetTreeReader.maximumTextLength {
      throw object.error("text", "longer than \(WidgetTreeReader.maximumTextLength) characters")
    }
    let fixedSize = try object.number("fontSize", in: 1...200)
    let style =
      try object.choice(
        "textStyle", TextStyle.allCases.map { ($0.rawValue, $0) }, noun: "text style") ?? .body
    var label = WidgetNode.Label(
      text: text, textStyle: style,
      weight: try object.choice(
        "weight", FontWeight.allCases.map { ($0.rawValue, $0) }, noun: "font weight"),
      numberOfLines: try object.integer("lineLimit", in: 1...100) ?? 0,
      fixedSize: fixedSize)
    label.minimumScaleFactor = try object.number("minimumScaleFactor", in: 0.01...1) ?? 1
    if try object.bool("bold") == true {
      if object.has("weight") {
        throw object.error("bold", "give \"weight\" or \"bold\", not both")
      }
      label.weight = .bold
    }
    label.isItalic = try object.bool("italic") ?? false
    label.monospacedDigits = try object.bool("monospacedDigits") ?? false
    label.alignment =
      try object.choice("multilineTextAlignment", Self.textAlignments, noun: "text alignment")
      ?? .natural
    label.lineSpacing = try object.number("lineSpacing", in: 0...200) ?? 0
    label.allowsTightening = try object.bool("allowsTightening") ?? false
    label.design =
      try object.choice(
        "design", FontDesign.allCases.map { ($0.rawValue, $0) }, noun: "font design")
      ?? .default
    return label
  }

  /// An `Image`: `"size"` [w, h] in points (its own size), and for a
  /// `"resizable": true` one an optional `"aspectRatio"` (w / h) and
  /// `"contentMode"` fit or fill; returns the spec and the image's name.
  func image(_ object: JSONObjectReader) throws(JSONError) -> (LayoutView.ImageSpec, String?) {
    let name = try object.displayedString("name", maxLength: 100, allowEmpty: false)
    let numbers = try StackAttributesReader.numbers(object, "size", count: 2, in: 0...2_000)
    let size = numbers.map { PointSize(width: $0[0]!, height: $0[1]!) }
    let resizable = try object.bool("resizable") ?? false
    let ratio = try object.number("aspectRatio", in: 0.01...100)
    let mode = try object.choice(
      "contentMode", [("fit", false), ("fill", true)], noun: "content mode")
    if !resizable {
      for key in ["aspectRatio", "contentMode"] where object.has(key) {
        throw object.error(key, "only with \"resizable\": true (a fixed image keeps its size)")
      }
      guard let size else { throw object.error(nil, "an image needs \"size\": [w, h]") }
      return (LayoutView.ImageSpec(size: size), name)
    }
    guard size != nil || ratio != nil else {
      throw object.error(nil, "a resizable image needs \"size\": [w, h] or \"aspectRatio\"")
    }
    // `.aspectRatio(contentMode:)` without a ratio keeps the image's own.
    let ownRatio = size.flatMap { $0.height > 0 ? $0.width / $0.height : nil }
    let used = ratio ?? (mode == nil ? nil : ownRatio)
    return (
      LayoutView.ImageSpec(
        size: size, isResizable: true, aspectRatio: used, fills: mode ?? false),
      name
    )
  }
}
