import CPangoCairo

/// A PNG read back with cairo, for pixel checks of `render`'s sheets.
final class PNGImage {
  private let surface: OpaquePointer

  /// Reads `path`; nil when it is not a complete PNG cairo can decode.
  init?(path: String) {
    guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
  }

  deinit { cairo_surface_destroy(surface) }

  /// Size in pixels.
  var width: Int { Int(cairo_image_surface_get_width(surface)) }
  var height: Int { Int(cairo_image_surface_get_height(surface)) }

  /// The pixel at (x, y) as 0xRRGGBB (cairo's ARGB32, opaque here).
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    let offset = y * stride + x * 4
    return UInt32(data[offset + 2]) << 16 | UInt32(data[offset + 1]) << 8 | UInt32(data[offset])
  }
}
