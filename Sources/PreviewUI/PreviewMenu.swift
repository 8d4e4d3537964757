import CGtk
import GtkKit

/// The window's header bar and its primary menu: Open… (Ctrl+O), Reload
/// (Ctrl+R, F5) and the canvas zoom (Ctrl+plus, Ctrl+minus, Ctrl+0) as `win.`
/// actions, plus About and Close (Ctrl+W, Ctrl+Q), so the shortcuts work from anywhere in the window and Reload
/// greys out while there is no file to reload.
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

  init(window: UnsafeMutablePointer<GtkWidget>, application: UnsafeMutablePointer<GtkApplication>) {
    headerBar = OwnedWidget(gtk_header_bar_new())
    menuButton = OwnedWidget(gtk_menu_button_new())
    let menu = g_menu_new()!
    Self.append(menu, "_Open Widget Description…", "win.open", accel: "<Control>o")
    Self.append(menu, "_Reload", "win.reload", accel: "<Control>r")
    let zoomSection = g_menu_new()!
    Self.append(zoomSection, "Zoom _In", "win.zoom-in", accel: "<Control>plus")
    Self.append(zoomSection, "Zoom _Out", "win.zoom-out", accel: "<Control>minus")
    Self.append(zoomSection, "_Actual Size", "win.zoom-actual", accel: "<Control>0")
    g_menu_append_section(menu, nil, cast(zoomSection))
    g_object_unref(gpointerOf(zoomSection))
    let aboutSection = g_menu_new()!
    g_menu_append(aboutSection, "_About \(AboutDialog.programName)", "win.about")
    g_menu_append_section(menu, nil, cast(aboutSection))
    g_object_unref(gpointerOf(aboutSection))
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
    let zooms: [(String, [String], ZoomStep)] = [
      ("zoom-in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"], .larger),
      ("zoom-out", ["<Control>minus", "<Control>KP_Subtract"], .smaller),
      ("zoom-actual", ["<Control>0", "<Control>KP_0"], .actualSize),
    ]
    WindowActions.add("about", to: window, application: application) {
      AboutDialog.show(over: window)
    }
    // Ctrl+W closes the window and, as it is the only one, Ctrl+Q too.
    WindowActions.add(
      "close", to: window, application: application, accelerators: ["<Control>w", "<Control>q"]
    ) { gtk_window_close(cast(window)) }
    for (name, accelerators, step) in zooms {
      WindowActions.add(name, to: window, application: application, accelerators: accelerators) {
        [weak self] in self?.onZoom?(step)
      }
    }
  }

  /// Appends an item that shows `accel` beside its label. GTK 4.8's
  /// popover menus show no shortcut for an action with more than one
  /// accelerator (Reload has Ctrl+R and F5), so the label names the first.
  private static func append(
    _ menu: OpaquePointer, _ label: String, _ action: String, accel: String
  ) {
    let item = g_menu_item_new(label, action)!
    g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accel))
    g_menu_append_item(menu, item)
    g_object_unref(gpointerOf(item))
  }

  /// Enables Reload when there is a file to reload.
  func setReloadEnabled(_ enabled: Bool) {
    if let reloadAction { WindowActions.setEnabled(reloadAction, enabled) }
  }
}
