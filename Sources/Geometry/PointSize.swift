/// A width and height in points.
public struct PointSize: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `359×616`, each side by ``formatPoints(_:)``.
  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }

  /// `359 × 616 pt`, for people.
  public var formattedPoints: String { "\(formatPoints(width)) × \(formatPoints(height)) pt" }
}
