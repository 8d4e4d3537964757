import Foundation
import SizingCommands
import Testing

/// `layout` and `check --host widgetkit` on trees written the SwiftUI way
/// (`"layout": "swiftui"`). Expected frames by hand from
/// /work/shared/notes/swiftui-layout.md; systemSmall on 375x667 is
/// 148 × 148 pt with 16-pt margins: content 116 × 116 at (16, 16).
@Suite struct SwiftUIWidgetKitCommandTests {
  func run(_ arguments: String...) -> CommandResult { SizingCLI.execute(arguments) }

  /// Writes `json` to a fresh temporary file and returns its path.
  func file(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftui-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Rules 3 and 4 (the habit tracker): a 40 × 20 colour between two
  /// Spacers; no spacing next to a Spacer, the Spacers share 116 − 20 = 96
  /// (48 each); the 40-pt-wide VStack is centred: x = 16 + (116 − 40) / 2.
  @Test func layoutPrintsSwiftUIFramesInSystemSmall() throws {
    let path = try file(
      """
      {"version": 2, "appName": "Habits", "widgetKit": {"supportedFamilies": ["systemSmall"],
        "all": {"layout": "swiftui", "type": "vstack", "id": "root", "items": [
          {"type": "spacer", "id": "top"},
          {"type": "color", "id": "dot", "color": "#ff0000",
           "modifiers": [{"frame": {"width": 40, "height": 20}}]},
          {"type": "spacer", "id": "bottom"}]}}}
      """)
    let result = run("layout", "--widget", path, "--family", "systemSmall", "--device", "375x667")
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("    root (stack)  54, 16, 40 × 116"))
    #expect(result.stdout.contains("      top (view)  74, 16, 0 × 48"))
    #expect(result.stdout.contains("      dot (view)  54, 64, 40 × 20"))
    #expect(result.stdout.contains("      bottom (view)  74, 84, 0 × 48"))
    #expect(result.stdout.contains("Diagnostics: none"))
  }

  /// Rules 1 and 6: a 200-pt fixed frame in 116 pt is not clipped but
  /// overflows, centred at 16 + (116 − 200) / 2 = −26: check reports it.
  @Test func checkReportsAnOverflowingSwiftUIView() throws {
    let path = try file(
      """
      {"version": 2, "appName": "Wide", "widgetKit": {"supportedFamilies": ["systemSmall"],
        "all": {"layout": "swiftui", "type": "color", "id": "wide", "color": "#000000",
          "modifiers": [{"frame": {"width": 200, "height": 10}}]}}}
      """)
    let layout = run("layout", "--widget", path, "--family", "systemSmall", "--device", "375x667")
    #expect(layout.stdout.contains("    wide (view)  -26, 69, 200 × 10"))
    let check = run("check", path, "--device", "375x667", "--family", "systemSmall")
    #expect(check.stdout.contains("family-clipped: systemSmall: wide: spans x -26…174"))
    #expect(check.stdout.contains("content-overflow: systemSmall: wide: is 200 pt wide"))
  }

  /// The reader is strict: a UIKit key on a SwiftUI text is refused (exit
  /// 65) with its path, line and column, naming the valid keys.
  @Test func unknownKeyInASwiftUITreeExits65() throws {
    let path = try file(
      """
      {"version": 2, "appName": "Bad", "widgetKit": {"all": {
        "layout": "swiftui", "type": "vstack", "items": [
          {"type": "text", "text": "x", "numberOfLines": 2}]}}}
      """)
    let result = run("layout", "--widget", path, "--family", "systemSmall", "--device", "375x667")
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("$.widgetKit.all.items[0].numberOfLines: unknown key"))
    #expect(result.stderr.contains("lineLimit"))
    #expect(result.stderr.contains("(line 3, column"))
  }

  /// The PDF viewer's SwiftUI twin lays out every family without findings
  /// at the default text size (its two-line texts are `.fixedSize` vertically).
  @Test(arguments: ["systemSmall", "systemMedium", "systemLarge"])
  func pdfViewerTwinLaysOutCleanly(family: String) {
    let result = run(
      "layout", "--widget", "Data/widgets/pdf-viewer-swiftui.json", "--family", family,
      "--device", "375x667")
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Diagnostics: none"))
  }
}
