import CPangoCairo
import StackLayout

/// Choosing the family text without a family of its own is measured in.
extension PangoTextMeasurer {
  /// The family used when a `FontSpec` names none: Inter unless
  /// ``use(_:)`` chose another.
  public var family: String {
    lock.lock()
    defer { lock.unlock() }
    return chosenFamily
  }

  /// Measures (and draws) text whose `FontSpec` names no family in the
  /// choice's family from now on. Forgets every cached measurement and
  /// layout, and tells the font map that fontconfig's fonts changed, so
  /// font files added by ``FontChoice/loading(_:)`` are found. Choose before
  /// laying anything out: results already handed out are not redone.
  public func use(_ choice: FontChoice) {
    lock.lock()
    defer { lock.unlock() }
    chosenFamily = choice.family
    if g_type_check_instance_is_a(
      UnsafeMutablePointer<GTypeInstance>(OpaquePointer(fontMap)), pango_fc_font_map_get_type())
      != 0
    {
      pango_fc_font_map_config_changed(OpaquePointer(fontMap))
    }
    for description in fontCache.values { pango_font_description_free(description) }
    fontCache.removeAll()
    for ellipsis in ellipsisFonts.values { ellipsis.font.map { g_object_unref($0) } }
    ellipsisFonts.removeAll()
    for line in naturalLines.values { line.font.map { g_object_unref($0) } }
    naturalLines.removeAll()
    for layout in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    drawingLayouts.removeAll()
    cache.removeAll()
  }
}
