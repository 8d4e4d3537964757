import SizingModel

/// One WidgetKit layout of a sweep: a family on a screen, in the frame the
/// widget is laid out in (an iPhone's device frame, an iPad's canvas or its
/// Lock Screen frame), at one text size.
public struct WidgetKitCell: Sendable, Equatable {
  public var family: WidgetFamily
  public var screen: WidgetKitScreen
  public var target: WidgetFrameTarget
  public var category: ContentSizeCategory

  public init(
    family: WidgetFamily, screen: WidgetKitScreen, target: WidgetFrameTarget,
    category: ContentSizeCategory
  ) {
    self.family = family
    self.screen = screen
    self.target = target
    self.category = category
  }

  /// The screen and, where it is not the device frame, the frame:
  /// `375x667`, `768x1024 canvas`.
  public var place: String {
    target == .device ? screen.id : "\(screen.id) \(target.rawValue)"
  }

  /// `systemSmall 375x667 L`, `systemLarge 768x1024 canvas AX5`.
  public var summary: String { "\(family.rawValue) \(place) \(category.shortName)" }

  /// The frame a family is laid out in on a screen: an iPhone's device
  /// frame, an iPad's canvas (Home Screen and Today View, scaled down into
  /// the device frame) or, for the accessory families, its Lock Screen frame.
  public static func layoutTarget(_ family: WidgetFamily, on screen: WidgetKitScreen)
    -> WidgetFrameTarget
  {
    guard screen.idiom == .pad else { return .device }
    return family.isAccessory ? .lockScreen : .canvas
  }
}
