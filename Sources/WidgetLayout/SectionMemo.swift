import AutoLayout
import Foundation
import StackLayout
import WidgetDescriptions

/// Solved section trees shared between environments that lay out the same:
/// same content width, compact height, fonts and counts; and flattened trees
/// per fonts and counts, re-solved at each new width. One memo belongs to one
/// description and solver. Thread-safe (one lock); bounded in size.
final class SectionMemo: @unchecked Sendable {
  struct Key: Hashable {
    /// The width the content is laid out in, in points.
    var contentWidth: Double
    /// The height of the action row, in points.
    var compactHeight: Double
    var fonts: WidgetFonts
    var actionCount: Int
    /// Candidate rows: min(recents, maxRows).
    var rowCount: Int
    /// The pixel grid frames snap to; nil: no snapping.
    var scale: Double?
    /// The screen's pixels per point, which labels round up to.
    var labelScale: Double
    /// True in a regular-width host (an iPad): a storyboard's root view
    /// and table cells have wider margins there.
    var regularWidth = false

    /// `height` rounded up to a whole pixel when snapping.
    func snappedUp(_ height: Double) -> Double {
      PixelGrid.roundedUp(height, scale: scale)
    }
  }

  /// What the key's trees solve to, with their checks.
  struct Parts {
    var actionRow: LayoutResult
    var rows: [LayoutResult]
    var diagnostics: [WidgetDiagnostic]
  }

  /// One flattened tree: the action row (`tree` −1) or row `tree`, for
  /// fonts and counts; re-solved at each content width.
  struct TreeKey: Hashable {
    var fonts: WidgetFonts
    var actionCount: Int
    var tree: Int
    var scale: Double?
    var labelScale: Double
  }

  /// One Auto Layout engine of a storyboard's view: for fonts, screen scale
  /// and size class, either sized to the fitting height or to given heights
  /// (the two keep different host constraints), re-solved at each width.
  struct EngineKey: Hashable {
    var fonts: WidgetFonts
    var labelScale: Double
    var regularWidth: Bool
    var fittingHeight: Bool
  }

  /// The most solved combinations and flattened trees kept before the
  /// store is emptied.
  static let limit = 20_000

  private let lock = NSLock()
  private var table: [Key: Parts] = [:]
  private var trees: [TreeKey: PreparedLayout] = [:]
  private var engines: [EngineKey: AutoLayoutEngine] = [:]

  /// The parts for `key`, solved by `solve` the first time. The lock is not
  /// held while solving; `solve` may call ``solveTree(_:width:height:prepare:)``.
  func parts(for key: Key, solve: () -> Parts) -> Parts {
    lock.lock()
    let known = table[key]
    lock.unlock()
    if let known { return known }
    let parts = solve()
    lock.lock()
    if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
    table[key] = parts
    lock.unlock()
    return parts
  }

  /// Solves the flattened tree for `key` (made by `prepare` the first time)
  /// at `width` × `height` points.
  func solveTree(
    _ key: TreeKey, width: Double, height: Double?, prepare: () -> PreparedLayout
  ) -> LayoutResult {
    lock.lock()
    defer { lock.unlock() }
    // One lookup, and the stored tree solved in place (no copy of it).
    if let index = trees.index(forKey: key) {
      return trees.values[index].solve(width: width, height: height)
    }
    if trees.count >= Self.limit { trees.removeAll(keepingCapacity: true) }
    var prepared = prepare()
    let result = prepared.solve(width: width, height: height)
    trees[key] = prepared
    return result
  }

  /// Runs `body` on the engine for `key` (made by `make` the first time),
  /// in place: a new width or height is a re-solve of the kept tableau.
  func withEngine<Result>(
    _ key: EngineKey, make: () -> AutoLayoutEngine, _ body: (inout AutoLayoutEngine) -> Result
  ) -> Result {
    lock.lock()
    defer { lock.unlock() }
    if let index = engines.index(forKey: key) { return body(&engines.values[index]) }
    if engines.count >= Self.limit { engines.removeAll(keepingCapacity: true) }
    var engine = make()
    let result = body(&engine)
    engines[key] = engine
    return result
  }

  /// Forgets the solved combinations but keeps the flattened trees, so the
  /// next layouts re-solve them (the solver's fast path) instead of reusing results.
  func forgetSolvedParts() {
    lock.lock()
    table.removeAll(keepingCapacity: true)
    lock.unlock()
  }

  /// The number of solved combinations kept.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return table.count
  }
}
