import SizingModel
import StackLayout
import Testing

@testable import WidgetDescriptions

/// The version-2 label vocabulary of issue 19: nine weights, italic, tabular
/// digits, alignment, line spacing, shrinking and tightening, read strictly.
@Suite struct TypographyDescriptionTests {
  static func widget(_ label: String) -> String {
    #"{"version": 2, "appName": "T", "compact": {"axis": "vertical", "items": [\#(label)]}}"#
  }

  func label(_ json: String) throws -> WidgetNode.Label {
    let description = try WidgetDescription.parse(Self.widget(json))
    let node = try #require(description.tree?.compact.children.first)
    guard case .label(let label) = node.content else {
      Issue.record("not a label")
      throw SizingError.invalidData(path: "", message: "not a label")
    }
    return label
  }

  @Test func everyItemIsRead() throws {
    let read = try label(
      #"""
      {"type": "label", "id": "n", "text": "12,345", "textStyle": "largeTitle", "weight": "heavy",
       "italic": true, "monospacedDigits": true, "textAlignment": "center", "lineSpacing": 4,
       "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5,
       "allowsDefaultTighteningForTruncation": true}
      """#)
    #expect(read.weight == .heavy && read.weight?.numeric == 800)
    #expect(read.isItalic && read.monospacedDigits)
    #expect(read.alignment == .center && read.lineSpacing == 4)
    #expect(read.minimumScaleFactor == 0.5 && read.allowsTightening)
  }

  @Test func theDefaultsAreUILabelsDefaults() throws {
    let read = try label(#"{"type": "label", "text": "A", "textStyle": "body"}"#)
    #expect(!read.isItalic && !read.monospacedDigits && read.alignment == .natural)
    #expect(read.lineSpacing == 0 && read.minimumScaleFactor == 1 && !read.allowsTightening)
    // UIKit: a factor of 0 means the label never shrinks below its size.
    let zero = try label(
      #"""
      {"type": "label", "text": "A", "textStyle": "body", "adjustsFontSizeToFitWidth": true,
       "minimumScaleFactor": 0}
      """#)
    #expect(zero.minimumScaleFactor == 1)
  }

  @Test func allNineWeightsAndNoOthers() throws {
    for (name, numeric) in [
      ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
      ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ] {
      let read = try label(
        #"{"type": "label", "text": "A", "textStyle": "body", "weight": "\#(name)"}"#)
      #expect(read.weight?.numeric == numeric, "\(name)")
    }
    expectInvalid(
      Self.widget(#"{"type": "label", "text": "A", "textStyle": "body", "weight": "extraBold"}"#),
      path: "$.compact.items[0].weight",
      message:
        "unknown font weight \"extraBold\"; valid: ultraLight, thin, light, regular, medium, "
        + "semibold, bold, heavy, black")
  }

  @Test func badValuesAreRefusedWithTheirPath() {
    expectInvalid(
      Self.widget(
        #"{"type": "label", "text": "A", "textStyle": "body", "minimumScaleFactor": 0.5}"#),
      path: "$.compact.items[0].minimumScaleFactor",
      message: "has no effect without \"adjustsFontSizeToFitWidth\": true")
    expectInvalid(
      Self.widget(
        #"""
        {"type": "label", "text": "A", "textStyle": "body", "adjustsFontSizeToFitWidth": true,
         "minimumScaleFactor": 1.5}
        """#),
      path: "$.compact.items[0].minimumScaleFactor", message: "1.5 is out of range 0…1")
    expectInvalid(
      Self.widget(
        #"{"type": "label", "text": "A", "textStyle": "body", "textAlignment": "middle"}"#),
      path: "$.compact.items[0].textAlignment",
      message: "unknown text alignment \"middle\"; valid: natural, left, center, right, justified")
    expectInvalid(
      Self.widget(#"{"type": "label", "text": "A", "textStyle": "body", "lineSpacing": -2}"#),
      path: "$.compact.items[0].lineSpacing", message: "-2 is out of range 0…200")
    expectInvalid(
      Self.widget(#"{"type": "label", "text": "A", "textStyle": "body", "italic": "yes"}"#),
      path: "$.compact.items[0].italic", message: "expected true or false, found a string")
  }
}
