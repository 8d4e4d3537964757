import ArgumentParser
import Foundation
import SizingModel

#if canImport(Glibc)
  import Glibc
#endif

/// `sizing-cli init`: writes a starter widget description and, when the
/// working directory has no `.widget-sizing.json` (nor any parent), one
/// whose `check` section lists it, so `sizing-cli check` runs as it is.
/// Never overwrites a file: an existing `--out` is exit 73.
struct Init: EvaluatingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a starter widget description and a .widget-sizing.json that checks it.",
    discussion: """
      Writes a small valid version-2 widget (--host widgetkit: a WidgetKit widget with \
      systemSmall and systemMedium) to --out, and a .widget-sizing.json in the working \
      directory whose "check" section lists it, unless a .widget-sizing.json is found here \
      or above (it is kept). Never overwrites a file: exit 73 when --out exists.

      Examples:
        sizing-cli init
        sizing-cli init --host widgetkit --out widgets/home.json
      """)

  @Option(help: "today (a Today widget, the default) or widgetkit.")
  var host: WidgetHostKind = .today

  @Option(help: ArgumentHelp("Where the description goes.", valueName: "file"))
  var out = "widget.json"

  func evaluate() throws -> (output: String, code: Int32) {
    let directory = FileManager.default.currentDirectoryPath
    let existing = ProjectConfiguration.find(from: directory)
    try Self.create(out, StarterFiles.description(for: host))
    var lines = [
      "Wrote \(out): a version-2 \(host.title) widget."
    ]
    if let existing {
      lines.append("Kept \(existing): add \(out) to its \"check\": {\"widgets\": […]}.")
    } else {
      try Self.create(ProjectConfiguration.fileName, StarterFiles.configuration(widget: out))
      lines.append("Wrote \(ProjectConfiguration.fileName): \"check\" lists \(out).")
    }
    lines.append("Next: edit \(out), then sizing-cli validate \(out) and sizing-cli check.")
    return (lines.joined(separator: "\n") + "\n", 0)
  }

  /// Creates `path` with `text`, failing when it exists (atomically: O_EXCL).
  /// - Throws: exit 73 naming the file.
  static func create(_ path: String, _ text: String) throws(CommandError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      let reason =
        errno == EEXIST
        ? "it exists, and init never overwrites a file (choose another with --out)"
        : String(cString: strerror(errno))
      throw CommandError("cannot create \(path): \(reason)", code: 73)
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))", code: 73)
    }
  }
}
