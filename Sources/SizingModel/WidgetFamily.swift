/// A WidgetKit widget size (`WidgetFamily`, iOS 14+): the system families of
/// the Home Screen and Today View, and the accessory families of the Lock
/// Screen. Where each appears and from which iOS is data
/// (``WidgetKitSizes/appearances(of:)``), not code.
public enum WidgetFamily: String, NamedChoice {
  case systemSmall
  case systemMedium
  case systemLarge
  /// iPad only (iPadOS 15+).
  case systemExtraLarge
  /// As wide as systemLarge and taller (iOS and iPadOS 27+: the iPhone
  /// Home Screen and Today View, the iPad Today View).
  case systemExtraLargePortrait
  case accessoryCircular
  case accessoryRectangular
  case accessoryInline
  public static let kind = "family"

  /// True for the Lock Screen families (iOS 16+).
  public var isAccessory: Bool { rawValue.hasPrefix("accessory") }
}
