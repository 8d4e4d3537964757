import Foundation
import SizingCommands
import Testing

/// `widgets`, `import` and `solve VIEW.swift` on the command line: output,
/// notes on standard error, and one-line errors with their exit codes.
@Suite struct SwiftSourceCommandTests {
  static let examples = "Data/widgets/swift"

  /// Writes `text` as `name` in a new temporary directory; returns the file's path.
  static func write(_ name: String, _ text: String) throws -> String {
    let directory = NSTemporaryDirectory() + "swift-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    return directory + "/" + name
  }

  @Test func widgetsListsEveryFixtureAsJSONWithItsFamiliesAndPlace() throws {
    let result = SizingCLI.execute(["widgets", Self.examples, "--format", "json"])
    #expect(result.exitCode == 0)
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(list.count == 10)
    let countdown = try #require(list.first { $0["type"] as? String == "CountdownWidget" })
    #expect(countdown["kind"] as? String == "Countdown")
    #expect(countdown["families"] as? [String] == ["systemSmall"])
    #expect(countdown["contentMarginsDisabled"] as? Bool == true)
    #expect(countdown["file"] as? String == "\(Self.examples)/Countdown/CountdownWidget.swift")
    // `struct CountdownWidget: Widget {` is line 52 of the file.
    #expect(countdown["line"] as? Int == 52)
    let tasks = try #require(list.first { $0["type"] as? String == "TasksWidget" })
    // No .supportedFamilies: WidgetKit's default three, flagged as not declared.
    #expect(tasks["families"] as? [String] == ["systemSmall", "systemMedium", "systemLarge"])
    #expect(tasks["familiesDeclared"] as? Bool == false)
  }

  @Test func widgetsAsTextMarksDefaultFamilies() {
    let result = SizingCLI.execute(["widgets", "\(Self.examples)/Tasks"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Tasks  TasksWidget  \(Self.examples)/Tasks/TasksWidget.swift:82
          families: systemSmall, systemMedium, systemLarge (default)

        """)
  }

  @Test func importPrintsADescriptionAndNamesTheSampleOnStandardError() throws {
    let result = SizingCLI.execute(["import", "\(Self.examples)/EmojiWidget", "--sample", "1"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("\"text\": \"🐙\""))
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines.first?.hasPrefix(
        "sizing-cli: sample entry: getSnapshot(in:completion:) of EmojiProvider") == true)
    #expect(
      lines.contains { $0.hasSuffix("warning: .foregroundStyle does not change layout: left out") })
    // The imported description is accepted by every command, here `layout`.
    let file = try Self.write("emoji.json", result.stdout)
    let layout = SizingCLI.execute([
      "layout", "--family", "systemSmall", "--device", "390x844", "--widget", file,
    ])
    #expect(layout.exitCode == 0)
    #expect(layout.stdout.contains("emoji (text)"))
  }

  @Test func importRefusesSeveralWidgetsWithoutAKindAndAnUnknownKind() {
    let several = SizingCLI.execute(["import", Self.examples])
    #expect(several.exitCode == 64)
    #expect(
      several.stderr.hasPrefix("sizing-cli: 10 widgets in the sources; pick one with --kind: "))
    let unknown = SizingCLI.execute(["import", Self.examples, "--kind", "Countdwn"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.stderr.contains("no widget of kind or type Countdwn; did you mean Countdown?"))
    let picked = SizingCLI.execute(["import", Self.examples, "--kind", "Countdown"])
    #expect(picked.exitCode == 0)
  }

  @Test func aDirectoryWithNoWidgetIsExit65AndAMissingPathExit66() throws {
    let file = try Self.write("Plain.swift", "struct Plain { let x = 1 }\n")
    let none = SizingCLI.execute(["widgets", file])
    #expect(none.exitCode == 65)
    #expect(
      none.stderr == "sizing-cli: no struct conforming to Widget in 1 Swift file under \(file)\n")
    let missing = SizingCLI.execute(["import", "/no/such/widget"])
    #expect(missing.exitCode == 66)
    #expect(missing.stderr == "sizing-cli: /no/such/widget: no such file or directory\n")
    let broken = try Self.write("Broken.swift", "struct A {\n  var body: some View {\n")
    let parse = SizingCLI.execute(["widgets", broken])
    #expect(parse.exitCode == 65)
    // The accessor block opened at the end of line 2 is never closed: reported
    // just after its `{`, column 24 (line 2 is 23 characters).
    #expect(parse.stderr == "sizing-cli: \(broken):2:24: error: expected '}' to end variable\n")
  }

  @Test func solveCentresTextBetweenTwoSpacersAsSwiftUIDoes() throws {
    let file = try Self.write(
      "Habit.swift",
      """
      import SwiftUI

      struct HabitRow: View {
        var body: some View {
          VStack {
            Spacer()
            Color.green.frame(width: 40, height: 20).accessibilityIdentifier("dot")
            Spacer()
          }
          .frame(width: 100, height: 200)
          .accessibilityIdentifier("column")
        }
      }
      """)
    let result = SizingCLI.execute(["solve", file, "--width", "300", "--height", "400"])
    #expect(result.exitCode == 0)
    // Rule 6: the 100 × 200 frame is the root's size, centred in 300 × 400 (the
    // hosting rule): at (100, 100). Rule 3: no spacing next to a Spacer, and the
    // VStack (as wide as the dot, 40) is centred in the frame: x 130. Rule 4: the
    // spacers share 200 − 20 = 180 equally, 90 each, so the dot is at y 190.
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["width"] as? Double == 100)
    #expect(json["height"] as? Double == 200)
    let frames = try #require(json["frames"] as? [String: [String: Double]])
    #expect(frames["column"] == ["x": 130, "y": 100, "width": 40, "height": 200])
    #expect(frames["dot"] == ["x": 130, "y": 190, "width": 40, "height": 20])
    #expect(frames["Habit.swift:6:7"] == ["x": 150, "y": 100, "width": 0, "height": 90])
    #expect(result.stderr == "sizing-cli: view: HabitRow\n")
  }

  @Test func solveWithoutAProposalUsesTheIdealSizeAndScaleRoundsToPixels() throws {
    let file = try Self.write(
      "Box.swift",
      """
      Color.red
        .frame(width: 10.2, height: 5)
        .padding(3)
        .accessibilityIdentifier("box")
      """)
    let ideal = SizingCLI.execute(["solve", file])
    #expect(ideal.exitCode == 0)
    // Rule 7: padding adds 3 on each side: 16.2 × 11, the rectangle with no
    // proposal; the colour sits 3 in from its corner.
    #expect(
      ideal.stdout
        == #"{"width":16.2,"height":11,"frames":{"box":{"x":3,"y":3,"width":10.2,"height":5}},"diagnostics":[]}"#
        + "\n")
    let snapped = SizingCLI.execute(["solve", file, "--scale", "2"])
    // On a 2× grid 16.2 rounds to 16 (nearest half point), 3 + 10.2 = 13.2 to 13.
    #expect(
      snapped.stdout
        == #"{"width":16,"height":11,"frames":{"box":{"x":3,"y":3,"width":10,"height":5}},"diagnostics":[]}"#
        + "\n")
  }

  @Test func solveRefusesSwiftOptionsForJSONAndUnknownViews() throws {
    let json = SizingCLI.execute(["solve", "scripts/peers/widget-tree.json", "--width", "100"])
    #expect(json.exitCode == 64)
    #expect(json.stderr.contains("--width is for a SwiftUI view (.swift)"))
    let file = try Self.write(
      "Two.swift",
      """
      import SwiftUI
      struct Title: View { var body: some View { Text("a") } }
      struct Subtitle: View { var body: some View { Text("b") } }
      """)
    let several = SizingCLI.execute(["solve", file])
    #expect(several.exitCode == 64)
    #expect(
      several.stderr
        == "sizing-cli: 2 views in the sources; pick one with --view: Subtitle, Title\n")
    let typo = SizingCLI.execute(["solve", file, "--view", "Titel"])
    #expect(typo.exitCode == 64)
    #expect(typo.stderr.contains("no View struct Titel in the sources; did you mean Title?"))
  }
}
