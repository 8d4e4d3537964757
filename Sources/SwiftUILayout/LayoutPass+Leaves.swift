import Geometry
import StackLayout

extension LayoutPass {
  /// A `Text` node measured for `proposal`: wrapped at the proposed width
  /// (no limit for nil), with no more lines than the proposed height holds
  /// (at least one) nor than its line limit.
  func textMetrics(_ node: ViewNode, _ proposal: ProposedSize) -> TextMetrics {
    var spec = node.text!
    if let height = proposal.height, height.isFinite {
      let extra = (height - spec.font.lineHeight) / spec.lineAdvance
      let fitting = max(1, Int((extra + 1 + 1e-9).rounded(.down)))
      if spec.numberOfLines == 0 || fitting < spec.numberOfLines { spec.numberOfLines = fitting }
    }
    let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
    return node.metrics(maxWidth: width, lines: spec.numberOfLines) {
      measurer.measure(spec, maxWidth: width)
    }
  }

  /// An image's size: its own unless resizable; a resizable one takes the
  /// proposal (its own size where nil), fitted or filled to its ratio if it has one.
  func imageSize(_ image: LayoutView.ImageSpec, _ proposal: ProposedSize) -> PointSize {
    let own = image.size ?? PointSize(width: 0, height: 0)
    guard image.isResizable else { return own }
    guard let ratio = image.aspectRatio, ratio > 0 else {
      return PointSize(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
    }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      let ideal =
        image.size
        ?? PointSize(
          width: ProposalLayout.shapeIdealLength * ratio,
          height: ProposalLayout.shapeIdealLength)
      return fitted(ratio, width: ideal.width, height: ideal.height, fills: false)
    case (let width?, nil): return PointSize(width: width, height: width / ratio)
    case (nil, let height?): return PointSize(width: height * ratio, height: height)
    case (let width?, let height?):
      return fitted(ratio, width: width, height: height, fills: image.fills)
    }
  }

  /// The `ratio` (width / height) rectangle that fits in (or fills) `width` × `height`.
  private func fitted(_ ratio: Double, width: Double, height: Double, fills: Bool) -> PointSize {
    let wider = width / height > ratio
    return wider != fills
      ? PointSize(width: height * ratio, height: height)
      : PointSize(width: width, height: width / ratio)
  }

  /// A Spacer: along its stack's axis the proposal, at least `minLength`;
  /// 0 across. Outside a stack it takes the whole proposal (0 where nil).
  func spacerSize(_ node: ViewNode, minLength: Double, _ proposal: ProposedSize) -> PointSize {
    guard let axis = node.stackAxis else {
      return PointSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
    let along = max(proposal.along(axis) ?? minLength, minLength)
    return PointSize.on(axis, along: along, across: 0)
  }
}
