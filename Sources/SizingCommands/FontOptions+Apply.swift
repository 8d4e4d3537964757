import PangoText
import SizingOptions

extension FontOptions {
  /// Loads the chosen font files (`--font-file`, else the nearest
  /// `.widget-sizing.json`'s) and makes ``PangoTextMeasurer/shared`` measure
  /// and draw in their family; Inter when there are none. Call before
  /// laying anything out.
  /// - Throws: exit 66 for a missing file, 65 for one that is not a font or
  ///   a bad configuration, each in one line naming the file.
  func applied() throws -> FontChoice {
    let files = try chosenFiles()
    do {
      return try FontChoice.apply(files)
    } catch {
      throw CommandError(error.description, code: error.exitCode)
    }
  }

  /// "Text measured in Inter." or "Text measured in DejaVu Sans (from DejaVuSans.ttf)."
  static func sentence(_ choice: FontChoice) -> String {
    "Text measured in \(choice.summary).\n"
  }
}
