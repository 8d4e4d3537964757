import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an XML file with its attributes, children and the line
/// it starts on: what the Interface Builder reader walks.
public final class XMLElementNode: @unchecked Sendable {
  public let name: String
  public let attributes: [String: String]
  public private(set) var children: [XMLElementNode] = []
  /// 1-based line of the start tag.
  public let line: Int

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  func append(_ child: XMLElementNode) { children.append(child) }

  /// The first child named `name` (with `key` when given).
  public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  public subscript(attribute: String) -> String? { attributes[attribute] }
}

/// Parses XML into ``XMLElementNode``s with Foundation's `XMLParser`
/// (libxml2), refusing what would make the reader slow or deep: more than
/// ``maximumDepth`` levels or ``maximumElements`` elements.
enum XMLElementTreeParser {
  static let maximumDepth = 200
  static let maximumElements = 200_000

  /// The document's root element.
  /// - Throws: ``InterfaceBuilderError`` with the line of the problem.
  static func parse(_ data: Data, file: String) throws(InterfaceBuilderError) -> XMLElementNode {
    // FoundationXML traps on text that is not UTF-8 (in a comment, for one):
    // refuse it first, at its line.
    if let line = firstInvalidUTF8Line(data) {
      throw InterfaceBuilderError(file: file, line: line, message: "the file is not valid UTF-8")
    }
    let delegate = Delegate()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    // On Linux `parse()` can return true after an error: the delegate's
    // first error is what counts.
    let ok = parser.parse()
    if let problem = delegate.problem {
      throw InterfaceBuilderError(file: file, line: problem.line, message: problem.message)
    }
    guard ok, parser.parserError == nil, let root = delegate.root else {
      let code = (parser.parserError as NSError?)?.code ?? 0
      throw InterfaceBuilderError(
        file: file, line: max(parser.lineNumber, 1), message: describe(code: code))
    }
    return root
  }

  /// The line of the first byte sequence that is not UTF-8, or nil.
  static func firstInvalidUTF8Line(_ data: Data) -> Int? {
    var line = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return nil
      case .error:
        return line
      }
    }
  }

  /// libxml2's error codes (as `XMLParser.ErrorCode`) in words.
  static func describe(code: Int) -> String {
    let reasons: [Int: String] = [
      4: "the file is empty or has no root element", 5: "the file ends inside an element",
      9: "a character XML does not allow", 23: "an unquoted or unterminated attribute value",
      26: "an undefined entity", 38: "an attribute's value is not quoted",
      39: "an attribute appears twice in one element", 41: "an attribute without a value",
      64: "a malformed name or tag", 73: "a start tag is not closed with >",
      76: "an end tag does not match the open element", 77: "an end tag is not closed with >",
    ]
    return "malformed XML: \(reasons[code] ?? "not well-formed (libxml2 error \(code))")"
  }

  final class Delegate: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []
    var count = 0
    var problem: (line: Int, message: String)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      guard problem == nil else { return }
      problem = (
        max(parser.lineNumber, 1),
        XMLElementTreeParser.describe(code: (parseError as NSError).code)
      )
    }

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      count += 1
      if stack.count >= XMLElementTreeParser.maximumDepth
        || count > XMLElementTreeParser.maximumElements
      {
        problem = (
          parser.lineNumber,
          stack.count >= XMLElementTreeParser.maximumDepth
            ? "elements nest deeper than \(XMLElementTreeParser.maximumDepth) levels"
            : "more than \(XMLElementTreeParser.maximumElements) elements"
        )
        parser.abortParsing()
        return
      }
      let node = XMLElementNode(name: name, attributes: attributes, line: parser.lineNumber)
      if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
      stack.append(node)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      _ = stack.popLast()
    }
  }
}

/// A storyboard or xib the reader refuses: the file, the line and the problem.
public struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, the form compilers use.
  public var description: String { "\(file):\(line): \(message)" }
}
