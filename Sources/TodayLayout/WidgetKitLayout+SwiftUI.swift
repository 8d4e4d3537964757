import SizingModel
import StackLayout
import SwiftUILayout

extension WidgetKitLayout {
  /// Lays a SwiftUI tree out in the content rectangle as a hosting view
  /// does (proposed the rectangle, the root centred in it), its texts in
  /// the family's fonts, text heights on the screen's pixel grid. The
  /// result lists the shadow tree's nodes in pre-order, frames relative to
  /// the content rectangle, so the walker and the checks read it as the
  /// stack solver's; views that chose more than they were proposed are
  /// noted as overflows.
  func solveSwiftUI(_ tree: SwiftUITree, fonts: WidgetFonts, in content: Rect, scale: Double)
    -> LayoutResult
  {
    var labelFonts: [String: FontSpec] = [:]
    for node in tree.shadow.allNodes {
      if case .label(let label) = node.content { labelFonts[node.id] = fonts.font(for: label) }
    }
    let engine = ProposalLayout(
      measurer: solver.textMeasurer ?? ApproximateTextMeasurer(), scale: scale)
    let laidOut = engine.layout(
      tree.view.withFonts { labelFonts[$0] },
      in: PointSize(width: content.width, height: content.height))
    let ids = tree.shadow.allNodes.map(\.id)
    return LayoutResult(
      width: laidOut.size.width, height: laidOut.size.height, ids: ids,
      frames: ids.map { laidOut.frames[$0] ?? .zero }, texts: laidOut.texts,
      diagnostics: laidOut.diagnostics.filter { $0.kind == ProposalDiagnostic.Kind.overflow }.map {
        LayoutDiagnostic(kind: .overflow, nodeID: $0.id, message: $0.message)
      })
  }
}
