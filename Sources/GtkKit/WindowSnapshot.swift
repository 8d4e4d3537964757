import CGtk

/// Renders a realized window to a PNG in process, pixel-identical to an X
/// screenshot (gtk-from-swift notes §8). Needs a display, like all of GTK.
public enum WindowSnapshot {
  /// Writes `window` at its current size and the display's scale (2× on a
  /// HiDPI screen, as the screen shows it) to `path`.
  /// - Returns: the PNG's size in pixels, or nil when it could not be made.
  @MainActor
  public static func savePNG(
    _ window: Window, to path: String
  ) -> (width: Int, height: Int)? {
    let window = window.pointer
    let width = gtk_widget_get_width(window)
    let height = gtk_widget_get_height(window)
    guard width > 0, height > 0, let native = gtk_widget_get_native(window),
      let renderer = gtk_native_get_renderer(native),
      let paintable = gtk_widget_paintable_new(window)
    else { return nil }
    defer { g_object_unref(gpointerOf(paintable)) }
    let scale = gtk_widget_get_scale_factor(window)
    let snapshot = gtk_snapshot_new()
    gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
    defer { g_object_unref(gpointerOf(texture)) }
    guard gdk_texture_save_to_png(texture, path) != 0 else { return nil }
    return (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
  }

  /// The renderer's type name, for example "GskCairoRenderer".
  @MainActor
  public static func rendererName(_ window: Window) -> String {
    guard let native = gtk_widget_get_native(window.pointer),
      let renderer = gtk_native_get_renderer(native)
    else { return "" }
    return String(cString: g_type_name_from_instance(UnsafeMutablePointer(renderer)))
  }
}
