import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file, parsed and with its operators folded into trees.
struct SourceFile {
  /// The path as given (or found in a directory).
  let path: String
  /// The file's name without its directory: view ids start with it.
  let name: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter

  /// Parses `text`; a syntax error is `.data` with the first diagnostic as
  /// `path:line:column: message`.
  init(path: String, text: String) throws(SwiftSourceError) {
    self.path = path
    self.name = String(path.split(separator: "/").last ?? Substring(path))
    let parsed = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: parsed)
    // Two problems are reported here, before swift-syntax's diagnostics generator
    // sees them (``firstProblemBeforeTheGenerator(in:)``).
    if let (position, message) = Self.firstProblemBeforeTheGenerator(in: parsed) {
      let place = converter.location(for: position)
      throw .data("\(path):\(place.line):\(place.column): error: \(message)")
    }
    let problems = ParseDiagnosticsGenerator.diagnostics(for: parsed)
    if let first = problems.first(where: { $0.diagMessage.severity == .error }) {
      let place = first.location(converter: converter)
      throw .data("\(path):\(place.line):\(place.column): error: \(first.message)")
    }
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    self.tree = folded.as(SourceFileSyntax.self) ?? parsed
    self.converter = SourceLocationConverter(fileName: path, tree: self.tree)
  }

  /// Characters the Swift compiler only warns about and skips (a
  /// non-breaking space, a NUL mid-file): left to swift-syntax, whose
  /// warnings for them are safe.
  static let warnedCharacters: Set<Unicode.Scalar> = ["\u{A0}", "\u{0}"]

  /// The first, in one pass over the tokens, of:
  /// - a character the lexer kept as unexpected text in trivia that the
  ///   compiler refuses (a control character, a byte-order mark or line
  ///   separator mid-file);
  /// - an `=` the lexer finds unevenly spaced while a space or tab stands
  ///   on both sides of it. swift-syntax 603 builds the Fix-It for that
  ///   diagnostic with no change and traps (FixIt.swift:97; the fuzz
  ///   target's Swift surface, seeds 97803: `a \u{19}= b`, and 270176:
  ///   `a =\u{C} b`), so it is reported here, in swift-syntax's words.
  /// Where it is and its message; nil when there is neither.
  static func firstProblemBeforeTheGenerator(in tree: SourceFileSyntax) -> (
    AbsolutePosition, String
  )? {
    func hasSpaceOrTab(_ trivia: Trivia?) -> Bool {
      trivia?.contains {
        switch $0 {
        case .spaces, .tabs: true
        default: false
        }
      } ?? false
    }
    func refused(_ trivia: Trivia, from start: AbsolutePosition) -> (AbsolutePosition, String)? {
      var position = start
      for piece in trivia {
        if case .unexpectedText(let text) = piece,
          let character = text.unicodeScalars.first(where: { !warnedCharacters.contains($0) })
        {
          let code = String(character.value, radix: 16, uppercase: true)
          let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
          return (position, "character U+\(padded) is not allowed in Swift source here")
        }
        position = position.advanced(by: piece.sourceLength.utf8Length)
      }
      return nil
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if let found = refused(token.leadingTrivia, from: token.position) { return found }
      if token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides,
        hasSpaceOrTab(token.previousToken(viewMode: .all)?.trailingTrivia),
        hasSpaceOrTab(token.trailingTrivia)
      {
        return (
          token.positionAfterSkippingLeadingTrivia,
          StaticTokenError.equalMustHaveConsistentWhitespaceOnBothSides.message
        )
      }
      let trailing = token.endPositionBeforeTrailingTrivia
      if let found = refused(token.trailingTrivia, from: trailing) { return found }
    }
    return nil
  }

  /// Where `node` starts in this file.
  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}
