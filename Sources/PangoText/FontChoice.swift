import CPangoCairo
import Foundation

/// The family text is measured and drawn in when a `FontSpec` names none:
/// Inter by default, or the family of font files the user brings (for
/// example SF Pro copied from a Mac, for exact widths).
public struct FontChoice: Sendable, Equatable {
  /// The family name, as fontconfig reads it from the file ("DejaVu Sans").
  public var family: String
  /// The font files it comes from, as given; empty for the installed default.
  public var files: [String]

  /// Inter, installed by `fonts-inter`.
  public static let standard = FontChoice(family: PangoTextMeasurer.defaultFamily, files: [])

  public init(family: String, files: [String]) {
    self.family = family
    self.files = files
  }

  /// "Inter", or "DejaVu Sans (from fonts/DejaVuSans.ttf)".
  public var summary: String {
    files.isEmpty ? family : "\(family) (from \(files.joined(separator: ", ")))"
  }

  /// Adds `files` to fontconfig's current configuration (the process's
  /// application fonts, `FcConfigAppFontAddFile`) and chooses the family of
  /// the first; later files may add its other weights. Without files, the
  /// standard choice. Hand the result to ``PangoTextMeasurer/use(_:)``.
  /// - Throws: ``FontFileError/missing(path:)`` for a path with no file,
  ///   ``FontFileError/notAFont(path:)`` for a file fontconfig cannot read.
  public static func loading(_ files: [String]) throws(FontFileError) -> FontChoice {
    guard !files.isEmpty else { return .standard }
    var families: [String] = []
    for path in files {
      families.append(try register(path))
    }
    return FontChoice(family: families[0], files: files)
  }

  /// Loads `files` (``loading(_:)``) and, when there are any, makes their
  /// family the one ``PangoTextMeasurer/shared`` measures and draws in; the
  /// front ends call it once, before laying anything out.
  @discardableResult
  public static func apply(_ files: [String]) throws(FontFileError) -> FontChoice {
    let choice = try loading(files)
    if !files.isEmpty { PangoTextMeasurer.shared.use(choice) }
    return choice
  }

  /// Registers one font file and returns its (first) family name.
  static func register(_ path: String) throws(FontFileError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .missing(path: path)
    }
    guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
      throw .notAFont(path: path)
    }
    var count: Int32 = 0
    guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
      throw .notAFont(path: path)
    }
    defer { FcPatternDestroy(pattern) }
    var name: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FAMILY, 0, &name) == FcResultMatch, let name,
      FcConfigAppFontAddFile(nil, path) != 0
    else { throw .notAFont(path: path) }
    return String(cString: name)
  }
}
