/// How some models of a device class open an app's quick-action menu (where
/// the Quick Actions widget shows) with a press on its icon. Informative:
/// no environment is rejected by it.
public struct PressInput: Sendable, Equatable {
  /// The kind of press.
  public enum Kind: String, Sendable, Equatable, Decodable {
    /// A pressure-sensing screen (iPhone 6s to XS Max).
    case threeDTouch = "3D Touch"
    /// A long press with haptic feedback (iPhone XR, the iPhone 11 family).
    case hapticTouch = "Haptic Touch"
  }

  public var kind: Kind
  /// The marketed models that have it.
  public var models: [String]
  /// The first iOS on which these models had it (`12` for the iPhone XR), or nil
  /// where they had it on every version they ran.
  public var fromOS: String?
  /// The source id.
  public var source: String

  /// `3D Touch: iPhone X, iPhone XS`; `Haptic Touch (iOS 12+): iPhone XR`.
  public var summary: String {
    let from = fromOS.map { " (iOS \($0)+)" } ?? ""
    return "\(kind.rawValue)\(from): \(models.joined(separator: ", "))"
  }

  /// From iOS 13, a long press on an app icon opens its menu on every iPhone,
  /// with or without 3D Touch [hig-3d-touch].
  public static let everyIPhoneFromIOS13 =
    "From iOS 13 a long press (Haptic Touch) opens the quick-action menu on every iPhone "
    + "(hig-3d-touch)."
}
