import CPangoCairo

/// One line of text laid out by Pango in a Pango context the caller gives,
/// for example a GTK widget's (`gtk_widget_get_pango_context`), so it takes
/// that widget's font, size and resolution. Shaped once and again only when
/// its text changes; drawn with ``DrawingContext/draw(_:x:y:_:)``.
public final class TextLineLayout {
  /// The `PangoLayout`, owned (released on deinit).
  let layout: OpaquePointer
  /// The text shown now.
  public private(set) var text: String

  /// Lays out `text` in `context` (a `PangoContext`, not retained beyond the
  /// layout's own reference) at numeric `weight` (400 regular, 600
  /// semibold), with tabular (fixed-width) figures when `tabularFigures`.
  public init(context: OpaquePointer, text: String, weight: Int, tabularFigures: Bool) {
    layout = pango_layout_new(context)
    self.text = text
    pango_layout_set_text(layout, text, -1)
    let attributes = pango_attr_list_new()
    if tabularFigures {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
    }
    pango_attr_list_insert(attributes, pango_attr_weight_new(PangoWeight(UInt32(clamping: weight))))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// Shows `newText` instead, re-shaping only when it differs.
  public func setText(_ newText: String) {
    guard newText != text else { return }
    text = newText
    pango_layout_set_text(layout, newText, -1)
  }

  /// The logical size in whole pixels of the context's device (width, height).
  public var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return (Int(width), Int(height))
  }
}
