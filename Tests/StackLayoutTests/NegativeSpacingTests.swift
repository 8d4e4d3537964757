import Testing

@testable import StackLayout

/// Negative spacing (TheSolver.md, "Negative spacing"): overlap as in UIKit, a
/// stack's length never below 0, items past its ends reported as overflow.
/// Expected frames are worked out by hand from those rules.
@Suite struct NegativeSpacingTests {
  func solve(_ json: String) throws -> LayoutResult {
    let document = try StackDocument(json: json)
    var prepared = StackSolver(textMeasurer: ApproximateTextMeasurer()).prepare(document.root)
    let result = prepared.solve(width: document.width, height: document.height)
    prepared._checkInvariants(result)
    return result
  }

  /// Spacing −10 between two empty items: UIKit's sum is −10; the stack is
  /// 0 wide and the fill distribution gives the 10-pt overlap to the first.
  @Test func spacingOutweighingEmptyItemsGivesAZeroLengthStack() throws {
    let result = try solve(
      #"{"root": {"id": "s", "axis": "horizontal", "spacing": -10, "items": ["#
        + #"{"id": "a", "intrinsic": [0, 0]}, {"id": "b", "intrinsic": [0, 0]}]}}"#)
    #expect(result.width == 0)
    #expect(result.frame("a") == Rect(x: 0, y: 0, width: 10, height: 0))
    #expect(result.frame("b") == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(result.diagnostics.contains { $0.kind == .overflow && $0.nodeID == "s" })
  }

  /// Spacing −200 in a 100-pt fill stack: the items sum to 300 (290 + 10),
  /// UIKit's answer, and the overflow is reported.
  @Test func overlapInAFixedStackIsUIKitsAndReported() throws {
    let result = try solve(
      #"{"width": 100, "root": {"id": "s", "axis": "horizontal", "spacing": -200, "items": ["#
        + #"{"id": "a", "intrinsic": [null, 0]}, {"id": "b", "intrinsic": [10, 0]}]}}"#)
    #expect(result.width == 100)
    #expect(result.frame("a")?.width == 290)
    #expect(result.frame("b") == Rect(x: 90, y: 0, width: 10, height: 0))
    let overflow = result.diagnostics.first { $0.kind == .overflow }
    #expect(
      overflow?.message
        == "negative spacing puts items from 0 to 290 pt along the axis, outside the stack's 100 pt"
    )
  }

  /// Overlap that does not outweigh the items keeps UIKit's sizes: 30 + 20
  /// − 5 = 45, no diagnostic.
  @Test func partialOverlapIsExact() throws {
    let result = try solve(
      #"{"root": {"id": "s", "axis": "vertical", "spacing": -5, "items": ["#
        + #"{"id": "a", "intrinsic": [4, 30]}, {"id": "b", "intrinsic": [4, 20]}]}}"#)
    #expect(result.height == 45)
    #expect(result.frame("b") == Rect(x: 0, y: 25, width: 4, height: 20))
    #expect(result.diagnostics.isEmpty)
  }

  /// fillProportionally whose spacing cancels its items (5 + 5 − 10 = 0)
  /// has no proportions: it fills equally, (40 + 10) / 2 each, never NaN.
  @Test func proportionalWithNoProportionsFillsEqually() throws {
    let result = try solve(
      #"{"width": 40, "root": {"id": "s", "axis": "horizontal", "distribution": "fillProportionally", "#
        + #""spacing": -10, "items": [{"id": "a", "intrinsic": [5, 1]}, {"id": "b", "intrinsic": [5, 1]}]}}"#
    )
    #expect(result.frame("a")?.width == 25)
    #expect(result.frame("b") == Rect(x: 15, y: 0, width: 25, height: 1))
  }

  /// Every distribution with spacing −50 over short items: finite,
  /// non-negative sizes and the solver's invariants.
  @Test(arguments: Distribution.allCases)
  func everyDistributionStaysNonNegative(distribution: Distribution) throws {
    for width in ["", #""width": 30, "#] {
      let result = try solve(
        #"{\#(width)"root": {"id": "s", "axis": "horizontal", "distribution": "\#(distribution.rawValue)", "#
          + #""spacing": -50, "items": [{"id": "a", "intrinsic": [5, 1]}, {"id": "b", "intrinsic": [7, 1]}, "#
          + #"{"id": "c", "intrinsic": [null, 1]}]}}"#)
      #expect(result.frames.allSatisfy { $0.width >= 0 && $0.height >= 0 && $0.x.isFinite })
      #expect(result.width >= 0 && result.width.isFinite)
    }
  }
}
