import StackLayout
import WidgetDescriptions

extension WidgetDiagnostic {
  /// The `glyph-missing` finding for a label whose measured text shows
  /// characters no installed font has (``TextMetrics/missingGlyphs``), naming
  /// them as `U+XXXX`; nil when every character has a glyph.
  static func glyphMissing(_ element: ElementID, _ metrics: TextMetrics) -> WidgetDiagnostic? {
    guard metrics.missingGlyphs > 0 else { return nil }
    let characters = metrics.missingCharacters.map(codePoint)
    let named = characters.isEmpty ? "characters" : characters.joined(separator: ", ")
    return WidgetDiagnostic(
      kind: .glyphMissing, element: element,
      message: "no installed font has \(named): "
        + (metrics.missingGlyphs == 1
          ? "1 character is drawn as a box"
          : "\(metrics.missingGlyphs) characters are drawn as boxes"))
  }

  /// `U+1F642`, `U+00E9`: at least four upper-case hex digits.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
