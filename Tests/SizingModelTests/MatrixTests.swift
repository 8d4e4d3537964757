import SizingModel
import Testing

/// Exhaustive properties over every device × orientation × location × OS × category.
@Suite struct MatrixTests {
  let model = WidgetSizes.standard

  /// Every valid environment, category last so runs are in text-size order.
  var validEnvironments: [[WidgetEnvironment]] {
    var runs: [[WidgetEnvironment]] = []
    for device in model.devices {
      for orientation in Orientation.allCases {
        for location in WidgetLocation.allCases {
          for os in OSVersion.todayReleases {
            let run = ContentSizeCategory.allCases.map {
              WidgetEnvironment(
                device: device, orientation: orientation, location: location, os: os, category: $0)
            }
            if (try? run[0].validate()) != nil { runs.append(run) }
          }
        }
      }
    }
    return runs
  }

  @Test func everyEnvironmentIsCovered() {
    // Only the devices that ran each iOS (Data/devices.json), × 2 orientations:
    // iOS 9: 5 devices (SE, 8, 8 Plus, iPad 9.7", iPad Pro 12.9") × today-view and
    //   notification-center (no Quick Actions before iOS 10) + 2 iPads × 2 columns;
    // iOS 10: 6 devices (+ iPad Pro 10.5", from iOS 10.3) × 3 locations + 3 iPads × 2 columns;
    // iOS 11–13: 11 devices × 3 locations.
    #expect(validEnvironments.count == (5 * 2 * 2 + 2 * 2) + (6 * 2 * 3 + 3 * 2) + 11 * 2 * 3)
  }

  @Test func compactHeightsNeverDecreaseAsTheCategoryGrows() {
    for run in validEnvironments {
      let heights = run.map { model.compactHeight(in: $0).value }
      #expect(heights == heights.sorted(), "\(run[0].summary)")
      #expect(heights.allSatisfy { $0 > 0 && $0.isFinite })
    }
  }

  @Test func everyValueHasAProvenanceAndASourceOrExplanation() {
    for env in validEnvironments.joined() {
      let values = [
        model.compactHeight(in: env), model.widgetWidth(in: env),
        model.maximumSize(for: .expanded, in: env).height,
      ]
      for value in values {
        switch value.provenance {
        case .measured(let source):
          #expect(model.source(source) != nil || source == "calibration", "\(source)")
        case .derived(let rule, let sources):
          #expect(!rule.isEmpty)
          #expect(!sources.isEmpty && sources.allSatisfy { model.source($0) != nil })
        case .estimated(let assumption):
          #expect(!assumption.isEmpty)
        }
      }
    }
  }

  @Test func accessibilityHeightsBetweenAnchorsAreNeverMeasured() {
    let unmeasured: [ContentSizeCategory] = [
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge,
    ]
    for env in validEnvironments.joined() where unmeasured.contains(env.category) {
      #expect(model.compactHeight(in: env).provenance.kind != "measured")
    }
  }

  @Test func expandedIsNeverBelowCompactAndFitsTheScreen() {
    for env in validEnvironments.joined() {
      let compact = model.maximumSize(for: .compact, in: env).size
      let expanded = model.maximumSize(for: .expanded, in: env).size
      #expect(expanded.height >= compact.height, "\(env.summary)")
      #expect(expanded.width == compact.width)
      let screen = env.device.screenSize(env.orientation)
      #expect(
        compact.width > 0 && compact.width <= max(screen.width, env.device.portraitSize.width))
    }
  }

  @Test func derivedRulesMatchTheirStatedArithmetic() throws {
    let iPhone = try model.device("iphone-se")
    // AX3: 140 + (40 − 23) × (325 − 140) / (53 − 23) = 244.83 → 245 (nearest 0.5).
    let ax3 = model.compactHeight(
      in: WidgetEnvironment(device: iPhone, category: .accessibilityExtraLarge))
    #expect(ax3.value == 245)
    #expect(ax3.provenance.kind == "derived")
    // iPhone SE landscape, Today view, expanded: whole 44-pt rows in 320 − 36 (the fitted
    // Today-view offset, the middle of 32…40): 44 × floor(284 / 44) = 44 × 6 = 264 pt.
    let landscape = WidgetEnvironment(device: iPhone, orientation: .landscape)
    #expect(model.maximumSize(for: .expanded, in: landscape).height.value == 264)
    // …but never below the compact height: AX5 is 325 pt.
    var tall = landscape
    tall.category = .accessibilityExtraExtraExtraLarge
    #expect(model.maximumSize(for: .expanded, in: tall).height.value == 325)
    // Width: 320 − 2 × 8.
    #expect(model.widgetWidth(in: WidgetEnvironment(device: iPhone)).value == 304)
    // iPad Pro 12.9" Large: 110 × 1.1807 = 129.87 → 130.
    let pro = WidgetEnvironment(device: try model.device("ipad-pro-12-9"))
    #expect(model.compactHeight(in: pro).value == 130)
  }

  @Test func leftColumnIsWiderThanRightColumn() throws {
    for device in model.devices where device.idiom == .pad {
      for os in [OSVersion.iOS9, .iOS10] {
        let left = WidgetEnvironment(
          device: device, orientation: .landscape, location: .leftColumn, os: os)
        var right = left
        right.location = .rightColumn
        #expect(model.widgetWidth(in: left).value > model.widgetWidth(in: right).value)
      }
    }
  }

  @Test func columnsDoNotExistOnPhonesOrLaterSystems() throws {
    let phone = WidgetEnvironment(
      device: try model.device("iphone-8"), orientation: .landscape, location: .leftColumn,
      os: .iOS10)
    #expect(throws: SizingError.self) { try phone.validate() }
    let iOS13 = WidgetEnvironment(
      device: try model.device("ipad"), orientation: .landscape, location: .rightColumn, os: .iOS13)
    #expect((try? iOS13.validate()) == nil)
    #expect(SizingError.unsupported("x").exitCode == 64)
  }
}
