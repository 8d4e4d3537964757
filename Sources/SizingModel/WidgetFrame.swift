/// A WidgetKit family's frame on one screen, in points, with where it comes
/// from: Apple's table, a third party's measurement, an estimate by a stated
/// rule, or the user's calibration.
public struct WidgetFrame: Sendable, Equatable {
  /// Whether a size is Apple's or someone else's.
  public enum Evidence: String, Sendable, Equatable {
    /// In Apple's published tables (HIG "Widgets").
    case published
    /// Measured by a third party (FrameUp); nothing published.
    case thirdParty = "third-party"
    /// No source gives it: estimated by a stated rule from the frames that are.
    case estimated
    /// The user's own measurement (`--calibration`).
    case calibration
  }

  public var family: WidgetFamily
  /// The ``WidgetKitScreen/id``.
  public var screenID: String
  public var target: WidgetFrameTarget
  /// Width and height in points, each with its provenance.
  public var size: SourcedSize
  public var evidence: Evidence
  /// For a measurement: the model and OS it was measured on.
  public var measuredOn: String?
  /// True where the widget is laid out in this frame: every frame but an
  /// iPad's device frame, which is the canvas scaled down (except on the
  /// Display Zoom sizes, where canvas and device frame are the same).
  public var isLayoutFrame: Bool
}
