import SizingModel
import StackLayout
import SwiftUILayout
import WidgetDescriptions

extension WidgetKitLayout {
  /// Lays the family's `"layout": "swiftui"` tree out at a proposal instead
  /// of the family's content rectangle (`sizing-cli solve VIEW.swift`): the
  /// root proposed `width` × `height` (nil: its ideal size along that axis)
  /// and centred in that rectangle, its texts in the fonts of `category`;
  /// with `scale`, text heights and every frame edge on that pixel grid
  /// (nil: no rounding). Frames are in the rectangle's coordinates, in the
  /// shadow tree's order.
  /// - Throws: ``SizingError/unsupported(_:)`` when the family has no SwiftUI tree.
  public func layout(
    _ family: WidgetFamily, proposingWidth width: Double?, height: Double?,
    category: ContentSizeCategory, scale: Double?
  ) throws(SizingError) -> LayoutResult {
    guard let tree = trees.swiftUITree(for: family), let root = trees.root(for: family) else {
      throw .unsupported("the widget has no \"layout\": \"swiftui\" tree for \(family.rawValue)")
    }
    let fonts = self.fonts(for: root, category: category)
    let engine = ProposalLayout(
      measurer: solver.textMeasurer ?? ApproximateTextMeasurer(), scale: scale)
    let laidOut = engine.layout(
      tree.view, proposing: ProposedSize(width: width, height: height),
      font: { tree.labels[$0].map(fonts.font(for:)) })
    let ids = tree.ids.filter { laidOut.frames[$0] != nil }
    func snap(_ value: Double) -> Double { PixelGrid.rounded(value, scale: scale) }
    let frames = ids.map { id -> Rect in
      let frame = laidOut.frames[id]!
      let x = snap(frame.x)
      let y = snap(frame.y)
      return Rect(
        x: x, y: y, width: snap(frame.x + frame.width) - x,
        height: snap(frame.y + frame.height) - y)
    }
    return LayoutResult(
      width: snap(laidOut.size.width), height: snap(laidOut.size.height), ids: ids,
      frames: frames, texts: laidOut.texts,
      diagnostics: laidOut.diagnostics.filter { $0.kind == .overflow }.map {
        LayoutDiagnostic(kind: .overflow, nodeID: $0.id, message: $0.message)
      })
  }
}
