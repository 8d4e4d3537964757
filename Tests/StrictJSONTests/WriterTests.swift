import Testing

@testable import StrictJSON

/// Doubles and the JSON text the writer gives them.
private let numberCases: [(Double, String)] = [
  (3.0, "3"), (-0.0, "0"), (0, "0"), (-42, "-42"), (123_456_789_012_345, "123456789012345"),
  (1e15, "1000000000000000"), (9_007_199_254_740_992, "9007199254740992"),
  (9_007_199_254_740_994, "9.007199254740994e+15"), (1e16, "1e+16"), (-1e300, "-1e+300"),
  (0.1, "0.1"), (2.5, "2.5"), (1.0 / 3, "0.3333333333333333"),
  (10.0 / 3, "3.3333333333333335"), (Double.leastNonzeroMagnitude, "5e-324"),
  (1.7976931348623157e308, "1.7976931348623157e+308"), (.nan, "null"), (.infinity, "null"),
  (-.infinity, "null"),
]

@Suite struct WriterTests {
  @Test(arguments: numberCases)
  func numbersAreIntegersOrShortestRoundTrip(value: Double, text: String) {
    #expect(JSONValue.numberLiteral(value) == text)
    #expect(JSONValue.number(value).rendered() == text)
  }

  @Test func shortestDoublesReadBackExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
      let text = JSONValue.numberLiteral(value)
      #expect(Double(text) == value, "\(text)")
      let parsed = try StrictJSONParser.parse(text)
      guard case .number(let back) = parsed.value else {
        Issue.record("\(text) is not a number")
        return
      }
      #expect(back == value, "\(text)")
    }
  }

  @Test func stringsEscapeQuotesBackslashesAndControlCharacters() throws {
    let text = "a\"b\\c/\n\r\t\u{0}\u{1}\u{8}\u{C}\u{1F} é😀\u{7F}"
    let literal = JSONValue.stringLiteral(text)
    #expect(literal == #""a\"b\\c/\n\r\t\u0000\u0001\u0008\u000c\u001f é😀"# + "\u{7F}\"")
    let parsed = try StrictJSONParser.parse(literal)
    guard case .string(let back) = parsed.value else {
      Issue.record("not a string")
      return
    }
    #expect(back == text)
    #expect(JSONValue.stringLiteral("plain") == #""plain""#)
  }

  @Test func objectsKeepTheirKeyOrder() {
    let value = JSONValue.object([
      ("zeta", .number(1)), ("alpha", .array([.bool(true), .null, .string("x")])),
      ("mid", .object([])), ("list", .array([])), ("b", .bool(false)),
    ])
    #expect(
      value.rendered(pretty: false)
        == #"{"zeta":1,"alpha":[true,null,"x"],"mid":{},"list":[],"b":false}"#)
    #expect(
      value.rendered() == """
        {
          "zeta": 1,
          "alpha": [
            true,
            null,
            "x"
          ],
          "mid": {},
          "list": [],
          "b": false
        }
        """)
  }

  @Test func equalityComparesTheText() {
    #expect(JSONValue.object([("a", .number(1))]) == .object([("a", .number(1.0))]))
    #expect(
      JSONValue.object([("a", .number(1)), ("b", .null)])
        != .object([("b", .null), ("a", .number(1))]))
  }
}
