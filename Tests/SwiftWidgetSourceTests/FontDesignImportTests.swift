import Foundation
import Testing

@testable import SwiftWidgetSource

/// `.font(.system(size:weight:design:))` reaches the description as the
/// text's `"design"`; the default design needs no key.
@Suite struct FontDesignImportTests {
  @Test func theSystemFontsDesignIsImported() throws {
    let body = """
          VStack {
            Text("9:41").font(.system(size: 34, weight: .bold, design: .monospaced))
            Text("News").font(.system(.title, design: .serif))
            Text("Plain").font(.system(size: 15, design: .default))
          }
      """
    let fixture = try SourceFixture(["Widget.swift": SourceFixture.widget(body: body)])
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    let json = try sources.importWidget(sources.widget(matching: nil), sample: nil).json
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let families = (object?["widgetKit"] as? [String: Any])?["families"] as? [String: Any]
    let small = families?["systemSmall"] as? [String: Any]
    let items = try #require(small?["items"] as? [[String: Any]])
    #expect(items.map { $0["design"] as? String } == ["monospaced", "serif", nil])
    #expect(items[0]["fontSize"] as? Double == 34 && items[0]["weight"] as? String == "bold")
    #expect(items[1]["textStyle"] as? String == "title1")
  }
}
