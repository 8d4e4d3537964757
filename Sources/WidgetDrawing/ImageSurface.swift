import CPangoCairo

/// An ARGB image in memory (a cairo image surface) with a
/// ``DrawingContext`` drawing into it; needs no display. Written out with
/// ``writePNG(to:)``.
public final class ImageSurface {
  private let surface: OpaquePointer
  private let cr: OpaquePointer
  /// The image's size in pixels.
  public let width: Int
  public let height: Int

  /// A transparent `width` × `height` pixel image; nil when cairo cannot
  /// allocate it.
  public init?(width: Int, height: Int) {
    guard
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    self.surface = surface
    cr = cairo_create(surface)
    self.width = width
    self.height = height
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Draws into the image; user units are pixels from its top-left corner.
  public var context: DrawingContext { DrawingContext(cairo: cr) }

  /// Writes the image as a PNG file at `path`.
  /// - Returns: nil on success, otherwise cairo's reason.
  public func writePNG(to path: String) -> String? {
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png(surface, path)
    return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
  }
}
