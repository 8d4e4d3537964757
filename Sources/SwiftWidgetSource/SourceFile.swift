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
    // A character the lexer cannot place at all is reported here, before
    // swift-syntax's diagnostics generator sees it: next to an operator
    // (`a \u{19}= b`) the generator builds a Fix-It with no change and traps
    // (swift-syntax 603, FixIt.swift:97; the fuzz target's Swift surface,
    // seed 97803).
    if let (position, character) = Self.firstUnplacedCharacter(in: parsed) {
      let place = converter.location(for: position)
      let code = String(character.value, radix: 16, uppercase: true)
      throw .data(
        "\(path):\(place.line):\(place.column): error: character U+"
          + String(repeating: "0", count: max(0, 4 - code.count)) + code
          + " is not allowed in Swift source here")
    }
    // swift-syntax 603 traps building the Fix-It for "'=' must have consistent
    // whitespace on both sides" when both sides already hold a space or tab beside the
    // character that made the lexer complain (`a =\u{C} b`, `a \u{19}= b`: fuzz, Swift
    // surface, seeds 270176 and 97803): that diagnostic is reported here, in its words.
    if let token = Self.firstEqualsTheFixItCannotMend(in: parsed) {
      let place = converter.location(for: token.positionAfterSkippingLeadingTrivia)
      throw .data(
        "\(path):\(place.line):\(place.column): error: "
          + StaticTokenError.equalMustHaveConsistentWhitespaceOnBothSides.message)
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

  /// The first character the lexer kept as unexpected text in trivia (a
  /// control character, a byte-order mark or line separator mid-file) that
  /// the compiler refuses, and where it is; nil when there is none.
  static func firstUnplacedCharacter(in tree: SourceFileSyntax) -> (
    AbsolutePosition, Unicode.Scalar
  )? {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for trivia in [token.leadingTrivia, token.trailingTrivia] {
        for piece in trivia {
          if case .unexpectedText(let text) = piece,
            let refused = text.unicodeScalars.first(where: { !Self.warnedCharacters.contains($0) })
          {
            return (position, refused)
          }
          position = position.advanced(by: piece.sourceLength.utf8Length)
        }
        position = token.endPositionBeforeTrailingTrivia
      }
    }
    return nil
  }

  /// The first `=` the lexer finds unevenly spaced while a space or tab
  /// stands on both sides of it (the Fix-It swift-syntax would build for it
  /// has no change, and traps), or nil.
  static func firstEqualsTheFixItCannotMend(in tree: SourceFileSyntax) -> TokenSyntax? {
    func hasSpaceOrTab(_ trivia: Trivia?) -> Bool {
      trivia?.contains {
        switch $0 {
        case .spaces, .tabs: true
        default: false
        }
      } ?? false
    }
    return tree.tokens(viewMode: .sourceAccurate).first { token in
      token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        && hasSpaceOrTab(token.previousToken(viewMode: .all)?.trailingTrivia)
        && hasSpaceOrTab(token.trailingTrivia)
    }
  }

  /// Where `node` starts in this file.
  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}
