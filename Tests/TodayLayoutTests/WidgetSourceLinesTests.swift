import Testing
import TodayLayout

/// Element ids map to the lines of their entries in the description's text.
@Suite struct WidgetSourceLinesTests {
  static let text = """
    {
      "appName": "Test",
      "quickActions": [
        {
          "title": "Scan",
          "icon": "scan"
        },
        {"title": "Note", "icon": "note"}
      ],
      "recents": [
        {"title": "A"},
        {
          "title": "B",
          "subtitle": "C"
        }
      ]
    }
    """

  @Test(arguments: [
    ("widget", 1), ("actions", 3), ("recents", 10), ("action0", 4), ("action0.label", 5),
    ("action0.icon", 6), ("action1.label", 8), ("row0", 11), ("row0.title", 11),
    // No subtitle: the entry's line.
    ("row0.subtitle", 11), ("row1.title", 13), ("row1.subtitle", 14), ("row1.thumbnail", 12),
    // Past the count the entries repeat: row3 is recents[1], action2 quickActions[0].
    ("row3.title", 13), ("action2.icon", 6),
  ])
  func lineOfElement(id: String, line: Int) {
    #expect(WidgetSourceLines(text: Self.text).line(of: id) == line)
  }

  @Test func unknownElementsAndBrokenTextHaveNoLine() {
    #expect(WidgetSourceLines(text: Self.text).line(of: "stack7") == nil)
    #expect(WidgetSourceLines(text: "{").line(of: "widget") == nil)
  }
}
