import Foundation
import StrictJSON

/// `.widget-sizing.json`: a project's settings for every command, found by
/// walking upward from the working directory, so a team commits it once at
/// the top of its repository. Read strictly: an unknown key is an error
/// (exit 65) that names the valid keys.
///
/// ```json
/// { "fontFiles": ["fonts/SF-Pro-Text-Regular.otf", "fonts/SF-Pro-Text-Semibold.otf"],
///   "check": { "widgets": ["widgets/*.json"], "failOn": "error" } }
/// ```
///
/// The schema is `Data/widget-sizing-config.schema.json`; `check`'s keys
/// are ``CheckConfiguration``'s.
public struct ProjectConfiguration: Sendable, Equatable {
  /// The file name looked for in the working directory and each parent.
  public static let fileName = ".widget-sizing.json"
  /// The keys a configuration may have.
  public static let keys = ["fontFiles", "check"]
  /// At most this many font files are read.
  public static let maximumFontFiles = 64

  /// Where the configuration was read from.
  public var path: String
  /// Font files whose family text is measured and drawn in, resolved
  /// against the configuration file's directory (absolute paths kept).
  public var fontFiles: [String]
  /// The `check` section's settings; empty when there is none.
  public var check = CheckConfiguration()
  /// Whether the file has a `check` section.
  public var hasCheckSection = false

  /// Reads the configuration at `path`.
  /// - Throws: ``SizingError/unreadable(path:reason:)`` (exit 66) when it
  ///   cannot be read; ``SizingError/invalidData(path:message:)`` (exit 65)
  ///   for malformed JSON, an unknown key, a value of the wrong type or an
  ///   unknown choice.
  public init(contentsOf path: String) throws(SizingError) {
    try self.init(reading: InputFile(path), at: path)
  }

  /// Reads a configuration already in memory as if it were the file at
  /// `path` (relative paths in it are taken from `path`'s directory).
  /// - Throws: as ``init(contentsOf:)``, but for the file's reading.
  public init(reading input: InputFile, at path: String) throws(SizingError) {
    self.path = path
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    do throws(JSONError) {
      let root = try JSONObjectReader(
        StrictJSONParser.parse(input.bytes, maximumDepth: 8), path: "$", allowedKeys: Self.keys)
      let files =
        try root.array("fontFiles", maxCount: Self.maximumFontFiles) {
          (node, path) throws(JSONError) -> String in
          guard case .string(let file) = node.value, !file.isEmpty else {
            throw JSONObjectReader.error(at: node, path: path, "expected a font file's path")
          }
          return file
        } ?? []
      fontFiles = files.map { file in
        file.hasPrefix("/") ? file : directory.appendingPathComponent(file).standardized.path
      }
      if let section = try root.object("check") {
        check = try CheckConfiguration(section, directory: directory)
        hasCheckSection = true
      }
    } catch {
      throw SizingError(error).read(from: path)
    }
  }

  /// The path of the nearest configuration file: in `directory` or the
  /// closest of its parents that has one; nil when none has.
  public static func find(from directory: String) -> String? {
    var current = URL(fileURLWithPath: directory).standardized
    while true {
      let candidate = current.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The nearest configuration from `directory` upward (default: the
  /// working directory), read; nil when there is none.
  public static func nearest(
    from directory: String = FileManager.default.currentDirectoryPath
  ) throws(SizingError) -> ProjectConfiguration? {
    guard let path = find(from: directory) else { return nil }
    return try ProjectConfiguration(contentsOf: path)
  }
}
