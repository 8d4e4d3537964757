/// An RGBA colour, components 0…1.
public struct Color: Sendable, Equatable {
  public var red, green, blue, alpha: Double

  public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// From a 0xRRGGBB literal.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255,
      Double(hex & 0xFF) / 255, alpha)
  }

  /// From `#rrggbb`; nil for anything else.
  public init?(css: String) {
    guard css.count == 7, css.first == "#", let hex = UInt32(css.dropFirst(), radix: 16) else {
      return nil
    }
    self.init(hex: hex)
  }
}

/// The colours of one Today-widget style.
public struct Palette: Sendable, Equatable {
  public var backdrop: Color
  public var card: Color
  public var header: Color
  public var primaryText: Color
  public var secondaryText: Color
  public var tint: Color
  public var separator: Color
  public var thumbnail: Color
  public var overlayCompact: Color
  public var overlayMaximum: Color
  public var dimension: Color

  /// iOS 10–13: light translucent cards with a header band.
  public static let light = Palette(
    backdrop: Color(hex: 0x8E9AAF), card: Color(hex: 0xF4F4F6), header: Color(hex: 0xE4E4EA),
    primaryText: Color(hex: 0x000000), secondaryText: Color(hex: 0x5F5F66),
    tint: Color(hex: 0x0A60FF), separator: Color(hex: 0xC6C6CC), thumbnail: Color(hex: 0xD5DCE8),
    overlayCompact: Color(hex: 0xE0245E), overlayMaximum: Color(hex: 0x1F8A3B),
    dimension: Color(hex: 0x1B1B1F))

  /// iOS 9: white text on Notification Center's dark blur, no card.
  public static let dark = Palette(
    backdrop: Color(hex: 0x1C1C22), card: Color(hex: 0x2A2A31), header: Color(hex: 0x2A2A31),
    primaryText: Color(hex: 0xFFFFFF), secondaryText: Color(hex: 0xA8A8B0),
    tint: Color(hex: 0x5AC8FA), separator: Color(hex: 0x4A4A52), thumbnail: Color(hex: 0x4B5566),
    overlayCompact: Color(hex: 0xFF5C8A), overlayMaximum: Color(hex: 0x5BD27A),
    dimension: Color(hex: 0xF0F0F5))
}
