/// A place in a source file: the path as given, 1-based line and column
/// (nil where the reader knows only the line: a storyboard's XML element,
/// a description's JSON entry).
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int?

  public init(file: String, line: Int, column: Int?) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column` (or `file:line`), as compilers print it.
  public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
}

/// Something the reader approximated or could not evaluate, at the place in
/// the sources it concerns: a placeholder, an ignored modifier, a stand-in font.
public struct SourceNote: Sendable, Equatable, CustomStringConvertible {
  /// What kind of compromise this is.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A construct it could not evaluate, laid out as a placeholder box.
    case placeholder
    /// A modifier that does not change layout, left out.
    case ignoredModifier
    /// A size or value estimated (an SF Symbol's size, a stand-in font, a sample date).
    case approximated
  }

  public var kind: Kind
  public var location: SourceLocation
  public var message: String

  public init(kind: Kind, location: SourceLocation, message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `file:line:column: warning: message`, as compilers print it.
  public var description: String { "\(location): warning: \(message)" }
}
