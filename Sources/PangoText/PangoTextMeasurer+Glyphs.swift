import CPangoCairo
import StackLayout

/// Characters no installed font has, and the fonts fallback chose.
///
/// fontconfig falls back silently from the asked family to any installed
/// font that has a character (an emoji is drawn from Noto Color Emoji,
/// Debian's `fonts-noto-color-emoji`). When none has it, Pango shapes it as
/// an "unknown glyph", drawn as a box with the code point in hex: what the
/// user would see is not the text. Its glyph id is
/// `PANGO_GLYPH_UNKNOWN_FLAG | code point` (`PANGO_GET_UNKNOWN_GLYPH`), so
/// the character can be read back from the shaped runs.
extension PangoTextMeasurer {
  /// `PANGO_GLYPH_UNKNOWN_FLAG` (a cast macro, not imported).
  static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

  /// The family of each run of `text` laid out on one line, in order, as
  /// fontconfig resolved it ("Inter", "Noto Color Emoji" for "Done 🙂"):
  /// fallback is silent, this shows it.
  public func runFamilies(_ text: TextSpec) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let scratch = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
    configure(scratch, text, maxWidth: nil)
    return Self.runs(of: scratch).compactMap { run in
      guard let font = run.pointee.item?.pointee.analysis.font else { return nil }
      let described = pango_font_describe(font)
      defer { pango_font_description_free(described) }
      return pango_font_description_get_family(described).map { String(cString: $0) } ?? ""
    }
  }

  /// Records in `metrics` the unknown glyphs of the laid-out `layout`
  /// (`pango_layout_get_unknown_glyphs_count`) and their characters. Only
  /// what is shown counts: text cut off by an ellipsis does not.
  static func countMissingGlyphs(_ layout: OpaquePointer, into metrics: inout TextMetrics) {
    let count = Int(pango_layout_get_unknown_glyphs_count(layout))
    guard count > 0 else { return }
    metrics.missingGlyphs = count
    var seen: Set<UInt32> = []
    for run in runs(of: layout) {
      guard let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs else { continue }
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        let glyph = infos[index].glyph
        guard glyph & unknownGlyphFlag != 0,
          let scalar = Unicode.Scalar(glyph & ~unknownGlyphFlag),
          seen.insert(scalar.value).inserted
        else { continue }
        metrics.missingCharacters.append(scalar)
      }
    }
  }

  /// Every run of every line of a laid-out `layout`, in order (not referenced).
  static func runs(of layout: OpaquePointer) -> [UnsafeMutablePointer<PangoGlyphItem>] {
    var found: [UnsafeMutablePointer<PangoGlyphItem>] = []
    var lines = pango_layout_get_lines_readonly(layout)
    while let line = lines {
      var runs = line.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
      while let run = runs {
        if let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
          found.append(item)
        }
        runs = run.pointee.next
      }
      lines = line.pointee.next
    }
    return found
  }
}
