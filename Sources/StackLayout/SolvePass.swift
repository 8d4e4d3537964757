/// One solve over a flattened tree, working through raw pointers into the
/// engine's arrays so the hot loops do no copy-on-write checks, reference
/// counting or bounds-checked copies. Lives only inside
/// ``LayoutEngine/solve(width:height:)``.
struct SolvePass {
  let nodes: UnsafePointer<FlatNode>
  let children: UnsafePointer<Int>
  let ids: UnsafePointer<String>
  let texts: UnsafePointer<TextSpec>
  let s: UnsafeMutablePointer<NodeScratch>
  let frames: UnsafeMutablePointer<Rect>
  let textCache: UnsafeMutablePointer<TextCacheEntry>
  /// The visible items of the stack being distributed, stored from
  /// `visibleStart`: each stack uses its own slots (those of its run in
  /// `children`), so distributing another stack while one is under way
  /// (shrinking can measure an item's subtree) leaves its list intact, and
  /// the caller restores `visibleStart` and `visibleCount` afterwards.
  let visibleStorage: UnsafeMutablePointer<Int>
  var visibleStart = 0
  var visibleCount = 0
  /// Where the last placed stack's visible items start and end along its
  /// axis, in points from its content's start (negative spacing can put
  /// them before 0 or past its length).
  var itemsStart = 0.0
  var itemsEnd = 0.0
  let measurer: (any TextMeasuring)?
  /// Pixels per point; 0: no snapping.
  let scale: Double
  /// Pixels per point labels' sizes round up to; 0: no rounding.
  let labelScale: Double
  var diagnostics: [LayoutDiagnostic] = []

  var visible: UnsafeMutableBufferPointer<Int> {
    UnsafeMutableBufferPointer(start: visibleStorage + visibleStart, count: visibleCount)
  }

  /// Measures, fits and arranges the root in `width` × `height` points
  /// (nil: fitting size).
  mutating func run(width: Double?, height: Double?) {
    natural(0)
    let w = width ?? s[0].naturalWidth
    let h = height ?? fit(0, width: w)
    arrange(0, x: 0, y: 0, width: w, height: h, hidden: false)
  }

  /// Label metrics at `width` (nil: unconstrained), cached per label, with
  /// the sizes rounded up to the pixel grid as UILabel's intrinsic size is
  /// (ceil(length × scale) / scale; the text centred in what it gains).
  mutating func measureText(_ t: Int, width: Double?) -> TextMetrics? {
    guard let measurer else { return nil }
    guard let width else {
      if let cached = textCache[t].natural { return cached }
      var metrics = measurer.measure(texts[t], maxWidth: nil)
      roundUpToPixels(&metrics, width: true)
      textCache[t].natural = metrics
      return metrics
    }
    if textCache[t].fittedWidth == width, let cached = textCache[t].fitted { return cached }
    var metrics = measurer.measure(texts[t], maxWidth: width)
    // The width a label is given stays its width: only its height rounds.
    roundUpToPixels(&metrics, width: false)
    textCache[t].fitted = metrics
    textCache[t].fittedWidth = width
    return metrics
  }

  mutating func note(_ kind: LayoutDiagnostic.Kind, _ node: Int, _ message: String) {
    diagnostics.append(LayoutDiagnostic(kind: kind, nodeID: ids[node], message: message))
  }

  /// Rounds a label's height (and `width` when asked) up to the pixel grid,
  /// moving its baselines by half what the height gains.
  func roundUpToPixels(_ metrics: inout TextMetrics, width: Bool) {
    let scale = labelScale
    guard scale > 0 else { return }
    let height = PixelGrid.roundedUp(metrics.height, scale: scale)
    let gain = max(0, height - metrics.height)
    metrics.height += gain
    metrics.firstBaseline += gain / 2
    metrics.lastBaseline += gain / 2
    if width { metrics.width = PixelGrid.roundedUp(metrics.width, scale: scale) }
  }

  /// Spacing rounded to the pixel grid (`UIRoundToViewScale`).
  @inline(__always)
  func snapped(_ value: Double) -> Double {
    PixelGrid.rounded(value, scale: scale)
  }
}

/// A label's measurements: unconstrained, and at the last fitted width.
struct TextCacheEntry {
  var natural: TextMetrics?
  var fitted: TextMetrics?
  var fittedWidth = Double.nan
}
