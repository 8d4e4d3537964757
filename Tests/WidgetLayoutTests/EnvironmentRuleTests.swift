import SizingModel
import StackLayout
import Testing
import WidgetLayout

@testable import WidgetDescriptions

@Suite struct EnvironmentRuleTests {
  @Test func iOS9HasNoModesAnInsetAndTheDarkPalette() throws {
    let env = try environment("iphone-8", os: .iOS9)
    let result = try approximateLayout.layout(in: env, mode: .compact)
    #expect(!result.outcome.hasDisplayModes && !result.isExpandedAvailable)
    #expect(result.mode == .expanded)  // rows show whenever they fit
    #expect(result.usesDarkPalette)
    #expect(result.leadingInset == 47)
    let width = result.widgetWidth.value
    #expect(result.element("actions")?.frame == Rect(x: 47, y: 0, width: width - 47, height: 110))
    #expect(result.element("row0")?.frame.x == 47)
    #expect(result.element("row0.thumbnail")?.frame.x == 47.0 + 16)
    #expect(result.visibleRecents == 4)
    #expect(result.preferredContentSize.height.value == 110 + 4 * 52.5)
  }

  @Test func iOS9OptOutUsesTheFullWidth() throws {
    var widget = WidgetDescription.reference
    widget.marginInsetsOptOut = true
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    let result = try layout.layout(in: try environment("iphone-8", os: .iOS9), mode: .compact)
    #expect(result.leadingInset == 0)
    #expect(result.element("actions")?.frame.width == result.widgetWidth.value)
    #expect(result.usesDarkPalette)
  }

  @Test func iOS9WithoutRecentsShowsOnlyTheActionSection() throws {
    let result = try approximateLayout.layout(
      in: try environment("iphone-8", os: .iOS9), mode: .expanded, recents: 0)
    #expect(result.mode == .compact && result.visibleRecents == 0)
    #expect(result.preferredContentSize.height.value == 110)
    #expect(result.element("recents") == nil)
  }

  @Test func iOS10IgnoresTheInsetEvenWithoutOptOut() throws {
    let result = try approximateLayout.layout(
      in: try environment("iphone-8", os: .iOS10), mode: .expanded)
    #expect(result.leadingInset == 0 && !result.usesDarkPalette)
  }

  @Test func quickActionsIsCompactOnlyAndFullWidthInPortrait() throws {
    let env = try environment("iphone-8", location: .quickActions)
    let result = try approximateLayout.layout(in: env, mode: .expanded)
    #expect(!result.isExpandedAvailable && result.mode == .compact)
    #expect(result.widgetWidth.value == 375)
    #expect(result.preferredContentSize == result.maximumCompactSize)
    #expect(result.diagnostics.contains { $0.kind == .expandedUnavailable })
    #expect(result.element("actions")?.frame.height == 110)
  }

  /// Widgets appeared in the quick-action menu with iOS 10: no layout on iOS 9.
  @Test func quickActionsOnIOS9IsRejected() throws {
    let env = try environment("iphone-8", location: .quickActions, os: .iOS9)
    #expect(
      throws: SizingError.unsupported(
        "location 'quick-actions' (the widget in the 3D Touch menu) exists from iOS 10; "
          + "valid --os here: 10, 13 (iOS 11–13)")
    ) {
      try approximateLayout.layout(in: env, mode: .compact)
    }
  }

  @Test func expandedWithoutRecentsFallsBackToCompact() throws {
    let result = try approximateLayout.layout(
      in: try environment("iphone-8"), mode: .expanded, recents: 0)
    #expect(result.mode == .compact && !result.isExpandedAvailable)
    #expect(result.diagnostics.map(\.kind) == [.expandedUnavailable])
  }

  @Test func landscapeAX5OnTheSmallestPhoneFitsNoRow() throws {
    let env = try environment(
      "iphone-se", .accessibilityExtraExtraExtraLarge, orientation: .landscape)
    let result = try approximateLayout.layout(in: env, mode: .expanded)
    #expect(result.isExpandedAvailable)
    #expect(result.visibleRecents == 0)
    #expect(result.preferredContentSize.height.value == result.compactHeight.value)
    #expect(result.diagnostics.contains { $0.kind == .noRowFits })
  }

  @Test func columnsExistOnlyOnIPadsInLandscapeOnIOS10() throws {
    let left = try approximateLayout.layout(
      in: try environment("ipad", orientation: .landscape, location: .leftColumn, os: .iOS10),
      mode: .expanded)
    let right = try approximateLayout.layout(
      in: try environment("ipad", orientation: .landscape, location: .rightColumn, os: .iOS10),
      mode: .expanded)
    #expect(left.widgetWidth.value > right.widgetWidth.value)
    #expect(right.element("actions")?.frame.width == right.widgetWidth.value)
    #expect(throws: SizingError.self) {
      try approximateLayout.layout(
        in: try environment("iphone-8", location: .leftColumn, os: .iOS10), mode: .compact)
    }
  }

  @Test func largeTitleIsSubstitutedBeforeIOS11() throws {
    var widget = WidgetDescription.reference
    widget.rowStyle.titleStyle = .largeTitle
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    let old = try layout.layout(in: try environment("iphone-8", os: .iOS10), mode: .expanded)
    #expect(old.sections.fonts.titleStyle == .title1)
    #expect(old.diagnostics.contains { $0.kind == .fontSubstituted })
    let new = try layout.layout(in: try environment("iphone-8"), mode: .expanded)
    #expect(new.sections.fonts.titleStyle == .largeTitle)
    #expect(new.element("row0.title")?.text?.font.pointSize == 34)
  }

  @Test func checksReportLineLimitsClippingAndMinimumWidth() throws {
    var widget = WidgetDescription.reference
    widget.labelLines = 1
    widget.minimumWidth = 400
    widget.actionStyle.numberOfLines = 0
    widget.actionStyle.iconSize = 90
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    let result = try layout.layout(
      in: try environment("iphone-8", .extraExtraExtraLarge), mode: .compact)
    let kinds = Set(result.diagnostics.map(\.kind))
    #expect(kinds.contains(.narrowerThanMinimum))
    #expect(kinds.contains(.labelExceedsLineLimit))  // "Scan Document" wraps at 18 pt
    #expect(kinds.contains(.actionContentClipped))  // 90 + 4 + 2 × 23 > 140 − 16
    let clean = try approximateLayout.layout(in: try environment("iphone-8"), mode: .compact)
    #expect(clean.diagnostics.isEmpty)
  }
}

@Suite struct PixelSnappingTests {
  @Test(arguments: ["iphone-8", "iphone-x", "ipad-pro-12-9"])
  func snappedFramesLieOnThePixelGrid(device: String) throws {
    var layout = approximateLayout
    layout.snapsToPixels = true
    for category in ContentSizeCategory.allCases {
      let env = try environment(device, category)
      let result = try layout.layout(in: env, mode: .expanded)
      let scale = env.device.scale
      // The model's compact height may itself lie between pixels (383.75 pt on
      // the iPad Pro 12.9" at AX5); what stands below it is then offset too.
      let compact = result.compactHeight.value * scale
      let onGrid = abs(compact.rounded() - compact) < 1e-9
      for element in result.elements where onGrid || element.frame.maxY <= compact / scale {
        let frame = element.frame
        for value in [frame.x, frame.y, frame.width, frame.height] {
          #expect(abs((value * scale).rounded() - value * scale) < 1e-6, "\(element.id) \(frame)")
        }
      }
      let exact = try approximateLayout.layout(in: env, mode: .expanded)
      for (snapped, plain) in zip(result.elements, exact.elements) {
        #expect(abs(snapped.frame.x - plain.frame.x) <= 1 / scale + 1e-9)
      }
    }
  }
}

@Suite struct EmptySubtitleTests {
  @Test func anEmptySubtitleIsHiddenAndTheTitleCentred() throws {
    var widget = WidgetDescription.reference
    widget.recents = [WidgetDescription.Recent(title: "Only", subtitle: "")]
    widget.rowStyle.thumbnailHeight = 10
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    let result = try layout.layout(in: try environment("iphone-8"), mode: .expanded)
    // 6 + max(10, body 20.5) + 6 + 0.5: no spacing, no subtitle line (body 17 pt:
    // 20.287 up to the @2x grid).
    #expect(result.sections.rowHeights == [33])
    #expect(result.element("row0.title")?.frame.y == 110.0 + 6)
    #expect(result.element("row0.subtitle")?.frame.height == 0)
  }
}
