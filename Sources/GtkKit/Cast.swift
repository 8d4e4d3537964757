import CGtk

// GTK's `GTK_WINDOW(w)`-style cast macros are not imported into Swift. GTK
// types with a public struct import as typed pointers, opaque ones as
// `OpaquePointer`; these two overloads let the call site's expected type
// choose the conversion.

/// Reinterprets a typed GTK pointer as another typed pointer (an upcast or a
/// checked-by-construction downcast, like `GTK_WIDGET(x)`).
@inline(__always)
public func cast<Target>(_ pointer: UnsafeMutablePointer<some Any>?) -> UnsafeMutablePointer<
  Target
>? {
  UnsafeMutablePointer<Target>(OpaquePointer(pointer))
}

/// Reinterprets a typed GTK pointer as an opaque one (GtkLabel, GtkNative, …).
@inline(__always)
public func cast(_ pointer: UnsafeMutablePointer<some Any>?) -> OpaquePointer? {
  OpaquePointer(pointer)
}

/// Reinterprets an opaque GTK pointer as a typed one.
@inline(__always)
public func cast<Target>(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<Target>? {
  UnsafeMutablePointer<Target>(pointer)
}

/// Any GObject pointer as the `gpointer` GLib's generic functions take.
@inline(__always)
public func gpointerOf(_ pointer: UnsafeMutablePointer<some Any>?) -> gpointer? {
  UnsafeMutableRawPointer(pointer)
}

/// An opaque GObject pointer as a `gpointer`.
@inline(__always)
public func gpointerOf(_ pointer: OpaquePointer?) -> gpointer? {
  UnsafeMutableRawPointer(pointer)
}
