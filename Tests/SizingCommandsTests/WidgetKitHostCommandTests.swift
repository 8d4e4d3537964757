import Foundation
import SizingCommands
import Testing

/// `layout`, `check` and `render` with `--host widgetkit` and `--family`,
/// on the shipped examples, as a new user would run them.
@Suite struct WidgetKitHostCommandTests {
  static let pdf = "Data/widgets/pdf-viewer-widgetkit.json"
  func run(_ arguments: String...) -> CommandResult { SizingCLI.execute(arguments) }

  @Test func layoutPrintsTheContentRectangleAndEveryView() {
    // A WidgetKit-only file picks the host; 148 − 2 × 16 = 116 (HIG: systemSmall on 375x667).
    let result = run(
      "layout", "--widget", Self.pdf, "--family", "systemSmall", "--device", "iphone-8")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let text = result.stdout
    #expect(text.hasPrefix("PDF Viewer widget · systemSmall on 375x667 (iphone-8) · L · WidgetKit"))
    #expect(text.contains("frame            148 × 148 pt (device frame)"))
    #expect(text.contains("content margins  16* pt each side"))
    #expect(text.contains("content          116 × 116 pt at (16, 16)"))
    #expect(text.contains("    small (stack)  16, 16, 116 × 116"))
    #expect(text.contains("Diagnostics: none"))
  }

  @Test func layoutWithoutAWidgetUsesThePDFViewerExampleAndPrintsJSON() throws {
    let result = run(
      "layout", "--host", "widgetkit", "--family", "systemLarge", "--device", "ipad",
      "--format", "json")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment["frame"] as? String == "canvas")
    // The iPad 768x1024 canvas: 305.5 pt square (HIG), less 2 × 16.
    let content = try #require(object["content"] as? [String: Any])
    #expect(content["width"] as? Double == 273.5)
    #expect(content["height"] as? Double == 273.5)
  }

  @Test func checkSweepsEveryFamilyAndNamesFamilyScreenAndTextSize() throws {
    let result = run("check", Self.pdf, "--format", "json", "--fail-on", "never")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    // 3 families × 22 screens at iOS 18 × 12 text sizes: 11 iPhones and
    // 11 iPads, every screen but those that did not run iOS 18: 420x912
    // (first iOS 26), 414x736 (last iOS 16), 320x568 (last iOS 15).
    #expect(object["environments"] as? Int == 3 * 22 * 12)
    let findings = try #require(object["findings"] as? [[String: Any]])
    let first = try #require(findings.first?["first"] as? [String: Any])
    // The environment's own message is printed with it.
    #expect(Set(first.keys) == ["host", "family", "screen", "frame", "category", "message"])
    let small = run(
      "check", Self.pdf, "--family", "systemSmall", "--device", "375x667", "--category", "L")
    #expect(small.exitCode == 0)
    #expect(small.stdout.contains("in 12 environments") == false)
    #expect(small.stdout.hasPrefix("Checked \(Self.pdf) in 1 environments."))
  }

  @Test func aFixedNinePointLabelIsBelowTheMinimumInEveryCell() throws {
    let result = try CheckGateTests.run(
      #"{"version": 2, "appName": "K", "widgetKit": {"all": {"type": "label", "id": "t", "text": "Hi", "fontSize": 9}}}"#,
      ["--format", "json"])
    #expect(result.exitCode == 1)
    let findings = try CheckGateTests.findings(result)
    // One tree for all three families: a finding per family, each in its
    // 22 screens (every one that ran iOS 18 and has a Home Screen frame) ×
    // 12 text sizes = 264 cells, named after its family.
    #expect(
      findings.map { $0["rule"] as? String } == Array(repeating: "text-below-minimum", count: 3))
    #expect(findings.map { $0["count"] as? Int } == [264, 264, 264])
    #expect(findings.allSatisfy { $0["element"] as? String == "t" })
    let families = findings.map { $0["family"] as? String ?? "" }
    #expect(families == ["systemSmall", "systemMedium", "systemLarge"])
    #expect(
      findings.map { ($0["message"] as? String ?? "").prefix(while: { $0 != ":" }) }
        == families.map { Substring($0) })
  }

  @Test func renderDrawsFamiliesByTextSizesOnOneScreen() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = run("render", "--host", "widgetkit", "--category", "L", "--out", out.path)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("3 families on 375x667 × 1 text size"))
    let image = try #require(PNGImage(path: out.path))
    // 150-px row labels + the widest cell (321-pt medium + 2 × 12) + 2 × 8 gaps = 511;
    // 40 title + 3 × 22 labels + (148 + 24) × 2 + (324 + 24) + 4 × 8 gaps = 830.
    #expect(image.width == 511)
    #expect(image.height == 830)
    // 320x568 ran iOS 14 and 15 of WidgetKit's (its models stopped at 15).
    let screens = run(
      "render", "--family", "systemSmall", "--device", "390x844", "--device", "320x568",
      "--category", "L,AX5", "--os", "15", "--out", out.path)
    #expect(screens.stdout.contains("2 screens of systemSmall × 2 text sizes"), "\(screens.stderr)")
    let refused = run(
      "render", "--family", "systemSmall", "--device", "390x844", "--device", "320x568",
      "--category", "L", "--os", "18", "--out", out.path)
    #expect(refused.exitCode == 64)
    #expect(refused.stderr.contains("320x568 (iPhone SE (1st generation), iPod touch (7th "))
  }

  @Test(
    arguments: [
      (
        [
          "layout", "--widget", "Data/widgets/weather.json", "--family", "systemLarge", "--device",
          "iphone-8",
        ],
        "the widget has no systemLarge layout; its families: systemSmall, systemMedium, accessoryRectangular"
      ),
      (
        ["layout", "--family", "systemMedum", "--device", "iphone-8"],
        "Please provide one of 'systemSmall'"
      ),
      (
        ["layout", "--widget", pdf, "--host", "today", "--device", "iphone-8"],
        "the widget describes a WidgetKit widget only (no \"compact\"); use --host widgetkit"
      ),
      (
        ["layout", "--host", "today", "--family", "systemSmall", "--device", "iphone-8"],
        "--family needs --host widgetkit"
      ),
      (
        ["check", pdf, "--orientation", "landscape"],
        "--host widgetkit: --orientation is a Today-widget option"
      ),
      (
        ["layout", "--widget", pdf, "--device", "iphone-8"],
        "layout lays out one family; choose one with --family"
      ),
      (
        [
          "layout", "--family", "systemLarge", "--device", "390x844", "--widget",
          "Data/widgets/crowded.json",
        ],
        "the widget has no \"widgetKit\" section"
      ),
      (
        [
          "render", "--host", "widgetkit", "--device", "iphone-8", "--device", "ipad", "--out",
          "/tmp/x.png",
        ],
        "render draws families × text sizes on one --device, or screens × text sizes for one --family"
      ),
      (
        ["layout", "--family", "systemSmall", "--device", "390x845"],
        "unknown device '390x845'; did you mean '390x844'?"
      ),
    ])
  func wrongCombinationsExit64OnOneLine(arguments: [String], message: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.isEmpty)
  }
}
