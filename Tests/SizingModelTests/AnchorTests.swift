import SizingModel
import Testing

/// Every published measurement is reproduced exactly and tagged `measured`.
@Suite struct AnchorTests {
  let model = WidgetSizes.standard
  let standardHeights: [Double] = [95, 100, 105, 110, 120, 130, 140]

  func env(
    _ id: String, _ category: ContentSizeCategory = .large,
    orientation: Orientation = .portrait, location: WidgetLocation = .todayView,
    os: OSVersion = .iOS13
  ) throws -> WidgetEnvironment {
    WidgetEnvironment(
      device: try model.device(id), orientation: orientation, location: location, os: os,
      category: category)
  }

  @Test(arguments: WidgetSizes.standard.devices.filter { $0.id != "ipad-pro-12-9" })
  func standardCompactHeights(device: Device) throws {
    for (category, height) in zip(ContentSizeCategory.standardCases, standardHeights) {
      for os in [OSVersion.iOS10, .iOS13] {
        for orientation in Orientation.allCases {
          let value = model.compactHeight(
            in: WidgetEnvironment(
              device: device, orientation: orientation, os: os, category: category))
          #expect(value.value == height, "\(device.id) \(category)")
          #expect(value.provenance.kind == "measured")
          #expect(value.provenance.source == "beankhan")
        }
      }
    }
    let ax5 = model.compactHeight(in: try env(device.id, .accessibilityExtraExtraExtraLarge))
    #expect(ax5 == Sourced(325, .measured(source: "pspdf")))
  }

  @Test func iPadPro129Anchors() throws {
    let expected: [(ContentSizeCategory, Double)] = [
      (.extraSmall, 112.5), (.extraExtraExtraLarge, 165.0),
      (.accessibilityExtraExtraExtraLarge, 383.75),
    ]
    for (category, height) in expected {
      let value = model.compactHeight(in: try env("ipad-pro-12-9", category))
      #expect(value == Sourced(height, .measured(source: "pspdf")))
    }
  }

  @Test func maximumExpandedAnchors() throws {
    let iPhoneX = model.maximumSize(for: .expanded, in: try env("iphone-x"))
    #expect(iPhoneX.height == Sourced(660, .measured(source: "ha-633")))
    let iPad = model.maximumSize(for: .expanded, in: try env("ipad", orientation: .landscape))
    #expect(iPad.height == Sourced(616, .measured(source: "currconv")))
  }

  @Test(arguments: ["iphone-8", "iphone-x"])
  func widthAnchor(id: String) throws {
    // Measured on iOS 10; iOS 11–13 get the same 359 pt from the portrait rule (375 − 2 × 8).
    #expect(
      model.widgetWidth(in: try env(id, os: .iOS10)) == Sourced(359, .measured(source: "ishweiss")))
    #expect(model.widgetWidth(in: try env(id, os: .iOS13)).provenance.kind == "derived")
    for os in [OSVersion.iOS10, .iOS13] {
      #expect(model.widgetWidth(in: try env(id, os: os)).value == 359)
      #expect(model.maximumSize(for: .compact, in: try env(id, os: os)).width.value == 359)
    }
  }

  @Test func iOS9MarginInsets() throws {
    let insets = model.proposedMarginInsets(in: try env("iphone-8", os: .iOS9))
    #expect(insets.value == Insets(top: 0, left: 47, bottom: 39, right: 0))
    #expect(insets.provenance == .measured(source: "zws-todaywidget"))
    #expect(model.proposedMarginInsets(in: try env("iphone-8")).value == .zero)
  }

  @Test(arguments: WidgetSizes.standard.devices.filter { $0.idiom == .phone })
  func quickActionsIsCompactOnlyAtFullPortraitWidth(device: Device) throws {
    for category in ContentSizeCategory.allCases {
      let env = WidgetEnvironment(device: device, location: .quickActions, category: category)
      #expect(!env.offersExpandedMode)
      #expect(model.widgetWidth(in: env).value == device.portraitSize.width)
      #expect(model.widgetWidth(in: env).provenance.kind == "derived")
      let expanded = model.maximumSize(for: .expanded, in: env)
      #expect(expanded.size == model.maximumSize(for: .compact, in: env).size)
    }
  }

  /// HowTheModelWorks.md's observation: the seven measured standard heights are
  /// 5 × Body point size + 25.
  @Test func standardHeightsFollowBodySize() throws {
    for category in ContentSizeCategory.standardCases {
      let body = try #require(model.font(.body, category: category, os: .iOS13)).value.pointSize
      #expect(model.compactHeight(in: try env("iphone-8", category)).value == 5 * body + 25)
    }
  }
}
