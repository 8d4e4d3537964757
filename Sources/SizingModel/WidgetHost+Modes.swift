extension WidgetHost {
  /// Why `mode` does not exist in this host, nil where it does: the one
  /// decision `layout`, `render`, `check` and the preview share.
  ///
  /// - Expanded does not exist in Quick Actions (compact mode only).
  /// - With `recents` given, expanded needs at least one recent (Show More
  ///   appears only then).
  /// - iOS 9 has no display modes: any `mode` is accepted and ignored (the
  ///   front ends name it "no display modes"), never an error.
  public func modeProblem(_ mode: DisplayMode, recents: Int? = nil) -> String? {
    guard mode == .expanded, os.hasDisplayModes else { return nil }
    if location == .quickActions {
      return Self.expandedUnavailable("Quick Actions shows widgets in compact mode only")
    }
    if let recents, recents <= 0 {
      return Self.expandedUnavailable("the widget has no recents, so Show More does not appear")
    }
    return nil
  }

  /// Throws ``SizingError/unsupported(_:)`` with the one-line reason when
  /// this host did not exist on `device` in `orientation`
  /// (``validate(device:orientation:)``) or `mode` does not exist in it
  /// (``modeProblem(_:recents:)``); the environment is checked first.
  public func validate(
    device: Device, orientation: Orientation, mode: DisplayMode, recents: Int? = nil
  ) throws(SizingError) {
    try validate(device: device, orientation: orientation)
    if let reason = modeProblem(mode, recents: recents) { throw .unsupported(reason) }
  }

  /// The mode's name in this host's words: `compact`, `expanded`, or
  /// `no display modes` on iOS 9.
  public func modeTitle(_ mode: DisplayMode) -> String {
    os.hasDisplayModes ? mode.rawValue : "no display modes"
  }

  private static func expandedUnavailable(_ reason: String) -> String {
    "--mode expanded is not available here: \(reason); use compact"
  }
}
