import PreviewUI
import SizingModel
import WidgetDescriptions
import XCTest

final class PreviewOptionsTests: XCTestCase {
  func testEveryOptionIsParsed() throws {
    let options = try PreviewOptions.parse([
      "--device", "iphone-se", "--category", "AX2", "--orientation", "landscape", "--location",
      "notification-center", "--os", "10", "--mode", "expanded", "--recents", "3",
      "--quick-actions", "2", "--zoom", "2", "--widget", "w.json", "--screenshot", "s.png",
    ])
    XCTAssertEqual(options.state.deviceID, "iphone-se")
    XCTAssertEqual(options.state.category, .accessibilityLarge)
    XCTAssertTrue(options.state.largerAccessibilitySizes, "an AX category turns the switch on")
    XCTAssertEqual(options.state.orientation, .landscape)
    XCTAssertEqual(options.state.location, .notificationCenter)
    XCTAssertEqual(options.state.os, .iOS10)
    XCTAssertEqual(options.state.mode, .expanded)
    XCTAssertEqual(options.state.recents, 3)
    XCTAssertEqual(options.state.quickActions, 2)
    XCTAssertEqual(options.state.zoom, .two)
    XCTAssertEqual(options.widgetPath, "w.json")
    XCTAssertEqual(options.screenshotPath, "s.png")
    XCTAssertEqual(try PreviewOptions.parse(["--os", "11"]).state.os, .iOS13, "11–13 is one group")
  }

  func testFontFilesAreRepeatableAndMissingOnesExit66() throws {
    let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let options = try PreviewOptions.parse(["--font-file", dejaVu, "--font-file", "b.ttf"])
    XCTAssertEqual(options.fontFiles, [dejaVu, "b.ttf"])
    XCTAssertTrue(PreviewOptions.usage.contains("--font-file"))
    // The preview exits before opening a window: no display needed.
    let process = Process()
    process.executableURL = try PreviewProcess.executable()
    process.arguments = ["--font-file", "/nonexistent/SF-Pro.otf"]
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(
      decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 66)
    XCTAssertEqual(message, "sizing-preview: font file /nonexistent/SF-Pro.otf does not exist\n")
  }

  func testHelpIsGeneratedFromTheDeclarations() throws {
    XCTAssertTrue(try PreviewOptions.parse(["--help"]).showsHelp)
    for option in ["--device", "--category", "--orientation", "--location", "--os", "--zoom"] {
      XCTAssertTrue(PreviewOptions.usage.contains(option), option)
    }
    for hook in ["--report-file", "--benchmark-steps"] {
      XCTAssertFalse(
        PreviewOptions.usage.contains(hook), "\(hook): a probe option, not the product's")
      XCTAssertThrowsError(try PreviewOptions.parse([hook, "3"]), hook) { error in
        XCTAssertEqual("\(error)", "Unknown option '\(hook)' (see sizing-preview --help)")
      }
    }
  }

  func testDefaultsStartAtLargeWithSevenStops() throws {
    let state = try PreviewOptions.parse([]).state
    XCTAssertEqual(state.category, .large)
    XCTAssertEqual(state.sliderCategories.count, 7)
    var accessible = state
    accessible.setLargerAccessibilitySizes(true)
    XCTAssertEqual(accessible.sliderCategories.count, 12)
    accessible.category = .accessibilityExtraExtraExtraLarge
    accessible.setLargerAccessibilitySizes(false)
    XCTAssertEqual(accessible.category, .extraExtraExtraLarge, "switching off moves AX5 to xxxL")
  }

  func testBadValuesNameTheProblemAndTheChoices() {
    func message(_ arguments: [String]) -> String? {
      do {
        _ = try PreviewOptions.parse(arguments)
        return nil
      } catch {
        XCTAssertEqual(error.exitCode, 64)
        return error.description
      }
    }
    XCTAssertEqual(message(["--device", "nokia"])?.contains("iphone-8"), true)
    XCTAssertEqual(message(["--category", "huge"])?.contains("AX5"), true)
    XCTAssertEqual(message(["--recents", "9"])?.contains("0…8"), true)
    XCTAssertEqual(message(["--quick-actions", "0"])?.contains("1…4"), true)
    XCTAssertEqual(message(["--zoom", "3"])?.contains("fit"), true)
    XCTAssertEqual(
      message(["--frobnicate"]), "Unknown option '--frobnicate' (see sizing-preview --help)")
    XCTAssertEqual(message(["--device"])?.hasPrefix("Missing value for '--device <device>'"), true)
    XCTAssertEqual(
      message(["--os", "8"])?.hasPrefix(
        "The value '8' is invalid for '--os <os>'. Please provide one of '9', '10',"), true,
      "the same declaration and wording as sizing-cli's --os")
    XCTAssertEqual(
      message(["--recents", "-1"])?.contains("--recents -1 is out of range 0…8"), true)
    // A number is no typo of another: no "did you mean" for 3 (zoom) or 19
    // (iOS), and --os says why there is no iOS 19 (issue 23).
    XCTAssertEqual(message(["--zoom", "3"])?.contains("Did you mean"), false)
    let nineteen = message(["--os", "19"]) ?? ""
    XCTAssertFalse(nineteen.contains("Did you mean"), nineteen)
    XCTAssertTrue(
      nineteen.contains("Apple numbered the release after iOS 18 as iOS 26"), nineteen)
    // 320x568's models stopped at iOS 15: --os 18 there is refused, as by sizing-cli layout.
    XCTAssertEqual(
      message(["--device", "iphone-se", "--host", "widgetkit", "--os", "18"]),
      "320x568 (iPhone SE (1st generation), iPod touch (7th generation)) runs iOS 9…15; --os 18 "
        + "is outside it (wiki-iphone-models, apple-ios16-devices); valid --os here: 14, 15")
    XCTAssertNoThrow(
      try PreviewOptions.parse(["--device", "iphone-se", "--host", "widgetkit", "--os", "15"]))
  }

  /// Without --os, a screen that did not run the default iOS 18 opens at
  /// the nearest iOS it ran, and the note says why (issue 23).
  func testAScreenOpensAtTheNearestIOSItRan() throws {
    let engine = PreviewEngine(
      description: try WidgetDescription(
        contentsOf: WidgetFiles.example("pdf-viewer-widgetkit"), icons: nil))
    var state = try PreviewOptions.parse(["--device", "320x568", "--host", "widgetkit"]).state
    state.host = .widgetKit
    let valid = state.nearestValid(in: engine.model, recents: 0, hosts: engine.hosts)
    XCTAssertEqual(valid.state.widgetKitOS, OSVersion(major: 15))
    XCTAssertEqual(
      valid.note,
      "Fell back to iOS 15: 320x568 (iPhone SE (1st generation), iPod touch (7th generation)) "
        + "runs iOS 9…15; --os 18 is outside it (wiki-iphone-models, apple-ios16-devices); "
        + "valid --os here: 14, 15")
    // 420x912 (iPhone Air) first ran iOS 26: from iOS 18 the nearest is 26.
    state.widgetKitScreenID = "420x912"
    XCTAssertEqual(
      state.nearestValid(in: engine.model, recents: 0, hosts: engine.hosts).state.widgetKitOS,
      OSVersion(major: 26))
  }

  func testReadingsHaveTheAccessibleNamesScreenReadersNeed() throws {
    let engine = PreviewEngine(description: .reference)
    var state = PreviewState()
    state.mode = .expanded
    let frame = engine.frame(for: state)
    let names = frame.readings.map(\.accessibleName)
    for prefix in ["Compact height 110", "Preferred height", "Visible rows", "Widget width 359"] {
      XCTAssertTrue(names.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(names)")
    }
    let visible = try XCTUnwrap(frame.layout?.visibleRecents)
    XCTAssertTrue(names.contains("Visible rows \(visible) of 6"))
    let compact = try XCTUnwrap(frame.readings.first { $0.name == "Compact height" })
    XCTAssertEqual(compact.kind, "measured")
    XCTAssertTrue(compact.tooltip.hasPrefix("Measured: "))
  }

  func testReadingsShowTheModelsNumbersExactly() throws {
    var state = PreviewState()
    state.deviceID = "ipad-pro-12-9"
    state.largerAccessibilitySizes = true
    state.category = .accessibilityExtraExtraExtraLarge
    let frame = PreviewEngine(description: .reference).frame(for: state)
    let compact = try XCTUnwrap(frame.readings.first { $0.name == "Compact height" })
    XCTAssertEqual(compact.value, "383.75 pt", "not rounded to 383.8")
    XCTAssertTrue(compact.accessibleName.hasPrefix("Compact height 383.75 pt"))
  }

  func testAnImpossibleEnvironmentGivesAnErrorNotALayout() {
    var state = PreviewState()
    state.location = .leftColumn
    let frame = PreviewEngine(description: .reference).frame(for: state)
    XCTAssertNil(frame.scene)
    XCTAssertTrue(frame.error?.contains("left-column") == true)
    XCTAssertTrue(frame.readings.allSatisfy { $0.value == "—" })
  }
}
