import Geometry
import StackLayout
import SwiftUILayout
import Testing

/// `GeometryReader` and frames that are fractions of its size; expected
/// frames by hand. The rule (SwiftUI's documentation of GeometryReader and
/// objc.io's "Thinking in SwiftUI"): the reader takes the whole proposal, as
/// a shape does (10 pt along a dimension proposed nil), proposes its size to
/// its content and puts the content at its top-leading corner.
@Suite struct GeometryReaderRuleTests {
  typealias F = Fixtures

  static func share(_ id: String, _ fraction: Double) -> LayoutView {
    F.color(id).modifier(.relativeFrame(width: fraction, height: nil, alignment: .center))
  }

  /// A 200 × 50 reader with an HStack (spacing 0) of a 0.25 and a 0.5 share:
  /// widths 0.25 × 200 = 50 and 0.5 × 200 = 100, each 50 tall (the reader's
  /// height passes through); the HStack (150 wide) sits at the top-leading corner.
  @Test func relativeFramesAreFractionsOfTheReadersSize() {
    let root = LayoutView(
      id: "reader",
      .geometryReader([F.hstack("row", spacing: 0, [Self.share("a", 0.25), Self.share("b", 0.5)])]))
    let result = F.layout(root, 200, 50)
    #expect(result.size == PointSize(width: 200, height: 50))
    #expect(result.frames["reader"] == F.rect(0, 0, 200, 50))
    #expect(result.frames["row"] == F.rect(0, 0, 150, 50))
    #expect(result.frames["a"] == F.rect(0, 0, 50, 50))
    #expect(result.frames["b"] == F.rect(50, 0, 100, 50))
  }

  /// In a VStack of 100 × 100 with a 20-pt box, spacing 0: the reader is the
  /// more flexible item and takes the remaining 80, so a 0.5 share is 50 wide
  /// (0.5 × 100) and 80 tall, at the reader's top-leading corner (0, 20).
  @Test func theReaderIsSizedByItsParentThenItsContentFollows() {
    let root = F.vstack(
      "column", spacing: 0,
      [
        F.box("top", 100, 20),
        LayoutView(id: "reader", .geometryReader([Self.share("half", 0.5)])),
      ])
    let result = F.layout(root, 100, 100)
    #expect(result.frames["reader"] == F.rect(0, 20, 100, 80))
    #expect(result.frames["half"] == F.rect(0, 20, 50, 80))
  }

  /// Proposed nil (its ideal size) the reader answers 10 × 10, as a shape does;
  /// a relative frame outside any reader passes the proposal through.
  @Test func idealSizeAndFramesOutsideAReader() {
    let reader = LayoutView(id: "reader", .geometryReader([Self.share("a", 0.5)]))
      .modifier(.fixedSize(horizontal: true, vertical: true))
    let result = F.layout(reader, 100, 100)
    #expect(result.frames["reader"] == F.rect(45, 45, 10, 10))
    #expect(result.frames["a"] == F.rect(45, 45, 5, 10))
    let alone = F.layout(Self.share("alone", 0.5), 60, 40)
    #expect(alone.frames["alone"] == F.rect(0, 0, 60, 40))
  }
}
