import SizingModel
import Testing

/// Only environments that existed: each device class from the first iOS any
/// of its models shipped with (Data/devices.json, sources wiki-iphone-models
/// and wiki-ipad-models), Quick Actions from iOS 10. Expected values are
/// written from those sources, not read from the data.
@Suite struct DeviceExistenceTests {
  let model = WidgetSizes.standard

  func env(_ id: String, _ os: OSVersion, location: WidgetLocation = .todayView) throws
    -> WidgetEnvironment
  {
    WidgetEnvironment(device: try model.device(id), location: location, os: os)
  }

  /// The first iOS of each class, and the model that sets it.
  @Test(arguments: [
    ("iphone-x", "11"), ("iphone-xr", "12"), ("iphone-xs-max", "12"), ("ipad-pro-11", "12.1"),
    ("ipad-10-2", "13.1"), ("ipad-pro-10-5", "10.3"), ("ipad-pro-12-9", "9.1"),
  ])
  func firstVersions(id: String, first: String) throws {
    let device = try model.device(id)
    #expect(device.os.first == first)
    #expect(device.os.last == nil)
    #expect(model.source(device.os.source) != nil)
  }

  /// The iPhone SE, 8 and 8 Plus classes and the 9.7" iPad ran iOS 9 through 13.
  @Test(arguments: ["iphone-se", "iphone-8", "iphone-8-plus", "ipad"])
  func olderClassesRanEveryTodayRelease(id: String) throws {
    for os in OSVersion.todayReleases { try env(id, os).validate() }
  }

  @Test func iPhoneXOnIOS10IsRejectedWithTheReason() throws {
    #expect(
      throws: SizingError.unsupported(
        "iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)")
    ) { try env("iphone-x", .iOS10).validate() }
    #expect(SizingError.unsupported("").exitCode == 64)
  }

  /// The XR first ran iOS 12, inside the iOS 11–13 group: it exists there.
  @Test func iPhoneXRExistsOnTheIOS11To13Group() throws {
    try env("iphone-xr", .iOS13).validate()
    #expect(throws: SizingError.self) { try env("iphone-xr", .iOS10).validate() }
    #expect(throws: SizingError.self) { try env("iphone-xr", .iOS9).validate() }
  }

  @Test func iPadPro105FromIOS10() throws {
    #expect(
      throws: SizingError.unsupported(
        "iPad Pro 10.5\" (ipad-pro-10-5) first ran iOS 10.3; valid --os here: 10, 13 (iOS 11–13)")
    ) { try env("ipad-pro-10-5", .iOS9).validate() }
    try env("ipad-pro-10-5", .iOS10).validate()
    try env("ipad-pro-12-9", .iOS9).validate()
  }

  @Test func quickActionsFromIOS10() throws {
    #expect(
      throws: SizingError.unsupported(
        "location 'quick-actions' (the widget in the 3D Touch menu) exists from iOS 10; "
          + "valid --os here: 10, 13 (iOS 11–13)")
    ) { try env("iphone-8", .iOS9, location: .quickActions).validate() }
    try env("iphone-8", .iOS10, location: .quickActions).validate()
    // The column rule names only the locations that exist on iOS 9.
    var column = try env("iphone-8", .iOS9, location: .leftColumn)
    column.orientation = .landscape
    #expect(
      throws: SizingError.unsupported(
        "location 'left-column' exists only on iPads in landscape on iOS 9–10; "
          + "valid here: today-view, notification-center")
    ) { try column.validate() }
  }

  /// The devices of each release, by hand from the first versions above.
  @Test func devicesOfEachRelease() {
    let existing = { (os: OSVersion) in
      model.devices.filter { (try? WidgetEnvironment(device: $0, os: os).validate()) != nil }
        .map(\.id)
    }
    let iOS9 = ["iphone-se", "iphone-8", "iphone-8-plus", "ipad", "ipad-pro-12-9"]
    #expect(existing(.iOS9) == iOS9)
    #expect(
      existing(.iOS10) == [
        "iphone-se", "iphone-8", "iphone-8-plus", "ipad", "ipad-pro-10-5", "ipad-pro-12-9",
      ])
    #expect(existing(.iOS13) == model.devices.map(\.id))
  }

  /// A class whose last model left before the group ends there.
  @Test func rangesOverlapReleaseGroups() {
    let ended = OSSupport(first: "6", firstSetBy: "test", last: "10.3", source: "test")
    #expect(ended.includes(.iOS9) && ended.includes(.iOS10) && !ended.includes(.iOS13))
    let late = OSSupport(first: "13.1", firstSetBy: "test", source: "test")
    #expect(!late.includes(.iOS10) && late.includes(.iOS13))
    #expect(OSVersion.iOS13.releaseMajors == 11...13 && OSVersion.iOS9.releaseMajors == 9...9)
  }

  /// 3D Touch and Haptic Touch, per model [howtogeek-3d-touch]: informative.
  @Test func pressInputPerModel() {
    let models = { (kind: PressInput.Kind) in
      Set(model.devices.flatMap { $0.pressInputs.filter { $0.kind == kind }.flatMap(\.models) })
    }
    #expect(
      models(.threeDTouch) == [
        "iPhone 6s", "iPhone 6s Plus", "iPhone 7", "iPhone 7 Plus", "iPhone 8", "iPhone 8 Plus",
        "iPhone X", "iPhone XS", "iPhone XS Max",
      ])
    #expect(
      models(.hapticTouch) == ["iPhone XR", "iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max"])
    #expect(model.devices.filter { $0.idiom == .pad }.allSatisfy { $0.pressInputs.isEmpty })
    let sources = Set(model.devices.flatMap { $0.pressInputs.map(\.source) })
    #expect(sources == ["howtogeek-3d-touch"] && model.source("howtogeek-3d-touch") != nil)
    #expect(model.source("hig-3d-touch") != nil)
  }

  /// `table` on iOS 9: a row with no cells, and the reason, for each class
  /// that did not run it; the others computed.
  @Test func heightTableMarksDevicesThatDidNotRunTheOS() throws {
    let table = try HeightTable(model: model, metric: .compact, os: .iOS9)
    #expect(table.rows.count == 11)
    let absent = table.rows.filter { $0.absence != nil }
    #expect(
      absent.map(\.device.id) == [
        "iphone-x", "iphone-xr", "iphone-xs-max", "ipad-10-2", "ipad-pro-10-5", "ipad-pro-11",
      ])
    #expect(absent.allSatisfy { $0.cells.isEmpty })
    #expect(table.rows.filter { $0.absence == nil }.allSatisfy { $0.cells.count == 12 })
    #expect(
      absent[0].absence == "iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)")
    #expect(throws: SizingError.self) {
      try HeightTable(model: model, metric: .compact, location: .quickActions, os: .iOS9)
    }
  }
}
