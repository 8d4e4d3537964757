import Testing

@testable import WidgetDescriptions

@Suite struct ElementIDTests {
  @Test func templateIdsAreLookedUpWithRoleAndIndex() {
    let title = ElementID.named("row3.title")
    #expect(title.role == .rowTitle && title.index == 3 && title.rowIndex == 3)
    let label = ElementID.named("action2.label")
    #expect(label.role == .actionLabel && label.index == 2 && label.rowIndex == nil)
    #expect(ElementID.named("recents") == .recents && ElementID.recents.rowIndex == nil)
  }

  @Test func idsTheTemplateDoesNotNameAreOtherNotParsed() {
    // "row12x" looks like a row but is no template id: no row index is read from it.
    let unknown = ElementID.named("row12x")
    #expect(unknown.role == .other && unknown.rowIndex == nil)
    #expect(unknown.description == "row12x")
  }
}
