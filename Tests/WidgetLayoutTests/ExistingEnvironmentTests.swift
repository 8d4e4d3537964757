import SizingModel
import Testing

@testable import WidgetLayout

/// `check`'s matrix holds only environments that existed, and the layout
/// refuses the others with the validator's reason.
@Suite struct ExistingEnvironmentTests {
  let model = WidgetSizes.standard

  @Test func matrixSkipsDevicesOnIOSVersionsTheyDidNotRun() throws {
    let iPhoneX = try model.device("iphone-x")
    #expect(EnvironmentMatrix(devices: [iPhoneX], oses: [.iOS9, .iOS10]).count == 0)
    // iOS 11–13: 2 orientations × 3 locations × 12 categories.
    #expect(EnvironmentMatrix(devices: [iPhoneX], oses: [.iOS13]).count == 2 * 3 * 12)
  }

  /// iOS 9: SE, 8, 8 Plus, iPad 9.7", iPad Pro 12.9" × 2 orientations ×
  /// today-view and notification-center, + 2 iPads × 2 columns in landscape.
  @Test func iOS9MatrixByHand() {
    let matrix = EnvironmentMatrix(oses: [.iOS9])
    #expect(matrix.count == (5 * 2 * 2 + 2 * 2) * 12)
    let ids = Set(matrix.environments.map(\.device.id))
    #expect(ids == ["iphone-se", "iphone-8", "iphone-8-plus", "ipad", "ipad-pro-12-9"])
    #expect(!matrix.environments.contains { $0.location == .quickActions })
  }

  @Test func layoutRejectsADeviceThatDidNotRunTheOS() throws {
    let env = WidgetEnvironment(device: try model.device("ipad-pro-11"), os: .iOS10)
    #expect(
      throws: SizingError.unsupported(
        "iPad Pro 11\" (ipad-pro-11) first ran iOS 12.1; valid --os here: 13 (iOS 11–13)")
    ) {
      try approximateLayout.layout(in: env, mode: .compact)
    }
  }
}
