import CPangoCairo
import Foundation
import StackLayout

/// Measures text with Pango and real fonts, the way `UILabel` lays it out.
///
/// Units: every number in and out is in **points**. The measurer's Pango
/// context is set to a resolution of 72 dpi
/// (`pango_cairo_context_set_resolution(ctx, 72)`), so one point is one Pango
/// device unit, and a layout drawn into a cairo context scaled by `zoom` is
/// exactly the measured text at that zoom. Metric hinting and glyph-position
/// rounding are off, so widths do not snap to whole points.
///
/// Wrapping follows UILabel: word wrap, falling back to character wrap for a
/// word longer than the line (`PANGO_WRAP_WORD_CHAR`); `numberOfLines` > 0
/// limits the lines and truncates the tail with an ellipsis. Heights and
/// baselines are the iOS font's, not the measuring font's: every line is
/// `FontSpec.lineHeight` tall (SF's ascender + descender), lines are
/// `TextSpec.lineAdvance` apart, and the first baseline is
/// `FontSpec.ascender` below the top (see ``readMetrics(_:_:)``). Widths are
/// the measuring font's with SF Pro's tracking (`FontSpec.tracking`) added
/// as Pango letter spacing. A label that may shrink or tighten is fitted by
/// `PangoTextMeasurer+Fitting.swift`.
///
/// The family defaults to Inter (package `fonts-inter`), a close stand-in
/// for SF Pro Text, which does not exist on Linux. Check what fontconfig
/// resolved with ``resolvedFamily(for:)``: it substitutes silently.
///
/// Thread-safe: Pango objects are used under one lock shared by every
/// measurer in the process. Results are cached by text, font, line limit
/// and width; a one-line label truncated at a width is answered from its
/// unconstrained measurement when Pango's result is certain (see
/// `PangoTextMeasurer+Truncation.swift`).
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
  /// The family used when a `FontSpec` names none.
  public static let defaultFamily = "Inter"
  /// The family this measurer uses when a `FontSpec` names none (see ``use(_:)``).
  var chosenFamily = PangoTextMeasurer.defaultFamily

  /// A measurer shared by the preview, the renderer and the tests.
  public static let shared = PangoTextMeasurer()

  /// One lock for every measurer in the process, not one each: measurers
  /// with their own font maps laying text out at the same time on
  /// different threads wrapped the same label at different widths (seen in
  /// the tests, which run in parallel), so Pango work is never concurrent.
  static let pangoLock = NSLock()
  var lock: NSLock { Self.pangoLock }
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  let layout: OpaquePointer
  var cache: [CacheKey: TextMetrics] = [:]
  var fontCache: [FontSpec: OpaquePointer] = [:]
  var drawingLayouts: [CacheKey: OpaquePointer] = [:]
  let cacheLimit = 20_000
  /// See ``init(predictsTruncation:)``.
  let predictsTruncation: Bool
  /// Per text: its unconstrained line, for predicting truncation.
  var naturalLines: [TextSpec: NaturalLine] = [:]
  /// Per font: the font an ellipsis is drawn in and its width.
  var ellipsisFonts: [FontSpec: EllipsisFont] = [:]
  /// Truncations answered without laying the text out again.
  var predictedTruncations = 0
  /// Per long text: what its unconstrained shaping says about its breaks
  /// (nil: not predictable), and per font the characters shaped alone
  /// (`PangoTextMeasurer+WrapModel.swift`).
  var wrapModels: [TextSpec: WrapModel?] = [:]
  var aloneGlyphs: [FontSpec: [UInt32: AloneGlyph]] = [:]
  /// Wrapped texts answered without a Pango layout at their width.
  var predictedWraps = 0
  /// Pieces of long texts shaped where the wrap model cannot tell their
  /// width, and the wrap models made so far (each model's id).
  var shapedPieces: [PieceKey: Int] = [:]
  var wrapModelCount = 0

  struct PieceKey: Hashable {
    var model: Int
    var start: Int
    var end: Int
  }

  struct CacheKey: Hashable {
    var spec: TextSpec
    var maxWidth: Double?
  }

  /// Creates a measurer with its own Pango font map and context (no display needed).
  /// - Parameter predictsTruncation: when true (the default), a one-line
  ///   label wider than its width, and a long text that wraps, are answered
  ///   from their unconstrained measurement, exactly as Pango would lay
  ///   them out (see ``predictedTruncation(_:maxWidth:)`` and
  ///   ``predictedWrapping(_:maxWidth:)``); false always asks Pango.
  public init(predictsTruncation: Bool = true) {
    self.predictsTruncation = predictsTruncation
    fontMap = pango_cairo_font_map_new()
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    layout = pango_layout_new(context)
  }

  deinit {
    for description in fontCache.values { pango_font_description_free(description) }
    for ellipsis in ellipsisFonts.values { ellipsis.font.map { g_object_unref($0) } }
    for line in naturalLines.values { line.font.map { g_object_unref($0) } }
    for layout in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// Measures `text` wrapped at `maxWidth` points (nil: no limit).
  public func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    let key = CacheKey(spec: text, maxWidth: maxWidth)
    lock.lock()
    defer { lock.unlock() }
    if let hit = cache[key] { return hit }
    // A one-line label's unconstrained line is kept for predicting its
    // truncation later (measured once, not again when first truncated).
    if predictsTruncation, maxWidth == nil, text.numberOfLines == 1 {
      return naturalLine(text).metrics
    }
    if let maxWidth, text.minimumScaleFactor < 1 || text.allowsTightening {
      let fitted = fitted(text, maxWidth: maxWidth)
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[key] = fitted
      return fitted
    }
    if predictsTruncation, let maxWidth,
      let predicted = predictedTruncation(text, maxWidth: maxWidth)
    {
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[key] = predicted
      predictedTruncations += 1
      return predicted
    }
    if let maxWidth, let predicted = predictedWrapping(text, maxWidth: maxWidth) {
      if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[key] = predicted
      predictedWraps += 1
      return predicted
    }
    configure(layout, text, maxWidth: maxWidth)
    let metrics = readMetrics(layout, text)
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = metrics
    return metrics
  }

  /// Lays `text` out exactly as ``measure(_:maxWidth:)`` does and hands the
  /// `PangoLayout` to `body` (for drawing with `pango_cairo_show_layout`).
  /// The layout is only valid inside `body` and must not be modified; its
  /// units are points.
  /// Layouts are kept per text, font and width (up to 512), so redrawing the
  /// same label (every frame of an animation) does not shape it again.
  public func withLayout<Result>(
    _ text: TextSpec, maxWidth: Double?, _ body: (OpaquePointer) throws -> Result
  ) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    let key = CacheKey(spec: text, maxWidth: maxWidth)
    if let cached = drawingLayouts[key] { return try body(cached) }
    if drawingLayouts.count >= 512 {
      for layout in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
      drawingLayouts.removeAll(keepingCapacity: true)
    }
    let fresh = pango_layout_new(context)!
    configure(fresh, text, maxWidth: maxWidth)
    drawingLayouts[key] = fresh
    return try body(fresh)
  }

  /// The family fontconfig actually resolves `font` to, for example "Inter".
  public func resolvedFamily(for font: FontSpec) -> String {
    lock.lock()
    defer { lock.unlock() }
    guard let loaded = pango_font_map_load_font(fontMap, context, description(for: font)) else {
      return ""
    }
    defer { g_object_unref(loaded) }
    let described = pango_font_describe(loaded)
    defer { pango_font_description_free(described) }
    guard let family = pango_font_description_get_family(described) else { return "" }
    return String(cString: family)
  }

  /// One-line truncations answered from the unconstrained measurement so
  /// far (see ``init(predictsTruncation:)``; for tests and the benchmark).
  public var predictedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return predictedTruncations
  }

  /// Wrapped long texts answered from their unconstrained shaping so far
  /// (see `PangoTextMeasurer+Wrapping.swift`; for tests and the benchmark).
  public var predictedWrapCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return predictedWraps
  }

  /// Cached results so far (for tests and the benchmark).
  public var cachedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return cache.count
  }

  // MARK: - Pango configuration (call with the lock held)

  func description(for font: FontSpec) -> OpaquePointer {
    if let cached = fontCache[font] { return cached }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.family ?? chosenFamily)
    pango_font_description_set_size(description, Int32((font.pointSize * Double(PANGO_SCALE))))
    pango_font_description_set_weight(description, PangoWeight(UInt32(clamping: font.weight)))
    pango_font_description_set_style(
      description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    fontCache[font] = description
    return description
  }
}
