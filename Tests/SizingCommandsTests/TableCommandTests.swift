import Foundation
import SizingCommands
import SizingModel
import SnapshotTesting
import Testing

@Suite struct TableCommandTests {
  func run(_ arguments: String...) -> CommandResult { SizingCLI.execute(arguments) }

  func json(_ result: CommandResult) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  @Test(arguments: ["text", "csv", "json", "markdown"])
  func compactTableMatchesItsSnapshot(format: String) {
    let result = SizingCLI.execute(["table", "--format", format])
    #expect(result.exitCode == 0)
    #expect(result.stderr.isEmpty)
    let fileExtension = format == "markdown" ? "md" : format == "text" ? "txt" : format
    assertSnapshot(of: result.stdout, as: .text(fileExtension), named: "table-compact")
  }

  @Test func expandedLandscapeAndWidthTablesMatchTheirSnapshots() {
    assertSnapshot(
      of: run("table", "--metric", "expanded", "--orientation", "landscape").stdout,
      as: .text("txt"), named: "table-expanded-landscape")
    assertSnapshot(
      of: run(
        "table", "--metric", "width", "--orientation", "landscape", "--location", "left-column",
        "--os", "10"
      ).stdout,
      as: .text("txt"), named: "table-width-left-column")
  }

  /// The JSON table carries exactly what the model computes, for every
  /// device and category, with the schema UsingSizingCLI.md documents.
  @Test(arguments: HeightTable.Metric.allCases)
  func jsonMatchesTheModelCellForCell(metric: HeightTable.Metric) throws {
    let object = try json(
      SizingCLI.execute(["table", "--metric", metric.rawValue, "--format", "json"]))
    #expect(object["metric"] as? String == metric.rawValue)
    #expect(object["orientation"] as? String == "portrait")
    #expect(object["location"] as? String == "today-view")
    #expect(object["os"] as? String == "13")
    #expect(object["categories"] as? [String] == ContentSizeCategory.allCases.map(\.shortName))
    let rows = try #require(object["rows"] as? [[String: Any]])
    let model = WidgetSizes.standard
    #expect(rows.map { $0["device"] as? String } == model.devices.map(\.id))
    for (row, device) in zip(rows, model.devices) {
      let cells = try #require(row["cells"] as? [[String: Any]])
      #expect(cells.count == 12)
      for (cell, category) in zip(cells, ContentSizeCategory.allCases) {
        let env = WidgetEnvironment(device: device, category: category)
        let expected: Sourced<Double>
        switch metric {
        case .compact: expected = model.compactHeight(in: env)
        case .expanded: expected = model.maximumSize(for: .expanded, in: env).height
        case .width: expected = model.widgetWidth(in: env)
        }
        #expect(cell["category"] as? String == category.shortName)
        #expect((cell["value"] as? NSNumber)?.doubleValue == expected.value)
        #expect(cell["provenance"] as? String == expected.provenance.kind)
        if expected.provenance.kind != "estimated" {
          #expect((cell["source"] as? String)?.isEmpty == false)
        }
        if category.isAccessibility && category != .accessibilityExtraExtraExtraLarge
          && metric == .compact
        {
          #expect(cell["provenance"] as? String != "measured")
        }
      }
    }
  }

  @Test func jsonReproducesEveryAnchor() throws {
    let compact = try json(run("table", "--format", "json"))
    let rows = try #require(compact["rows"] as? [[String: Any]])
    func value(_ device: String, _ index: Int, in rows: [[String: Any]]) -> Double? {
      let row = rows.first { $0["device"] as? String == device }
      let cells = row?["cells"] as? [[String: Any]]
      return (cells?[index]["value"] as? NSNumber)?.doubleValue
    }
    #expect((0..<7).map { value("iphone-8", $0, in: rows) } == [95, 100, 105, 110, 120, 130, 140])
    #expect(value("iphone-se", 11, in: rows) == 325)
    #expect(value("ipad-pro-12-9", 0, in: rows) == 112.5)
    #expect(value("ipad-pro-12-9", 6, in: rows) == 165)
    #expect(value("ipad-pro-12-9", 11, in: rows) == 383.75)
    let expanded = try #require(
      try json(run("table", "--metric", "expanded", "--format", "json"))["rows"] as? [[String: Any]]
    )
    #expect(value("iphone-x", 3, in: expanded) == 660)
    let landscape = try #require(
      try json(
        run("table", "--metric", "expanded", "--orientation", "landscape", "--format", "json"))[
          "rows"]
        as? [[String: Any]])
    #expect(value("ipad", 3, in: landscape) == 616)
    let width = try #require(
      try json(run("table", "--metric", "width", "--format", "json"))["rows"] as? [[String: Any]])
    #expect(value("iphone-8", 3, in: width) == 359)
    #expect(value("iphone-x", 3, in: width) == 359)
  }

  @Test func deviceOptionSelectsRowsInTheGivenOrder() {
    let result = run("table", "--device", "ipad", "--device", "IPHONE-SE", "--format", "csv")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("ipad,"))
    #expect(lines[2].hasPrefix("iphone-se,"))
  }

  /// Two processes (each with its own hash seed) print the same bytes.
  @Test func outputIsDeterministic() throws {
    let first = try CLIProcess.output(["table", "--format", "json"])
    #expect(first.hasPrefix("{"))
    #expect(try CLIProcess.output(["table", "--format", "json"]) == first)
    #expect(run("table", "--format", "json").stdout == first)
  }

  @Test func calibrationOverridesCells() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calibration-\(UUID()).json")
    try
      #"{"measurements": [{"device": "iphone-8", "category": "AX1", "mode": "compact", "height": 168}]}"#
      .write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = run("table", "--device", "iphone-8", "--calibration", url.path)
    #expect(result.exitCode == 0)
    let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-8") } ?? ""
    let cells = row.split(separator: " ")
    #expect(cells[8] == "168")  // AX1 now measured: no marker
    #expect(cells[9] == "201.5*")
    #expect(result.stdout.contains("calibration"))
  }
}
