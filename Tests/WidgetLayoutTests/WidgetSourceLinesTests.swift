import Testing
import WidgetDescriptions

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

/// Version 2: an id maps to the line of the view that gives it (a list
/// row's `[n]` dropped), a generated id to the view at its path.
@Suite struct Version2SourceLinesTests {
  static let text = """
    {
      "version": 2, "appName": "T",
      "compact": {
        "id": "top", "axis": "vertical",
        "items": [
          {"type": "view"},
          {"type": "label", "id": "name",
           "text": "x", "textStyle": "body"}
        ]
      },
      "expanded": {"list": {
        "row": {"type": "label", "id": "price", "text": "{p}", "textStyle": "body"},
        "items": [{"p": "1"}]}}
    }
    """

  @Test(arguments: [
    ("widget", 1), ("top", 3), ("compact.items[0]", 6), ("name", 7), ("price[0]", 12),
    ("price", 12),
  ])
  func lineOfEachElement(id: String, line: Int) {
    #expect(WidgetSourceLines(text: Self.text).line(of: id) == line)
  }

  @Test func unknownIdsHaveNoLine() {
    let lines = WidgetSourceLines(text: Self.text)
    #expect(lines.line(of: "nothing") == nil)
    #expect(lines.line(of: "compact.items[5]") == nil)
  }
}
