import CGtk

/// Expansion, alignment, margins and size requests.
extension Widget {
  /// Whether the widget takes extra horizontal space.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(pointer) != 0 }
    set { gtk_widget_set_hexpand(pointer, newValue ? 1 : 0) }
  }

  /// Whether the widget takes extra vertical space.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(pointer) != 0 }
    set { gtk_widget_set_vexpand(pointer, newValue ? 1 : 0) }
  }

  /// Sets the horizontal and vertical alignment.
  public func align(horizontal: Align, vertical: Align) {
    gtk_widget_set_halign(pointer, horizontal.gtk)
    gtk_widget_set_valign(pointer, vertical.gtk)
  }

  /// Sets the horizontal alignment.
  public func align(horizontal: Align) { gtk_widget_set_halign(pointer, horizontal.gtk) }

  /// The space before the widget (left in left-to-right text), in points.
  public var marginStart: Int {
    get { Int(gtk_widget_get_margin_start(pointer)) }
    set { gtk_widget_set_margin_start(pointer, Int32(newValue)) }
  }

  /// Asks for at least this size, in points; -1 leaves a dimension natural.
  public func setSizeRequest(width: Int, height: Int) {
    gtk_widget_set_size_request(pointer, Int32(width), Int32(height))
  }
}
