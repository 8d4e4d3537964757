import SizingModel
import Testing

/// Every measurement in the research notes (shared/notes/sizing-facts.md §2.2,
/// §2.3, §2.4, §7), typed here from the notes, reproduced by the model one by
/// one in the environment it was measured in.
@Suite struct PublishedMeasurementTests {
  let model = WidgetSizes.standard

  struct Case: CustomStringConvertible, Sendable {
    var device: String
    var orientation: Orientation
    var location: WidgetLocation
    var os: OSVersion
    var metric: HeightTable.Metric
    var value: Double
    var description: String {
      "\(device) \(orientation) \(location.rawValue) iOS \(os.name) \(metric) \(value)"
    }
  }

  static func c(
    _ device: String, _ orientation: Orientation, _ location: WidgetLocation, _ os: OSVersion,
    _ metric: HeightTable.Metric, _ value: Double
  ) -> Case {
    Case(
      device: device, orientation: orientation, location: location, os: os, metric: metric,
      value: value)
  }

  /// §7 (coderyi, iOS 10), §2.3 (ha-633 iOS 13, currconv), §2.4 (ishweiss 359).
  static let limits: [Case] = [
    c("iphone-se", .portrait, .todayView, .iOS10, .width, 304),
    c("iphone-se", .portrait, .notificationCenter, .iOS10, .width, 304),
    c("iphone-se", .portrait, .todayView, .iOS10, .expanded, 528),
    c("iphone-se", .portrait, .notificationCenter, .iOS10, .expanded, 396),
    c("iphone-se", .landscape, .todayView, .iOS10, .width, 420),
    c("iphone-se", .landscape, .notificationCenter, .iOS10, .width, 420),
    c("iphone-se", .landscape, .notificationCenter, .iOS10, .expanded, 176),
    c("iphone-8-plus", .portrait, .todayView, .iOS10, .width, 398),
    c("iphone-8-plus", .portrait, .notificationCenter, .iOS10, .width, 398),
    c("iphone-8-plus", .portrait, .todayView, .iOS10, .expanded, 660),
    c("iphone-8-plus", .portrait, .notificationCenter, .iOS10, .expanded, 572),
    c("iphone-8-plus", .landscape, .todayView, .iOS10, .width, 420),
    c("iphone-8-plus", .landscape, .notificationCenter, .iOS10, .width, 420),
    c("iphone-8-plus", .landscape, .todayView, .iOS10, .expanded, 352),
    c("iphone-8-plus", .landscape, .notificationCenter, .iOS10, .expanded, 264),
    c("iphone-8", .landscape, .todayView, .iOS10, .width, 420),
    c("iphone-x", .portrait, .todayView, .iOS13, .expanded, 660),
    c("ipad", .landscape, .todayView, .iOS13, .expanded, 616),
    c("iphone-8", .portrait, .todayView, .iOS10, .width, 359),
    // §2.3, iOS 8 (taken as iOS 9's): content with the proposed insets kept.
    c("iphone-se", .portrait, .todayView, .iOS9, .width, 272),
    c("iphone-se", .portrait, .todayView, .iOS9, .expanded, 441.5),
    c("iphone-se", .landscape, .todayView, .iOS9, .width, 520),
    c("iphone-se", .landscape, .todayView, .iOS9, .expanded, 205.5),
    c("iphone-8", .portrait, .todayView, .iOS9, .width, 327),
    c("iphone-8", .portrait, .todayView, .iOS9, .expanded, 540.5),
    c("iphone-8", .landscape, .todayView, .iOS9, .width, 586),
    c("iphone-8", .landscape, .todayView, .iOS9, .expanded, 260.5),
    c("iphone-8-plus", .portrait, .todayView, .iOS9, .width, 362),
    c("iphone-8-plus", .portrait, .todayView, .iOS9, .expanded, 610),
    c("iphone-8-plus", .landscape, .todayView, .iOS9, .width, 585),
    c("iphone-8-plus", .landscape, .todayView, .iOS9, .expanded, 288),
    c("ipad", .portrait, .todayView, .iOS9, .width, 711),
    c("ipad", .portrait, .todayView, .iOS9, .expanded, 985),
    c("ipad", .landscape, .todayView, .iOS9, .expanded, 729),
  ]

  @Test(arguments: limits)
  func tablePrintsTheMeasurement(_ measured: Case) throws {
    let table = try HeightTable(
      model: model, metric: measured.metric, orientation: measured.orientation,
      location: measured.location, os: measured.os, devices: [try model.device(measured.device)])
    // The default text size, Large: compact 110 pt, below every maximum above.
    let cell = try #require(table.rows.first?.cells[ContentSizeCategory.large.rawValue])
    #expect(cell.value == measured.value)
    #expect(cell.provenance.kind != "estimated", "a measurement is not an estimate")
  }

  /// §2.2: the compact heights, at every device but the iPad Pro 12.9", and its own three.
  @Test func compactHeights() throws {
    let heights: [(ContentSizeCategory, Double)] = [
      (.extraSmall, 95), (.small, 100), (.medium, 105), (.large, 110), (.extraLarge, 120),
      (.extraExtraLarge, 130), (.extraExtraExtraLarge, 140),
      (.accessibilityExtraExtraExtraLarge, 325),
    ]
    for device in model.devices where device.id != "ipad-pro-12-9" {
      for (category, height) in heights {
        let env = WidgetEnvironment(device: device, category: category)
        #expect(model.compactHeight(in: env).value == height, "\(device.id) \(category)")
      }
    }
    let pro = try model.device("ipad-pro-12-9")
    for (category, height) in [
      (ContentSizeCategory.extraSmall, 112.5), (.extraExtraExtraLarge, 165),
      (.accessibilityExtraExtraExtraLarge, 383.75),
    ] {
      #expect(
        model.compactHeight(in: WidgetEnvironment(device: pro, category: category)).value == height)
    }
  }

  /// An observation, not a source: every published maximum is a whole number of 44-pt rows.
  @Test func everyMeasuredMaximumIsAWholeNumberOfTableRows() {
    let maxima = model.publishedMeasurements.filter { $0.quantity == "maximum expanded height" }
    #expect(maxima.count >= 9)
    for row in maxima {
      #expect(row.published.truncatingRemainder(dividingBy: 44) == 0, "\(row.published)")
    }
  }

  /// The ledger lists every value above and the model agrees with each.
  @Test func theLedgerAgreesWithTheModel() {
    for row in model.publishedMeasurements where !row.quantity.contains("iOS 8 only") {
      #expect(row.model.value == row.published, "\(row.quantity) \(row.environment.summary)")
    }
  }
}
