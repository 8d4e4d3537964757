import CGtk

/// Accessible properties, through `gtk_accessible_update_property_value`
/// (the variadic `gtk_accessible_update_property` is not callable from Swift).
public enum Accessibility {
  /// Sets the accessible name screen readers announce ("Text Size").
  public static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>?, _ text: String) {
    setString(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, text)
  }

  /// Sets the accessible description (read after the name).
  public static func setDescription(_ widget: UnsafeMutablePointer<GtkWidget>?, _ text: String) {
    setString(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
  }

  /// Sets a range's value text, read instead of the number ("Large (default)").
  public static func setValueText(_ widget: UnsafeMutablePointer<GtkWidget>?, _ text: String) {
    setString(widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
  }

  private static func setString(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ property: GtkAccessibleProperty, _ text: String
  ) {
    guard let widget else { return }
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    g_value_set_string(&value, text)
    var properties = [property]
    withUnsafeMutablePointer(to: &value) { pointer in
      gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, pointer)
    }
    g_value_unset(&value)
  }
}
