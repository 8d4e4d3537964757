import CGtk

/// A `GtkMenuButton` that pops up a menu.
@MainActor
public final class MenuButton: Widget {
  /// A menu button showing the icon named `iconName`.
  public init(iconName: String) {
    super.init(sinking: gtk_menu_button_new())
    gtk_menu_button_set_icon_name(opaque, iconName)
  }

  /// Sets the menu it pops up.
  public func setMenu(_ menu: Menu) { gtk_menu_button_set_menu_model(opaque, menu.model) }
}
