import Foundation
import SizingCommands
import Testing

/// `table --host widgetkit` and `families`: shape, markers, content metrics,
/// conflicts and one-line errors.
@Suite struct WidgetKitCommandTests {
  func run(_ arguments: String...) -> CommandResult { SizingCLI.execute(arguments) }

  @Test func textTableHasOneRowPerFrameAndMarksTheThirdParty() {
    let result = run("table", "--host", "widgetkit", "--device", "820x1180")
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Widget width in points · WidgetKit"))
    #expect(lines[1].hasPrefix("screen    frame        systemSmall"))
    #expect(lines[2].hasPrefix("820x1180  canvas") && lines[2].contains("715.5"))
    #expect(lines[3].hasPrefix("820x1180  device") && lines[3].contains("628"))
    #expect(lines[4].hasPrefix("820x1180  lock-screen") && lines[4].contains("152†"))
    #expect(result.stdout.contains("† measured by a third party"))
  }

  @Test func contentWidthIsTheFrameLessTwoSixteenPointMargins() throws {
    let text = run(
      "table", "--host", "widgetkit", "--family", "systemMedium", "--metric", "content-width",
      "--device", "iphone-8", "--format", "csv"
    ).stdout
    // 321 − 2 × 16, derived.
    #expect(text.split(separator: "\n")[1] == "375x667,device,phone,289,derived,hig-widgets")
    let disabled = run(
      "table", "--host", "widgetkit", "--family", "systemMedium", "--metric", "content-height",
      "--device", "iphone-8", "--content-margins-disabled", "--format", "csv"
    ).stdout
    #expect(disabled.split(separator: "\n")[1] == "375x667,device,phone,148,derived,hig-widgets")
  }

  @Test func jsonCellsCarryConflictsAndReasons() throws {
    let result = run(
      "table", "--host", "widgetkit", "--device", "320x568", "--family", "systemSmall",
      "--family", "accessoryCircular", "--format", "json", "--os", "15")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["host"] as? String == "widgetkit")
    let rows = try #require(object["rows"] as? [[String: Any]])
    let cells = try #require(rows.first?["cells"] as? [[String: Any]])
    let conflicts = try #require(cells[0]["conflicts"] as? [[String: Any]])
    #expect(conflicts.first?["source"] as? String == "csdn-widget")
    #expect((conflicts.first?["value"] as? NSNumber)?.doubleValue == 140)
    #expect(cells[1]["value"] is NSNull)
    // The HIG's N/A for 320x568's accessory families (notes §9.2) is
    // explained by the screen's iOS range: its models stopped at iOS 15,
    // before the Lock Screen families of iOS 16; FrameUp's sizes for it
    // stay a listed conflict.
    #expect(
      (cells[1]["reason"] as? String)?.contains(
        "accessoryCircular appears on the iPhone Lock Screen from iOS 16") == true)
    let later = run(
      "table", "--host", "widgetkit", "--device", "320x568", "--family", "accessoryCircular",
      "--format", "json", "--os", "16")
    #expect(later.stdout.contains("runs iOS 9…15; --os 16 is outside it"))
    let sources = run("sources")
    #expect(
      sources.stdout.contains(
        "WidgetKit accessoryCircular device frame on 320x568, iOS 16–18: 72 × 72 pt [frameup"))
  }

  @Test func anUnknownFamilyIsOneLineListingTheFamilies() {
    let result = run("table", "--host", "widgetkit", "--family", "huge")
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "sizing-cli: The value 'huge' is invalid for '--family <family>'. Please provide "
        + "one of 'systemSmall', 'systemMedium', 'systemLarge', 'systemExtraLarge', "
        + "'accessoryCircular', 'accessoryRectangular' or 'accessoryInline'. "
        + "(see sizing-cli table --help)\n")
    let typo = run("families", "--family", "systemMedum")
    #expect(typo.exitCode == 64)
    #expect(typo.stderr.contains("; did you mean 'systemMedium'?"))
    #expect(typo.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [
    (["table", "--host", "widgetkit", "--metric", "compact"], "Please provide one of 'width', "),
    (["table", "--metric", "height"], "Please provide one of 'compact', 'expanded' or 'width'."),
    (["table", "--family", "systemSmall"], "--content-margins-disabled need --host widgetkit"),
    (["table", "--placement", "standby"], "--placement, --icons"),
    (["table", "--host", "widgetkit", "--orientation", "landscape"], "portrait screen sizes only"),
    (
      ["table", "--host", "widgetkit", "--os", "10"], "--os 10 is a Today-widget version; valid: 14"
    ),
    (
      ["table", "--host", "widgetkit", "--location", "notification-center"], "Today-widget option"
    ),
    (
      ["table", "--host", "widgetkit", "--device", "pixel"],
      "unknown device 'pixel'; valid: 440x956, 430x932"
    ),
    (["table", "--host", "web"], "Please provide one of 'today' and 'widgetkit'."),
  ])
  func badCombinationsExit64(arguments: [String], message: String) {
    let result = SizingCLI.execute(arguments)
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func familiesListsAvailabilityAndSizes() throws {
    let text = run("families", "--family", "systemExtraLarge", "--device", "ipad").stdout
    #expect(text.contains("systemExtraLarge (iOS 15+, doc-wf-xl)"))
    #expect(text.contains("iPhone: not supported"))
    #expect(text.contains("iPad: Today View (iPadOS 15+), Home Screen (iPadOS 15+)"))
    #expect(text.contains("768x1024  canvas  634.5 × 305.5"))
    #expect(text.contains("768x1024  device  540 × 260"))
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(run("families", "--family", "systemSmall", "--format", "json").stdout.utf8))
        as? [[String: Any]])
    let appearances = try #require(json.first?["appearances"] as? [[String: Any]])
    #expect(
      appearances.contains {
        $0["placement"] as? String == "standby" && $0["fromOS"] as? String == "17"
          && $0["idiom"] as? String == "phone"
      })
    let markdown = run("families", "--family", "accessoryInline", "--format", "markdown").stdout
    #expect(markdown.contains("| `390x844` | device | 234 × 26 |"))
  }

  @Test func sourcesListsTheWidgetKitConflicts() {
    let text = run("sources").stdout
    #expect(text.contains("hig-widgets: Apple Human Interface Guidelines, Widgets"))
    #expect(
      text.contains("WidgetKit systemSmall device frame on 402x874, iOS 18: 162 × 162 pt [zeryck"))
  }
}
