/// The Home Screen's icon size, a setting people choose from iOS 18: small
/// icons with their names (the classic layout), or large icons without, and
/// larger widgets.
public enum HomeScreenIcons: String, NamedChoice {
  case small
  case large
  public static let kind = "icons"
}
