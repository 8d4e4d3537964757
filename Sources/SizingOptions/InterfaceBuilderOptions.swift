import ArgumentParser
import InterfaceBuilder

/// The options for a widget read from a storyboard or xib, declared once
/// for `sizing-cli layout`, `check`, `render` and `sizing-preview`.
public struct InterfaceBuilderOptions: ParsableArguments, Sendable {
  @Option(
    help: ArgumentHelp(
      "A storyboard's or xib's scene: a scene, view controller or view id (default: the "
        + "initial view controller; a xib: its first view).", valueName: "id"))
  public var scene: String?

  @Option(help: "Sample rows a table or collection view shows from its prototype cell (1…50).")
  public var rows: Int = 3

  @Option(
    help: ArgumentHelp(
      "A storyboard's preferredContentSize height in points, which the code sets "
        + "(default: the content's fitting height).", valueName: "points"))
  public var preferredHeight: Double?

  public init() {}

  /// The settings the reader takes.
  public var settings: InterfaceBuilderSettings {
    InterfaceBuilderSettings(scene: scene, rows: rows, preferredHeight: preferredHeight)
  }

  public func validate() throws {
    guard (1...50).contains(rows) else {
      throw ValidationError("--rows must be 1…50, not \(rows)")
    }
    if let preferredHeight,
      !(preferredHeight.isFinite && preferredHeight > 0 && preferredHeight <= 10_000)
    {
      throw ValidationError("--preferred-height must be a number of points in 0…10000 (not 0)")
    }
  }
}
