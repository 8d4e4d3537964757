import CGtk
import GtkKit

/// The window's header bar and its primary menu: Open… (Ctrl+O) and Reload
/// (Ctrl+R, F5) as `win.open` and `win.reload` actions, so the shortcuts
/// work from anywhere in the window and Reload greys out while there is no
/// file to reload.
@MainActor
final class PreviewMenu {
  let headerBar: OwnedWidget
  let menuButton: OwnedWidget
  private var reloadAction: OpaquePointer?
  /// Runs when the user chooses Open… (the window shows the dialog).
  var onOpen: (@MainActor () -> Void)?
  /// Runs when the user chooses Reload.
  var onReload: (@MainActor () -> Void)?

  init(window: UnsafeMutablePointer<GtkWidget>, application: UnsafeMutablePointer<GtkApplication>) {
    headerBar = OwnedWidget(gtk_header_bar_new())
    menuButton = OwnedWidget(gtk_menu_button_new())
    let menu = g_menu_new()!
    g_menu_append(menu, "_Open Widget Description…", "win.open")
    g_menu_append(menu, "_Reload", "win.reload")
    gtk_menu_button_set_menu_model(cast(menuButton.pointer), cast(menu))
    g_object_unref(gpointerOf(menu))
    gtk_menu_button_set_icon_name(cast(menuButton.pointer), "open-menu-symbolic")
    gtk_widget_set_tooltip_text(menuButton.pointer, "Main Menu")
    Accessibility.setLabel(menuButton.pointer, "Main Menu")
    gtk_header_bar_pack_end(cast(headerBar.pointer), menuButton.pointer)
    gtk_window_set_titlebar(cast(window), headerBar.pointer)
    WindowActions.add("open", to: window, application: application, accelerators: ["<Control>o"]) {
      [weak self] in self?.onOpen?()
    }
    reloadAction = WindowActions.add(
      "reload", to: window, application: application, accelerators: ["<Control>r", "F5"]
    ) { [weak self] in self?.onReload?() }
  }

  /// Enables Reload when there is a file to reload.
  func setReloadEnabled(_ enabled: Bool) {
    if let reloadAction { WindowActions.setEnabled(reloadAction, enabled) }
  }
}
