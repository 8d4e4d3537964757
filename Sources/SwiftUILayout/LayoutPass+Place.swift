import Geometry
import StackLayout

extension LayoutPass {
  /// Places `node` with all its modifiers, proposed `proposal`, its
  /// outermost frame's top-left corner at `origin`; notes an overflow when
  /// it chose more than it was proposed, unless it is a stack's item (its
  /// proposal is only its share: the stack notes its own overflow).
  mutating func placeView(
    _ node: ViewNode, _ proposal: ProposedSize, at origin: Point, isStackItem: Bool = false
  ) {
    let chosen = size(node, layer: node.outermost, proposal)
    if !isStackItem {
      noteOverflow(node, chosen.width, proposal.width, "wide")
      noteOverflow(node, chosen.height, proposal.height, "tall")
    }
    place(node, layer: node.outermost, proposal, at: origin)
  }

  /// Notes that `node` chose `length` points where it was `offered` fewer.
  private mutating func noteOverflow(
    _ node: ViewNode, _ length: Double, _ offered: Double?, _ name: String
  ) {
    guard let offered, length > offered + 1e-6 else { return }
    diagnostics.append(
      ProposalDiagnostic(
        kind: .overflow, id: node.view.id,
        message: "is \(formatPoints(length)) pt \(name), proposed \(formatPoints(offered)) pt: "
          + "it overflows its parent"))
  }

  /// Places one layer of `node` at `origin` (see ``size(_:layer:_:)``).
  private mutating func place(
    _ node: ViewNode, layer: Int, _ proposal: ProposedSize, at origin: Point
  ) {
    guard layer > 0 else { return placeBase(node, proposal, at: origin) }
    let inner = layer - 1
    switch node.view.modifiers[inner] {
    case .frame(_, _, let alignment), .relativeFrame(_, _, let alignment):
      placeFramed(node, layer: layer, proposal, alignment: alignment, at: origin)
    case .flexibleFrame(let frame):
      placeFramed(node, layer: layer, proposal, alignment: frame.alignment, at: origin)
    case .padding(let insets):
      place(
        node, layer: inner, Self.inset(proposal, by: insets),
        at: origin.moved(insets.left, insets.top))
    case .fixedSize(let horizontal, let vertical):
      place(
        node, layer: inner,
        ProposedSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
        at: origin)
    case .layoutPriority:
      place(node, layer: inner, proposal, at: origin)
    case .background(_, let alignment), .overlay(_, let alignment):
      place(node, layer: inner, proposal, at: origin)
      let own = size(node, layer: inner, proposal)
      let decoration = node.decorations[inner]!
      let offer = ProposedSize(width: own.width, height: own.height)
      let chosen = size(decoration, layer: decoration.outermost, offer)
      placeView(
        decoration, offer,
        at: origin.aligned(chosen, in: own, alignment))
    case .offset(let x, let y):
      place(node, layer: inner, proposal, at: origin.moved(x, y))
    case .containerBackground:
      let decoration = node.decorations[inner]!
      let offer = ProposedSize(width: container.width, height: container.height)
      let chosen = size(decoration, layer: decoration.outermost, offer)
      placeView(
        decoration, offer,
        at: Point(x: container.x, y: container.y).aligned(
          chosen, in: PointSize(width: container.width, height: container.height), .center))
      place(node, layer: inner, proposal, at: origin)
    }
  }

  /// Places a frame's content by the frame's alignment.
  private mutating func placeFramed(
    _ node: ViewNode, layer: Int, _ proposal: ProposedSize, alignment: ViewAlignment,
    at origin: Point
  ) {
    let own = size(node, layer: layer, proposal)
    let offer = framedProposal(node, layer: layer, proposal)
    let child = size(node, layer: layer - 1, offer)
    place(
      node, layer: layer - 1, offer,
      at: origin.aligned(child, in: own, alignment))
  }

  /// Records the view's own frame and places a stack's items.
  private mutating func placeBase(_ node: ViewNode, _ proposal: ProposedSize, at origin: Point) {
    let own = size(node, layer: 0, proposal)
    let id = node.view.id
    frames[id] = Rect(x: origin.x, y: origin.y, width: own.width, height: own.height)
    order.append(id)
    switch node.view.content {
    case .stack(let axis, let alignment, let spacing, _):
      let plan = stackPlan(node, axis: axis, spacing: spacing, proposal)
      var cursor = 0.0
      for (index, item) in node.items.enumerated() {
        let across = alignment.offset(plan.sizes[index].across(axis), in: own.across(axis))
        let point =
          axis == .horizontal ? origin.moved(cursor, across) : origin.moved(across, cursor)
        placeView(item, plan.proposals[index], at: point, isStackItem: true)
        cursor += plan.sizes[index].along(axis) + (index < plan.gaps.count ? plan.gaps[index] : 0)
      }
    case .zstack(let alignment, _):
      for item in node.items {
        let chosen = size(item, layer: item.outermost, proposal)
        placeView(
          item, proposal,
          at: origin.aligned(chosen, in: own, alignment))
      }
    case .geometryReader:
      node.readerSize = own
      let offer = ProposedSize(width: own.width, height: own.height)
      for item in node.items { placeView(item, offer, at: origin) }
    case .viewThatFits(let axes, _):
      if let index = fittingIndex(node, axes: axes, proposal) {
        // Its size is the item's: an overflow is noted once, for the ViewThatFits.
        placeView(node.items[index], proposal, at: origin, isStackItem: true)
      }
    case .text:
      let metrics = textMetrics(node, proposal)
      texts[id] = metrics
      if metrics.isTruncated {
        diagnostics.append(
          ProposalDiagnostic(
            kind: .textTruncated, id: id,
            message: "shows \(metrics.lineCount) line\(metrics.lineCount == 1 ? "" : "s") "
              + "and cuts the rest with an ellipsis"))
      }
    default: break
    }
  }
}
