import StrictJSON
import Testing

@testable import SizingModel

@Suite struct EmbeddedDataTests {
  @Test func aDuplicateKeyInADataFileIsAnErrorWithItsLine() throws {
    let text = """
      {"sources": {
        "a": {"title": "one"},
        "a": {"title": "two"}
      }}
      """
    let error = try #require(throws: JSONError.self) {
      try SizingData.decode(SizingData.Sources.self, from: text)
    }
    #expect(error.line == 3)
    #expect(error.message.contains("duplicate"))
  }

  @Test func aValueOfTheWrongShapeNamesItsPathAndLine() throws {
    let text = """
      {"sources": {
        "a": {"title": 5}
      }}
      """
    let error = try #require(throws: JSONError.self) {
      try SizingData.decode(SizingData.Sources.self, from: text)
    }
    #expect(error.path == "$.sources.a.title" && error.line == 2)
    #expect(error.message == "expected a string, found a number")
  }

  @Test func aWellFormedDataFileDecodes() throws {
    let sources = try SizingData.decode(
      SizingData.Sources.self, from: #"{"sources": {"a": {"title": "one", "url": "u"}}}"#)
    #expect(sources.sources["a"]?.title == "one" && sources.sources["a"]?.url == "u")
  }
}
