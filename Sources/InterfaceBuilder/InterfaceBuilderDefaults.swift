import SizingModel

/// What the reader assumes where a storyboard or xib says nothing, each
/// value with where it comes from (source ids are `Data/sources.json`'s,
/// listed by `sizing-cli sources`). A Today widget has compact width on
/// every iPhone and regular width on every iPad (`ishweiss`), so the
/// values that depend on the size class come in both.
public enum InterfaceBuilderDefaults {
  /// `UIView.layoutMargins` of any view that is not a view controller's
  /// root: 8 pt on each side (Apple's `directionalLayoutMargins`
  /// documentation: "The default margins are eight points on each side").
  public static let viewMargins = Sourced(
    Insets.uiViewDefault, .measured(source: "doc-layout-margins"))

  /// A view controller's root view: top and bottom 0, leading and trailing
  /// 16 pt in compact width and 20 pt in regular width (Apple's
  /// documentation: "top and bottom margins are set to zero points … 16 or
  /// 20 points"; useyourloaf: 16 compact, 20 regular). From iOS 11 margins
  /// the file sets count where they are larger (`systemMinimumLayoutMargins`
  /// is a minimum); iOS 10 ignores them (``rootMargins(regularWidth:custom:)``).
  public static func rootMinimumMargins(regularWidth: Bool) -> Sourced<Insets> {
    Sourced(
      sides(regularWidth: regularWidth, topAndBottom: 0),
      .derived(
        rule: "a root view's margins: top and bottom 0, sides 16 pt in compact width, 20 pt "
          + "in regular width (a Today widget is compact on iPhone, regular on iPad)",
        sources: ["doc-layout-margins", "useyourloaf-root-margins", "ishweiss"]))
  }

  /// The root's margins with the file's own (`custom`): each side the
  /// larger of the two, as `systemMinimumLayoutMargins` makes it from iOS 11.
  public static func rootMargins(regularWidth: Bool, custom: Insets?) -> Insets {
    let minimum = rootMinimumMargins(regularWidth: regularWidth).value
    guard let custom else { return minimum }
    return Insets(
      top: max(custom.top, minimum.top), left: max(custom.left, minimum.left),
      bottom: max(custom.bottom, minimum.bottom), right: max(custom.right, minimum.right))
  }

  /// A table or collection view cell's content view: the sides at the
  /// separator inset the system's cell styles align to, 16 pt on iPhone
  /// and 20 pt on iPad (`so-29349917`, measured on iOS 8); top and bottom
  /// 11 pt (estimated: no published value found).
  public static func cellContentMargins(regularWidth: Bool) -> Sourced<Insets> {
    Sourced(
      sides(regularWidth: regularWidth, topAndBottom: 11),
      .estimated(
        assumption: "sides 16 pt (20 on iPad) as the separator inset (measured, so-29349917); "
          + "top and bottom 11 pt (no published value)"))
  }

  /// The system's side margin, 16 pt in compact width and 20 pt in regular
  /// width, with `topAndBottom` above and below.
  static func sides(regularWidth: Bool, topAndBottom: Double) -> Insets {
    let side = regularWidth ? 20.0 : 16.0
    return Insets(top: topAndBottom, left: side, bottom: topAndBottom, right: side)
  }

  /// `UIStackView`'s defaults when the file leaves an attribute out:
  /// horizontal, fill, fill, spacing 0, not margins-relative (Apple's
  /// UIStackView documentation), margins 8 pt (a UIView's, as kean's
  /// constraint dumps show for a margins-relative stack).
  public static let stackSpacing = Sourced(0.0, .measured(source: "doc-uistackview"))

  /// A `UISwitch`'s size, 51 × 31 pt (estimated: the size Interface Builder
  /// gives one; it does not change with the text size).
  public static let switchSize = Sourced(
    PointSize(width: 51, height: 31),
    .estimated(assumption: "the size Interface Builder draws a UISwitch at"))

  /// A `UIActivityIndicatorView`'s side: 20 pt, 37 pt for the large styles
  /// (estimated: the sizes Interface Builder draws them at).
  public static func activityIndicatorSide(large: Bool) -> Sourced<Double> {
    Sourced(
      large ? 37 : 20,
      .estimated(assumption: "the size Interface Builder draws the indicator at"))
  }

  /// The system button's space above and below its title, 6 pt
  /// (estimated), and its title font, the system font at 15 pt (estimated:
  /// Interface Builder's default for a system button).
  public static let buttonTitleInset = Sourced(
    6.0, .estimated(assumption: "the system button's content insets above and below a title"))
}
