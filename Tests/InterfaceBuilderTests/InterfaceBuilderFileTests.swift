import AutoLayout
import Foundation
import InterfaceBuilder
import SizingModel
import StackLayout
import Testing
import WidgetLayout

/// The example storyboards and xibs in `Data/widgets/interface-builder/`
/// read and laid out; expected frames worked out by hand from each file's
/// constraints (the rule in each comment), with the approximate measurer
/// (every character 0.5 em wide) so text widths are known.
@Suite struct InterfaceBuilderFileTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data/widgets/interface-builder")

  static func widget(_ name: String, settings: InterfaceBuilderSettings = .init()) throws
    -> InterfaceBuilderWidget
  {
    try WidgetFile.interfaceBuilderWidget(
      at: folder.appendingPathComponent(name).path, settings: settings)
  }

  static func layout(
    _ name: String, mode: DisplayMode = .compact, width device: String = "iphone-8"
  )
    throws -> TodayLayoutResult
  {
    let description = try widget(name).description
    let layout = TodayWidgetLayout(description: description, measurer: ApproximateTextMeasurer())
    let env = WidgetEnvironment(device: try WidgetSizes.standard.device(device))
    return try layout.layout(in: env, mode: mode)
  }

  static func frame(_ result: TodayLayoutResult, _ id: String) -> Rect? {
    result.elements.first { $0.id == id }?.frame
  }

  @Test func statsRowSharesTheWidthBetweenMargins() throws {
    // iPhone 8: widget 359 wide; root margins 16 (a view controller's
    // view); three equal widths with two 12-pt gaps: (359 − 32 − 24) / 3 = 101.
    let result = try Self.layout("stats-row.storyboard")
    #expect(Self.frame(result, "steps")?.x == 16)
    #expect(Self.frame(result, "steps")?.width == 101)
    #expect(abs((Self.frame(result, "distance")?.x ?? 0) - (16 + 101 + 12)) < 1e-9)
    #expect(abs((Self.frame(result, "floors")?.x ?? 0) - (16 + 2 * (101 + 12))) < 1e-9)
    // top 16 below the safe area; captions 4 below their values, centred on them.
    #expect(Self.frame(result, "steps")?.y == 16)
    let value = try #require(Self.frame(result, "steps"))
    let caption = try #require(Self.frame(result, "steps caption"))
    #expect(caption.y == value.maxY + 4)
    #expect(abs((caption.x + caption.width / 2) - (value.x + value.width / 2)) < 1e-9)
    #expect(!result.diagnostics.contains { $0.kind == .ambiguousLayout })
  }

  @Test func conflictBreaksTheFixedWidthAsUIKitDoes() throws {
    // 16 + 343 + 16 = 375 ≠ 359: the banner's width == 343 is broken, the
    // pins hold: 359 − 32 = 327.
    let result = try Self.layout("conflicting.storyboard")
    #expect(Self.frame(result, "banner")?.width == 327)
    let conflicts = result.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
    #expect(conflicts.count == 1)
    let message = conflicts.first?.message ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(
      message.hasSuffix(
        "Will attempt to recover by breaking constraint / "
          + "<NSLayoutConstraint 'banner-width' UIView:banner.width == 343 (line 15)>"))
  }

  @Test func noConflictWhereTheFixedWidthFits() throws {
    // iPhone SE (320 wide): the widget is 304 wide, still not 375: a conflict.
    // The constraint only holds where the widget is 375 wide; no model width is.
    let result = try Self.layout("conflicting.storyboard", width: "iphone-se")
    #expect(abs((Self.frame(result, "banner")?.width ?? 0) - (304 - 32)) < 1e-9)
  }

  @Test func buttonsAreImageAndTitleCentredInEqualWidths() throws {
    // fillEqually, spacing 8, between the root's 16-pt margins: (327 − 24) / 4
    // = 75.75 each; each button's content (24-pt image + title) centred.
    let result = try Self.layout("action-buttons.storyboard")
    let scan = try #require(Self.frame(result, "scan button"))
    #expect(scan.x == 16 && scan.width == 75.75)
    let content = try #require(Self.frame(result, "scan button.content"))
    #expect(abs((content.x + content.width / 2) - (scan.x + scan.width / 2)) < 1e-9)
    #expect(Self.frame(result, "scan button.image")?.width == 24)
    // a button is its content's height plus 6 above and below: 12 + max(24, title).
    #expect(scan.height == 12 + max(24, Self.frame(result, "scan button.title")?.height ?? 0))
  }

  @Test func tablePrototypeRowsStackFromTheTop() throws {
    // Row: title at topMargin 11, 2 below it the subtitle, bottomMargin 11
    // below that: 11 + title + 2 + subtitle + 11; rows one under another.
    let result = try Self.layout("recent-list.storyboard", mode: .expanded)
    let title = try #require(Self.frame(result, "title[0]"))
    let subtitle = try #require(Self.frame(result, "subtitle[0]"))
    let row0 = try #require(Self.frame(result, "row[0]"))
    let row1 = try #require(Self.frame(result, "row[1]"))
    #expect(title.y == 11)
    #expect(subtitle.y == title.maxY + 2)
    #expect(row0.height == 11 + title.height + 2 + subtitle.height + 11)
    #expect(row1.y == row0.maxY)
    // thumbnail 30 wide at the 16-pt margin; title 12 to its right.
    #expect(Self.frame(result, "thumbnail[0]")?.width == 30)
    #expect(title.x == 16 + 30 + 12)
    // Expanded: the preferred height is the three rows' (the table's content).
    #expect(result.preferredContentSize.height.value == 3 * row0.height)
  }

  @Test func iconsAtFractionsOfTheWidthWithLabelsUnder() throws {
    // centerX = k/6 × 359 for k = 1, 3, 5 (multipliers 1:3, 1, 5:3 of the
    // centre); each label 6 below its 32-pt icon, 4 below the top margin 8.
    let result = try Self.layout("icon-labels.xib")
    for (k, name) in [(1.0, "weather"), (3, "calendar"), (5, "location")] {
      let icon = try #require(Self.frame(result, "\(name) icon"))
      #expect(abs(icon.x + 16 - k * 359 / 6) < 1e-9)
      #expect(icon.y == 12)
      #expect(Self.frame(result, "\(name) label")?.y == icon.maxY + 6)
    }
    // the last label may not pass the trailing margin (343): ≥ is required.
    #expect((Self.frame(result, "location label")?.maxX ?? 999) <= 343 + 1e-9)
  }
}
