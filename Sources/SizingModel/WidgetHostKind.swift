/// The two kinds of widget host, the `--host` of `sizing-cli table`: Today
/// widgets (iOS 9–13, ``WidgetHost``) and WidgetKit families (iOS 14+,
/// ``WidgetKitHost``).
public enum WidgetHostKind: String, NamedChoice {
  case today
  case widgetKit = "widgetkit"
  public static let kind = "host"
}

extension WidgetHostKind {
  /// `Today`, `WidgetKit`: the host's name in sentences.
  public var title: String {
    switch self {
    case .today: return "Today"
    case .widgetKit: return "WidgetKit"
    }
  }
}
