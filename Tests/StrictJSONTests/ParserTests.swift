import Testing

@testable import StrictJSON

/// The error `parse` throws for `json`, or nil when it parses.
private func parseError(_ json: String, maximumDepth: Int = 256) -> JSONError? {
  do {
    _ = try StrictJSONParser.parse(json, maximumDepth: maximumDepth)
    return nil
  } catch {
    return error
  }
}

@Suite struct ParserTests {
  @Test func valuesKeepTheirLineAndColumnAndKeyOrder() throws {
    let root = try StrictJSONParser.parse("{\"zé\": [1, true],\n  \"a\": null, \"b\": \"x\"}")
    #expect(root.line == 1 && root.column == 1)
    guard case .object(let members) = root.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["zé", "a", "b"])
    guard case .array(let items) = members[0].value.value else {
      Issue.record("not an array")
      return
    }
    #expect((members[0].value.line, members[0].value.column) == (1, 8))
    #expect((items[1].line, items[1].column) == (1, 12))
    #expect((members[1].value.line, members[1].value.column) == (2, 8))
    #expect((members[2].value.line, members[2].value.column) == (2, 19))
    #expect(members[2].value.kindName == "a string" && items[1].kindName == "a boolean")
  }

  @Test func stringEscapesAreDecoded() throws {
    let node = try StrictJSONParser.parse(#"["a\"b\\\n\u00e9\ud83d\ude00\/\b\f\r\t", "é😀"]"#)
    guard case .array(let items) = node.value, case .string(let text) = items[0].value,
      case .string(let raw) = items[1].value
    else {
      Issue.record("not an array of two strings")
      return
    }
    #expect(text == "a\"b\\\né😀/\u{8}\u{C}\r\t")
    #expect(raw == "é😀")
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("12", 12), ("-1.5e3", -1500), ("1E-2", 0.01), ("2.5E+1", 25),
    ("0.1", 0.1), ("1.7976931348623157e308", 1.7976931348623157e308),
    ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0),
  ])
  func numbersReadAsDoubles(text: String, value: Double) throws {
    let node = try StrictJSONParser.parse(text)
    guard case .number(let parsed) = node.value else {
      Issue.record("not a number")
      return
    }
    #expect(parsed == value && parsed.sign == value.sign)
  }

  @Test(arguments: [
    (#"{"a": NaN}"#, "unexpected character 'N', expected a value", 1, 7),
    (#"{"a": Infinity}"#, "unexpected character 'I', expected a value", 1, 7),
    ("[-Infinity]", "invalid number, expected a digit", 1, 2),
    (#"{"a": 1e999}"#, "number 1e999 is out of range", 1, 7),
    ("[-1e400]", "number -1e400 is out of range", 1, 2),
    (#"{"a": 1, "a": 2}"#, #"duplicate key "a""#, 1, 10),
    ("", "unexpected end of input, expected a value", 1, 1),
    ("  \n ", "unexpected end of input, expected a value", 2, 2),
    ("{} x", "unexpected text after the JSON value", 1, 4),
    ("[1] [2]", "unexpected text after the JSON value", 1, 5),
    // Counted by hand: the comma is the sixth character, and the eighth.
    ("[1, 2,]", "trailing comma before ]", 1, 6),
    (#"{"a": 1,}"#, "trailing comma before }", 1, 8),
    ("[1,\n  ]", "trailing comma before ]", 1, 3),
    ("{'a': 1}", "expected a quoted key in object", 1, 2),
    (#"{"a" 1}"#, #"expected ':' after key "a""#, 1, 6),
    ("[1 2]", "expected ',' or ']' in array", 1, 4),
    (#"{"a": 1 "b": 2}"#, "expected ',' or '}' in object", 1, 9),
    ("[1,\n 2", "unterminated array", 2, 3),
    (#"{"a": 1"#, "unterminated object", 1, 8),
    ("{", "unterminated object", 1, 2),
    (#"["abc"#, "unterminated string", 1, 6),
    ("[\"a\nb\"]", "unescaped control character U+000A in string", 1, 4),
    ("[\"a\u{0}\"]", "unescaped control character U+0000 in string", 1, 4),
    (#"["\q"]"#, #"invalid escape '\q' in string"#, 1, 4),
    (#"["\ud83d"]"#, #"unpaired surrogate in \u escape"#, 1, 9),
    (#"["\ude00"]"#, #"unpaired surrogate in \u escape"#, 1, 3),
    (#"["\ud83d\u0041"]"#, #"unpaired surrogate in \u escape"#, 1, 9),
    (#"["\u12G4"]"#, #"expected four hex digits after \u"#, 1, 7),
    ("[01]", "invalid number, leading zero", 1, 2),
    ("[-]", "invalid number, expected a digit", 1, 2),
    ("[1.]", "invalid number, expected digits after '.'", 1, 2),
    ("[.5]", "unexpected character '.', expected a value", 1, 2),
    ("[1e]", "invalid number, expected digits in the exponent", 1, 2),
    ("[+1]", "unexpected character '+', expected a value", 1, 2),
    ("[tru]", "invalid literal, expected true", 1, 2),
    ("[nul", "invalid literal, expected null", 1, 2),
    ("[True]", "unexpected character 'T', expected a value", 1, 2),
    ("// note\n{}", "unexpected character '/', expected a value", 1, 1),
    (#"["é", x]"#, "unexpected character 'x', expected a value", 1, 7),
    ("[é]", #"unexpected character '\u{00E9}', expected a value"#, 1, 2),
  ])
  func malformedTextNamesTheProblemLineAndColumn(
    json: String, message: String, line: Int, column: Int
  ) {
    let error = parseError(json)
    #expect(error == JSONError(message, line: line, column: column), "\(String(describing: error))")
  }

  @Test func duplicateKeysAreFoundInLargeObjects() {
    let members = (0..<40).map { #""k\#($0)": \#($0)"# } + [#""k3": 0"#]
    let error = parseError("{" + members.joined(separator: ", ") + "}")
    #expect(error?.message == #"duplicate key "k3""#)
    let unique = (0..<40).map { #""k\#($0)": \#($0)"# }
    #expect(parseError("{" + unique.joined(separator: ", ") + "}") == nil)
  }

  @Test func nestingIsLimitedBeforeDescending() {
    #expect(parseError("[[[]]]", maximumDepth: 3) == nil)
    #expect(
      parseError("[[[[]]]]", maximumDepth: 3)
        == JSONError("nesting deeper than 3 levels", line: 1, column: 4))
    #expect(parseError(#"{"a": {"b": {"c": {}}}}"#, maximumDepth: 3)?.column == 19)
    let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    #expect(parseError(deep) == JSONError("nesting deeper than 256 levels", line: 1, column: 257))
    let allowed = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(parseError(allowed) == nil)
  }

  @Test func bytesMustBeUTF8() {
    func error(_ bytes: [UInt8]) -> JSONError? {
      do {
        _ = try StrictJSONParser.parse(bytes)
        return nil
      } catch {
        return error
      }
    }
    #expect(
      error([0x22, 0xC3, 0x28, 0x22]) == JSONError("invalid UTF-8 in string", line: 1, column: 1))
    #expect(
      error([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D])?.message == "invalid UTF-8 in string")
    #expect(error([0xFF])?.message == #"unexpected character '\u{FFFD}', expected a value"#)
    #expect(error(Array(#"["\#u{E9}"]"#.utf8)) == nil)
  }

  @Test func errorsReadAsOneLine() {
    let malformed = JSONError("unterminated array", line: 2, column: 8)
    #expect(malformed.description == "line 2, column 8: unterminated array")
    let refused = JSONError("must not be empty", line: 3, column: 12, path: "$.appName")
    #expect(refused.description == "$.appName: must not be empty (line 3, column 12)")
    let key = String(repeating: "k", count: 100) + "\n"
    let long = parseError(
      "{\(JSONValue.stringLiteral(key)): 1, \(JSONValue.stringLiteral(key)): 2}")
    #expect(long?.message == "duplicate key \"" + String(repeating: "k", count: 60) + "…\"")
    #expect(long?.description.contains("\n") == false)
  }
}
