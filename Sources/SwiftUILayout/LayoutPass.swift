import Geometry
import StackLayout

/// One layout: sizes views for proposals (``size(_:layer:_:)``) and places
/// them (``placeView(_:_:at:)``), collecting frames, text measurements and
/// diagnostics.
struct LayoutPass {
  let measurer: any TextMeasuring
  /// Pixels per point for rounding text heights; nil: no rounding.
  let scale: Double?
  /// The container a `.containerBackground` fills (the widget's frame),
  /// relative to the laid-out rectangle.
  let container: Rect
  var frames: [String: Rect] = [:]
  var order: [String] = []
  var texts: [String: TextMetrics] = [:]
  var diagnostics: [ProposalDiagnostic] = []

  init(measurer: any TextMeasuring, scale: Double?, container: Rect) {
    self.measurer = measurer
    self.scale = scale
    self.container = container
  }

  /// The size `node` chooses at `layer` (0: the view; k: inside modifier k − 1
  /// applied) for `proposal`, in points.
  func size(_ node: ViewNode, layer: Int, _ proposal: ProposedSize) -> PointSize {
    node.size(layer: layer, proposal) {
      guard layer > 0 else { return baseSize(node, proposal) }
      let inner = layer - 1
      switch node.view.modifiers[inner] {
      case .frame(let width, let height, _):
        let child = size(node, layer: inner, framedProposal(node, layer: layer, proposal))
        return PointSize(width: width ?? child.width, height: height ?? child.height)
      case .relativeFrame:
        let child = size(node, layer: inner, framedProposal(node, layer: layer, proposal))
        let lengths = framedProposal(node, layer: layer, .unspecified)
        return PointSize(
          width: lengths.width ?? child.width, height: lengths.height ?? child.height)
      case .flexibleFrame(let frame):
        let child = size(node, layer: inner, framedProposal(node, layer: layer, proposal))
        return PointSize(
          width: FlexibleFrame.ownLength(
            child: child.width, proposed: proposal.width, min: frame.minWidth,
            ideal: frame.idealWidth, max: frame.maxWidth),
          height: FlexibleFrame.ownLength(
            child: child.height, proposed: proposal.height, min: frame.minHeight,
            ideal: frame.idealHeight, max: frame.maxHeight))
      case .padding(let insets):
        let child = size(node, layer: inner, Self.inset(proposal, by: insets))
        return PointSize(
          width: child.width + insets.left + insets.right,
          height: child.height + insets.top + insets.bottom)
      case .fixedSize(let horizontal, let vertical):
        return size(
          node, layer: inner,
          ProposedSize(
            width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      case .layoutPriority, .background, .overlay, .offset, .containerBackground:
        return size(node, layer: inner, proposal)
      }
    }
  }

  /// What a frame modifier at `layer` proposes to the view inside it.
  func framedProposal(_ node: ViewNode, layer: Int, _ proposal: ProposedSize) -> ProposedSize {
    switch node.view.modifiers[layer - 1] {
    case .frame(let width, let height, _):
      return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    case .relativeFrame(let width, let height, _):
      let reader = node.reader?.readerSize
      return ProposedSize(
        width: reader.flatMap { size in width.map { $0 * size.width } } ?? proposal.width,
        height: reader.flatMap { size in height.map { $0 * size.height } } ?? proposal.height)
    case .flexibleFrame(let frame):
      return ProposedSize(
        width: FlexibleFrame.childProposal(
          proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
        height: FlexibleFrame.childProposal(
          proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
    default:
      return proposal
    }
  }

  /// `proposal` less `insets` (never below 0; nil stays nil).
  static func inset(_ proposal: ProposedSize, by insets: Insets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max($0 - insets.left - insets.right, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }

  /// The size the view itself (no modifier) chooses for `proposal`.
  func baseSize(_ node: ViewNode, _ proposal: ProposedSize) -> PointSize {
    switch node.view.content {
    case .stack(let axis, _, let spacing, _):
      return stackPlan(node, axis: axis, spacing: spacing, proposal).size
    case .viewThatFits(let axes, _):
      guard let index = fittingIndex(node, axes: axes, proposal) else {
        return PointSize(width: 0, height: 0)
      }
      let chosen = node.items[index]
      return size(chosen, layer: chosen.outermost, proposal)
    case .indicator(let width, let height):
      return PointSize(
        width: width ?? proposal.width ?? ProposalLayout.shapeIdealLength, height: height)
    case .geometryReader:
      let ideal = ProposalLayout.shapeIdealLength
      return PointSize(width: proposal.width ?? ideal, height: proposal.height ?? ideal)
    case .zstack:
      let sizes = node.items.map { size($0, layer: $0.outermost, proposal) }
      return PointSize(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .text:
      let metrics = textMetrics(node, proposal)
      return PointSize(width: metrics.width, height: pixelCeiling(metrics.height))
    case .image(let image):
      return imageSize(image, proposal)
    case .spacer(let minLength):
      return spacerSize(node, minLength: minLength ?? ProposalLayout.platformSpacing, proposal)
    case .shape:
      let ideal = ProposalLayout.shapeIdealLength
      return PointSize(width: proposal.width ?? ideal, height: proposal.height ?? ideal)
    case .divider:
      let ideal = ProposalLayout.shapeIdealLength
      let thickness = ProposalLayout.dividerThickness
      return node.stackAxis == .horizontal
        ? PointSize(width: thickness, height: proposal.height ?? ideal)
        : PointSize(width: proposal.width ?? ideal, height: thickness)
    }
  }

  /// `length` rounded up to the pixel grid (unchanged without a scale).
  func pixelCeiling(_ length: Double) -> Double {
    PixelGrid.roundedUp(length, scale: scale)
  }
}
