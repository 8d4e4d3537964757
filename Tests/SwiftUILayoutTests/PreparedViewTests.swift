import Geometry
import StackLayout
import SwiftUILayout
import Testing

/// A prepared tree keeps the sizes its views chose between layouts; laid
/// out again in another rectangle, and back, it must give what a fresh
/// layout gives. Text: 5 pt per character, 12-pt lines (``Fixtures``).
@Suite struct PreparedViewTests {
  /// An HStack of "Hello world" (11 characters, 55 pt on one line) and a
  /// 20 × 20 box, default spacing 8.
  let row = Fixtures.hstack(
    "row", [Fixtures.text("title", "Hello world"), Fixtures.box("icon", 20, 20)])

  @Test func relayingOutInOtherRectanglesGivesEachItsOwnFrames() {
    let prepared = ProposalLayout(measurer: ApproximateTextMeasurer()).prepare(row)
    // 100 wide: the text gets all it wants (55); the row is 55 + 8 + 20 = 83
    // wide and 20 tall, centred: x (100 − 83) / 2 = 8.5, y (60 − 20) / 2 = 20;
    // the 12-pt text is centred in the 20-pt row: y 24.
    let wide = prepared.layout(in: PointSize(width: 100, height: 60))
    #expect(wide.frames["title"] == Fixtures.rect(8.5, 24, 55, 12))
    // 58 wide: the least flexible view (the box, 0) is proposed 58 − 8 = 50 halved,
    // 25, takes 20; the text gets 50 − 20 = 30: "Hello" / "world" on two lines,
    // 25 × 24. Row 25 + 8 + 20 = 53 wide, 24 tall: x 2.5, y 18.
    let narrow = prepared.layout(in: PointSize(width: 58, height: 60))
    #expect(narrow.frames["title"] == Fixtures.rect(2.5, 18, 25, 24))
    #expect(narrow.frames["icon"] == Fixtures.rect(35.5, 20, 20, 20))
    // And back: the same as the first time.
    #expect(prepared.layout(in: PointSize(width: 100, height: 60)).frames == wide.frames)
  }

  @Test func aPreparedTreeMatchesAFreshLayoutAfterManyRectangles() {
    let prepared = ProposalLayout(measurer: ApproximateTextMeasurer()).prepare(row)
    // More rectangles than a view's memo keeps, so it starts again on the way.
    for width in stride(from: 40.0, through: 120, by: 2) {
      let fresh = Fixtures.layout(row, width, 60)
      #expect(prepared.layout(in: PointSize(width: width, height: 60)).frames == fresh.frames)
    }
  }
}
