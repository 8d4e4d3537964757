/// Where a WidgetKit widget appears: the WidgetKit host's counterpart of the
/// Today host's ``WidgetLocation``.
public enum WidgetPlacement: String, NamedChoice {
  case homeScreen = "home-screen"
  case todayView = "today-view"
  case lockScreen = "lock-screen"
  /// iPhone on its side while charging (iOS 17+): small widgets scaled up.
  case standBy = "standby"
  public static let kind = "placement"

  /// The name for people: `Home Screen`, `StandBy`.
  public var title: String {
    switch self {
    case .homeScreen: return "Home Screen"
    case .todayView: return "Today View"
    case .lockScreen: return "Lock Screen"
    case .standBy: return "StandBy"
    }
  }
}
