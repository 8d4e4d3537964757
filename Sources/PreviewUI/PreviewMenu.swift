import GtkKit

/// The window's header bar and its primary menu, each item a `win.` action
/// with its shortcuts, so they work from anywhere in the window: Open…
/// (Ctrl+O) and Reload (Ctrl+R, F5; greyed out while there is no file to
/// reload); Zoom In, Zoom Out and Actual Size (Ctrl+plus, Ctrl+minus,
/// Ctrl+0); About. Ctrl+W and Ctrl+Q close the window.
@MainActor
package final class PreviewMenu {
  let headerBar = HeaderBar()
  package let menuButton = MenuButton(iconName: "open-menu-symbolic")
  private var reloadAction: WindowAction?
  /// Runs when the user chooses Open… (the window shows the dialog).
  var onOpen: (@MainActor () -> Void)?
  /// Runs when the user chooses Reload.
  var onReload: (@MainActor () -> Void)?
  /// Runs when the user zooms the canvas in, out or to its actual size.
  var onZoom: (@MainActor (ZoomStep) -> Void)?

  /// The window, weakly: its actions hold this menu's closures.
  private weak var window: ApplicationWindow?

  init(window: ApplicationWindow) {
    self.window = window
    let menu = Menu()
    add("open", "_Open Widget Description…", ["<Control>o"], to: menu) { [weak self] in
      self?.onOpen?()
    }
    reloadAction = add("reload", "_Reload", ["<Control>r", "F5"], to: menu) { [weak self] in
      self?.onReload?()
    }
    let zoomSection = Menu()
    let zooms: [(String, String, [String], ZoomStep)] = [
      ("zoom-in", "Zoom _In", ["<Control>plus", "<Control>equal", "<Control>KP_Add"], .larger),
      ("zoom-out", "Zoom _Out", ["<Control>minus", "<Control>KP_Subtract"], .smaller),
      ("zoom-actual", "_Actual Size", ["<Control>0", "<Control>KP_0"], .actualSize),
    ]
    for (name, label, accelerators, step) in zooms {
      add(name, label, accelerators, to: zoomSection) { [weak self] in self?.onZoom?(step) }
    }
    let aboutSection = Menu()
    add("about", "_About \(AboutDialog.programName)", [], to: aboutSection) { [weak window] in
      if let window { AboutDialog.show(over: window) }
    }
    menu.appendSection(zoomSection)
    menu.appendSection(aboutSection)
    menuButton.setMenu(menu)
    menuButton.setTooltip("Main Menu")
    menuButton.setAccessibleLabel("Main Menu")
    headerBar.packEnd(menuButton)
    window.setTitlebar(headerBar)
    // Not in the menu: Ctrl+W closes the window and, as it is the only one, Ctrl+Q too.
    add("close", nil, ["<Control>w", "<Control>q"], to: nil) { [weak window] in window?.close() }
  }

  /// Adds the action `win.<name>` with its shortcuts and, with a `label`,
  /// an item for it to `menu` that shows the first shortcut (GTK 4.8's
  /// popover menus show none for an action with two accelerators).
  /// - Returns: the action, for enabling and disabling it.
  @discardableResult
  private func add(
    _ name: String, _ label: String?, _ accelerators: [String], to menu: Menu?,
    _ action: @escaping @MainActor () -> Void
  ) -> WindowAction? {
    guard let window else { return nil }
    let added = window.addAction(name, shortcuts: accelerators, action)
    if let label, let menu {
      menu.append(label, action: "win." + name, shortcut: accelerators.first)
    }
    return added
  }

  /// Enables Reload when there is a file to reload.
  func setReloadEnabled(_ enabled: Bool) { reloadAction?.isEnabled = enabled }
}
