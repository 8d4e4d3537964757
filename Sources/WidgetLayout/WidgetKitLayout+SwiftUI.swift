import SizingModel
import StackLayout
import SwiftUILayout
import WidgetDescriptions

extension WidgetKitLayout {
  /// Lays a SwiftUI tree out in the content rectangle as a hosting view
  /// does (proposed the rectangle, the root centred in it), its texts in
  /// the family's fonts, text heights on the screen's pixel grid. The
  /// result lists the shadow tree's nodes in pre-order, frames relative to
  /// the content rectangle, so the walker and the checks read it as the
  /// stack solver's; views that chose more than they were proposed are
  /// noted as overflows. A container background fills the whole `frame`
  /// (its size; the content rectangle sits in it at its origin). The tree
  /// is prepared once per family, text size and scale and kept.
  func solveSwiftUI(
    _ tree: SwiftUITree, cell: WidgetKitCell, fonts: WidgetFonts, in content: Rect,
    frame: PointSize
  ) -> SwiftUISolution {
    let scale = cell.screen.scale
    let key = PreparedSwiftUIViews.Key(family: cell.family, category: cell.category, scale: scale)
    let laidOut = prepared.with(key) {
      ProposalLayout(measurer: solver.textMeasurer ?? ApproximateTextMeasurer(), scale: scale)
        .prepare(tree.view) { tree.labels[$0].map(fonts.font(for:)) }
    } _: {
      $0.layout(
        in: PointSize(width: content.width, height: content.height),
        container: Rect(x: -content.x, y: -content.y, width: frame.width, height: frame.height))
    }
    let ids = tree.ids
    let result = LayoutResult(
      width: laidOut.size.width, height: laidOut.size.height, ids: ids,
      frames: ids.map { laidOut.frames[$0] ?? .zero }, texts: laidOut.texts,
      diagnostics: laidOut.diagnostics.filter { $0.kind == ProposalDiagnostic.Kind.overflow }.map {
        LayoutDiagnostic(kind: .overflow, nodeID: $0.id, message: $0.message)
      })
    return SwiftUISolution(
      result: result, unplaced: Set(ids.filter { laidOut.frames[$0] == nil }),
      containerBackgrounds: tree.containerBackgrounds)
  }
}

/// A SwiftUI tree laid out: the result the walker and the checks read, and
/// what they must know besides.
struct SwiftUISolution {
  var result: LayoutResult
  /// Views not laid out (a ViewThatFits's other items): hidden in this layout.
  var unplaced: Set<String>
  /// Views drawn as container backgrounds: they fill the frame, margins included.
  var containerBackgrounds: Set<String>

  /// True for a finding that a container background reaches into the
  /// margins, which is what it is for.
  func fillsFrame(_ finding: WidgetDiagnostic) -> Bool {
    guard finding.kind == .familyClipped, let id = finding.elementID else { return false }
    return containerBackgrounds.contains(id)
  }
}

extension WidgetNode {
  /// This tree with the nodes named in `ids` hidden.
  func hiding(_ ids: Set<String>) -> WidgetNode {
    guard !ids.isEmpty else { return self }
    var node = self
    if ids.contains(id) { node.isHidden = true }
    node.children = children.map { $0.hiding(ids) }
    return node
  }
}
