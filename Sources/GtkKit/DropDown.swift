import CGtk
import Glibc

/// A `GtkDropDown` listing strings.
@MainActor
public final class DropDown: Widget {
  /// A drop-down listing `items` (the C constructor takes a NULL-terminated
  /// array).
  public init(_ items: [String]) {
    var pointers: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    pointers.append(nil)
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    let created = pointers.withUnsafeBufferPointer {
      gtk_drop_down_new_from_strings($0.baseAddress)
    }
    super.init(sinking: created!)
  }

  /// Replaces the listed strings (in place, in the drop-down's string list);
  /// the selection moves as GTK moves it, emitting `notify::selected`.
  public func setItems(_ items: [String]) {
    guard let model = gtk_drop_down_get_model(opaque) else { return }
    var pointers: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    pointers.append(nil)
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    let count = g_list_model_get_n_items(model)
    pointers.withUnsafeBufferPointer {
      gtk_string_list_splice(model, 0, count, $0.baseAddress)
    }
  }

  /// The selected index, or nil when nothing is selected; setting it emits
  /// `notify::selected` when it changes.
  public var selected: Int? {
    get { Self.selected(opaque) }
    set {
      gtk_drop_down_set_selected(opaque, newValue.map(UInt32.init) ?? GTK_INVALID_LIST_POSITION)
    }
  }

  /// Runs `action` with the new selection whenever it changes.
  public func onSelectionChanged(_ action: @escaping @MainActor (Int?) -> Void) {
    let dropDown = opaque  // borrowed: the handler dies with the widget
    Signal.onNotify(object, property: "selected") { action(Self.selected(dropDown)) }
  }

  private static func selected(_ dropDown: OpaquePointer) -> Int? {
    let index = gtk_drop_down_get_selected(dropDown)
    return index == UInt32(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
  }
}
