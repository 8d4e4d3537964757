import Geometry
import StackLayout
import SwiftUILayout
import Testing

/// Frames, padding, fixedSize, ZStack, background/overlay, offset, text,
/// shapes and images; expected frames by hand from the note's rules
/// (text: 5 pt a character, 12 pt a line).
@Suite struct ModifierRuleTests {
  typealias F = Fixtures

  /// Rule 6: `.frame(maxWidth: .infinity)` takes the whole proposed width
  /// (min(∞, max(10, 100)) = 100); the 10-pt text sits by the alignment.
  @Test func maxWidthInfinityTakesTheProposedWidth() {
    let leading = F.text("t", "Hi").modifier(
      .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
    let result = F.layout(leading, 100, 40)
    #expect(result.size == PointSize(width: 100, height: 12))
    #expect(result.frames["t"] == F.rect(0, 14, 10, 12))
    let centred = F.text("t", "Hi").modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
    #expect(F.layout(centred, 100, 40).frames["t"] == F.rect(45, 14, 10, 12))
  }

  /// Rule 6: a minimum widens a small child's frame (max(50, min(10, 100))).
  @Test func minWidthWidensTheFrame() {
    let root = F.text("t", "Hi").modifier(.flexibleFrame(FlexibleFrame(minWidth: 50)))
    let result = F.layout(root, 100, 40)
    #expect(result.size == PointSize(width: 50, height: 12))
    #expect(result.frames["t"] == F.rect(45, 14, 10, 12))
  }

  /// Rule 7: `.padding()` is 16 on every edge: 10 × 12 becomes 42 × 44,
  /// centred at (29, 28); the text inside at (45, 44).
  @Test func defaultPaddingIsSixteen() {
    let padding = ProposalLayout.defaultPadding
    let root = F.text("t", "Hi").modifier(
      .padding(Insets(top: padding, left: padding, bottom: padding, right: padding)))
    let result = F.layout(root, 100, 100)
    #expect(result.size == PointSize(width: 42, height: 44))
    #expect(result.frames["t"] == F.rect(45, 44, 10, 12))
  }

  /// Rules 6 and 8: in a 30-pt frame "hello world" wraps (6 characters a
  /// line: two 5-letter lines, 25 × 24); `.fixedSize()` proposes nil, so it
  /// keeps one 55-pt line and overhangs the frame by 12.5 on each side.
  @Test func fixedSizeKeepsTheIdealSize() {
    let wrapped = F.text("t", "hello world").modifier(
      .frame(width: 30, height: nil, alignment: .center))
    #expect(F.layout(wrapped, 100, 100).frames["t"] == F.rect(37.5, 38, 25, 24))
    let fixed = F.text("t", "hello world").modifier(.fixedSize(horizontal: true, vertical: true))
      .modifier(.frame(width: 30, height: nil, alignment: .center))
    #expect(F.layout(fixed, 100, 100).frames["t"] == F.rect(22.5, 44, 55, 12))
  }

  /// Rule 5: the ZStack is the union (40 × 30, centred at (30, 35)); the
  /// 10 × 12 text sits by the stack's alignment.
  @Test(arguments: [
    ("topLeading", 30.0, 35.0), ("top", 45.0, 35.0), ("center", 45.0, 44.0),
    ("bottomTrailing", 60.0, 53.0), ("leading", 30.0, 44.0), ("bottom", 45.0, 53.0),
  ])
  func zstackAlignsByItsAlignment(name: String, x: Double, y: Double) {
    let alignment = ViewAlignment.named.first { $0.0 == name }!.1
    let root = LayoutView(id: "z", .zstack(alignment, [F.box("c", 40, 30), F.text("t", "ab")]))
    let result = F.layout(root, 100, 100)
    #expect(result.frames["z"] == F.rect(30, 35, 40, 30))
    #expect(result.frames["t"] == F.rect(x, y, 10, 12))
  }

  /// Rule 11: background and overlay are proposed the padded text's size
  /// (18 × 20) and do not change it; the overlay sits top-trailing.
  @Test func backgroundAndOverlayFollowTheView() {
    let dot = LayoutView(id: "dot", .shape(.circle))
      .modifier(.frame(width: 6, height: 6, alignment: .center))
    let root = F.text("t", "Hi").modifier(.padding(Insets(top: 4, left: 4, bottom: 4, right: 4)))
      .modifier(.background(F.color("bg"), .center)).modifier(.overlay(dot, .topTrailing))
    let result = F.layout(root, 100, 100)
    #expect(result.size == PointSize(width: 18, height: 20))
    #expect(result.frames["bg"] == F.rect(41, 40, 18, 20))
    #expect(result.frames["dot"] == F.rect(53, 40, 6, 6))
    #expect(result.frames["t"] == F.rect(45, 44, 10, 12))
  }

  /// Rule 11: a background larger than its view leaves the view's size
  /// alone (10 × 12) and is centred on it.
  @Test func largerBackgroundDoesNotGrowTheView() {
    let root = F.text("t", "Hi").modifier(.background(F.box("bg", 50, 50), .center))
    let result = F.layout(root, 100, 100)
    #expect(result.size == PointSize(width: 10, height: 12))
    #expect(result.frames["bg"] == F.rect(25, 25, 50, 50))
  }

  /// The brief: `.offset` moves the drawn frame, not the layout.
  @Test func offsetMovesWithoutLayoutEffect() {
    let root = F.box("c", 10, 10).modifier(.offset(x: 5, y: -5))
    let result = F.layout(root, 100, 100)
    #expect(result.size == PointSize(width: 10, height: 10))
    #expect(result.frames["c"] == F.rect(50, 40, 10, 10))
  }

  /// Rule 9: wraps at words to the proposed 40 (8 characters: "one two",
  /// "three"); a line limit of 1 cuts it ("one two…", 8 characters = 40).
  @Test func textWrapsAndTruncates() {
    let wrapped = F.text("t", "one two three").modifier(
      .frame(width: 40, height: nil, alignment: .leading))
    #expect(F.layout(wrapped, 100, 100).frames["t"] == F.rect(30, 38, 35, 24))
    let limited = F.text("t", "one two three", lineLimit: 1)
      .modifier(.frame(width: 40, height: nil, alignment: .leading))
    let result = F.layout(limited, 100, 100)
    #expect(result.frames["t"] == F.rect(30, 44, 40, 12))
    #expect(result.texts["t"]?.isTruncated == true)
    #expect(result.diagnostics.contains { $0.kind == .textTruncated && $0.id == "t" })
  }

  /// Rule 9: a height of 15 holds one 12-pt line, so the text is cut there.
  @Test func textTruncatesWhenHeightRunsOut() {
    let root = F.text("t", "one two three").modifier(.frame(width: 40, height: 15, alignment: .top))
    let result = F.layout(root, 100, 100)
    #expect(result.texts["t"]?.lineCount == 1)
    #expect(result.texts["t"]?.isTruncated == true)
  }

  /// The brief: at scale 2 a 12.3-pt line is 12.5 pt tall (24.6 px rounded up to 25).
  @Test func textHeightRoundsUpToThePixelGrid() {
    let font = FontSpec(pointSize: 10, lineHeight: 12.3)
    let root = LayoutView(id: "t", .text(TextSpec(text: "Hi", font: font, numberOfLines: 0)))
    #expect(F.layout(root, 100, 100, scale: 2).frames["t"]?.height == 12.5)
    #expect(F.layout(root, 100, 100).frames["t"]?.height == 12.3)
  }

  /// Rule 2: a shape takes the proposal; asked for its ideal size it answers 10.
  @Test func shapesAreGreedy() {
    #expect(
      F.layout(LayoutView(id: "r", .shape(.rectangle)), 100, 80).frames["r"]
        == F.rect(0, 0, 100, 80))
    let ideal = LayoutView(id: "c", .shape(.circle)).modifier(
      .fixedSize(horizontal: true, vertical: true))
    #expect(F.layout(ideal, 100, 80).frames["c"] == F.rect(45, 35, 10, 10))
  }

  /// Rule 10: a fixed image keeps its size; a resizable 2:1 one fits 100 ×
  /// 100 as 100 × 50 and fills it as 200 × 100 (overflowing).
  @Test func imagesFixedFitAndFill() {
    let fixed = LayoutView(id: "i", .image(.init(size: PointSize(width: 20, height: 30))))
    #expect(F.layout(fixed, 100, 100).frames["i"] == F.rect(40, 35, 20, 30))
    let fit = LayoutView(id: "i", .image(.init(size: nil, isResizable: true, aspectRatio: 2)))
    #expect(F.layout(fit, 100, 100).frames["i"] == F.rect(0, 25, 100, 50))
    let fill = LayoutView(
      id: "i", .image(.init(size: nil, isResizable: true, aspectRatio: 2, fills: true)))
    let filled = F.layout(fill, 100, 100)
    #expect(filled.frames["i"] == F.rect(-50, 0, 200, 100))
    #expect(filled.diagnostics.contains { $0.kind == .overflow })
  }
}
