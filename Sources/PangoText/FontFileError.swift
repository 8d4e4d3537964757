/// Why a font file the user named cannot be used.
public enum FontFileError: Error, Equatable, CustomStringConvertible {
  /// No file at the path (exit 66 in the front ends).
  case missing(path: String)
  /// A file fontconfig cannot read as a font, such as a text file renamed
  /// `.ttf` (exit 65).
  case notAFont(path: String)

  /// One line naming the file.
  public var description: String {
    switch self {
    case .missing(let path): "font file \(path) does not exist"
    case .notAFont(let path): "\(path) is not a font file fontconfig can use"
    }
  }
}
