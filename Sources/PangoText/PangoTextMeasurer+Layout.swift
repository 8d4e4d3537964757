import CPangoCairo
import StackLayout

/// Laying a text out in a Pango layout as UILabel does, and reading its
/// metrics back (call with the lock held).
extension PangoTextMeasurer {
  func configure(_ layout: OpaquePointer, _ text: TextSpec, maxWidth: Double?) {
    pango_layout_set_font_description(layout, description(for: text.font))
    let attributes = pango_attr_list_new()
    // Each line as tall as the line advance: Pango shares the extra above
    // and below a line, and `readMetrics` counts it between lines only.
    pango_attr_list_insert(
      attributes,
      pango_attr_line_height_new_absolute(Int32((text.lineAdvance * Double(PANGO_SCALE)).rounded()))
    )
    if text.font.tracking != 0 {
      pango_attr_list_insert(
        attributes,
        pango_attr_letter_spacing_new(Int32((text.font.tracking * Double(PANGO_SCALE)).rounded())))
    }
    if text.font.monospacedDigits {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
    }
    // UILabel breaks an over-long word between characters without a hyphen.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    pango_layout_set_wrap(
      layout, text.lineBreakMode == .charWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    if let maxWidth {
      pango_layout_set_width(layout, Self.goalWidth(text, maxWidth))
    } else {
      pango_layout_set_width(layout, -1)
    }
    if text.numberOfLines > 0 && maxWidth != nil && text.lineBreakMode.usesEllipsis {
      pango_layout_set_ellipsize(layout, Self.ellipsizeMode(text.lineBreakMode))
      pango_layout_set_height(layout, -Int32(clamping: text.numberOfLines))
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      pango_layout_set_height(layout, -1)
    }
    pango_layout_set_alignment(layout, Self.pangoAlignment(text.alignment))
    pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
    text.text.withCString { pango_layout_set_text(layout, $0, -1) }
  }

  /// Where Pango puts lines for an alignment (left to right text).
  static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
    switch alignment {
    case .natural, .left, .justified: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    }
  }

  /// The width in Pango units Pango fits `text`'s lines in for `maxWidth`
  /// points. Pango counts the letter spacing after a line's last character
  /// when it fits a line, but not in the line's width: the goal allows for
  /// it, so text as wide as its measured width fits in that width.
  static func goalWidth(_ text: TextSpec, _ maxWidth: Double) -> Int32 {
    let scale = Double(PANGO_SCALE)
    // The slack in the same Pango units as the letter-spacing attribute.
    let slack = Int32((max(0, text.font.tracking) * scale).rounded())
    let goal = min((max(0, maxWidth) * scale).rounded(.down), Double(Int32.max - slack))
    return Int32(goal.isNaN ? 0 : goal) + slack
  }

  /// Where Pango puts the ellipsis for a truncating mode.
  static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .truncatingHead: PANGO_ELLIPSIZE_START
    case .truncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
    case .truncatingTail: PANGO_ELLIPSIZE_END
    case .wordWrapping, .charWrapping, .clipping: PANGO_ELLIPSIZE_NONE
    }
  }

  func readMetrics(_ layout: OpaquePointer, _ text: TextSpec) -> TextMetrics {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    var lines = Int(pango_layout_get_line_count(layout))
    if text.text.isEmpty { lines = 1 }
    var truncated = pango_layout_is_ellipsized(layout) != 0
    // Without a width Pango cannot ellipsize; a line limit still cuts lines.
    if text.numberOfLines > 0 && lines > text.numberOfLines {
      lines = text.numberOfLines
      truncated = true
    }
    let first =
      text.font.ascender
      ?? Double(pango_layout_get_baseline(layout)) / scale
      - (text.lineAdvance - text.font.lineHeight) / 2
    let last = first + Double(lines - 1) * text.lineAdvance
    var metrics = TextMetrics(
      width: text.text.isEmpty ? 0 : Double(logical.width) / scale,
      height: text.height(ofLines: lines),
      lineCount: lines, isTruncated: truncated,
      firstBaseline: first, lastBaseline: last)
    Self.countMissingGlyphs(layout, into: &metrics)
    return metrics
  }
}
