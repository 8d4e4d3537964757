import Foundation
import SizingCommands
import Testing

/// `sizing-cli layout`, run in-process.
@Suite struct LayoutTests {
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let result = SizingCLI.execute(["layout"] + arguments + ["--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  private func number(_ object: [String: Any], _ path: String...) -> Double? {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    return (current as? NSNumber)?.doubleValue
  }

  @Test func textShowsTheNumbersAndAnIndentedTree() {
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--category", "L", "--mode", "expanded",
    ])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "PDF Viewer widget · iphone-8 portrait today-view iOS 13 L · mode expanded")
    // 359 pt was measured on iOS 10; on iOS 11–13 the portrait rule gives it (derived).
    #expect(lines.contains("widget width            359* pt"))
    #expect(lines.contains("compact height          110 pt"))
    #expect(lines.contains("preferredContentSize    359* × 320* pt"))
    #expect(lines.contains("visible recents         4 of 6 (max rows 4)"))
    #expect(lines.contains("  widget (widget)  0, 0, 359 × 320"))
    #expect(lines.contains("    actions (actionRow)  0, 0, 359 × 110"))
    #expect(lines.contains("      row2 (row)  0, 215, 359 × 52.5"))
    #expect(lines.contains("        row2.separator (separator)  16, 267, 343 × 0.5"))
    #expect(
      lines.contains {
        $0.hasPrefix("        action0.icon (icon)") && $0.hasSuffix("icon \"scan\"")
      })
    #expect(
      lines.contains { $0.hasPrefix("          row0.title (title)") && $0.contains("1 line") })
  }

  @Test func jsonHasEveryFrameAsNumbers() throws {
    let object = try json(["--device", "iphone-8", "--category", "large", "--mode", "expanded"])
    #expect(number(object, "widgetWidth", "value") == 359)
    #expect(number(object, "compactHeight", "value") == 110)
    #expect((object["compactHeight"] as? [String: Any])?["provenance"] as? String == "measured")
    #expect(number(object, "preferredContentSize", "height", "value") == 320)
    #expect(number(object, "maximumSize", "compact", "height", "value") == 110)
    #expect(number(object, "visibleRecents") == 4)
    #expect(object["expandedAvailable"] as? Bool == true)
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(elements.count == 36)
    for element in elements {
      for key in ["x", "y", "width", "height"] {
        #expect(element[key] is NSNumber, "\(element["id"] ?? "?") \(key)")
      }
    }
    let title = try #require(elements.first { $0["id"] as? String == "row0.title" })
    let text = try #require(title["text"] as? [String: Any])
    #expect(text["text"] as? String == "Annual Report 2016.pdf")
    #expect(text["lines"] as? Int == 1 && text["truncated"] as? Bool == false)
    // body at Large: 17 pt, SF's line 17 × 2444/2048 (not the HIG's 22).
    #expect(
      number(text, "font", "size") == 17 && number(text, "font", "lineHeight") == 20.287109375)
  }

  @Test func recentsOverrideAndIOS9() throws {
    let two = try json([
      "--device", "iphone-8", "--category", "L", "--mode", "expanded", "--recents", "2",
    ])
    #expect(number(two, "visibleRecents") == 2)
    #expect(number(two, "preferredContentSize", "height", "value") == 215)
    let old = try json(["--device", "iphone-8", "--category", "L", "--os", "9"])
    #expect(old["mode"] is NSNull && old["hasDisplayModes"] as? Bool == false)
    #expect(number(old, "leadingInset") == 47 && old["darkPalette"] as? Bool == true)
    #expect(number(old, "visibleRecents") == 4)
  }

  @Test func snapRoundsFramesToThePixelGrid() throws {
    let object = try json(["--device", "iphone-8", "--category", "L", "--snap"])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let button = try #require(elements.first { $0["id"] as? String == "action0" })
    #expect((button["width"] as? NSNumber)?.doubleValue == 103.5)  // 103.667 unsnapped
    for element in elements {
      for key in ["x", "y", "width", "height"] {
        let value = try #require((element[key] as? NSNumber)?.doubleValue)
        #expect(value * 2 == (value * 2).rounded(), "\(element["id"] ?? "?") \(key)")
      }
    }
  }

  @Test func exampleWidgetFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Data/widgets/crowded.json").standardizedFileURL
    let object = try json(["--device", "iphone-se", "--category", "xxxL", "--widget", url.path])
    #expect(object["widget"] as? String == "Mail")
    let kinds = (object["diagnostics"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
    #expect(kinds?.contains("narrowerThanMinimum") == true)
  }

  @Test(arguments: [
    (["--device", "iphone-99", "--category", "L"], 64, "unknown device 'iphone-99'"),
    (["--device", "iphone-8", "--category", "huge"], 64, "unknown category 'huge'; valid: xS"),
    (
      ["--device", "iphone-8", "--category", "L", "--mode", "big"], 64,
      "'big' is invalid for '--mode <mode>'. Please provide one of 'compact' and 'expanded'."
    ),
    (
      ["--device", "iphone-8", "--category", "L", "--format", "xml"], 64,
      "Please provide one of 'text' and 'json'."
    ),
    (["--device", "iphone-8", "--category", "L", "--location", "left-column"], 64, "left-column"),
    (
      [
        "--device", "iphone-8", "--category", "L", "--location", "quick-actions", "--mode",
        "expanded",
      ],
      64, "--mode expanded is not available here: Quick Actions"
    ),
    (
      ["--device", "iphone-8", "--category", "L", "--recents", "0", "--mode", "expanded"], 64,
      "no recents"
    ),
    (["--device", "iphone-8", "--category", "L", "--recents", "2000"], 64, "out of range"),
    (
      ["--device", "iphone-8", "--category", "L", "--widget", "/nonexistent/w.json"], 66,
      "cannot read"
    ),
  ])
  func badInputExitsWithAOneLineError(arguments: [String], code: Int32, message: String) {
    let result = SizingCLI.execute(["layout"] + arguments)
    #expect(result.exitCode == code)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func malformedWidgetExits65WithThePath() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layout-\(UInt32.random(in: 0...UInt32.max)).json")
    try Data(#"{"appName": "A", "quickActions": [], "recents": [{"title": ""}]}"#.utf8).write(
      to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = SizingCLI.execute([
      "layout", "--device", "iphone-8", "--category", "L", "--widget", url.path,
    ])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("\(url.path): $.recents[0].title: must not be empty"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
