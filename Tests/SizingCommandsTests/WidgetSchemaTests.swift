import Foundation
import SizingModel
import Testing
import WidgetDescriptions

/// `Data/widget-description-v2.schema.json` (JSON Schema 2020-12, checked
/// with Debian's python3-jsonschema) accepts every shipped version-2 widget
/// and refuses what the reader refuses, so editors that read the schema
/// flag the same mistakes. A missing validator fails the test.
@Suite struct WidgetSchemaTests {
  static let schema = "Data/widget-description-v2.schema.json"

  /// Validates `documents` (JSON texts) against the schema; returns each one's error count.
  static func errorCounts(_ documents: [String]) throws -> [Int] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, document) in documents.enumerated() {
      let url = folder.appendingPathComponent("\(index).json")
      try Data(document.utf8).write(to: url)
      paths.append(url.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments =
      [
        "-c",
        """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            print(len(list(validator.iter_errors(json.load(open(path))))))
        """,
        schema,
      ] + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3-jsonschema failed: \(output)")
    return output.split(separator: "\n").compactMap { Int($0) }
  }

  @Test func everyShippedVersion2WidgetValidates() throws {
    let names = [
      "reference-v2", "weather", "stocks", "calendar", "chart", "pdf-viewer-widgetkit",
      "pdf-viewer-swiftui",
    ]
    let texts = try names.map { try #require(WidgetSizes.embeddedFile("widgets/\($0).json")) }
    #expect(try Self.errorCounts(texts) == Array(repeating: 0, count: names.count))
  }

  @Test func theSchemaRefusesWhatTheReaderRefuses() throws {
    let label = #"{"type": "label", "text": "x", "textStyle": "body"}"#
    let refused = [
      #"{"version": 2, "appName": "A"}"#,
      #"{"version": 2, "appName": "A", "compact": {"type": "button"}}"#,
      #"{"version": 2, "appName": "A", "compact": {"type": "label", "text": "x", "textStyle": "huge"}}"#,
      ##"{"version": 2, "appName": "A", "compact": {"type": "view", "color": "red"}}"##,
      #"{"version": 2, "appName": "A", "compact": {"type": "image", "size": [1, 2], "width": 3}}"#,
      #"{"version": 2, "appName": "A", "compact": {"type": "view", "id": "widget"}}"#,
      #"{"version": 2, "appName": "A", "compact": \#(label), "expanded": {"body": \#(label), "list": {"row": \#(label), "items": []}}}"#,
      #"{"version": 2, "appName": "A", "compact": {"axis": "vertical", "items": [], "colour": 1}}"#,
      // SwiftUI trees: a UIKit key on a Text, a frame both fixed and flexible, an unknown modifier.
      #"{"version": 2, "appName": "A", "widgetKit": {"all": {"layout": "swiftui", "type": "text", "text": "x", "numberOfLines": 2}}}"#,
      ##"{"version": 2, "appName": "A", "widgetKit": {"all": {"layout": "swiftui", "type": "color", "color": "#000000", "modifiers": [{"frame": {"width": 1, "maxWidth": 2}}]}}}"##,
      #"{"version": 2, "appName": "A", "widgetKit": {"all": {"layout": "swiftui", "type": "spacer", "modifiers": [{"blur": 2}]}}}"#,
    ]
    for text in refused {
      #expect(throws: SizingError.self, "\(text)") { try WidgetDescription.parse(text) }
    }
    #expect(try Self.errorCounts(refused).allSatisfy { $0 > 0 })
    #expect(try Self.errorCounts(refused).count == refused.count)
  }
}
