import Testing

@testable import WidgetLayout

@Suite struct ErrorsFirstTests {
  @Test func errorsThenWarningsThenTheRestEachInItsOrder() {
    // Severities by check's rule table: line limit and clipped content are
    // errors, truncation and a substituted style warnings, no-row-fits is no rule.
    let given = [
      WidgetDiagnostic(kind: .textTruncated, element: nil, message: "w1"),
      WidgetDiagnostic(kind: .noRowFits, element: nil, message: "n1"),
      WidgetDiagnostic(kind: .labelExceedsLineLimit, element: nil, message: "e1"),
      WidgetDiagnostic(kind: .fontSubstituted, element: nil, message: "w2"),
      WidgetDiagnostic(kind: .actionContentClipped, element: nil, message: "e2"),
    ]
    #expect(given.errorsFirst().map(\.message) == ["e1", "e2", "w1", "w2", "n1"])
  }
}
