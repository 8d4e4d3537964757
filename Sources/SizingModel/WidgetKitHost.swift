/// A WidgetKit host: a family shown in a placement under an iOS version
/// (14 or later), on the Home Screen with small or large icons (iOS 18+).
/// ``WidgetKitSizes/place(_:on:marginsDisabled:)`` checks it against a screen
/// and gives its frames, as ``WidgetHost`` does for Today widgets.
public struct WidgetKitHost: WidgetHosting, Hashable {
  public var family: WidgetFamily
  public var placement: WidgetPlacement
  public var os: OSVersion
  /// The Home Screen's icon size; only the Home Screen from iOS 18 has large icons.
  public var icons: HomeScreenIcons

  public init(
    family: WidgetFamily, placement: WidgetPlacement = .homeScreen, os: OSVersion,
    icons: HomeScreenIcons = .small
  ) {
    self.family = family
    self.placement = placement
    self.os = os
    self.icons = icons
  }

  public var kind: WidgetHostKind { .widgetKit }

  /// `systemSmall home-screen iOS 17`, `systemSmall home-screen iOS 18 large icons`.
  public var description: String {
    "\(family.rawValue) \(placement.rawValue) iOS \(os.name)"
      + (icons == .large ? " large icons" : "")
  }
}
