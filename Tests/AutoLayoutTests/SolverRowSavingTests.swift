import AutoLayout
import Geometry
import StackLayout
import Testing

/// The rows the engine saves (a view's hugging and compression resistance
/// on one axis as one two-sided row; non-negative sizes only where the
/// optimum needs them) give the answers the full set of rows gives, worked
/// out by hand in each test.
@Suite struct SolverRowSavingTests {
  /// `x` with a two-sided intrinsic row `x − 100` (hugging 250 above,
  /// compression 750 below) and one more constraint on `x`.
  func twoSided(
    _ relation: LayoutRelation, _ bound: Double, priority: Double, intrinsic: Double = 100
  ) -> (PrioritySimplexSolver, Int32) {
    var solver = PrioritySimplexSolver()
    let x = solver.makeVariable()
    var size = LinearExpression(x)
    size.constant = -intrinsic
    let intrinsicAdded = solver.addTwoSided(size, atMostPriority: 250, atLeastPriority: 750)
    #expect(intrinsicAdded == .added)
    var other = LinearExpression(x)
    other.constant = -bound
    let otherAdded = solver.add(LinearConstraint(other, relation, priority: priority))
    #expect(otherAdded == .added)
    return (solver, x)
  }

  @Test func eachSideOfTheIntrinsicSizeKeepsItsOwnPriority() {
    // x ≥ 120 at 500 beats hugging (250): x = 120.
    let (wider, x) = twoSided(.greaterThanOrEqual, 120, priority: 500)
    #expect(abs(wider.value(of: x) - 120) < 1e-9)
    // x ≤ 60 at 500 loses to compression (750): x stays 100.
    let (narrower, y) = twoSided(.lessThanOrEqual, 60, priority: 500)
    #expect(abs(narrower.value(of: y) - 100) < 1e-9)
    // x ≤ 60 at 900 beats compression: x = 60.
    let (squeezed, z) = twoSided(.lessThanOrEqual, 60, priority: 900)
    #expect(abs(squeezed.value(of: z) - 60) < 1e-9)
  }

  @Test func aTwoSidedRowTakesANewIntrinsicSize() {
    // The intrinsic size becomes 150 (constant −150) with x ≤ 60 at 500:
    // compression (750) holds x at 150.
    var (solver, x) = twoSided(.lessThanOrEqual, 60, priority: 500)
    let grew = solver.setConstant(of: 0, to: -150)
    #expect(grew)
    #expect(abs(solver.value(of: x) - 150) < 1e-9)
    // Back to 100 with the same constraint: 100 again.
    let shrank = solver.setConstant(of: 0, to: -100)
    #expect(shrank)
    #expect(abs(solver.value(of: x) - 100) < 1e-9)
  }

  /// A root and child `a` pinned 10 pt from the root's leading edge with
  /// its trailing edge 10 pt inside the root's at `priority`.
  func insetChild(priority: Double, hugging: Double = 250) -> ConstraintSystem {
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: .zero))
    s.add(
      ConstraintView(
        name: "a", parent: 0, intrinsicHeight: 20,
        hugging: PriorityPair(horizontal: hugging, vertical: 250)))
    let root = LayoutItem(view: 0)
    let a = LayoutItem(view: 1)
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 10))
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing, constant: 10, priority: priority))
    s.add(LayoutConstraint(a, .top, .equal, root, .top))
    return s
  }

  @Test func aSizeTheOptimumWouldMakeNegativeIsHeldAtZero() {
    // 300 pt: a is 300 − 10 − 10 = 280 wide. 12 pt: the trailing pin
    // (optional) would make it 12 − 20 = −8 wide; UIKit keeps sizes ≥ 0,
    // so a is 0 wide and the pin gives. Back at 300: 280 again. The same
    // engine re-solves, and a new one solves 12 pt cold.
    var engine = AutoLayoutEngine(insetChild(priority: 750))
    let wide = engine.solve(width: 300, height: nil)
    #expect(wide.frame("a")?.width == 280)
    let narrow = engine.solve(width: 12, height: nil)
    #expect(narrow.frame("a") == Rect(x: 10, y: 0, width: 0, height: 20))
    let wideAgain = engine.solve(width: 300, height: nil)
    #expect(wideAgain.frame("a")?.width == 280)
    var cold = AutoLayoutEngine(insetChild(priority: 750))
    let coldNarrow = cold.solve(width: 12, height: nil)
    #expect(coldNarrow.frame("a")?.width == 0)
  }

  @Test func aRequiredPinThatMakesASizeNegativeIsAConflict() {
    // Required trailing pin at 12 pt: a would be −8 wide; its size ≥ 0
    // cannot hold with the pins, and UIKit breaks the constraint that
    // places the view's far edge (the trailing pin): a keeps its leading
    // edge and is 0 wide.
    var engine = AutoLayoutEngine(insetChild(priority: 1000))
    let narrow = engine.solve(width: 12, height: nil)
    #expect(narrow.conflicts.count == 1)
    #expect(narrow.conflicts.first?.broken.firstAttribute == .trailing)
    #expect(narrow.frame("a")?.width == 0)
  }

  @Test func aRequiredHuggingStaysRequired() {
    // Intrinsic width 100 with required hugging (width ≤ 100) and a
    // required width of 150: they conflict (a required side is not folded
    // into an optional row), and UIKit breaks the newer constant size, the
    // width of 150: a is 100 wide.
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: .zero))
    s.add(
      ConstraintView(
        name: "a", parent: 0, intrinsicWidth: 100, intrinsicHeight: 20,
        hugging: PriorityPair(horizontal: 1000, vertical: 250)))
    let a = LayoutItem(view: 1)
    s.add(LayoutConstraint(a, .leading, .equal, LayoutItem(view: 0), .leading))
    s.add(LayoutConstraint(a, .top, .equal, LayoutItem(view: 0), .top))
    s.add(LayoutConstraint(a, .width, constant: 150))
    var engine = AutoLayoutEngine(s)
    let result = engine.solve(width: 300, height: nil)
    #expect(result.conflicts.count == 1)
    #expect(result.conflicts.first?.broken.constant == 150)
    #expect(result.frame("a")?.width == 100)
  }
}
