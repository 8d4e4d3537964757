/// One place a WidgetKit family appears on iPhone or iPad, from which iOS.
public struct WidgetAppearance: Sendable, Equatable {
  public var idiom: Device.Idiom
  public var placement: WidgetPlacement
  /// The first iOS (iPadOS) it appears there.
  public var fromOS: OSVersion
  /// Where the placement is stated.
  public var source: String
  /// Where the first OS is stated, when another source.
  public var osSource: String?

  /// `iOS 14`, `iPadOS 17`.
  public var firstRelease: String { "\(idiom == .pad ? "iPadOS" : "iOS") \(fromOS.major)" }

  /// `Home Screen (iOS 14+)`, `Lock Screen (iPadOS 17+)`.
  public var summary: String { "\(placement.title) (\(firstRelease)+)" }
}
