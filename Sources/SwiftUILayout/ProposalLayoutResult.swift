import Geometry
import StackLayout

/// A laid-out SwiftUI tree: every view's frame by id (the view itself,
/// inside its modifiers), the texts' measurements and what went wrong.
public struct ProposalLayoutResult: Sendable {
  /// The size the root chose, in points.
  public var size: PointSize
  /// Frames in points relative to the proposed rectangle, by view id.
  public var frames: [String: Rect]
  /// The ids in the order they were placed (depth first, a view before its
  /// backgrounds and overlays).
  public var order: [String]
  /// Each text's measurement at the proposal it was placed with, by id.
  public var texts: [String: TextMetrics]
  public var diagnostics: [ProposalDiagnostic]
}

/// Something a layout shows that a widget's author should know.
public struct ProposalDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A view chose a size larger than it was proposed (it is not clipped: it overflows).
    case overflow
    /// A text was cut with an ellipsis (line limit or height ran out).
    case textTruncated
  }

  public var kind: Kind
  /// The view concerned.
  public var id: String
  public var message: String

  public init(kind: Kind, id: String, message: String) {
    self.kind = kind
    self.id = id
    self.message = message
  }

  public var description: String { "\(kind.rawValue) \(id): \(message)" }
}
