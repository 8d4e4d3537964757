import Foundation
import SizingModel
import Testing

/// A calibrated value overrides every cell the model says is the same quantity.
@Suite struct CalibrationPropagationTests {
  let devices = WidgetSizes.standard.devices

  func model(_ json: String) throws -> WidgetSizes {
    WidgetSizes(calibration: try Calibration(json: Data(json.utf8), devices: devices))
  }

  @Test func anExpandedMaximumAtOneTextSizeHoldsAtEveryTextSizeOfThatEnvironment() throws {
    let model = try model(
      #"{"measurements": [{"device": "iphone-8", "category": "L", "location": "notification-center", "mode": "expanded", "height": 484}]}"#
    )
    let device = try model.device("iphone-8")
    for category in ContentSizeCategory.allCases {
      let env = WidgetEnvironment(
        device: device, location: .notificationCenter, category: category)
      let height = model.maximumSize(for: .expanded, in: env).height
      // 484 pt stands at every size whose compact height is below it (all twelve: AX5 is 325).
      #expect(height == Sourced(484, .measured(source: "calibration")), "\(category)")
    }
    // The Today view, another location, keeps the model's own rule.
    let today = WidgetEnvironment(device: device, category: .accessibilityMedium)
    #expect(model.maximumSize(for: .expanded, in: today).height.provenance.kind == "derived")
  }

  @Test func aWidthHoldsAtEveryTextSizeAndInBothModes() throws {
    let model = try model(
      #"{"measurements": [{"device": "iphone-se", "category": "AX5", "mode": "compact", "height": 325, "width": 300}]}"#
    )
    let env = WidgetEnvironment(device: try model.device("iphone-se"), category: .extraSmall)
    #expect(model.widgetWidth(in: env) == Sourced(300, .measured(source: "calibration")))
    #expect(model.maximumSize(for: .expanded, in: env).width.value == 300)
    // The compact height is per text size: xS keeps the published 95 pt.
    #expect(model.compactHeight(in: env) == Sourced(95, .measured(source: "beankhan")))
  }

  @Test func twoMaximaThatDisagreeAreAnError() {
    let json = """
      {"measurements": [
        {"device": "ipad", "category": "L", "mode": "expanded", "height": 616},
        {"device": "ipad", "category": "AX5", "mode": "expanded", "height": 660}
      ]}
      """
    #expect {
      _ = try Calibration(json: Data(json.utf8), devices: devices)
    } throws: { error in
      "\(error)".contains("height 660 pt disagrees with 616 pt measured at L")
        && "\(error)".contains("$.measurements[1]")
    }
  }
}
