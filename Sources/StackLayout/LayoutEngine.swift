/// The solver's storage for one flattened tree. `solve` runs three passes
/// over it (``SolvePass``): natural sizes (memoised), height-for-width
/// fitting (cached per width) and arrangement, then optional pixel snapping.
/// Everything lives in arrays indexed by node, so a re-solve allocates only
/// its result.
struct LayoutEngine {
  var tree: FlatTree
  var scratch: [NodeScratch]
  var textCache: [TextCacheEntry]
  var visible: [Int]
  var measurer: (any TextMeasuring)?
  /// Pixels per point; 0: no snapping.
  var scale: Double
  /// Pixels per point labels' sizes round up to; 0: no rounding.
  var labelScale: Double

  init(tree: FlatTree, measurer: (any TextMeasuring)?, scale: Double?, labelScale: Double? = nil) {
    self.tree = tree
    self.measurer = measurer
    let s = scale ?? 0
    self.scale = s.isFinite && s > 0 ? s : 0
    let l = labelScale ?? s
    self.labelScale = l.isFinite && l > 0 ? l : 0
    scratch = [NodeScratch](repeating: NodeScratch(), count: tree.nodes.count)
    textCache = [TextCacheEntry](repeating: TextCacheEntry(), count: tree.texts.count)
    visible = [Int](repeating: 0, count: tree.nodes.count)
  }

  /// Forgets what was measured for node `index` and its ancestors (after its
  /// intrinsic size or visibility changed). Everything else stays cached:
  /// natural sizes and per-width fits depend only on a node's subtree.
  mutating func invalidate(from index: Int) {
    var i = index
    while i >= 0 {
      scratch[i].naturalValid = false
      scratch[i].naturalHeightValid = false
      scratch[i].crVValid = false
      scratch[i].fitWidth = .nan
      scratch[i].laidOutWidth = .nan
      i = tree.nodes[i].parent
    }
  }

  /// Lays the tree out in `width` × `height` points (nil: fitting size).
  /// Measurements cached by earlier solves are reused.
  mutating func solve(width: Double?, height: Double?) -> LayoutResult {
    let count = tree.nodes.count
    if count == 0 {
      return LayoutResult(width: 0, height: 0, ids: [], frames: [], texts: [:], diagnostics: [])
    }
    var diagnostics: [LayoutDiagnostic] = []
    let measurer = self.measurer
    let scale = self.scale
    var frames = [Rect](repeating: .zero, count: count)
    frames.withUnsafeMutableBufferPointer { frames in
      tree.nodes.withUnsafeBufferPointer { nodes in
        tree.children.withUnsafeBufferPointer { children in
          tree.ids.withUnsafeBufferPointer { ids in
            tree.texts.withUnsafeBufferPointer { texts in
              scratch.withUnsafeMutableBufferPointer { s in
                textCache.withUnsafeMutableBufferPointer { textCache in
                  visible.withUnsafeMutableBufferPointer { visible in
                    var pass = SolvePass(
                      nodes: nodes.baseAddress!,
                      children: children.baseAddress ?? UnsafePointer(visible.baseAddress!),
                      ids: ids.baseAddress!,
                      texts: texts.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                      s: s.baseAddress!, frames: frames.baseAddress!,
                      textCache: textCache.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!,
                      visibleStorage: visible.baseAddress!, measurer: measurer, scale: scale,
                      labelScale: labelScale)
                    pass.run(width: width, height: height)
                    diagnostics = pass.diagnostics
                  }
                }
              }
            }
          }
        }
      }
    }
    if scale > 0 { PixelSnapper(scale: scale).snap(&frames) }
    var texts: [String: TextMetrics] = [:]
    if !tree.texts.isEmpty {
      texts.reserveCapacity(tree.texts.count)
      for (i, node) in tree.nodes.enumerated() where node.text >= 0 {
        if let metrics = textCache[node.text].fitted { texts[tree.ids[i]] = metrics }
      }
    }
    return LayoutResult(
      width: frames[0].width, height: frames[0].height, ids: tree.ids, frames: frames,
      texts: texts, diagnostics: diagnostics)
  }
}
