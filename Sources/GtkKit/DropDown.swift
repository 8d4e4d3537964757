import CGtk
import Glibc

/// `GtkDropDown` helpers (the C constructor takes a NULL-terminated array).
public enum DropDown {
  /// A new drop-down listing `items`, owned by the returned reference.
  public static func make(_ items: [String]) -> OwnedWidget {
    var pointers: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    pointers.append(nil)
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    return pointers.withUnsafeBufferPointer { buffer in
      OwnedWidget(gtk_drop_down_new_from_strings(buffer.baseAddress)!)
    }
  }

  /// The selected index, or nil when nothing is selected.
  public static func selected(_ dropDown: OwnedWidget) -> Int? {
    let index = gtk_drop_down_get_selected(cast(dropDown.pointer))
    return index == UInt32(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
  }

  /// Selects `index` (emits `notify::selected` when it changes).
  public static func select(_ dropDown: OwnedWidget, _ index: Int) {
    gtk_drop_down_set_selected(cast(dropDown.pointer), UInt32(index))
  }
}
