import CGtk

/// Accessible properties, through `gtk_accessible_update_property_value`
/// (the variadic `gtk_accessible_update_property` is not callable from Swift).
extension Widget {
  /// Sets the accessible name screen readers announce ("Text Size").
  public func setAccessibleLabel(_ text: String) {
    setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
  }

  /// Sets the accessible description (read after the name).
  public func setAccessibleDescription(_ text: String) {
    setAccessibleString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
  }

  /// Sets a range's value text, read instead of the number ("Large (default)").
  public func setAccessibleValueText(_ text: String) {
    setAccessibleString(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
  }

  private func setAccessibleString(_ property: GtkAccessibleProperty, _ text: String) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    g_value_set_string(&value, text)
    var properties = [property]
    withUnsafeMutablePointer(to: &value) { pointer in
      gtk_accessible_update_property_value(opaque, 1, &properties, pointer)
    }
    g_value_unset(&value)
  }
}
