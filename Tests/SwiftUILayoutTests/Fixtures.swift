import Geometry
import StackLayout
import SwiftUILayout

/// Builders for the tests. Text is measured by ``ApproximateTextMeasurer``
/// at 10 pt: every character 5 pt wide, every line 12 pt tall.
enum Fixtures {
  static let font = FontSpec(pointSize: 10, lineHeight: 12)

  static func text(_ id: String, _ string: String, lineLimit: Int = 0) -> LayoutView {
    LayoutView(id: id, .text(TextSpec(text: string, font: font, numberOfLines: lineLimit)))
  }

  static func color(_ id: String) -> LayoutView { LayoutView(id: id, .shape(.color)) }

  static func box(_ id: String, _ width: Double, _ height: Double) -> LayoutView {
    color(id).modifier(.frame(width: width, height: height, alignment: .center))
  }

  static func spacer(_ id: String, minLength: Double? = nil) -> LayoutView {
    LayoutView(id: id, .spacer(minLength: minLength))
  }

  static func vstack(
    _ id: String, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    _ items: [LayoutView]
  ) -> LayoutView {
    LayoutView(id: id, .stack(.vertical, alignment: alignment, spacing: spacing, items))
  }

  /// An HStack; `alignment` is vertical (top, center, bottom).
  static func hstack(
    _ id: String, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    _ items: [LayoutView]
  ) -> LayoutView {
    LayoutView(
      id: id, .stack(.horizontal, alignment: alignment.asHorizontal, spacing: spacing, items))
  }

  static func layout(_ root: LayoutView, _ width: Double, _ height: Double, scale: Double? = nil)
    -> ProposalLayoutResult
  {
    ProposalLayout(measurer: ApproximateTextMeasurer(), scale: scale)
      .layout(root, in: PointSize(width: width, height: height))
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
  }
}
