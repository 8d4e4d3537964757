/// A WidgetKit host: a family shown in a placement under an iOS version
/// (14 or later). ``WidgetKitSizes/availability(of:on:)`` says whether it
/// existed on a screen, and why not, as ``WidgetHost`` does for Today widgets.
public struct WidgetKitHost: WidgetHosting, Hashable {
  public var family: WidgetFamily
  public var placement: WidgetPlacement
  public var os: OSVersion

  public init(family: WidgetFamily, placement: WidgetPlacement = .homeScreen, os: OSVersion) {
    self.family = family
    self.placement = placement
    self.os = os
  }

  public var kind: WidgetHostKind { .widgetKit }

  /// `systemSmall home-screen iOS 17`.
  public var description: String { "\(family.rawValue) \(placement.rawValue) iOS \(os.name)" }
}
