import Geometry
import StackLayout

/// A view tree prepared by a ``ProposalLayout`` in one set of fonts. The
/// size each view chose for each proposal depends on nothing else, so it is
/// kept from one layout to the next: laying the tree out again in another
/// rectangle (another screen of a sweep) sizes only what the new proposals
/// reach. Use it from one thread at a time.
public final class PreparedView: @unchecked Sendable {
  let root: ViewNode
  let engine: ProposalLayout
  /// Whole layouts by rectangle and container: a sweep meets the same
  /// content rectangle on several screens, the preview the same cell again.
  private var laidOut: [(size: PointSize, container: Rect?, result: ProposalLayoutResult)] = []
  /// The most whole layouts kept.
  static let resultLimit = 32

  init(root: ViewNode, engine: ProposalLayout) {
    self.root = root
    self.engine = engine
  }

  /// Lays the tree out in a `size`-point rectangle as a hosting view does:
  /// proposed the whole rectangle, centred in it; frames are relative to its
  /// top-left corner. `container` is what a `.containerBackground` fills
  /// (the widget's frame, relative to the rectangle); nil: the rectangle.
  public func layout(in size: PointSize, container: Rect? = nil) -> ProposalLayoutResult {
    for entry in laidOut where entry.size == size && entry.container == container {
      return entry.result
    }
    let result = freshLayout(in: size, container: container)
    if laidOut.count >= Self.resultLimit { laidOut.removeAll(keepingCapacity: true) }
    laidOut.append((size, container, result))
    return result
  }

  private func freshLayout(in size: PointSize, container: Rect?) -> ProposalLayoutResult {
    var pass = LayoutPass(
      measurer: engine.measurer, scale: engine.scale,
      container: container ?? Rect(x: 0, y: 0, width: size.width, height: size.height))
    let proposal = ProposedSize(width: size.width, height: size.height)
    let chosen = pass.size(root, layer: root.outermost, proposal)
    let origin = Point(
      x: (size.width - chosen.width) / 2, y: (size.height - chosen.height) / 2)
    pass.placeView(root, proposal, at: origin)
    return ProposalLayoutResult(
      size: chosen, frames: pass.frames, order: pass.order, texts: pass.texts,
      diagnostics: pass.diagnostics)
  }

  /// Lays the tree out at `proposal` (nil per dimension: its ideal size):
  /// in a rectangle of the proposal's size, or the root's chosen size along
  /// an unproposed dimension, the root centred.
  public func layout(proposing proposal: ProposedSize) -> ProposalLayoutResult {
    var pass = LayoutPass(
      measurer: engine.measurer, scale: engine.scale,
      container: Rect(x: 0, y: 0, width: 0, height: 0))
    let chosen = pass.size(root, layer: root.outermost, proposal)
    return layout(
      in: PointSize(
        width: proposal.width ?? chosen.width, height: proposal.height ?? chosen.height))
  }
}
