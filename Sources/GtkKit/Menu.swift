import CGtk

/// A `GMenu`: the model of a menu, items naming actions (`win.open`).
@MainActor
public final class Menu {
  let menu: OpaquePointer

  /// An empty menu.
  public init() { menu = g_menu_new()! }

  isolated deinit { g_object_unref(gpointerOf(menu)) }

  var model: UnsafeMutablePointer<GMenuModel> { cast(menu)! }

  /// Adds an item labelled `label` (with a mnemonic: "_Open") that activates
  /// `action`, showing `shortcut` (GTK syntax, "<Control>o") beside it.
  public func append(_ label: String, action: String, shortcut: String? = nil) {
    let item = g_menu_item_new(label, action)!
    if let shortcut {
      g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(shortcut))
    }
    g_menu_append_item(menu, item)
    g_object_unref(gpointerOf(item))
  }

  /// Adds `section`'s items, set off by separators.
  public func appendSection(_ section: Menu) { g_menu_append_section(menu, nil, section.model) }
}
