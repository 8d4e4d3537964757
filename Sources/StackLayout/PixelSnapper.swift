/// Rounds frame edges to the pixel grid the way UIKit displays them: each
/// edge to the nearest 1/scale point, the size being the difference.
struct PixelSnapper {
  /// Pixels per point (2 or 3 on iPhones).
  var scale: Double

  func snap(_ value: Double) -> Double { PixelGrid.rounded(value, scale: scale) }

  func snap(_ frames: inout [Rect]) {
    for i in frames.indices {
      let f = frames[i]
      let minX = snap(f.x)
      let minY = snap(f.y)
      frames[i] = Rect(
        x: minX, y: minY, width: snap(f.x + f.width) - minX, height: snap(f.y + f.height) - minY)
    }
  }
}
