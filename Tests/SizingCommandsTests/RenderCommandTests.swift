import CPangoCairo
import Foundation
import PangoText
import SizingCommands
import SizingModel
import Testing
import WidgetDrawing
import WidgetLayout

/// `sizing-cli render`: size and cells of the sheet, pixels of one cell, no
/// display needed, and atomic writes.
@Suite(.serialized) struct RenderCommandTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  @Test func sheetSizeCellsAndPixels() throws {
    let out = folder.appendingPathComponent("sheet.png").path
    let result = SizingCLI.execute([
      "render", "--out", out, "--device", "iphone-8", "--device", "iphone-se", "--categories",
      "xS,L", "--categories", "AX5",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2 devices × 3 text sizes"))
    let image = try #require(PNGImage(path: out))
    // Expected size: a label column, gaps, and each row's own cells (a
    // widget 359 pt wide on the iPhone 8, 304 pt on the SE, plus a 12-pt
    // margin each side; the labels are narrower); the sheet is as wide as
    // the iPhone 8's row and as tall as the tallest cell of each row.
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let model = WidgetSizes.standard
    var rows: [Double] = []
    for id in ["iphone-8", "iphone-se"] {
      var tallest = 0.0
      for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
        let env = WidgetEnvironment(device: try model.device(id), category: category)
        let height: Double = try layout.layout(in: env, mode: .compact).preferredContentSize
          .height.value
        // Margin, header, the widget, margin.
        let canvas: Double = 12 + 36 + height + 12
        tallest = max(tallest, canvas.rounded(.up))
      }
      rows.append(22 + tallest)
    }
    let iPhone8Cell = 12 + 359 + 12
    #expect(image.width == 150 + 3 * iPhone8Cell + 8 * 4)
    let height: Double = 40 + rows.reduce(0, +) + 8 * 3
    #expect(image.height == Int(height.rounded(.up)))

    // Cells: along a scan line through the first row's cards, count the
    // runs of the light card colour (0xF4F4F6): one card per category.
    let y = 40 + 8 + 22 + 12 + 36 + 20  // title, gap, label, margin, header, into the content
    var runs = 0
    var inCard = false
    for x in 0..<image.width {
      let isCard = image.pixel(x, y) == 0xF4F4F6
      if isCard && !inCard { runs += 1 }
      inCard = isCard
    }
    #expect(runs == 3)
    // The first cell's header band is drawn in the header colour.
    #expect(image.pixel(150 + 8 + 12 + 180, 40 + 8 + 22 + 12 + 18) == 0xE4E4EA)
  }

  var executable: URL { CLIProcess.executable }

  @Test func calibrationChangesTheCellAndOneCellIsSingular() throws {
    let calibration = folder.appendingPathComponent("cal.json")
    let json = #"{"device": "ipad", "category": "L", "mode": "compact", "height": 150}"#
    try #"{"measurements": [\#(json)]}"#.write(to: calibration, atomically: true, encoding: .utf8)
    var heights: [Int] = []
    for extra in [[], ["--calibration", calibration.path]] {
      let out = folder.appendingPathComponent("one-\(extra.count).png").path
      let result = SizingCLI.execute(
        ["render", "--out", out, "--device", "ipad", "--category", "L"] + extra)
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains(": 1 device × 1 text size, "), "\(result.stdout)")
      heights.append(try #require(PNGImage(path: out)).height)
    }
    // The calibrated compact height (150 pt instead of the measured 110 pt)
    // makes the one cell, and so the sheet, 40 px taller at zoom 1.
    #expect(heights[1] - heights[0] == 40)
  }

  func launch(_ arguments: [String], environment: [String: String]) throws -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  @Test func rendersWithNoDisplayAtAll() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path), "build sizing-cli first")
    let out = folder.appendingPathComponent("headless.png").path
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    let process = try launch(
      ["render", "--out", out, "--device", "ipad", "--categories", "L"], environment: environment)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(isCompletePNG(out), "no readable PNG at \(out)")
  }

  @Test func unwritableTargetExits73AndWritesNothing() throws {
    for out in ["/proc/sheet.png", folder.appendingPathComponent("missing/sheet.png").path] {
      let result = SizingCLI.execute([
        "render", "--out", out, "--device", "iphone-8", "--categories", "L",
      ])
      #expect(result.exitCode == 73, "\(out): \(result.stderr)")
      #expect(result.stderr.hasPrefix("sizing-cli: cannot create"))
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  /// Whether `path` holds a complete PNG that cairo reads back.
  func isCompletePNG(_ path: String) -> Bool {
    PNGImage(path: path) != nil
  }

  @Test func aKilledRenderNeverLeavesAPartialImageAtTheTarget() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path), "build sizing-cli first")
    let out = folder.appendingPathComponent("killed.png").path
    for delay in [0.05, 0.2, 0.4] {
      let process = try launch(
        ["render", "--out", out, "--zoom", "1"], environment: ProcessInfo.processInfo.environment)
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if FileManager.default.fileExists(atPath: out) {
        // Only a complete image can be there: the rename happened first.
        #expect(isCompletePNG(out), "a partial image at the target after \(delay) s")
        try FileManager.default.removeItem(atPath: out)
      } else {
        // The kill landed while it ran (it did not exit by itself without a file).
        #expect(process.terminationReason == .uncaughtSignal, "no image and no kill at \(delay) s")
      }
    }
    // The same render left alone writes the complete image.
    let finished = try launch(
      ["render", "--out", out, "--zoom", "1"], environment: ProcessInfo.processInfo.environment)
    finished.waitUntilExit()
    #expect(finished.terminationStatus == 0)
    #expect(isCompletePNG(out))
  }

  @Test(arguments: [
    ["render", "--out", "x.png", "--zoom", "0"],
    ["render", "--out", "x.png", "--categories", "L,huge"],
    ["render", "--out", "x.png", "--device", "pixel"],
    ["render", "--out", "x.png", "--mode", "tall"],
  ])
  func badOptionsExit64(arguments: [String]) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "x.png"))
  }
}
