import CPangoCairo
import StackLayout

/// Answering a truncated one-line label without shaping it again.
///
/// A sweep over the matrix measures each one-line title at dozens of widths
/// narrower than the title, and each such layout costs Pango a full
/// itemize, shape and ellipsize. The result is known in advance: with one
/// line allowed, Pango puts the whole paragraph on that line and, when it is
/// wider than the goal width, removes clusters from the end until the rest
/// plus the ellipsis fits, then widens the ellipsis glyph by what is left
/// (pango `ellipsize.c`, `fixup_ellipsis_run`), so the line is exactly the
/// goal width. Its height and baseline are those of the unconstrained line
/// as long as the ellipsis is drawn in the same font as every run of it.
///
/// The prediction is made only when all of that is certain, else Pango is
/// asked: one paragraph without tabs or wide (CJK) characters, laid out
/// left to right on one line; every run in the font Pango draws the
/// ellipsis in (the description's own font, as Pango itemizes the ellipsis
/// without fallback), which has a U+2026 glyph no wider than the goal.
/// The ellipsis's font is looked up only when a label is first found too
/// wide, as Pango itself does when it ellipsizes.
/// `PangoTextMeasurerTests` compare predictions with Pango's layouts.
extension PangoTextMeasurer {
  /// The unconstrained layout of a text: its metrics, its width in Pango
  /// units, and the one font all its runs are in when it is a plain
  /// left-to-right line (a reference is held; nil otherwise).
  struct NaturalLine {
    var metrics: TextMetrics
    var pangoWidth: Int32
    var font: UnsafeMutablePointer<PangoFont>?
  }

  /// The font Pango draws an ellipsis in for a font description, and the
  /// ellipsis's width in Pango units (nil font: it has no U+2026 glyph).
  struct EllipsisFont {
    var font: UnsafeMutablePointer<PangoFont>?
    var width: Int32
  }

  /// The metrics Pango would give `text` (one line allowed) at `maxWidth`
  /// points when it is truncated there; nil when it fits or when the
  /// prediction is not certain. Call with the lock held.
  func predictedTruncation(_ text: TextSpec, maxWidth: Double) -> TextMetrics? {
    guard text.numberOfLines == 1, text.lineBreakMode == .truncatingTail else { return nil }
    let scale = Double(PANGO_SCALE)
    // The goal width exactly as `configure` sets it.
    let goal = Self.goalWidth(text, maxWidth)
    let line = naturalLine(text)
    // A missing glyph may be cut off: ask Pango what still shows.
    guard let font = line.font, line.pangoWidth > goal, line.metrics.missingGlyphs == 0 else {
      return nil
    }
    let ellipsis = ellipsisFont(text.font)
    guard ellipsis.font == font, ellipsis.width <= goal else { return nil }
    var metrics = line.metrics
    metrics.width = Double(goal) / scale
    metrics.isTruncated = true
    return metrics
  }

  /// Measures `text` without a width (and caches that measurement too).
  /// Call with the lock held.
  func naturalLine(_ text: TextSpec) -> NaturalLine {
    if let known = naturalLines[text] { return known }
    configure(layout, text, maxWidth: nil)
    let metrics = readMetrics(layout, text)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let font = Self.isPlain(text.text) ? uniformFont(layout) : nil
    if let font { g_object_ref(font) }
    let line = NaturalLine(metrics: metrics, pangoWidth: logical.width, font: font)
    if naturalLines.count >= cacheLimit {
      for line in naturalLines.values { line.font.map { g_object_unref($0) } }
      naturalLines.removeAll(keepingCapacity: true)
    }
    naturalLines[text] = line
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[CacheKey(spec: text, maxWidth: nil)] = metrics
    return line
  }

  /// True when `text` is one paragraph without tabs, control or wide
  /// characters (Pango uses a mid-line ellipsis after a wide character).
  static func isPlain(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return false }
      if scalar.value == 0x2028 || scalar.value == 0x2029 { return false }
      if g_unichar_iswide(scalar.value) != 0 { return false }
    }
    return true
  }

  /// The font of every run when the layout is one left-to-right line whose
  /// runs all share one font; nil otherwise (not referenced).
  private func uniformFont(_ layout: OpaquePointer) -> UnsafeMutablePointer<PangoFont>? {
    guard pango_layout_get_line_count(layout) == 1,
      let line = pango_layout_get_line_readonly(layout, 0)
    else { return nil }
    var font: UnsafeMutablePointer<PangoFont>?
    var node = line.pointee.runs
    while let current = node {
      guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let item = run.pointee.item, let runFont = item.pointee.analysis.font,
        font == nil || font == runFont, item.pointee.analysis.level % 2 == 0
      else { return nil }
      font = runFont
      node = current.pointee.next
    }
    return font
  }

  /// The description's own font (what Pango itemizes the ellipsis in, with
  /// fallback off) and the width of U+2026 in it.
  func ellipsisFont(_ font: FontSpec) -> EllipsisFont {
    if let known = ellipsisFonts[font] { return known }
    var result = EllipsisFont(font: nil, width: 0)
    // Itemizing merges the layout's description into the context's; load
    // from the same merge, so the font map answers from the fontset the
    // layout already loaded.
    let merged = pango_font_description_copy(pango_context_get_font_description(context))
    pango_font_description_merge(merged, description(for: font), 1)
    defer { pango_font_description_free(merged) }
    if let loaded = pango_font_map_load_font(fontMap, context, merged) {
      if pango_font_has_char(loaded, 0x2026) != 0 {
        let ellipsis = pango_layout_new(context)!
        configure(ellipsis, TextSpec(text: "\u{2026}", font: font), maxWidth: nil)
        var logical = PangoRectangle()
        pango_layout_get_extents(ellipsis, nil, &logical)
        g_object_unref(UnsafeMutableRawPointer(ellipsis))
        result = EllipsisFont(font: loaded, width: logical.width)
      } else {
        g_object_unref(loaded)
      }
    }
    ellipsisFonts[font] = result
    return result
  }
}
