import SizingModel
import StackLayout
import Testing
import WidgetLayout

@testable import WidgetDescriptions

/// The reference widget laid out with the deterministic approximate measurer
/// (0.5 em per character), checked against numbers computed by hand from the
/// rules in HowTheModelWorks.md and Hosts.md.
let approximateLayout = TodayWidgetLayout(
  description: .reference, measurer: ApproximateTextMeasurer())

func environment(
  _ device: String, _ category: ContentSizeCategory = .large,
  orientation: Orientation = .portrait, location: WidgetLocation = .todayView,
  os: OSVersion = .iOS13
) throws -> WidgetEnvironment {
  WidgetEnvironment(
    device: try WidgetSizes.standard.device(device), orientation: orientation,
    location: location, os: os, category: category)
}

@Suite struct RowFitTests {
  @Test func wholeRowsAccumulateAndNeverSplitARow() {
    #expect(RowFit.wholeRows([], available: 100) == 0)
    #expect(RowFit.wholeRows([50, 50, 50], available: 100) == 2)
    #expect(RowFit.wholeRows([50, 50, 50], available: 99.999) == 1)
    #expect(RowFit.wholeRows([30, 80, 10], available: 100) == 1)
    #expect(RowFit.wholeRows([30, 40, 10], available: 1000) == 3)
    #expect(RowFit.wholeRows([52.5, 52.5], available: -10) == 0)
    // Sums that are exact in decimal but not in binary still fit.
    #expect(RowFit.wholeRows([0.1, 0.2], available: 0.3) == 2)
  }
}

@Suite struct ReferenceLayoutTests {
  @Test func iPhone8LargeExpanded() throws {
    let result = try approximateLayout.layout(in: try environment("iphone-8"), mode: .expanded)
    #expect(result.widgetWidth.value == 359)
    #expect(result.compactHeight.value == 110)
    #expect(result.mode == .expanded && result.isExpandedAvailable)
    // Row: padding 6 + max(thumbnail 40, body 20.5 + 2 + caption1 14.5) + 6, + 0.5 pt
    // separator (labels: 17 and 12 pt × 2444/2048 = 20.287 and 14.32, up to the @2x grid).
    #expect(UILabelHeights.height(pointSize: 17, higLeading: 22, scale: 2) == 20.5)
    #expect(UILabelHeights.height(pointSize: 12, higLeading: 16, scale: 2) == 14.5)
    #expect(result.sections.rowHeights == [52.5, 52.5, 52.5, 52.5])
    #expect(result.visibleRecents == 4)
    #expect(result.preferredContentSize.size == PointSize(width: 359, height: 320))
    #expect(result.preferredContentSize.height.provenance.kind == "derived")
    // Buttons: (359 − 16 − 16 − 2 × 8) / 3 wide; icon 32 + 4 + label 14.5 = 50.5 tall,
    // centred: (110 − 50.5) / 2 from the top.
    let button = try #require(result.element("action1")).frame
    #expect(abs(button.width - 311.0 / 3) < 1e-9)
    #expect(abs(button.x - (16 + 311.0 / 3 + 8)) < 1e-9)
    #expect(button.y == 29.75 && button.height == 50.5)
    let icon = try #require(result.element("action1.icon")).frame
    #expect(abs(icon.x - (button.x + (button.width - 32) / 2)) < 1e-9)
    #expect(icon.y == 29.75 && icon.width == 32)
    let label = try #require(result.element("action1.label"))
    #expect(label.frame.y == 65.75 && label.frame.height == 14.5)
    #expect(label.frame.width == 48)  // "New Note": 8 characters × 6 pt
    #expect(label.text?.lineCount == 1 && label.text?.isTruncated == false)
    // caption1 at Large: 12 pt, line 12 × 2444/2048, ascender 12 × 1950/2048,
    // leading 16 − 14.3203125 between lines, tracking 0 at 12 pt (HIG).
    #expect(
      label.text?.font
        == FontSpec(
          pointSize: 12, lineHeight: 14.3203125, weight: 400, ascender: 11.42578125,
          leading: 1.6796875, tracking: 0))
    // Row 2 starts after two rows; its text (20.5 + 2 + 14.5 = 37) is centred on
    // the 40-pt thumbnail: padding 6 + (40 − 37) / 2.
    let row = try #require(result.element("row2")).frame
    #expect(row == Rect(x: 0, y: 215, width: 359, height: 52.5))
    let thumbnail = try #require(result.element("row2.thumbnail")).frame
    #expect(thumbnail == Rect(x: 16, y: 221, width: 30, height: 40))
    let title = try #require(result.element("row2.title")).frame
    #expect(title.x == 58 && title.y == 222.5 && title.height == 20.5)
    let subtitle = try #require(result.element("row2.subtitle")).frame
    #expect(subtitle.y == 245 && subtitle.height == 14.5)
    let separator = try #require(result.element("row2.separator")).frame
    #expect(separator == Rect(x: 16, y: 267, width: 343, height: 0.5))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func compactModeShowsNoRowsAndAsksForTheCompactSize() throws {
    let env = try environment("iphone-8")
    let result = try approximateLayout.layout(in: env, mode: .compact)
    #expect(result.mode == .compact && result.visibleRecents == 0)
    #expect(result.maximumCompactSize == WidgetSizes.standard.maximumSize(for: .compact, in: env))
    #expect(result.preferredContentSize == result.maximumCompactSize)
    #expect(result.element("actions")?.frame == Rect(x: 0, y: 0, width: 359, height: 110))
    #expect(result.element("widget")?.frame.height == 110)
    #expect(result.elements.filter { $0.rowIndex != nil }.allSatisfy { !$0.isVisible })
    #expect(result.rowsThatDoNotFit.isEmpty)
  }

  @Test func extraSmallRowsKeepTheThumbnailHeight() throws {
    let result = try approximateLayout.layout(
      in: try environment("iphone-8", .extraSmall), mode: .expanded)
    #expect(result.compactHeight.value == 95)
    // Text 17 + 2 + 13.5 = 32.5 (body 14 pt: 16.707 → 17, caption1 11 pt: 13.127 → 13.5
    // at @2x) < thumbnail 40: rows stay 52 + 0.5.
    #expect(result.sections.rowHeights == [52.5, 52.5, 52.5, 52.5])
    #expect(result.preferredContentSize.height.value == 95 + 210)
    // The text stack is centred on the thumbnail: (40 − 32.5) / 2 below the padding.
    #expect(result.element("row0.title")?.frame.y == 95.0 + 6 + 3.75)
    #expect(result.element("actions")?.frame.height == 95)
  }

  @Test func largestAccessibilitySizeFitsOneRowOnIOS13() throws {
    let env = try environment("iphone-8", .accessibilityExtraExtraExtraLarge)
    let result = try approximateLayout.layout(in: env, mode: .expanded)
    #expect(result.compactHeight.value == 325)
    // body 53 pt: 63.248 → 63.5, caption1 43 pt: 51.314 → 51.5 at @2x:
    // 6 + 63.5 + 2 + 51.5 + 6 = 129, + 0.5.
    #expect(result.sections.rowHeights.allSatisfy { $0 == 129.5 })
    let space = result.maximumExpandedSize.height.value - 325
    let expected = space >= 259 ? 2 : space >= 129.5 ? 1 : 0
    #expect(result.visibleRecents == min(expected, 4))
    #expect(
      result.preferredContentSize.height.value == 325 + 129.5 * Double(result.visibleRecents))
    #expect(result.rowsThatDoNotFit == result.visibleRecents..<4)
    // 285 pt of text width at 26.5 pt per character: every title is truncated.
    let title = try #require(result.element("row0.title")?.text)
    #expect(title.isTruncated && title.lineCount == 1)
    #expect(
      result.diagnostics.contains { $0.kind == .textTruncated && $0.elementID == "row0.title" })
    // "Scan Document" at 21.5 pt per character in a 103.667-pt button: 3 lines, cut to 2:
    // 2 × 51.314 + 0 leading (51 < 51.314) = 102.628 → 103 at @2x.
    let label = try #require(result.element("action0.label")?.text)
    #expect(label.lineCount == 2 && label.isTruncated)
    #expect(UILabelHeights.height(pointSize: 43, higLeading: 51, lines: 2, scale: 2) == 103)
    #expect(result.element("action0")?.frame.height == 32.0 + 4 + 103)
  }

  /// Every category on every iOS: the closed forms of the documented rules,
  /// with the fonts taken from the model.
  @Test(arguments: ContentSizeCategory.allCases, [OSVersion.iOS10, .iOS13])
  func everyCategoryFollowsTheClosedForms(category: ContentSizeCategory, os: OSVersion) throws {
    // A @3x iPhone that ran `os`: the iPhone X first ran iOS 11.
    let env = try environment(os < .iOS11 ? "iphone-8-plus" : "iphone-x", category, os: os)
    let result = try approximateLayout.layout(in: env, mode: .expanded)
    let model = WidgetSizes.standard
    let body = try #require(model.font(.body, category: category, os: os)).value
    let caption = try #require(model.font(.caption1, category: category, os: os)).value
    let compact = model.compactHeight(in: env).value
    // Rows: padding 6 + 6, centred content max(thumbnail 40, title + 2 + subtitle),
    // each label one line of SF at the @3x grid; separator one @3x pixel.
    let title = UILabelHeights.height(pointSize: body.pointSize, higLeading: body.leading, scale: 3)
    let subtitle = UILabelHeights.height(
      pointSize: caption.pointSize, higLeading: caption.leading, scale: 3)
    let row = 12 + max(40, title + 2 + subtitle) + 1.0 / 3
    for height in result.sections.rowHeights { #expect(abs(height - row) < 1e-9) }
    let space = model.maximumSize(for: .expanded, in: env).height.value - compact
    let fitting = min(Int((space + 1e-9) / row), 4)
    #expect(result.visibleRecents == fitting)
    #expect(
      abs(result.preferredContentSize.height.value - (compact + Double(fitting) * row)) < 1e-9)
    // Buttons: icon 32 + 4 + the label's lines, centred in the compact height.
    for index in 0..<3 {
      let button = try #require(result.element("action\(index)")).frame
      let lines = try #require(result.element("action\(index).label")?.text?.lineCount)
      let label = UILabelHeights.height(
        pointSize: caption.pointSize, higLeading: caption.leading, lines: lines, scale: 3)
      #expect(abs(button.height - (36 + label)) < 1e-9)
      #expect(abs(button.y - (compact - button.height) / 2) < 1e-6)
    }
    #expect(result.element("actions")?.frame.height == compact)
    #expect(result.element("recents")?.frame.y == compact)
  }

  @Test func iOS10KeepsCaptionAtItsXXXLSizeInAccessibilityCategories() throws {
    let env = try environment("iphone-8", .accessibilityExtraExtraExtraLarge, os: .iOS10)
    let result = try approximateLayout.layout(in: env, mode: .expanded)
    #expect(result.sections.fonts.subtitle.pointSize == 18)
    #expect(result.sections.fonts.title.pointSize == 53)
    // body 53 pt: 63.248 → 63.5, caption1 18 pt: 21.48 → 21.5 at @2x:
    // 6 + 63.5 + 2 + 21.5 + 6 = 99, + 0.5.
    #expect(result.sections.rowHeights.first == 99.5)
  }

  @Test func modeOutcomeFollowsTheRecentsCount() throws {
    let sections = try approximateLayout.sections(in: try environment("iphone-8"), recents: 8)
    #expect(sections.rows.count == 4)
    for count in 0...8 {
      let outcome = sections.outcome(for: .expanded, recents: count)
      #expect(outcome.visibleRecents == min(count, 4))
      #expect(outcome.isExpandedAvailable == (count > 0))
      #expect(outcome.mode == (count > 0 ? .expanded : .compact))
      let limited = TodayLayoutResult(
        sections: sections.limited(toRecents: count), requestedMode: .expanded)
      #expect(limited.visibleRecents == outcome.visibleRecents)
      #expect(limited.preferredContentSize.height.value == outcome.preferredHeight)
    }
  }

  @Test func quickActionOverrideRepeatsActions() throws {
    let result = try approximateLayout.layout(
      in: try environment("iphone-8"), mode: .compact, quickActions: 4)
    #expect(result.elements.filter { $0.kind == .action }.count == 4)
    #expect(result.element("action3.icon")?.iconName == "scan")
    // (359 − 32 − 3 × 8) / 4 per button.
    #expect(result.element("action3")?.frame.width == 303.0 / 4)
  }
}

@Suite struct ActionAlignmentTests {
  @Test(arguments: WidgetDescription.ActionAlignment.allCases)
  func buttonsSitWhereTheAlignmentSays(alignment: WidgetDescription.ActionAlignment) throws {
    var widget = WidgetDescription.reference
    widget.actionStyle.alignment = alignment
    let layout = TodayWidgetLayout(description: widget, measurer: ApproximateTextMeasurer())
    // xxxL: "Scan Document" wraps to 2 lines at 9 pt per character, the others need 1.
    let result = try layout.layout(
      in: try environment("iphone-8", .extraExtraExtraLarge), mode: .compact)
    let buttons = (0..<3).compactMap { result.element("action\($0)")?.frame }
    #expect(buttons.count == 3)
    #expect(
      buttons.map(\.height) != [buttons[0].height, buttons[0].height, buttons[0].height]
        || alignment == .fill)
    for button in buttons {
      switch alignment {
      case .top: #expect(button.y == 8)
      case .bottom: #expect(button.maxY == 140 - 8)
      case .center: #expect(abs(button.y - (140 - button.height) / 2) < 1e-9)
      case .fill: #expect(button.y == 8 && button.height == 140 - 16)
      }
    }
    #expect(result.element("actions")?.frame.height == 140)
  }

  @Test func alignmentIsReadFromJSON() throws {
    let widget = try WidgetDescription.parse(
      #"{"appName": "A", "quickActions": [], "recents": [], "actionStyle": {"alignment": "top"}}"#)
    #expect(widget.actionStyle.alignment == .top)
    #expect(throws: SizingError.self) {
      try WidgetDescription.parse(
        #"{"appName": "A", "quickActions": [], "recents": [], "actionStyle": {"alignment": "mid"}}"#
      )
    }
  }
}
