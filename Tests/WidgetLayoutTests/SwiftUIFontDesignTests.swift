import PangoText
import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

/// `"design"` on a SwiftUI text (`.system(size:weight:design:)`): serif and
/// monospaced are measured in installed stand-ins (`fonts-dejavu-core`),
/// and fontconfig must resolve exactly those families, never a silent
/// substitute.
@Suite struct SwiftUIFontDesignTests {
  static func text(_ id: String, _ string: String, design: String) -> String {
    #"{"type": "text", "id": "\#(id)", "text": "\#(string)", "fontSize": 20, "design": "\#(design)"}"#
  }

  static func widths(design: String) throws -> (narrow: Double, wide: Double) {
    let tree =
      #"{"layout": "swiftui", "type": "vstack", "id": "v", "items": ["#
      + text("narrow", "iiii", design: design) + ", " + text("wide", "MMMM", design: design) + "]}"
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(widgetKitAll(tree)),
      measurer: PangoTextMeasurer.shared)
    let screen = try WidgetKitSizes.standard.screen("390x844")
    let result = try layout.layout(.systemMedium, on: screen, category: .large)
    let narrow = try #require(result.elements.first { $0.id == "narrow" })
    let wide = try #require(result.elements.first { $0.id == "wide" })
    return (narrow.frame.width, wide.frame.width)
  }

  @Test func theStandInFamiliesAreTheOnesFontconfigResolves() {
    let measurer = PangoTextMeasurer()
    for design in FontDesign.allCases {
      guard let family = design.standInFamily else { continue }
      let font = FontSpec(family: family, pointSize: 20, lineHeight: 24)
      #expect(measurer.runFamilies(TextSpec(text: "Abc 123", font: font)) == [family])
    }
  }

  /// Every character of a monospaced font has one advance, so four i's are
  /// as wide as four M's; in the default design (Inter) an M is several
  /// times an i.
  @Test func monospacedTextGivesEveryCharacterOneAdvance() throws {
    let mono = try Self.widths(design: "monospaced")
    #expect(abs(mono.narrow - mono.wide) < 0.5)
    let standard = try Self.widths(design: "default")
    #expect(standard.wide > 2 * standard.narrow)
  }

  @Test func anUnknownDesignIsRefusedWithTheChoices() {
    let tree = #"{"layout": "swiftui", "type": "text", "id": "t", "text": "A", "design": "round"}"#
    let message: String
    do {
      _ = try WidgetDescription.parse(widgetKitAll(tree))
      message = "no error"
    } catch {
      message = "\(error)"
    }
    #expect(message.contains("rounded") && message.contains("monospaced"), "\(message)")
  }
}
