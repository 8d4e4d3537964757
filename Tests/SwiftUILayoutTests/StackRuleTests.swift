import Geometry
import StackLayout
import SwiftUILayout
import Testing

/// Stacks, spacers and dividers. Every expected frame is worked out by hand
/// from /work/shared/notes/swiftui-layout.md (rule numbers in each test);
/// text is 5 pt per character and 12 pt per line (``Fixtures``).
@Suite struct StackRuleTests {
  typealias F = Fixtures

  /// Rules 3 and 4, the habit tracker: Spacer, content, Spacer in a VStack.
  /// No spacing next to a Spacer; the text (flexibility 0) is served first
  /// and takes 12; the two Spacers share 100 − 12 = 88 equally, 44 each.
  /// The stack is as wide as the text (25) and centred: x = (100 − 25) / 2.
  @Test func habitTrackerCentresContentBetweenTwoSpacers() {
    let root = F.vstack("v", [F.spacer("top"), F.text("t", "Habit"), F.spacer("bottom")])
    let result = F.layout(root, 100, 100)
    #expect(result.frames["v"] == F.rect(37.5, 0, 25, 100))
    #expect(result.frames["t"] == F.rect(37.5, 44, 25, 12))
    #expect(result.frames["top"] == F.rect(50, 0, 0, 44))
    #expect(result.frames["bottom"] == F.rect(50, 56, 0, 44))
  }

  /// Rule 3: default spacing 8 between two views, centred across the axis.
  /// HStack 20 + 8 + 10 = 38 wide, 12 tall, centred in 200 × 50 at (81, 19).
  @Test func hstackPutsEightPointsBetweenViews() {
    let root = F.hstack("h", [F.box("c", 20, 10), F.text("t", "ab")])
    let result = F.layout(root, 200, 50)
    #expect(result.frames["h"] == F.rect(81, 19, 38, 12))
    #expect(result.frames["c"] == F.rect(81, 20, 20, 10))
    #expect(result.frames["t"] == F.rect(109, 19, 10, 12))
  }

  /// Rule 3, nested: the HStack's Spacer takes what the box (10) and "x" (5)
  /// leave of 120; VStack 12 + 4 + 12 = 28 tall, centred: y = 16.
  @Test func nestedStacksDivideInnerWidth() {
    let row = F.hstack(
      "row", spacing: 0, [F.box("box", 10, 10), F.spacer("gap"), F.text("x", "x")])
    let root = F.vstack("v", alignment: .leading, spacing: 4, [F.text("title", "Title"), row])
    let result = F.layout(root, 120, 60)
    #expect(result.frames["title"] == F.rect(0, 16, 25, 12))
    #expect(result.frames["row"] == F.rect(0, 32, 120, 12))
    #expect(result.frames["box"] == F.rect(0, 33, 10, 10))
    #expect(result.frames["gap"] == F.rect(10, 38, 105, 0))
    #expect(result.frames["x"] == F.rect(115, 32, 5, 12))
  }

  /// Rule 3, layoutPriority: the priority-1 text is offered 60 less the
  /// other's minimum (one character, 5) = 55 and keeps its one line (45);
  /// the other gets 15 (3 characters a line: "bbb","b","bbb","b", 48 tall).
  @Test func layoutPriorityGroupGoesFirst() {
    let first = F.text("a", "aaaa aaaa").modifier(.layoutPriority(1))
    let root = F.hstack("h", spacing: 0, [first, F.text("b", "bbbb bbbb")])
    let result = F.layout(root, 60, 100)
    #expect(result.frames["a"] == F.rect(0, 44, 45, 12))
    #expect(result.frames["b"] == F.rect(45, 26, 15, 48))
  }

  /// Rule 3 without priority: equal flexibility (40 each), so the first is
  /// offered 60 / 2 = 30 (6 characters: "aaaa" / "aaaa", 20 wide) and the
  /// second what is left, 40 (also two lines, 20 wide).
  @Test func equalFlexibilityEqualShares() {
    let root = F.hstack("h", spacing: 0, [F.text("a", "aaaa aaaa"), F.text("b", "bbbb bbbb")])
    let result = F.layout(root, 60, 100)
    #expect(result.frames["a"] == F.rect(10, 38, 20, 24))
    #expect(result.frames["b"] == F.rect(30, 38, 20, 24))
  }

  /// Rule 4: Spacer(minLength: 20) keeps 20 even when nothing is left; the
  /// stack, 30 + 20 + 30 = 80, overflows the 60 proposed and is centred at −10.
  @Test func spacerMinLengthHolds() {
    let root = F.hstack(
      "h", [F.box("l", 30, 10), F.spacer("s", minLength: 20), F.box("r", 30, 10)])
    let result = F.layout(root, 60, 10)
    #expect(result.frames["l"] == F.rect(-10, 0, 30, 10))
    #expect(result.frames["s"] == F.rect(20, 5, 20, 0))
    #expect(result.frames["r"] == F.rect(40, 0, 30, 10))
    #expect(result.diagnostics.contains { $0.kind == .overflow && $0.id == "h" })
  }

  /// Rules 1 and 3: a stack's item proposed less than it needs (the 36-pt
  /// box is served first, offered 60 / 2 = 30) is not an overflow while the
  /// stack fits: the Spacer gives way (60 − 36 = 24 left for it).
  @Test func itemLargerThanItsShareIsNotAnOverflow() {
    let root = F.vstack("v", [F.box("b", 10, 36), F.spacer("s", minLength: 0)])
    let result = F.layout(root, 20, 60)
    #expect(result.frames["s"] == F.rect(10, 36, 0, 24))
    #expect(result.diagnostics.isEmpty)
  }

  /// Rule 4: the default minimum is 8 and no spacing stands beside a Spacer:
  /// 30 + 8 + 30 = 68 in 64, centred at −2.
  @Test func spacerDefaultMinimumIsEight() {
    let root = F.hstack("h", [F.box("l", 30, 10), F.spacer("s"), F.box("r", 30, 10)])
    let result = F.layout(root, 64, 10)
    #expect(result.frames["s"] == F.rect(28, 5, 8, 0))
    #expect(result.frames["r"] == F.rect(36, 0, 30, 10))
  }

  /// Rule 2 with the brief: a Divider is 1 pt across its VStack and takes
  /// the proposed width; 8 pt stand on each side: 12 + 8 + 1 + 8 + 12 = 41,
  /// centred at y = 4.5.
  @Test func dividerIsOnePointAcrossAndGreedyAlong() {
    let root = F.vstack(
      "v", [F.text("a", "a"), LayoutView(id: "d", .divider), F.text("b", "b")])
    let result = F.layout(root, 50, 50)
    #expect(result.frames["d"] == F.rect(0, 24.5, 50, 1))
    #expect(result.frames["b"] == F.rect(22.5, 33.5, 5, 12))
  }
}
