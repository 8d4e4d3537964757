import SizingModel
import StackLayout

/// The mode-independent findings about a version-2 description's solved
/// trees: compact-section views past the compact height, labels squeezed
/// below their text, truncated or showing characters no font has, stacks whose content overflows, a widget
/// narrower than the design's minimum, and the solver's other notes. Every
/// finding names the id the description gives (`price[2]` in list row 2).
enum TreeChecks {
  static let tolerance = SectionChecks.tolerance

  static func diagnostics(
    compact: LayoutResult, rows: [LayoutResult], key: SectionMemo.Key,
    description: WidgetDescription
  ) -> [WidgetDiagnostic] {
    var found: [WidgetDiagnostic] = []
    let height = key.compactHeight
    for (index, id) in compact.ids.enumerated() {
      let frame = compact.frames[index]
      guard frame.width > tolerance || frame.height > tolerance else { continue }
      if frame.y < -tolerance || frame.maxY > height + tolerance {
        found.append(
          WidgetDiagnostic(
            kind: .compactContentClipped, element: .tree(id, row: nil),
            message: "spans y \(formatPoints(frame.y))…\(formatPoints(frame.maxY)) outside the "
              + "\(formatPoints(height))-pt compact section"))
      }
    }
    guard let tree = description.tree else { return found }
    appendTextFindings(
      compact, texts: { tree.labelTexts(row: nil) }, row: nil, squeezed: .compactContentClipped,
      to: &found)
    for (row, result) in rows.enumerated() {
      appendTextFindings(
        result, texts: { tree.labelTexts(row: row) }, row: row, squeezed: nil, to: &found)
    }
    if let narrower = SectionChecks.narrowerThanMinimum(key, description) {
      found.append(narrower)
    }
    let solved: [(row: Int?, result: LayoutResult)] =
      [(nil, compact)] + rows.enumerated().map { ($0.offset, $0.element) }
    for (row, result) in solved {
      appendSolverNotes(result, row: row, to: &found)
    }
    return found
  }

  /// The solver's notes on a tree: overflowing stacks as `contentOverflow`,
  /// the rest as `solver`.
  static func appendSolverNotes(
    _ result: LayoutResult, row: Int?, to found: inout [WidgetDiagnostic]
  ) {
    for note in result.diagnostics {
      found.append(
        WidgetDiagnostic(
          kind: note.kind == .overflow ? .contentOverflow : .solver,
          element: .tree(note.nodeID, row: row), message: note.message))
    }
  }

  /// Truncated labels and, where `squeezed` is given, labels whose frame is
  /// shorter than their text.
  static func appendTextFindings(
    _ result: LayoutResult, texts makeTexts: () -> [String: String], row: Int?,
    squeezed: WidgetDiagnostic.Kind?,
    to found: inout [WidgetDiagnostic]
  ) {
    // The labels' texts, worked out only when one is truncated.
    var texts: [String: String]?
    for (index, id) in result.ids.enumerated() {
      guard let metrics = result.texts[id] else { continue }
      let frame = result.frames[index]
      if let squeezed, frame.height > tolerance, metrics.height > frame.height + tolerance {
        found.append(
          WidgetDiagnostic(
            kind: squeezed, element: .tree(id, row: row),
            message: "its \(formatPoints(metrics.height))-pt text is squeezed into "
              + "\(formatPoints(frame.height)) pt"))
      }
      if metrics.isTruncated {
        if texts == nil { texts = makeTexts() }
        found.append(
          WidgetDiagnostic(
            kind: .textTruncated, element: .tree(id, row: row),
            message: "'\(texts?[id] ?? "")' is truncated after \(metrics.lineCount) "
              + (metrics.lineCount == 1 ? "line" : "lines") + " at "
              + "\(formatPoints(frame.width)) pt wide"))
      }
      if let missing = WidgetDiagnostic.glyphMissing(.tree(id, row: row), metrics) {
        found.append(missing)
      }
    }
  }
}
