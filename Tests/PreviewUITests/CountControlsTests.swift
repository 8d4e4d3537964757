import SizingModel
import WidgetDescriptions
import XCTest

@testable import PreviewUI

/// What the recents and quick-actions controls mean for version-1 and
/// version-2 descriptions (``CountControls``), and the preview's engine
/// and state with a version-2 description: no window, no display.
final class CountControlsTests: XCTestCase {
  private func example(_ name: String) throws -> WidgetDescription {
    try WidgetDescription.parse(try XCTUnwrap(WidgetSizes.embeddedFile("widgets/\(name).json")))
  }

  /// A version-2 description whose compact section is one label and which
  /// has no expanded section.
  private let compactOnly = """
    {"version": 2, "appName": "Clock", "compact":
      {"id": "face", "axis": "vertical", "items": [
        {"type": "label", "id": "time", "text": "09:41", "textStyle": "title1"}]}}
    """

  func testVersionOneSetsBothCounts() {
    let counts = CountControls(.reference)
    XCTAssertEqual(counts.rowsTitle, "Recents")
    XCTAssertNil(counts.fixedRows)
    XCTAssertNil(counts.quickActionsTip)
    XCTAssertEqual(counts.startingRows, 6)
    XCTAssertEqual(counts.startingActions, 3)
  }

  func testAListSetsItsRowsAndHasNoQuickActions() throws {
    let counts = CountControls(try example("stocks"))
    XCTAssertEqual(counts.rowsTitle, "Rows (items)")
    XCTAssertNil(counts.fixedRows, "a list's rows can be set")
    XCTAssertEqual(counts.startingRows, 6, "its six items")
    XCTAssertEqual(
      counts.rowsTip, "How many rows the expanded list has; its 6 data items repeat in order")
    XCTAssertNotNil(counts.quickActionsTip)
  }

  func testABodyAndNoExpandedSectionFixTheRows() throws {
    let body = CountControls(try example("chart"))
    XCTAssertEqual(body.fixedRows, 1)
    XCTAssertEqual(body.startingRows, 1)
    XCTAssertTrue(try XCTUnwrap(body.rowsTip).contains("body"))
    let none = CountControls(try WidgetDescription.parse(compactOnly))
    XCTAssertEqual(none.fixedRows, 0)
    XCTAssertEqual(none.startingRows, 0)
    XCTAssertEqual(
      none.noRowsReason, "The widget has no expanded section, so Show More does not appear")
  }

  func testCountsFollowANewDescriptionUnlessTheUserChangedThem() throws {
    let v1 = CountControls(.reference)
    let list = CountControls(try example("stocks"))
    let body = CountControls(try example("chart"))
    XCTAssertEqual(list.rows(after: v1, current: 6), 6, "unchanged: the list's items")
    XCTAssertEqual(list.rows(after: v1, current: 2), 2, "changed by the user: kept")
    XCTAssertEqual(body.rows(after: list, current: 2), 1, "a body fixes the count")
    XCTAssertEqual(list.rows(after: body, current: 1), 6, "after a body: the list's items")
    XCTAssertEqual(v1.rows(after: list, current: 6), 6)
    XCTAssertEqual(list.actions(after: v1, current: 3), 1, "unchanged: follows")
    XCTAssertEqual(v1.actions(after: list, current: 1), 3, "no quick actions before: follows")
    XCTAssertEqual(v1.actions(after: v1, current: 2), 2, "changed by the user: kept")
  }

  func testTheEngineRepeatsAListsItemsAndIgnoresQuickActions() throws {
    // Up to eight rows over the six items (the file says at most six).
    var stocks = try example("stocks")
    if let tree = stocks.tree, case .list(var list) = tree.expanded {
      list.maxRows = 8
      stocks.tree = WidgetTree(compact: tree.compact, expanded: .list(list))
      stocks.maxRows = 8
    }
    let engine = PreviewEngine(description: stocks)
    var state = PreviewState()
    state.mode = .expanded
    state.recents = 8
    state.quickActions = 4
    let frame = engine.frame(for: state)
    let layout = try XCTUnwrap(frame.layout, frame.error ?? "")
    XCTAssertEqual(layout.sections.actionCount, 0, "no quick-action buttons")
    XCTAssertEqual(layout.sections.recentsCount, 8, "six items, repeated to eight rows")
    XCTAssertEqual(frame.readings.last?.value, "\(layout.visibleRecents) of 8")
    XCTAssertNotNil(layout.element("quote[7]"), "row 7 repeats item 1")
    XCTAssertEqual(layout.element("symbol[7]")?.text?.text, "AMZN")
    XCTAssertNil(layout.elements.first { $0.kind == .action })
  }

  func testABodyIsExpandedWithItsFixedRow() throws {
    let chart = try example("chart")
    var state = PreviewState()
    state.mode = .expanded
    state.recents = CountControls(chart).fixedRows
    let engine = PreviewEngine(description: chart)
    let valid = state.nearestValid(
      in: .standard, recents: engine.layout.recentsCount(override: nil))
    XCTAssertEqual(valid.state.mode, .expanded)
    XCTAssertNil(valid.note)
    let layout = try XCTUnwrap(engine.frame(for: valid.state).layout)
    XCTAssertEqual(layout.mode, .expanded)
    XCTAssertEqual(layout.visibleRecents, 1)
  }
}
