import Foundation

/// A width and height in points.
public struct PointSize: Equatable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

/// Insets in points, in UIKit's order (top, left, bottom, right).
public struct MarginInsets: Equatable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = MarginInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Formats points the shortest exact way: `110`, `112.5`, `383.75`.
public func formatPoints(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int(value))
  }
  var text = String(format: "%.3f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
