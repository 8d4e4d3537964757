import CPangoCairo
import StackLayout

/// Reading a text's ``PangoTextMeasurer/WrapModel`` from one unconstrained
/// shaping (call with the lock held).
extension PangoTextMeasurer {
  /// A character shaped alone in a font: its glyph, its width with the
  /// letter spacing (Pango units) and the font Pango chose (its address).
  struct AloneGlyph {
    var glyph: PangoGlyph
    var width: Int
    var font: UInt
  }

  /// The wrap model of `text`, made once per text and font; nil when its
  /// breaks cannot be predicted exactly (see `PangoTextMeasurer+Wrapping.swift`).
  func wrapModel(_ text: TextSpec) -> WrapModel? {
    var key = text
    key.numberOfLines = 0
    key.lineBreakMode = .wordWrapping
    if let known = wrapModels[key] { return known }
    let model = makeWrapModel(key)
    if wrapModels.count >= 256 { wrapModels.removeAll(keepingCapacity: true) }
    wrapModels[key] = .some(model)
    return model
  }

  /// Pango's split of a letter spacing between a glyph's two sides
  /// (`distribute_letter_spacing`).
  static func letterSpacingSides(_ spacing: Int) -> (left: Int, right: Int) {
    var left = spacing / 2
    if spacing & (Int(PANGO_SCALE) - 1) == 0 { left = (left + 512) & ~1023 }
    return (left, spacing - left)
  }

  private func makeWrapModel(_ text: TextSpec) -> WrapModel? {
    guard Self.isPlain(text.text) else { return nil }
    let scratch = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
    configure(scratch, text, maxWidth: nil)
    let runs = Self.runs(of: scratch)
    let scalars = Array(text.text.unicodeScalars)
    guard runs.count == 1, let item = runs[0].pointee.item, let glyphs = runs[0].pointee.glyphs,
      let font = item.pointee.analysis.font, item.pointee.analysis.level % 2 == 0,
      item.pointee.offset == 0, Int(item.pointee.length) == text.text.utf8.count,
      Int(glyphs.pointee.num_glyphs) == scalars.count, let infos = glyphs.pointee.glyphs,
      let clusters = glyphs.pointee.log_clusters
    else { return nil }
    let spacing = Int((text.font.tracking * Double(PANGO_SCALE)).rounded())
    let sides = Self.letterSpacingSides(text.font.tracking == 0 ? 0 : spacing)
    let letterSpacing = text.font.tracking == 0 ? 0 : spacing
    // The paragraph's widths before the line's ends were trimmed.
    var widths = (0..<scalars.count).map { Int(infos[$0].geometry.width) }
    widths[0] += sides.left
    widths[widths.count - 1] += sides.right
    var alone: [Int] = []
    alone.reserveCapacity(scalars.count)
    var contextualBefore = [0]
    var offset = 0
    for (index, scalar) in scalars.enumerated() {
      guard Int(clusters[index]) == offset, infos[index].glyph & Self.unknownGlyphFlag == 0,
        let single = aloneGlyph(scalar, text), single.font == UInt(bitPattern: font),
        widths[index] > abs(letterSpacing), single.width > abs(letterSpacing)
      else { return nil }
      alone.append(single.width)
      // Punctuation, digits and symbols take contextual forms next to
      // capitals and digits (Inter's `calt`), also where a piece ends.
      let contextual =
        single.glyph != infos[index].glyph
        || !(scalar.properties.isAlphabetic || scalar.properties.isWhitespace)
      contextualBefore.append(contextualBefore[index] + (contextual ? 1 : 0))
      offset += String(scalar).utf8.count
    }
    var attributeCount: Int32 = 0
    guard let attributes = pango_layout_get_log_attrs_readonly(scratch, &attributeCount),
      Int(attributeCount) == scalars.count + 1
    else { return nil }
    var lineBreak: [Bool] = []
    var charBreak: [Bool] = []
    for index in 0...scalars.count {
      let attribute = attributes[index]
      // Hyphens change a piece's width: leave such texts to Pango.
      guard attribute.break_inserts_hyphen == 0, attribute.break_removes_preceding == 0 else {
        return nil
      }
      lineBreak.append(attribute.is_line_break != 0)
      charBreak.append(attribute.is_char_break != 0)
    }
    let white = (0..<scalars.count).map { attributes[$0].is_white != 0 }
    let metrics = pango_font_get_metrics(font, item.pointee.analysis.language)
    let safeDistance = Int(pango_font_metrics_get_approximate_char_width(metrics)) * 3
    pango_font_metrics_unref(metrics)
    var prefix = [0]
    prefix.reserveCapacity(widths.count + 1)
    for width in widths { prefix.append(prefix[prefix.count - 1] + width) }
    var nextLineBreak = Array(repeating: scalars.count, count: scalars.count + 1)
    for index in stride(from: scalars.count - 1, through: 0, by: -1) {
      nextLineBreak[index] = lineBreak[index] ? index : nextLineBreak[index + 1]
    }
    wrapModelCount += 1
    return WrapModel(
      widths: widths, prefix: prefix, alone: alone, lineBreak: lineBreak, charBreak: charBreak,
      white: white, nextLineBreak: nextLineBreak, safeDistance: safeDistance,
      letterSpacing: letterSpacing,
      contextualBefore: contextualBefore, id: wrapModelCount)
  }

  /// Characters `start..<end` of `text` shaped alone as Pango shapes a
  /// line's piece: its width in Pango units with the letter spacing of
  /// both ends (nil when Pango would not shape it as one run in the
  /// paragraph's font).
  func shapedPiece(_ text: TextSpec, _ model: WrapModel, _ start: Int, _ end: Int) -> Int? {
    let key = PieceKey(model: model.id, start: start, end: end)
    if let known = shapedPieces[key] { return known }
    let scalars = text.text.unicodeScalars
    let from = scalars.index(scalars.startIndex, offsetBy: start)
    let to = scalars.index(from, offsetBy: end - start)
    var piece = text
    piece.text = String(scalars[from..<to])
    let scratch = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
    configure(scratch, piece, maxWidth: nil)
    let runs = Self.runs(of: scratch)
    guard runs.count == 1, let glyphs = runs[0].pointee.glyphs, let infos = glyphs.pointee.glyphs
    else { return nil }
    var width = model.letterSpacing
    for index in 0..<Int(glyphs.pointee.num_glyphs) { width += Int(infos[index].geometry.width) }
    if shapedPieces.count >= 100_000 { shapedPieces.removeAll(keepingCapacity: true) }
    shapedPieces[key] = width
    return width
  }

  /// `scalar` shaped alone in `text`'s font and attributes (cached per font).
  private func aloneGlyph(_ scalar: Unicode.Scalar, _ text: TextSpec) -> AloneGlyph? {
    if let known = aloneGlyphs[text.font]?[scalar.value] { return known }
    var single = text
    single.text = String(scalar)
    let scratch = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
    configure(scratch, single, maxWidth: nil)
    let runs = Self.runs(of: scratch)
    guard runs.count == 1, let glyphs = runs[0].pointee.glyphs, glyphs.pointee.num_glyphs == 1,
      let info = glyphs.pointee.glyphs?.pointee,
      let font = runs[0].pointee.item?.pointee.analysis.font
    else { return nil }
    // The line's ends were trimmed of the letter spacing Pango added to them.
    let spacing = Int((text.font.tracking * Double(PANGO_SCALE)).rounded())
    let glyph = AloneGlyph(
      glyph: info.glyph, width: Int(info.geometry.width) + (text.font.tracking == 0 ? 0 : spacing),
      font: UInt(bitPattern: font))
    if aloneGlyphs.count >= 64 { aloneGlyphs.removeAll(keepingCapacity: true) }
    aloneGlyphs[text.font, default: [:]][scalar.value] = glyph
    return glyph
  }
}
