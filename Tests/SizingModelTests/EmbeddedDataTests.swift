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

  @Test func aWellFormedDataFileDecodes() throws {
    let sources = try SizingData.decode(
      SizingData.Sources.self, from: #"{"sources": {"a": {"title": "one", "url": "u"}}}"#)
    #expect(sources.sources["a"]?.title == "one" && sources.sources["a"]?.url == "u")
  }
}
