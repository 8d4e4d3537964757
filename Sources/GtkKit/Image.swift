import CGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
  /// The icon named `iconName` ("dialog-error-symbolic").
  public init(iconName: String) { super.init(sinking: gtk_image_new_from_icon_name(iconName)) }
}
