/// Why a font file the user named cannot be used.
public enum FontFileError: Error, Equatable, CustomStringConvertible {
  /// No file at the path (exit 66 in the front ends).
  case missing(path: String)
  /// A file fontconfig cannot read as a font, such as a text file renamed
  /// `.ttf` (exit 65).
  case notAFont(path: String)

  /// The sysexits code a front end exits with: 66 (no input) for a
  /// missing file, 65 (data error) for one that is not a font.
  public var exitCode: Int32 {
    switch self {
    case .missing: 66
    case .notAFont: 65
    }
  }

  /// One line naming the file.
  public var description: String {
    switch self {
    case .missing(let path): "font file \(path) does not exist"
    case .notAFont(let path): "\(path) is not a font file fontconfig can use"
    }
  }
}
