import Foundation
import XCTest

/// A PNG's pixels as 0xRRGGBB, decoded by ImageMagick (`convert … rgb:-`).
struct ScreenPixels {
  let width: Int
  let height: Int
  private let bytes: [UInt8]

  init(path: String) throws {
    let size = try PreviewProcess.run("identify", ["-format", "%w %h", path]).split(separator: " ")
    width = Int(size[0]) ?? 0
    height = Int(size[1]) ?? 0
    let raw = path + ".rgb"
    try PreviewProcess.run("convert", [path, "-depth", "8", "rgb:" + raw])
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: raw)))
    XCTAssertEqual(bytes.count, width * height * 3)
  }

  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    let index = (y * width + x) * 3
    return UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
  }

  /// The first and last y in column `x` whose pixel is `color`.
  func extent(ofColor color: UInt32, column x: Int) -> ClosedRange<Int>? {
    let hits = (0..<height).filter { pixel(x, $0) == color }
    guard let first = hits.first, let last = hits.last else { return nil }
    return first...last
  }

  func count(_ color: UInt32) -> Int {
    var total = 0
    for y in 0..<height { for x in 0..<width where pixel(x, y) == color { total += 1 } }
    return total
  }
}
