import Geometry
import StackLayout
import SwiftUILayout
import Testing

/// Container backgrounds, `ViewThatFits`, `Label`, `ProgressView` and
/// `Gauge`; expected frames by hand (text: 5 pt a character, 12 pt a line).
@Suite struct ControlRuleTests {
  typealias F = Fixtures

  /// Rule 11: a container background is proposed the whole container (here
  /// the 120 × 80 widget frame at (−10, −10) around a 100 × 60 content
  /// rectangle) and fills it; the 10 × 12 text keeps its size and is centred
  /// at ((100 − 10) / 2, (60 − 12) / 2) = (45, 24).
  @Test func containerBackgroundFillsTheContainerNotTheContent() {
    let root = F.text("t", "Hi").modifier(.containerBackground(F.color("bg")))
    let result = ProposalLayout(measurer: ApproximateTextMeasurer())
      .layout(
        root, in: PointSize(width: 100, height: 60), container: F.rect(-10, -10, 120, 80))
    #expect(result.size == PointSize(width: 10, height: 12))
    #expect(result.frames["t"] == F.rect(45, 24, 10, 12))
    #expect(result.frames["bg"] == F.rect(-10, -10, 120, 80))
    #expect(result.diagnostics.isEmpty)
    // Without a container, it fills the laid-out rectangle.
    #expect(F.layout(root, 100, 60).frames["bg"] == F.rect(0, 0, 100, 60))
  }

  /// `ViewThatFits` (both axes): "hello world" is ideally 55 wide, "hi" 10.
  /// In 100 × 20 the first fits: 55 × 12 at (22.5, 4); in 40 × 20 it does
  /// not, so "hi" is laid out at (15, 4) and the first gets no frame; in
  /// 5 × 20 neither fits, so the last is laid out anyway, proposed 5: rule 9
  /// cuts it to 5 × 12 at (0, 4), truncated.
  @Test func viewThatFitsTakesTheFirstFittingItem() {
    let root = LayoutView(
      id: "fits", .viewThatFits(.both, [F.text("long", "hello world"), F.text("short", "hi")]))
    let wide = F.layout(root, 100, 20)
    #expect(wide.frames["long"] == F.rect(22.5, 4, 55, 12) && wide.frames["short"] == nil)
    let narrow = F.layout(root, 40, 20)
    #expect(narrow.frames["short"] == F.rect(15, 4, 10, 12) && narrow.frames["long"] == nil)
    let tiny = F.layout(root, 5, 20)
    #expect(tiny.frames["short"] == F.rect(0, 4, 5, 12) && tiny.texts["short"]?.isTruncated == true)
  }

  /// `ViewThatFits(in: .vertical)`: measured at the proposed 40-pt width,
  /// "hello world" wraps to two 5-letter lines, 25 × 24, which fits 30 pt of
  /// height: it is chosen and centred at (7.5, 3).
  @Test func viewThatFitsAlongOneAxisKeepsTheOtherProposal() {
    let root = LayoutView(
      id: "fits",
      .viewThatFits(
        FitAxes(horizontal: false, vertical: true),
        [F.text("long", "hello world"), F.text("short", "hi")]))
    #expect(F.layout(root, 40, 30).frames["long"] == F.rect(7.5, 3, 25, 24))
  }

  /// Label: icon then title in a centred HStack with the platform spacing:
  /// 20 + 8 + 10 = 38 wide, 20 tall, at ((100 − 38) / 2, (60 − 20) / 2) =
  /// (31, 20); the 12-pt title is centred on the icon (y 24).
  @Test func labelIsIconThenTitle() {
    let root = LayoutView.label(id: "l", icon: F.box("i", 20, 20), title: F.text("t", "Hi"))
    let result = F.layout(root, 100, 60)
    #expect(result.frames["l"] == F.rect(31, 20, 38, 20))
    #expect(result.frames["i"] == F.rect(31, 20, 20, 20))
    #expect(result.frames["t"] == F.rect(59, 24, 10, 12))
  }

  /// Estimated control sizes: a linear ProgressView takes the proposed
  /// width and is 4 tall (y = (60 − 4) / 2); ideally (`fixedSize`) it is
  /// 10 wide; an accessoryCircular Gauge is 58 × 58 whatever it is proposed.
  @Test func progressViewsAndGaugesHaveEstimatedSizes() {
    let linear = LayoutView(
      id: "p", .indicator(width: nil, height: LayoutView.linearProgressHeight))
    #expect(F.layout(linear, 100, 60).frames["p"] == F.rect(0, 28, 100, 4))
    let ideal = linear.modifier(.fixedSize(horizontal: true, vertical: true))
    #expect(F.layout(ideal, 100, 60).frames["p"] == F.rect(45, 28, 10, 4))
    let side = LayoutView.circularGaugeSide
    let gauge = LayoutView(id: "g", .indicator(width: side, height: side))
    #expect(F.layout(gauge, 100, 60).frames["g"] == F.rect(21, 1, 58, 58))
  }
}
