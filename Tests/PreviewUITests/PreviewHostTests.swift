import PreviewUI
import SizingModel
import WidgetChecks
import WidgetDescriptions
import XCTest

/// The preview's WidgetKit state logic, without a display: which host and
/// family a file opens in, the fallbacks of the host switch and the family
/// picker, the WidgetKit frame the engine solves (Apple's table, typed
/// here), and the matrix's verdicts beside `sizing-cli check`'s.
final class PreviewHostTests: XCTestCase {
  let model = WidgetSizes.standard

  private func options(_ arguments: [String]) throws -> (PreviewOptions, WidgetDescription) {
    let options = try PreviewOptions.parse(arguments)
    return (options, try options.loadWidgetInput()?.description ?? options.builtInWidget())
  }

  func testAWidgetKitOnlyFileOpensInWidgetKitAtItsFirstFamily() throws {
    let (options, widget) = try self.options([
      "--widget", WidgetFiles.example("pdf-viewer-widgetkit"),
    ])
    let state = try options.startingState(for: widget)
    XCTAssertEqual(state.host, .widgetKit)
    XCTAssertEqual(state.family, .systemSmall)
    XCTAssertEqual(HostResolver(widget).kinds, [.widgetKit])
  }

  func testHostAndFamilyOptions() throws {
    let weather = WidgetFiles.example("weather")
    var (options, widget) = try self.options(["--widget", weather])
    XCTAssertEqual(try options.startingState(for: widget).host, .today, "a Today part: Today")
    (options, widget) = try self.options(["--widget", weather, "--family", "accessoryRectangular"])
    let state = try options.startingState(for: widget)
    XCTAssertEqual(state.host, .widgetKit, "--family implies widgetkit")
    XCTAssertEqual(state.family, .accessoryRectangular)
    (options, widget) = try self.options(["--host", "widgetkit"])
    XCTAssertEqual(widget.appName, "PDF Viewer", "the WidgetKit example without --widget")
    XCTAssertEqual(try options.startingState(for: widget).family, .systemSmall)
  }

  func testAHostOrFamilyTheWidgetLacksIsAUsageError() throws {
    let pdf = WidgetFiles.example("pdf-viewer-widgetkit")
    var (options, widget) = try self.options(["--widget", pdf, "--host", "today"])
    XCTAssertThrowsError(try options.startingState(for: widget)) { error in
      let error = error as? SizingError
      XCTAssertEqual(error?.exitCode, 64)
      XCTAssertEqual(
        error?.description,
        "the widget describes a WidgetKit widget only (no \"compact\"); use --host widgetkit")
    }
    (options, widget) = try self.options([
      "--widget", WidgetFiles.example("weather"), "--family", "systemLarge",
    ])
    XCTAssertThrowsError(try options.startingState(for: widget)) { error in
      XCTAssertEqual(
        (error as? SizingError)?.description,
        "the widget has no systemLarge layout; its families: systemSmall, systemMedium, "
          + "accessoryRectangular")
    }
    XCTAssertThrowsError(try PreviewOptions.parse(["--host", "today", "--family", "systemSmall"]))
  }

  func testTheHostSwitchAndThePickerFallBackToWhatTheWidgetHas() {
    let todayOnly = HostResolver(hasToday: true, families: [])
    var state = PreviewState()
    state.host = .widgetKit
    var valid = state.nearestValid(in: model, recents: 6, hosts: todayOnly)
    XCTAssertEqual(valid.state.host, .today)
    XCTAssertTrue(valid.note?.hasPrefix("Fell back to the Today widget: ") == true, "\(valid)")

    let kitOnly = HostResolver(hasToday: false, families: [.systemSmall, .systemMedium])
    state.host = .today
    state.family = .systemLarge
    valid = state.nearestValid(in: model, recents: 0, hosts: kitOnly)
    XCTAssertEqual(valid.state.host, .widgetKit)
    XCTAssertEqual(valid.state.family, .systemSmall)
    XCTAssertEqual(
      valid.note,
      "Fell back to WidgetKit: the widget describes a WidgetKit widget only (no \"compact\"); "
        + "use --host widgetkit\nFell back to systemSmall: the widget has no systemLarge layout; "
        + "its families: systemSmall, systemMedium")
  }

  /// WidgetKit frames do not depend on the Today choices: a Left Column on
  /// an iPhone stays (unused, for a switch back) and says nothing.
  func testWidgetKitModeKeepsTheTodayChoicesWithoutANote() {
    let both = HostResolver(hasToday: true, families: [.systemSmall])
    var state = PreviewState()
    state.host = .widgetKit
    state.location = .leftColumn
    let valid = state.nearestValid(in: model, recents: 6, hosts: both)
    XCTAssertEqual(valid.state, state)
    XCTAssertNil(valid.note)
    state.host = .today
    XCTAssertEqual(
      state.nearestValid(in: model, recents: 6, hosts: both).state.location, .todayView)
  }

  /// Apple's HIG table for 375x667 (iPhone 8), typed here: the frame is the
  /// family's at every text size; the text inside grows.
  func testTheEngineSolvesTheFamilysPublishedFrameAtEveryTextSize() throws {
    let widget = try WidgetDescription(
      contentsOf: WidgetFiles.example("pdf-viewer-widgetkit"), icons: nil)
    let engine = PreviewEngine(description: widget)
    let expected: [(WidgetFamily, Double, Double)] = [
      (.systemSmall, 148, 148), (.systemMedium, 321, 148), (.systemLarge, 321, 324),
    ]
    for (family, width, height) in expected {
      var titles: [Double] = []
      for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
        var state = PreviewState()
        state.host = .widgetKit
        state.family = family
        state.category = category
        let frame = engine.frame(for: state)
        let result = try XCTUnwrap(frame.widgetKit, "\(family)")
        XCTAssertEqual(result.frame.size.size.width, width, "\(family)")
        XCTAssertEqual(result.frame.size.size.height, height, "\(family)")
        XCTAssertEqual(frame.scene?.width, width)
        XCTAssertEqual(frame.scene?.height, height)
        XCTAssertNil(frame.layout)
        XCTAssertEqual(
          frame.readings.map(\.name),
          [
            "Family", "Screen", "Frame", "Content margins", "Content size", "Content origin",
            "Findings",
          ])
        XCTAssertEqual(frame.readings[2].marker, "", "the frame is measured")
        XCTAssertEqual(frame.readings[3].marker, "*", "the margins are derived")
        titles.append(result.elements.compactMap { $0.text?.font.pointSize }.max() ?? 0)
      }
      XCTAssertGreaterThan(titles[1], titles[0], "\(family): the text grows")
    }
  }

  func testADeviceWithoutTheFamilysFrameSaysWhy() throws {
    let engine = PreviewEngine(
      description: try WidgetDescription(contentsOf: WidgetFiles.example("weather"), icons: nil))
    var state = PreviewState()
    state.host = .widgetKit
    state.family = .accessoryRectangular
    state.deviceID = "iphone-se"
    // Under iOS 18 (the default): 320x568's models stopped at iOS 15.
    let range =
      "320x568 (iPhone SE (1st generation), iPod touch (7th generation)) runs iOS 9…15; --os 18 "
      + "is outside it (wiki-iphone-models, apple-ios16-devices); valid --os here: 14, 15"
    let frame = engine.frame(for: state)
    XCTAssertNil(frame.widgetKit)
    XCTAssertEqual(frame.error, range)
    let matrix = WidgetKitMatrix(engine: engine, family: .accessoryRectangular, state: state)
    let se = try XCTUnwrap(matrix.row(of: "320x568"))
    XCTAssertEqual(matrix.rows[se].cells, [])
    XCTAssertEqual(
      matrix.describe(row: se, category: .large),
      "320x568 (iPhone SE (1st generation), iPod touch (7th generation)), Large (default): "
        + "accessoryRectangular has no frame here (\(range))")
    // 375x667 (iPhone SE 2nd and 3rd generation) runs iOS 18: 12 cells.
    XCTAssertEqual(matrix.rows[try XCTUnwrap(matrix.row(of: "375x667"))].cells.count, 12)
  }

  /// Every cell of the matrix is `check`'s verdict for that family, screen
  /// and text size: an error finding there → does not fit; warnings only →
  /// warnings; none → fits.
  func testTheMatrixAgreesWithCheck() throws {
    let widget = try WidgetDescription(
      contentsOf: WidgetFiles.example("pdf-viewer-widgetkit"), icons: nil)
    let engine = PreviewEngine(description: widget)
    let layout = try XCTUnwrap(engine.widgetKit)
    let checker = WidgetKitChecker(layout: layout)
    for family in layout.trees.families {
      let matrix = WidgetKitMatrix(engine: engine, family: family)
      for row in matrix.rows where row.absence == nil {
        var state = PreviewState()
        state.widgetKitScreenID = row.screen.id
        let cells = try ContentSizeCategory.allCases.map { category in
          try engine.widgetKitCell(family, state: state, category: category).get()
        }
        let report = checker.check(cells)
        for (cell, shown) in zip(cells, row.cells) {
          let here = report.findings.filter { $0.environments.contains { $0.widgetKit == cell } }
          let expected: CellVerdict =
            here.contains { $0.severity == .error }
            ? .doesNotFit : (here.isEmpty ? .fits : .warnings)
          XCTAssertEqual(shown.verdict, expected, cell.summary)
        }
      }
    }
    // 320x568 ran iOS 14 and 15 only: under iOS 15 its row has cells.
    var fifteen = PreviewState()
    fifteen.widgetKitOS = OSVersion(major: 15)
    let small = WidgetKitMatrix(engine: engine, family: .systemSmall, state: fifteen)
    let se = try XCTUnwrap(small.row(of: "320x568")),
      eight = try XCTUnwrap(small.row(of: "375x667"))
    XCTAssertEqual(
      small.rows[se].cells[ContentSizeCategory.accessibilityMedium.rawValue].verdict, .doesNotFit)
    XCTAssertEqual(small.rows[eight].cells[ContentSizeCategory.large.rawValue].verdict, .fits)
  }
}
