import SizingModel
import StackLayout
import WidgetDescriptions

/// The mode-independent findings about solved sections: content that does
/// not fit the compact section, truncated or over-wrapped text, characters
/// no installed font has, a widget
/// narrower than the design's minimum, and the solver's own notes.
enum SectionChecks {
  /// Tolerance for frame comparisons, in points.
  static let tolerance = 1e-6

  static func diagnostics(
    actionRow row: LayoutResult, rows: [LayoutResult], key: SectionMemo.Key,
    description: WidgetDescription, content: ContentChecks
  ) -> [WidgetDiagnostic] {
    var found: [WidgetDiagnostic] = []
    let height = key.compactHeight
    for (index, id) in row.ids.enumerated() where index > 0 {
      let frame = row.frames[index]
      if frame.y < -tolerance || frame.maxY > height + tolerance {
        found.append(
          WidgetDiagnostic(
            kind: .actionContentClipped, element: .named(id),
            message: "spans y \(formatPoints(frame.y))…\(formatPoints(frame.maxY)) outside the "
              + "\(formatPoints(height))-pt compact section"))
      }
    }
    let iconSize = description.actionStyle.iconSize
    for index in 0..<key.actionCount {
      let iconID = WidgetTreeBuilder.actionIDs[index].icon
      if let icon = row.frame(iconID.description), icon.height < iconSize - tolerance {
        found.append(
          WidgetDiagnostic(
            kind: .actionContentClipped, element: iconID,
            message: "the \(formatPoints(iconSize))-pt icon is squeezed to "
              + "\(formatPoints(icon.height)) pt by the compact height"))
      }
      let element = WidgetTreeBuilder.actionIDs[index].label
      let id = element.description
      guard let metrics = row.texts[id], let frame = row.frame(id) else { continue }
      if metrics.height > frame.height + tolerance {
        found.append(
          WidgetDiagnostic(
            kind: .actionContentClipped, element: element,
            message: "its \(formatPoints(metrics.height))-pt text is squeezed into "
              + "\(formatPoints(frame.height)) pt by the compact height"))
      }
      let title = description.quickAction(at: index).title
      if let gone = content.vanished(
        title, font: key.fonts.label, .truncatingTail, frame: frame, metrics)
      {
        found.append(WidgetDiagnostic(kind: .contentVanished, element: element, message: gone))
      } else if metrics.isTruncated {
        found.append(truncated(element, text: title, metrics))
      }
      if let missing = WidgetDiagnostic.glyphMissing(element, metrics) { found.append(missing) }
      if let limit = description.labelLines, metrics.lineCount > limit {
        found.append(
          WidgetDiagnostic(
            kind: .labelExceedsLineLimit, element: element,
            message: "wraps to \(metrics.lineCount) lines; labelLines allows \(limit)"))
      }
    }
    for (index, cell) in rows.enumerated() {
      let ids = WidgetTreeBuilder.rowIDs[index]
      let recent = description.recent(at: index)
      let labels = [
        (ids.title, recent.title, key.fonts.title),
        (ids.subtitle, recent.subtitle, key.fonts.subtitle),
      ]
      for (element, text, font) in labels {
        guard let metrics = cell.texts[element.description],
          let frame = cell.frame(element.description)
        else { continue }
        if let gone = content.vanished(text, font: font, .truncatingTail, frame: frame, metrics) {
          found.append(WidgetDiagnostic(kind: .contentVanished, element: element, message: gone))
        } else if metrics.isTruncated {
          found.append(truncated(element, text: text, metrics))
        }
        if let missing = WidgetDiagnostic.glyphMissing(element, metrics) { found.append(missing) }
      }
    }
    if let narrower = narrowerThanMinimum(key, description) { found.append(narrower) }
    for note in row.diagnostics + rows.flatMap(\.diagnostics) {
      found.append(
        WidgetDiagnostic(
          kind: .solver, element: .named(note.nodeID), message: note.description))
    }
    return found
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

  private static func truncated(_ element: ElementID, text: String, _ metrics: TextMetrics)
    -> WidgetDiagnostic
  {
    WidgetDiagnostic(
      kind: .textTruncated, element: element,
      message: "'\(text)' is truncated after \(metrics.lineCount) "
        + (metrics.lineCount == 1 ? "line" : "lines"))
  }
}
