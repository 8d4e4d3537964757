import Foundation
import SizingModel
import Testing

@Suite struct CalibrationTests {
  let devices = WidgetSizes.standard.devices

  func parse(_ json: String) throws(SizingError) -> Calibration {
    try Calibration(json: Data(json.utf8), devices: devices)
  }

  @Test func overridesTheModelAndSaysSo() throws {
    let calibration = try parse(
      """
      {"measurements": [
        {"device": "iphone-8", "category": "AX2", "mode": "compact", "height": 199},
        {"device": "ipad", "category": "L", "orientation": "landscape", "mode": "expanded",
         "width": 500, "height": 600}
      ]}
      """)
    #expect(calibration.count == 2)
    let model = WidgetSizes(calibration: calibration)
    let phone = WidgetEnvironment(
      device: try model.device("iphone-8"), category: .accessibilityLarge)
    #expect(model.compactHeight(in: phone) == Sourced(199, .measured(source: "calibration")))
    var other = phone
    other.category = .accessibilityExtraLarge
    #expect(model.compactHeight(in: other).provenance.kind == "derived")
    let pad = WidgetEnvironment(device: try model.device("ipad"), orientation: .landscape)
    let expanded = model.maximumSize(for: .expanded, in: pad)
    #expect(expanded.height == Sourced(600, .measured(source: "calibration")))
    #expect(expanded.width == Sourced(500, .measured(source: "calibration")))
  }

  @Test(arguments: [
    ("{", "line 1, column 2"),
    ("{\"measurements\": [], \"measurements\": []}", "line 1, column 22"),
    ("{\"measurements\": [{\"height\": NaN}]}", "line 1, column 30"),
    (String(repeating: "[", count: 10_000), "line 1, column 9"),
    ("[]", "$"),
    ("{}", "$"),
    ("{\"measurements\": 3}", "$.measurements"),
    ("{\"measurements\": [], \"extra\": 1}", "$.extra"),
    (
      "{\"measurements\": [{\"device\": \"pixel\", \"category\": \"L\", \"mode\": \"compact\", \"height\": 1}]}",
      "$.measurements[0].device"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"AX9\", \"mode\": \"compact\", \"height\": 1}]}",
      "$.measurements[0].category"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"tall\", \"height\": 1}]}",
      "$.measurements[0].mode"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": -5}]}",
      "$.measurements[0].height"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": 1e400}]}",
      "line 1, column 84"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": \"7\"}]}",
      "$.measurements[0].height"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": true}]}",
      "$.measurements[0].height"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\"}]}",
      "$.measurements[0]"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": 1, \"colour\": 2}]}",
      "$.measurements[0].colour"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": 1, \"width\": 0}]}",
      "$.measurements[0].width"
    ),
    (
      "{\"measurements\": [{\"device\": \"ipad\", \"category\": \"L\", \"mode\": \"compact\", \"height\": 1},"
        + "{\"device\": \"ipad\", \"category\": \"large\", \"mode\": \"compact\", \"height\": 2}]}",
      "$.measurements[1]"
    ),
    ("{\"measurements\": [7]}", "$.measurements[0]"),
  ])
  func rejectsBadInputNamingThePath(json: String, path: String) {
    do {
      _ = try parse(json)
      Issue.record("accepted \(json)")
    } catch {
      guard case .invalidData(let found, let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(found == path, "\(message)")
      #expect(error.exitCode == 65)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func missingFileIsNoInput() {
    #expect(throws: SizingError.self) {
      try Calibration(contentsOf: "/nonexistent/calibration.json", devices: devices)
    }
    do {
      _ = try Calibration(contentsOf: "/nonexistent/calibration.json", devices: devices)
    } catch {
      #expect(error.exitCode == 66)
    }
  }
}
