import Testing

@testable import PreviewUI

/// The reload banner's text: the file's base name instead of its path, and
/// lines of at most 50 characters broken at spaces.
@Suite struct ErrorBannerTests {
  @Test func aLeadingPathBecomesTheBaseName() {
    let message = "/tmp/a/b/w.json: line 3, column 19: unexpected character ']'"
    #expect(
      ErrorBanner.shortened(message, path: "/tmp/a/b/w.json")
        == "w.json: line 3, column 19: unexpected character ']'")
    #expect(ErrorBanner.shortened(message, path: nil) == message)
    #expect(ErrorBanner.shortened("no such file", path: "/tmp/w.json") == "no such file")
  }

  @Test func longMessagesBreakAtSpaces() {
    // 74 characters; with "character" the first line would be 52 > 50.
    let message = "widget.json: line 3, column 19: unexpected character ']', expected a value"
    #expect(
      ErrorBanner.wrapped(message)
        == "widget.json: line 3, column 19: unexpected\ncharacter ']', expected a value")
    #expect(ErrorBanner.wrapped("short") == "short")
    let long = String(repeating: "x", count: 60)
    #expect(ErrorBanner.wrapped("a \(long) b") == "a\n\(long)\nb")
  }
}
