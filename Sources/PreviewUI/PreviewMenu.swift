import CGtk
import GtkKit

/// The window's header bar and its primary menu, each item a `win.` action
/// with its shortcuts, so they work from anywhere in the window: Open…
/// (Ctrl+O) and Reload (Ctrl+R, F5; greyed out while there is no file to
/// reload); Zoom In, Zoom Out and Actual Size (Ctrl+plus, Ctrl+minus,
/// Ctrl+0); About. Ctrl+W and Ctrl+Q close the window.
@MainActor
final class PreviewMenu {
  let headerBar: OwnedWidget
  let menuButton: OwnedWidget
  private var reloadAction: OpaquePointer?
  /// Runs when the user chooses Open… (the window shows the dialog).
  var onOpen: (@MainActor () -> Void)?
  /// Runs when the user chooses Reload.
  var onReload: (@MainActor () -> Void)?
  /// Runs when the user zooms the canvas in, out or to its actual size.
  var onZoom: (@MainActor (ZoomStep) -> Void)?

  private let window: UnsafeMutablePointer<GtkWidget>
  private let application: UnsafeMutablePointer<GtkApplication>

  init(window: UnsafeMutablePointer<GtkWidget>, application: UnsafeMutablePointer<GtkApplication>) {
    self.window = window
    self.application = application
    headerBar = OwnedWidget(gtk_header_bar_new())
    menuButton = OwnedWidget(gtk_menu_button_new())
    let menu = g_menu_new()!
    add("open", "_Open Widget Description…", ["<Control>o"], to: menu) { [weak self] in
      self?.onOpen?()
    }
    reloadAction = add("reload", "_Reload", ["<Control>r", "F5"], to: menu) { [weak self] in
      self?.onReload?()
    }
    let zoomSection = g_menu_new()!
    let zooms: [(String, String, [String], ZoomStep)] = [
      ("zoom-in", "Zoom _In", ["<Control>plus", "<Control>equal", "<Control>KP_Add"], .larger),
      ("zoom-out", "Zoom _Out", ["<Control>minus", "<Control>KP_Subtract"], .smaller),
      ("zoom-actual", "_Actual Size", ["<Control>0", "<Control>KP_0"], .actualSize),
    ]
    for (name, label, accelerators, step) in zooms {
      add(name, label, accelerators, to: zoomSection) { [weak self] in self?.onZoom?(step) }
    }
    let aboutSection = g_menu_new()!
    add("about", "_About \(AboutDialog.programName)", [], to: aboutSection) {
      AboutDialog.show(over: window)
    }
    for section in [zoomSection, aboutSection] {
      g_menu_append_section(menu, nil, cast(section))
      g_object_unref(gpointerOf(section))
    }
    gtk_menu_button_set_menu_model(cast(menuButton.pointer), cast(menu))
    g_object_unref(gpointerOf(menu))
    gtk_menu_button_set_icon_name(cast(menuButton.pointer), "open-menu-symbolic")
    gtk_widget_set_tooltip_text(menuButton.pointer, "Main Menu")
    Accessibility.setLabel(menuButton.pointer, "Main Menu")
    gtk_header_bar_pack_end(cast(headerBar.pointer), menuButton.pointer)
    gtk_window_set_titlebar(cast(window), headerBar.pointer)
    // Not in the menu: Ctrl+W closes the window and, as it is the only one, Ctrl+Q too.
    add("close", nil, ["<Control>w", "<Control>q"], to: nil) { gtk_window_close(cast(window)) }
  }

  /// Adds the action `win.<name>` with its shortcuts and, with a `label`,
  /// an item for it to `menu` that shows the first shortcut (GTK 4.8's
  /// popover menus show none for an action with two accelerators).
  /// - Returns: the action, for enabling and disabling it.
  @discardableResult
  private func add(
    _ name: String, _ label: String?, _ accelerators: [String], to menu: OpaquePointer?,
    _ action: @escaping @MainActor () -> Void
  ) -> OpaquePointer {
    let added = WindowActions.add(
      name, to: window, application: application, accelerators: accelerators, action)
    if let label, let menu {
      let item = g_menu_item_new(label, "win." + name)!
      if let first = accelerators.first {
        g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(first))
      }
      g_menu_append_item(menu, item)
      g_object_unref(gpointerOf(item))
    }
    return added
  }

  /// Enables Reload when there is a file to reload.
  func setReloadEnabled(_ enabled: Bool) {
    if let reloadAction { WindowActions.setEnabled(reloadAction, enabled) }
  }
}
