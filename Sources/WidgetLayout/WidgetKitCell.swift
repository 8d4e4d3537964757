import SizingModel
import WidgetDescriptions

/// One WidgetKit layout of a sweep: a family on a screen in a placement
/// under an iOS (with the Home Screen's icon size), laid out in the frame
/// the widget is given there (an iPhone's device frame, an iPad's canvas or
/// its Lock Screen frame), at one text size.
public struct WidgetKitCell: Sendable, Equatable {
  public var family: WidgetFamily
  public var screen: WidgetKitScreen
  /// The frame the widget is laid out in.
  public var target: WidgetFrameTarget
  public var category: ContentSizeCategory
  public var placement: WidgetPlacement
  public var os: OSVersion
  public var icons: HomeScreenIcons

  /// A cell in `placement` under `os`; `target` is the frame the placement
  /// lays the widget out in.
  public init(
    family: WidgetFamily, screen: WidgetKitScreen, placement: WidgetPlacement, os: OSVersion,
    icons: HomeScreenIcons = .small, category: ContentSizeCategory,
    kit: WidgetKitSizes = .standard
  ) {
    self.family = family
    self.screen = screen
    self.placement = placement
    self.os = os
    self.icons = icons
    self.category = category
    target = kit.targets(of: placement, on: screen.idiom).layout
  }

  /// A cell laid out in `target` under iOS 18, in the placement that shows
  /// that frame (the Home Screen where the family appears there).
  public init(
    family: WidgetFamily, screen: WidgetKitScreen, target: WidgetFrameTarget,
    category: ContentSizeCategory, kit: WidgetKitSizes = .standard
  ) {
    let placement =
      kit.placement(showing: family, in: target, on: screen.idiom, os: .iOS18) ?? .homeScreen
    self.init(
      family: family, screen: screen, placement: placement, os: .iOS18, category: category, kit: kit
    )
  }

  /// The host this cell shows.
  public var host: WidgetKitHost {
    WidgetKitHost(family: family, placement: placement, os: os, icons: icons)
  }

  /// The screen and, where it is not the device frame, the frame:
  /// `375x667`, `768x1024 canvas`.
  public var place: String {
    target == .device ? screen.id : "\(screen.id) \(target.rawValue)"
  }

  /// `systemSmall 375x667 L`, `systemLarge 768x1024 canvas AX5`.
  public var summary: String { "\(family.rawValue) \(place) \(category.shortName)" }
}
