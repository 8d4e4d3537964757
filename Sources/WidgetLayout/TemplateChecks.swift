import SizingModel
import StackLayout
import WidgetDescriptions

/// The rules of the template's sections, read off the tree by the roles of
/// its views: quick-action content that does not fit the compact section
/// (`action-clipped`: a view past the compact height, an icon or a label
/// squeezed), labels that vanish, truncate, wrap beyond `labelLines` or show
/// characters no installed font has, and the solver's notes. ``TreeChecks``
/// runs them on a compact section that is a quick-action row and on a list
/// of table cells.
enum TemplateChecks {
  /// Tolerance for frame comparisons, in points.
  static let tolerance = TreeChecks.tolerance

  /// The list of table cells below a quick-action row (the template's
  /// sections), or nil for a tree of other sections.
  static func templateCells(of tree: WidgetTree) -> WidgetTree.List? {
    guard tree.compact.role == .actionRow, case .list(let list) = tree.expanded,
      list.presentation == .tableCells
    else { return nil }
    return list
  }

  /// The findings of the template's sections, in this order: the quick
  /// actions', the cells', a width below the minimum, the solver's notes.
  static func diagnostics(
    _ actions: WidgetNode, _ compact: LayoutResult, cells: WidgetTree.List,
    rows: [LayoutResult], key: SectionMemo.Key, description: WidgetDescription,
    content: ContentChecks
  ) -> [WidgetDiagnostic] {
    var found: [WidgetDiagnostic] = []
    quickActions(
      actions, compact, key: key, labelLines: description.labelLines, content: content,
      to: &found)
    tableCells(cells, rows, key: key, content: content, to: &found)
    if let narrower = TreeChecks.narrowerThanMinimum(key, description) { found.append(narrower) }
    for result in [compact] + rows {
      for note in result.diagnostics {
        found.append(
          WidgetDiagnostic(kind: .solver, element: .named(note.nodeID), message: note.description)
        )
      }
    }
    return found
  }

  /// The quick-action row's findings (its views by role).
  private static func quickActions(
    _ row: WidgetNode, _ result: LayoutResult, key: SectionMemo.Key, labelLines: Int?,
    content: ContentChecks, to found: inout [WidgetDiagnostic]
  ) {
    let height = key.compactHeight
    for (index, id) in result.ids.enumerated() where index > 0 {
      let frame = result.frames[index]
      if frame.y < -tolerance || frame.maxY > height + tolerance {
        found.append(
          WidgetDiagnostic(
            kind: .actionContentClipped, element: .named(id),
            message: "spans y \(formatPoints(frame.y))…\(formatPoints(frame.maxY)) outside the "
              + "\(formatPoints(height))-pt compact section"))
      }
    }
    for button in row.children {
      for node in button.children {
        let element = ElementID.named(node.id)
        guard let frame = result.frame(node.id) else { continue }
        switch node.content {
        case .image(let icon) where node.role == .actionIcon:
          guard frame.height < icon.height - tolerance else { continue }
          found.append(
            WidgetDiagnostic(
              kind: .actionContentClipped, element: element,
              message: "the \(formatPoints(icon.height))-pt icon is squeezed to "
                + "\(formatPoints(frame.height)) pt by the compact height"))
        case .label(let label) where node.role == .actionLabel:
          guard let metrics = result.texts[node.id] else { continue }
          if metrics.height > frame.height + tolerance {
            found.append(
              WidgetDiagnostic(
                kind: .actionContentClipped, element: element,
                message: "its \(formatPoints(metrics.height))-pt text is squeezed into "
                  + "\(formatPoints(frame.height)) pt by the compact height"))
          }
          appendText(
            label.text, element, font: key.fonts.font(for: label), frame: frame, metrics,
            content: content, to: &found)
          if let labelLines, metrics.lineCount > labelLines {
            found.append(
              WidgetDiagnostic(
                kind: .labelExceedsLineLimit, element: element,
                message: "wraps to \(metrics.lineCount) lines; labelLines allows \(labelLines)"))
          }
        default: continue
        }
      }
    }
  }

  /// A list of table cells' findings: its labels' in each row. A cell's
  /// result lists its views in the template's pre-order, so each label is
  /// found by position; its text (placeholders filled) is made only for a
  /// finding.
  private static func tableCells(
    _ list: WidgetTree.List, _ rows: [LayoutResult], key: SectionMemo.Key,
    content: ContentChecks, to found: inout [WidgetDiagnostic]
  ) {
    let labels = list.row.allNodes.enumerated().compactMap {
      (position, node) -> (position: Int, label: WidgetNode.Label)? in
      guard case .label(let label) = node.content else { return nil }
      return (position, label)
    }
    for (index, cell) in rows.enumerated() {
      for (position, label) in labels where position < cell.ids.count {
        let id = cell.ids[position]
        guard let metrics = cell.texts[id] else { continue }
        let frame = cell.frames[position]
        if metrics.isTruncated || frame.width <= content.zeroLength
          || frame.height <= content.zeroLength
        {
          appendText(
            Placeholders.fill(label.text, with: list.item(at: index)), .named(id),
            font: key.fonts.font(for: label), frame: frame, metrics, content: content,
            to: &found)
        } else if metrics.missingGlyphs > 0,
          let missing = WidgetDiagnostic.glyphMissing(.named(id), metrics)
        {
          found.append(missing)
        }
      }
    }
  }

  /// A label that vanished, else one that is truncated; characters no font has.
  private static func appendText(
    _ text: String, _ element: ElementID, font: FontSpec, frame: Rect, _ metrics: TextMetrics,
    content: ContentChecks, to found: inout [WidgetDiagnostic]
  ) {
    if let gone = content.vanished(text, font: font, .truncatingTail, frame: frame, metrics) {
      found.append(WidgetDiagnostic(kind: .contentVanished, element: element, message: gone))
    } else if metrics.isTruncated {
      found.append(
        WidgetDiagnostic(
          kind: .textTruncated, element: element,
          message: "'\(text)' is truncated after \(metrics.lineCount) "
            + (metrics.lineCount == 1 ? "line" : "lines")))
    }
    if let missing = WidgetDiagnostic.glyphMissing(element, metrics) { found.append(missing) }
  }
}
