/// The axis a stack lays its items along.
public enum Axis: String, Sendable, CaseIterable {
  case horizontal
  case vertical
}

/// How a stack sizes and places its items along its axis
/// (`UIStackView.Distribution`).
public enum Distribution: String, Sendable, CaseIterable {
  case fill
  case fillEqually
  case fillProportionally
  case equalSpacing
  case equalCentering
}

/// How a stack places its items across its axis (`UIStackView.Alignment`).
/// `top` and `bottom` are spelled `leading` and `trailing`.
public enum Alignment: String, Sendable, CaseIterable {
  case fill
  case leading
  case center
  case trailing
  case firstBaseline
  case lastBaseline
}

/// A rectangle in points, relative to the root's origin.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// A content-hugging or compression-resistance priority per axis, on UIKit's
/// 1…1000 scale.
public struct PriorityPair: Equatable, Sendable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The priority along `axis`.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? horizontal : vertical
  }

  /// UIView's default hugging: 250 (`defaultLow`) on both axes.
  public static let defaultHugging = PriorityPair(horizontal: 250, vertical: 250)
  /// UIView's default compression resistance: 750 (`defaultHigh`) on both axes.
  public static let defaultCompression = PriorityPair(horizontal: 750, vertical: 750)
}
