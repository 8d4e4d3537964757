import SizingModel
import StackLayout
import WidgetDescriptions

/// The mode-independent findings about a widget's solved trees: views of
/// the compact section past the compact height, labels squeezed below their
/// text, truncated or showing characters no font has, stacks whose content
/// overflows, a widget narrower than the design's minimum, and the solver's
/// other notes. Every finding names the id the description gives (`price[2]`
/// in list row 2). The template's sections, a quick-action row over a list
/// of table cells, have their own rules (``TemplateChecks``).
enum TreeChecks {
  /// Tolerance for frame comparisons, in points.
  static let tolerance = 1e-6

  static func diagnostics(
    _ tree: WidgetTree, compact: LayoutResult, rows: [LayoutResult], key: SectionMemo.Key,
    description: WidgetDescription, content: ContentChecks
  ) -> [WidgetDiagnostic] {
    if let cells = TemplateChecks.templateCells(of: tree) {
      return TemplateChecks.diagnostics(
        tree.compact, compact, cells: cells, rows: rows, key: key, description: description,
        content: content)
    }
    var found: [WidgetDiagnostic] = []
    appendViewFindings(compact, key: key, to: &found)
    appendTextFindings(
      compact, texts: { tree.labelTexts(row: nil) }, row: nil, squeezed: .compactContentClipped,
      to: &found)
    for (row, result) in rows.enumerated() {
      appendTextFindings(
        result, texts: { tree.labelTexts(row: row) }, row: row, squeezed: nil, to: &found)
    }
    appendContentFindings(compact: compact, rows: rows, tree: tree, content: content, to: &found)
    if let narrower = narrowerThanMinimum(key, description) {
      found.append(narrower)
    }
    let solved: [(row: Int?, result: LayoutResult)] =
      [(nil, compact)] + rows.enumerated().map { ($0.offset, $0.element) }
    for (row, result) in solved {
      appendSolverNotes(result, row: row, to: &found)
    }
    return found.droppingTruncationOfVanished()
  }

  /// The finding for content narrower than the description's `minimumWidth`, if it is.
  static func narrowerThanMinimum(_ key: SectionMemo.Key, _ description: WidgetDescription)
    -> WidgetDiagnostic?
  {
    guard let minimum = description.minimumWidth, key.contentWidth < minimum - tolerance else {
      return nil
    }
    return WidgetDiagnostic(
      kind: .narrowerThanMinimum, element: .widget,
      message: "content is \(formatPoints(key.contentWidth)) pt wide; "
        + "minimumWidth is \(formatPoints(minimum)) pt")
  }

  /// Views of the compact section that reach past the compact height.
  static func appendViewFindings(
    _ compact: LayoutResult, key: SectionMemo.Key, to found: inout [WidgetDiagnostic]
  ) {
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
  }

  /// Vanished, squeezed and distorted content (``ContentChecks``), and
  /// sections that show nothing: the compact section, or the body or list
  /// row (reported on row 0, so only where a row shows).
  static func appendContentFindings(
    compact: LayoutResult, rows: [LayoutResult], tree: WidgetTree, content: ContentChecks,
    to found: inout [WidgetDiagnostic]
  ) {
    func empty(_ root: WidgetNode, _ id: String, row: Int?, _ what: String) {
      guard !WidgetKitChecks.showsSomething(root) else { return }
      found.append(
        WidgetDiagnostic(
          kind: .sectionEmpty, element: .tree(id, row: row),
          message: "the \(what) shows nothing: no visible label with text, image or "
            + "coloured view"))
    }
    empty(tree.compact, tree.compact.id, row: nil, "compact section")
    found += content.diagnostics(compact, root: tree.compact)
    for (row, result) in rows.enumerated() {
      switch tree.expanded {
      case .list(let list):
        if row == 0 {
          empty(list.row, WidgetNode.instanceID(list.row.id, row: 0), row: 0, "list row")
        }
        found += content.diagnostics(
          result, root: list.row, item: list.item(at: row), idRow: row, row: row)
      case .body(let body):
        empty(body, body.id, row: 0, "expanded body")
        found += content.diagnostics(result, root: body, row: row)
      case nil: break
      }
    }
  }

  /// The solver's notes on a tree: overflowing stacks as `contentOverflow`,
  /// the rest as `solver`.
  static func appendSolverNotes(
    _ result: LayoutResult, row: Int?, to found: inout [WidgetDiagnostic]
  ) {
    for note in result.diagnostics {
      found.append(
        WidgetDiagnostic(
          kind: Self.kind(of: note),
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

extension TreeChecks {
  /// The diagnostic kind of a solver note.
  static func kind(of note: LayoutDiagnostic) -> WidgetDiagnostic.Kind {
    switch note.kind {
    case .overflow: .contentOverflow
    case .unsatisfiable: .unsatisfiableConstraints
    case .underconstrained: .ambiguousLayout
    case .compressed, .tieResolvedByIndex, .ambiguous: .solver
    }
  }
}
