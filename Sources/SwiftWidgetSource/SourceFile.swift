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
    let problems = ParseDiagnosticsGenerator.diagnostics(for: parsed)
    if let first = problems.first(where: { $0.diagMessage.severity == .error }) {
      let place = first.location(converter: converter)
      throw .data("\(path):\(place.line):\(place.column): error: \(first.message)")
    }
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    self.tree = folded.as(SourceFileSyntax.self) ?? parsed
    self.converter = SourceLocationConverter(fileName: path, tree: self.tree)
  }

  /// Where `node` starts in this file.
  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: path, line: place.line, column: place.column)
  }
}
