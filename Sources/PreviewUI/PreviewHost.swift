import SizingModel

/// What is host-specific in the preview, and nothing else: how a state is
/// solved into a frame (its cell laid out once, its scene, its readings).
/// The window, the controls and the report ask ``WidgetHostKind/preview``;
/// the host and family come from the one resolver (``HostResolver``) the
/// CLI uses too.
protocol PreviewHost: Sendable {
  /// `state` solved in `engine`: its cell laid out, the scene, the readings;
  /// or why there is no layout.
  func frame(for state: PreviewState, in engine: PreviewEngine) -> PreviewFrame
}

extension WidgetHostKind {
  /// This host's part of the preview: the one place the preview goes from
  /// the host's name to its behaviour.
  var preview: any PreviewHost {
    switch self {
    case .today: return TodayPreviewHost()
    case .widgetKit: return WidgetKitPreviewHost()
    }
  }
}
