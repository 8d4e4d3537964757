import CGtk

/// A `GtkLabel`: one piece of text.
@MainActor
public final class Label: Widget {
  /// A label showing `text`, aligned to the start of its line when
  /// `leading` (GTK centres labels by default).
  public init(_ text: String = "", leading: Bool = true) {
    super.init(sinking: gtk_label_new(text))
    if leading { gtk_label_set_xalign(opaque, 0) }
  }

  /// Replaces the text.
  public func setText(_ text: String) { gtk_label_set_text(opaque, text) }

  /// The text shown.
  public var text: String { String(cString: gtk_label_get_text(opaque)) }

  /// Wraps long text onto more lines, at most `characters` wide.
  public func wrap(maximumCharacters characters: Int) {
    gtk_label_set_wrap(opaque, 1)
    gtk_label_set_max_width_chars(opaque, Int32(characters))
  }

  /// Cuts text that does not fit with an ellipsis at its end.
  public func ellipsizeAtEnd() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

  /// Whether the user can select (and copy) the text.
  public var isSelectable: Bool {
    get { gtk_label_get_selectable(opaque) != 0 }
    set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
  }
}
