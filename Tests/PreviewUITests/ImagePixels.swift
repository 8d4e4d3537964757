import CGtk
import WidgetDrawing

/// A cairo ARGB32 image surface read back as 0xRRGGBB pixels (for headless
/// drawing tests; no display, no gtk_init).
struct ImagePixels {
  let width: Int
  let height: Int
  private let rows: [[UInt32]]

  /// Draws with `body` into a fresh white surface of the given pixel size.
  init(width: Int, height: Int, _ body: (OpaquePointer) -> Void) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    var rows: [[UInt32]] = []
    for y in 0..<height {
      let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      rows.append((0..<width).map { row[$0] & 0xFF_FFFF })
    }
    cairo_surface_destroy(surface)
    self.width = width
    self.height = height
    self.rows = rows
  }

  func pixel(_ x: Int, _ y: Int) -> UInt32 { rows[y][x] }

  /// The first and last y in column `x` whose pixel is `color`.
  func extent(ofColor color: UInt32, column x: Int) -> ClosedRange<Int>? {
    let hits = (0..<height).filter { rows[$0][x] == color }
    guard let first = hits.first, let last = hits.last else { return nil }
    return first...last
  }

  /// How many pixels in the image are `color`.
  func count(_ color: UInt32) -> Int { rows.reduce(0) { $0 + $1.filter { $0 == color }.count } }
}

extension Color {
  /// 0xRRGGBB, as cairo stores an opaque colour.
  var rgb: UInt32 {
    UInt32((red * 255).rounded()) << 16 | UInt32((green * 255).rounded()) << 8
      | UInt32((blue * 255).rounded())
  }
}
