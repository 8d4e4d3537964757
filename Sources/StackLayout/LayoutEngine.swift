/// The solver's working state for one flattened tree. `solve` runs three
/// passes: natural sizes (memoised), height-for-width fitting (cached per
/// width) and arrangement, then optional pixel snapping. All state lives in
/// arrays indexed by node, so a re-solve allocates only its result.
struct LayoutEngine {
  var tree: FlatTree
  var scratch: [NodeScratch]
  var measurer: (any TextMeasuring)?
  /// Pixels per point; 0: no snapping.
  var scale: Double
  var frames: [Rect]
  var diagnostics: [LayoutDiagnostic] = []
  /// Per label: the metrics at its unconstrained width, and the last fitted.
  var naturalTexts: [TextMetrics?]
  var fittedTexts: [TextMetrics?]
  var fittedTextWidths: [Double]
  /// The visible items of the stack being distributed (reused buffer).
  var visible: [Int] = []

  init(tree: FlatTree, measurer: (any TextMeasuring)?, scale: Double?) {
    self.tree = tree
    self.measurer = measurer
    let s = scale ?? 0
    self.scale = s.isFinite && s > 0 ? s : 0
    scratch = [NodeScratch](repeating: NodeScratch(), count: tree.nodes.count)
    frames = [Rect](repeating: .zero, count: tree.nodes.count)
    naturalTexts = [TextMetrics?](repeating: nil, count: tree.texts.count)
    fittedTexts = naturalTexts
    fittedTextWidths = [Double](repeating: .nan, count: tree.texts.count)
  }

  /// Forgets every cached measurement (after an input change).
  mutating func invalidate() {
    scratch.withUnsafeMutableBufferPointer { buffer in
      for i in buffer.indices {
        buffer[i].naturalValid = false
        buffer[i].fitWidth = .nan
      }
    }
    for t in naturalTexts.indices {
      naturalTexts[t] = nil
      fittedTexts[t] = nil
      fittedTextWidths[t] = .nan
    }
  }

  /// Lays the tree out in `width` × `height` points (nil: fitting size).
  mutating func solve(width: Double?, height: Double?) -> LayoutResult {
    invalidate()
    diagnostics.removeAll(keepingCapacity: true)
    if tree.nodes.isEmpty {
      return LayoutResult(width: 0, height: 0, ids: [], frames: [], texts: [:], diagnostics: [])
    }
    natural(0)
    let w = width ?? scratch[0].naturalWidth
    let h = height ?? fit(0, width: w)
    arrange(0, x: 0, y: 0, width: w, height: h, hidden: false)
    var result = frames
    if scale > 0 { PixelSnapper(scale: scale).snap(&result) }
    var texts: [String: TextMetrics] = [:]
    if !tree.texts.isEmpty {
      for (i, node) in tree.nodes.enumerated() where node.text >= 0 {
        if let metrics = fittedTexts[node.text] { texts[tree.ids[i]] = metrics }
      }
    }
    let size = result[0]
    return LayoutResult(
      width: size.width, height: size.height, ids: tree.ids, frames: result,
      texts: texts, diagnostics: diagnostics)
  }

  // MARK: Text

  mutating func measureText(_ t: Int, width: Double?) -> TextMetrics? {
    guard let measurer else { return nil }
    guard let width else {
      if let cached = naturalTexts[t] { return cached }
      let metrics = measurer.measure(tree.texts[t], maxWidth: nil)
      naturalTexts[t] = metrics
      return metrics
    }
    if fittedTextWidths[t] == width, let cached = fittedTexts[t] { return cached }
    let metrics = measurer.measure(tree.texts[t], maxWidth: width)
    fittedTexts[t] = metrics
    fittedTextWidths[t] = width
    return metrics
  }

  // MARK: Diagnostics

  mutating func note(_ kind: LayoutDiagnostic.Kind, _ node: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(kind: kind, nodeID: tree.ids[node], message: message))
  }

  /// Spacing rounded to the pixel grid (`UIRoundToViewScale`).
  @inline(__always)
  func snapped(_ value: Double) -> Double {
    scale > 0 ? (value * scale).rounded() / scale : value
  }
}
