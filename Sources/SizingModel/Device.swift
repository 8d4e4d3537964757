/// A class of devices that share a screen size in points and a scale, such as
/// `iphone-8` for the iPhone 6, 6s, 7 and 8.
public struct Device: Sendable, Equatable, Identifiable {
  /// Phone or pad, as UIKit's `userInterfaceIdiom`.
  public enum Idiom: String, Sendable, Equatable {
    case phone
    case pad
  }

  /// A horizontal or vertical size class.
  public enum SizeClass: String, Sendable, Equatable {
    case compact
    case regular
  }

  /// The catalog id, for example `iphone-8`.
  public var id: String
  /// A short name for people, for example `iPhone 8`.
  public var name: String
  /// Every marketed model this id stands for.
  public var marketingNames: [String]
  public var idiom: Idiom
  /// The screen in portrait, in points.
  public var portraitSize: PointSize
  /// UIKit's scale factor (pixels per point): 2 or 3.
  public var scale: Double
  /// Size classes (horizontal, vertical) in full screen, per orientation.
  public var sizeClasses: [Orientation: (horizontal: SizeClass, vertical: SizeClass)]
  /// The source id of the screen size.
  public var source: String
  /// The iOS versions any of the models ran; the environment validator
  /// (``WidgetHost/validate(device:orientation:)``) rejects the others.
  public var os: OSSupport
  /// Which models open the quick-action menu with 3D Touch or Haptic Touch
  /// (none for the iPads and the 4-inch iPhones before iOS 13).
  public var pressInputs: [PressInput]

  /// The screen size in points when held in `orientation`.
  public func screenSize(_ orientation: Orientation) -> PointSize {
    switch orientation {
    case .portrait: return portraitSize
    case .landscape: return PointSize(width: portraitSize.height, height: portraitSize.width)
    }
  }

  public static func == (lhs: Device, rhs: Device) -> Bool { lhs.id == rhs.id }
}
