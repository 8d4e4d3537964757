/// A tiny SVG path-data parser for the icons in `Resources/icons`.
///
/// Supports M, L, H, V, C, S, Q and Z in absolute and relative forms, with
/// implicit repeats — enough for stroked line icons; arcs are not used (write
/// circles as four cubic curves). Output is absolute move/line/cubic segments,
/// quadratics raised to cubics, ready for cairo.
public struct SVGPath: Sendable, Equatable {
  /// One absolute drawing command.
  public enum Segment: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case close
  }

  public var segments: [Segment]

  /// Parses path data; nil when it contains an unsupported command or a
  /// malformed number.
  public init?(_ data: String) {
    var scanner = Scanner(Array(data.utf8))
    var segments: [Segment] = []
    var command: UInt8 = 0
    var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
    var lastControl: (Double, Double)?
    while scanner.skipSeparators() {
      if let letter = scanner.command() {
        command = letter
        if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") {
          segments.append(.close)
          (x, y) = (startX, startY)
          lastControl = nil
          continue
        }
      } else if command == 0 {
        return nil
      }
      let relative = command >= UInt8(ascii: "a")
      let dx = relative ? x : 0, dy = relative ? y : 0
      switch command | 0x20 {
      case UInt8(ascii: "m"), UInt8(ascii: "l"):
        guard let px = scanner.number(), let py = scanner.number() else { return nil }
        (x, y) = (px + dx, py + dy)
        if command | 0x20 == UInt8(ascii: "m") {
          segments.append(.move(x, y))
          (startX, startY) = (x, y)
          command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
        } else {
          segments.append(.line(x, y))
        }
        lastControl = nil
      case UInt8(ascii: "h"):
        guard let px = scanner.number() else { return nil }
        x = px + dx
        segments.append(.line(x, y))
        lastControl = nil
      case UInt8(ascii: "v"):
        guard let py = scanner.number() else { return nil }
        y = py + dy
        segments.append(.line(x, y))
        lastControl = nil
      case UInt8(ascii: "c"):
        guard let values = scanner.numbers(6) else { return nil }
        let c = (values[0] + dx, values[1] + dy, values[2] + dx, values[3] + dy)
        (x, y) = (values[4] + dx, values[5] + dy)
        segments.append(.cubic(c.0, c.1, c.2, c.3, x, y))
        lastControl = (c.2, c.3)
      case UInt8(ascii: "s"):
        guard let values = scanner.numbers(4) else { return nil }
        let first = lastControl.map { (2 * x - $0.0, 2 * y - $0.1) } ?? (x, y)
        let second = (values[0] + dx, values[1] + dy)
        (x, y) = (values[2] + dx, values[3] + dy)
        segments.append(.cubic(first.0, first.1, second.0, second.1, x, y))
        lastControl = second
      case UInt8(ascii: "q"):
        guard let values = scanner.numbers(4) else { return nil }
        let (qx, qy) = (values[0] + dx, values[1] + dy)
        let (ex, ey) = (values[2] + dx, values[3] + dy)
        segments.append(
          .cubic(
            x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), ex + 2 / 3 * (qx - ex),
            ey + 2 / 3 * (qy - ey), ex, ey))
        (x, y) = (ex, ey)
        lastControl = nil
      default:
        return nil
      }
    }
    self.segments = segments
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Skips spaces and commas; false at the end.
    mutating func skipSeparators() -> Bool {
      while index < bytes.count, [32, 9, 10, 13, 44].contains(bytes[index]) { index += 1 }
      return index < bytes.count
    }

    mutating func command() -> UInt8? {
      let byte = bytes[index]
      guard (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") else {
        return nil
      }
      index += 1
      return byte
    }

    mutating func numbers(_ count: Int) -> [Double]? {
      var values: [Double] = []
      for _ in 0..<count {
        guard let value = number() else { return nil }
        values.append(value)
      }
      return values
    }

    mutating func number() -> Double? {
      guard skipSeparators() else { return nil }
      let start = index
      if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      var seenDot = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 48 && byte <= 57 {
          index += 1
        } else if byte == UInt8(ascii: "."), !seenDot {
          seenDot = true
          index += 1
        } else {
          break
        }
      }
      guard index > start else { return nil }
      return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}
