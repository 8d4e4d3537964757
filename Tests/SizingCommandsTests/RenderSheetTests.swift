import Foundation
import PangoText
import SizingCommands
import SizingModel
import Testing
import WidgetChecks
import WidgetDrawing
import WidgetLayout

/// `sizing-cli render`'s sheet: each device's row sized to its own widgets,
/// and the cells `check` finds something in framed in red and labelled.
@Suite struct RenderSheetTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// The reference widget, compact, on the iPhone SE and the iPad (portrait,
  /// Today view, iOS 13) at L and AX1, at zoom 1. `check` finds
  /// `label-truncated` on the SE at AX1 ('Scan Document' after 2 lines)
  /// and nothing in the three other cells.
  func renderSEAndIPad() throws -> (image: PNGImage, stdout: String) {
    let out = folder.appendingPathComponent("se-ipad.png").path
    let result = SizingCLI.execute([
      "render", "--out", out, "--device", "iphone-se", "--device", "ipad", "--categories", "L,AX1",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    return (try #require(PNGImage(path: out)), result.stdout)
  }

  /// The height of the SE's row: the label band and its taller cell (the
  /// 12-pt margins, the 36-pt header and the widget's height), in pixels.
  func seRowHeight() throws -> Int {
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let device = try WidgetSizes.standard.device("iphone-se")
    var tallest = 0.0
    for category in [ContentSizeCategory.large, .accessibilityMedium] {
      let env = WidgetEnvironment(device: device, category: category)
      let height: Double = try layout.layout(in: env, mode: .compact).preferredContentSize
        .height.value
      tallest = max(tallest, height)
    }
    let canvas: Double = 12 + 36 + tallest + 12
    return 22 + Int(canvas.rounded(.up))
  }

  // Geometry at zoom 1: the label column is 150 px, gaps 8 px; a cell is
  // the widget plus a 12-pt margin each side: 12 + 304 + 12 = 328 px on the
  // SE (320-pt screen less 8-pt insets), 12 + 752 + 12 = 776 px on the iPad
  // in portrait. Row 1 (the SE) starts at y = 40 + 8 = 48.
  static let seCell = 328
  static let iPadCell = 776

  @Test func eachRowIsAsWideAsItsOwnWidgetsAndTheSheetAsItsWidestRow() throws {
    let (image, _) = try renderSEAndIPad()
    // The iPad's row: 150 + 8 + 776 + 8 + 776 + 8; the SE's is 830 px.
    #expect(image.width == 150 + 2 * Self.iPadCell + 3 * 8)
    let seRow = try seRowHeight()
    // A scan line 2 px into each row's content, below the header band.
    let seY = 48 + 22 + 12 + 36 + 2
    let iPadY = 48 + seRow + 8 + 22 + 12 + 36 + 2
    // The cards' left edges: cell x + 12 px margin. The SE's second card
    // follows its first at 328 + 8 px, not at the iPad's 776 + 8 px.
    for (x, y) in [
      (158 + 12, seY), (158 + Self.seCell + 8 + 12, seY),
      (158 + 12, iPadY), (158 + Self.iPadCell + 8 + 12, iPadY),
    ] {
      #expect(image.pixel(x, y) == 0xF4F4F6, "no card edge at (\(x), \(y))")
      #expect(image.pixel(x - 1, y) == 0xFFFFFF, "no white before the card at (\(x), \(y))")
    }
    // Nothing is drawn right of the SE's row (830 px) at the SE's scan line.
    let seRowEnd = 150 + 2 * Self.seCell + 3 * 8
    #expect((seRowEnd..<image.width).allSatisfy { image.pixel($0, seY) == 0xFFFFFF })
  }

  @Test func aCellWithAFindingIsFramedInRedAndACleanOneIsNot() throws {
    let (image, stdout) = try renderSEAndIPad()
    #expect(stdout.contains("; 1 cell with a check finding framed in red."), "\(stdout)")
    let red: UInt32 = 0xD70015  // Palette.sheetFinding
    let top = 48
    let bottom = top + (try seRowHeight())
    let middle = (top + bottom) / 2
    // The frame is 2 px wide and lies 2…4 px outside the cell, in the gap.
    func frame(x: Int, width: Int, top: Int, bottom: Int) -> [(Int, Int)] {
      let middle = (top + bottom) / 2
      return [
        (x - 3, middle), (x - 4, middle), (x + width + 2, middle), (x + width + 3, middle),
        (x + width / 2, top - 3), (x + width / 2, top - 4), (x + width / 2, bottom + 2),
        (x + width / 2, bottom + 3),
      ]
    }
    // The SE's AX1 cell (the second) is framed ...
    let flagged = 158 + Self.seCell + 8
    for (x, y) in frame(x: flagged, width: Self.seCell, top: top, bottom: bottom) {
      #expect(image.pixel(x, y) == red, "no red frame at (\(x), \(y))")
    }
    // ... but not right at the cell, nor 5 px out.
    #expect(image.pixel(flagged - 1, middle) == 0xFFFFFF)
    #expect(image.pixel(flagged - 5, middle) == 0xFFFFFF)
    // The SE's L cell and both iPad cells are not.
    let iPadTop = bottom + 8
    let iPadBottom = image.height - 8  // the last row ends one gap above the bottom
    for (x, y) in frame(x: 158, width: Self.seCell, top: top, bottom: bottom)
      + frame(x: 158, width: Self.iPadCell, top: iPadTop, bottom: iPadBottom)
      + frame(x: 158 + Self.iPadCell + 8, width: Self.iPadCell, top: iPadTop, bottom: iPadBottom)
    {
      #expect(image.pixel(x, y) == 0xFFFFFF, "a frame at (\(x), \(y)) around a clean cell")
    }
    // The flagged cell's label (the rule's name) is drawn in red, the clean one's not.
    func redInk(x: Int) -> Int {
      var count = 0
      for y in top..<top + 20 {
        for x in x..<x + Self.seCell {
          let pixel = image.pixel(x, y)
          if pixel >> 16 > 0xA0 && (pixel >> 8) & 0xFF < 0x60 && pixel & 0xFF < 0x60 { count += 1 }
        }
      }
      return count
    }
    #expect(redInk(x: flagged) > 50)
    #expect(redInk(x: 158) == 0)
  }

  @Test func theLabelNamesTheRulesCheckFinds() throws {
    let model = WidgetSizes.standard
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let matrix = EnvironmentMatrix(
      devices: [try model.device("iphone-se")], categories: [.large, .accessibilityMedium],
      orientations: [.portrait], locations: [.todayView], oses: [.iOS13])
    let cells = WidgetChecker(layout: layout).checkedLayouts(matrix, mode: .compact, recents: nil)
      .map { (environment: $0.result.environment, rules: $0.rules) }
    // check --device iphone-se --os 13 --mode compact: 'Scan Document' is
    // truncated after 2 lines from AX1 (SF's tighter tracking fits it at xxxL); nothing
    // at L.
    #expect(cells.map(\.rules) == [[], ["label-truncated"]])
    let result = try layout.layout(in: cells[1].environment, mode: .compact)
    let cell = ContactSheet.Cell(
      scene: WidgetScene(result, appName: "PDF Viewer"),
      label: "AX1 · \(result.preferredContentSize.height.markedPoints)", findings: cells[1].rules)
    // 171* pt: the SE's compact height at AX1, derived by the published rule.
    #expect(cell.caption == "AX1 · 171* pt · label-truncated")
  }

  /// Where the mode is not offered the cell is checked as it is shown:
  /// Quick Actions has no expanded mode (compact is drawn and checked), iOS 9
  /// has no modes at all (its one layout, with every recent that fits).
  @Test(arguments: [
    // check --location quick-actions --device iphone-se --grid
    // label-truncated: a label is truncated from AX1 on, nothing at xxxL.
    (
      WidgetLocation.quickActions, OSVersion.iOS13,
      [ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium], [[], ["label-truncated"]]
    ),
    // check --os 9 --device iphone-se --recents 6: 'Lease Agreement – Signed.pdf'
    // is truncated from xS.
    (
      WidgetLocation.todayView, OSVersion.iOS9, [ContentSizeCategory.extraSmall],
      [["label-truncated"]]
    ),
  ])
  func expandedIsCheckedAsTheCellShowsIt(
    location: WidgetLocation, os: OSVersion, categories: [ContentSizeCategory], rules: [[String]]
  ) throws {
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let matrix = EnvironmentMatrix(
      devices: [try WidgetSizes.standard.device("iphone-se")], categories: categories,
      orientations: [.portrait], locations: [location], oses: [os])
    let cells = WidgetChecker(layout: layout).checkedLayouts(matrix, mode: .expanded, recents: nil)
    #expect(cells.map(\.rules) == rules)
  }
}
