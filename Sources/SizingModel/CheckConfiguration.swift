import Foundation
import StrictJSON

/// The `"check"` section of `.widget-sizing.json`: the gate's settings, so
/// a CI line is just `sizing-cli check`. Each key stands for the option of
/// the same meaning; an option given on the command line replaces the key.
/// Paths (widgets, baseline) are resolved against the configuration file's
/// directory; `widgets` entries may be globs (`*`, `?`, `**`).
///
/// ```json
/// { "check": { "widgets": ["widgets/*.json"], "failOn": "error",
///              "ignore": ["label-truncated:row*.title"], "baseline": "known.json" } }
/// ```
public struct CheckConfiguration: Sendable, Equatable {
  /// The keys the section may have.
  public static let keys = [
    "widgets", "failOn", "ignore", "baseline", "host", "devices", "categories", "format",
  ]
  /// At most this many entries in each list.
  public static let maximumEntries = 256

  /// The widget description files or globs, resolved (absolute).
  public var widgets: [String] = []
  /// `--fail-on`: error, warning or never.
  public var failOn: String?
  /// `--ignore` entries, `rule[:element-glob]`, as written.
  public var ignore: [String]?
  /// `--baseline`, resolved.
  public var baseline: String?
  /// `--host`: today or widgetkit.
  public var host: String?
  /// `--device` ids.
  public var devices: [String]?
  /// `--category` names.
  public var categories: [String]?
  /// `--format`: text, json, sarif or junit.
  public var format: String?

  public init() {}

  /// Reads the section from `reader` (at `$.check`), resolving paths
  /// against `directory`.
  /// - Throws: a ``JSONError`` for an unknown key, a wrong type or an
  ///   unknown choice, naming the valid ones.
  init(_ reader: JSONObjectReader, directory: URL) throws(JSONError) {
    try reader.rejectUnknownKeys(Self.keys)
    func resolved(_ path: String) -> String {
      path.hasPrefix("/") ? path : directory.appendingPathComponent(path).standardized.path
    }
    widgets = try Self.strings(reader, "widgets")?.map(resolved) ?? []
    failOn = try reader.choice("failOn", ["error", "warning", "never"].map { ($0, $0) })
    ignore = try Self.strings(reader, "ignore")
    baseline = try reader.string("baseline", maxLength: 4096, allowEmpty: false).map(resolved)
    host = try reader.choice("host", ["today", "widgetkit"].map { ($0, $0) })
    devices = try Self.strings(reader, "devices")
    categories = try Self.strings(reader, "categories")
    format = try reader.choice("format", ["text", "json", "sarif", "junit"].map { ($0, $0) })
  }

  /// An array of non-empty strings; nil when absent.
  private static func strings(_ reader: JSONObjectReader, _ key: String) throws(JSONError)
    -> [String]?
  {
    try reader.array(key, maxCount: maximumEntries) { (node, path) throws(JSONError) -> String in
      guard case .string(let text) = node.value, !text.isEmpty, text.count <= 4096 else {
        throw JSONObjectReader.error(at: node, path: path, "expected a non-empty string")
      }
      return text
    }
  }
}
