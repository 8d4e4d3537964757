import Foundation
import Testing

/// `init` → edit → `validate` → `check`, as ChecksAndTheCIGate.md's "One run for a repository"
/// shows, from an empty directory (issue 22, item 6).
@Suite struct StarterSequenceTests {
  @Test func initEditValidateCheck() throws {
    let root = try CheckRepositoryTests.directory(["README": "a fresh clone\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let initialised = try CLIProcess.run(["init"], in: root)
    #expect(initialised.status == 0, "\(initialised.stderr)")
    let widget = root.appendingPathComponent("widget.json")
    let configuration = root.appendingPathComponent(".widget-sizing.json")
    #expect(FileManager.default.fileExists(atPath: configuration.path))
    // The starter is valid and passes as written.
    var validated = try CLIProcess.run(["validate", "widget.json"], in: root)
    #expect(validated.status == 0 && validated.stdout == "widget.json: valid\n")
    var checked = try CLIProcess.run(["check"], in: root)
    #expect(checked.status == 0, "\(checked.stdout)")
    #expect(checked.stdout.hasPrefix("Checked widget.json in "))

    // An edit with a typo: validate names it; fixed, a longer title truncates.
    var text = try String(contentsOf: widget, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""text": "Groceries", "textStyle": "headline""#,
      with: #""text": "Groceries for the week and the weekend", "textStyle": "headlin""#)
    try Data(text.utf8).write(to: widget)
    validated = try CLIProcess.run(["validate", "widget.json"], in: root)
    #expect(validated.status == 65)
    #expect(validated.stdout.contains(#"unknown text style "headlin"; did you mean "headline"?"#))
    try Data(text.replacingOccurrences(of: #""headlin""#, with: #""headline""#).utf8).write(
      to: widget)
    validated = try CLIProcess.run(["validate", "widget.json"], in: root)
    #expect(validated.status == 0)
    checked = try CLIProcess.run(["check"], in: root)
    #expect(checked.status == 1)
    #expect(checked.stdout.contains("label-truncated: title: "))

    // init never overwrites: the description exists now.
    let again = try CLIProcess.run(["init"], in: root)
    #expect(again.status == 73)
    #expect(again.stderr.contains("cannot create widget.json: it exists"))
    // A WidgetKit starter beside it keeps the configuration.
    let kit = try CLIProcess.run(
      ["init", "--host", "widgetkit", "--out", "kit.json"], in: root)
    #expect(kit.status == 0)
    #expect(kit.stdout.contains("Kept "))
    let kitText = try String(contentsOf: root.appendingPathComponent("kit.json"), encoding: .utf8)
    #expect(kitText.contains(#""widgetKit""#) && !kitText.contains(#""compact""#))
    let kitChecked = try CLIProcess.run(["check", "kit.json"], in: root)
    #expect(kitChecked.status == 0, "\(kitChecked.stdout)")
    #expect(kitChecked.stdout.hasPrefix("Checked kit.json in "))
  }
}
