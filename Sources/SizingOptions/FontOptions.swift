import ArgumentParser
import SizingModel

/// `--font-file`, which `sizing-cli layout`, `check`, `render` and
/// `sizing-preview` share: font files whose family replaces Inter as the
/// family text is measured and drawn in. Without the option, the nearest
/// `.widget-sizing.json`'s `fontFiles` (``ProjectConfiguration``) apply.
public struct FontOptions: ParsableArguments, Sendable {
  @Option(
    name: .customLong("font-file"),
    help: ArgumentHelp(
      "Measure and draw text in this font file's family instead of Inter (repeatable; "
        + "default: fontFiles of the nearest .widget-sizing.json).",
      valueName: "path"))
  public var fontFiles: [String] = []

  public init() {}

  /// The font files to use: the option's, else the nearest configuration's
  /// from `directory` upward, else none (Inter).
  /// - Throws: the configuration's ``SizingError`` (exit 65 or 66).
  public func chosenFiles(from directory: String? = nil) throws(SizingError) -> [String] {
    guard fontFiles.isEmpty else { return fontFiles }
    let configuration =
      if let directory {
        try ProjectConfiguration.nearest(from: directory)
      } else {
        try ProjectConfiguration.nearest()
      }
    return configuration?.fontFiles ?? []
  }
}
