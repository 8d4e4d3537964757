/// The two kinds of widget host, the `--host` of `sizing-cli table`: Today
/// widgets (iOS 9–13, ``WidgetHost``) and WidgetKit families (iOS 14+,
/// ``WidgetKitHost``).
public enum WidgetHostKind: String, NamedChoice {
  case today
  case widgetKit = "widgetkit"
  public static let kind = "host"
}
