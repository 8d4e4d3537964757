/// A system font design (SwiftUI's `Font.Design`, UIKit's
/// `UIFontDescriptor.SystemDesign`) and the installed family that stands in
/// for it when text is measured and drawn.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
  /// SF Pro: the measurer's default family (Inter).
  case `default`
  /// SF Pro Rounded: SF Pro's widths with rounded terminals; measured in the
  /// default family (estimated: the rounded design keeps SF Pro's metrics).
  case rounded
  /// New York: measured and drawn in DejaVu Serif (a serif stand-in; widths
  /// estimated).
  case serif
  /// SF Mono: measured and drawn in DejaVu Sans Mono, every character one
  /// advance wide as in any monospaced font.
  case monospaced

  /// The family text of this design is measured and drawn in; nil: the
  /// measurer's default.
  public var standInFamily: String? {
    switch self {
    case .default, .rounded: nil
    case .serif: "DejaVu Serif"
    case .monospaced: "DejaVu Sans Mono"
    }
  }
}
