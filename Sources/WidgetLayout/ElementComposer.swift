import SizingModel
import StackLayout
import WidgetDescriptions

/// Turns solved sections and a mode outcome into the flat, depth-annotated
/// element list of ``TodayLayoutResult``, with frames moved into the
/// widget's coordinates.
struct ElementComposer {
  let sections: WidgetSections
  let outcome: ModeOutcome

  func elements() -> [WidgetElement] {
    if let tree = sections.widget.tree { return treeElements(tree) }
    var out: [WidgetElement] = []
    out.reserveCapacity(8 + sections.actionCount * 3 + sections.rows.count * 6)
    let width = sections.widgetWidth.value
    out.append(
      WidgetElement(
        id: WidgetTreeBuilder.widgetID, kind: .widget, depth: 0,
        frame: Rect(x: 0, y: 0, width: width, height: outcome.preferredHeight)))
    appendActionRow(to: &out)
    appendRecents(to: &out)
    return out
  }

  private func appendActionRow(to out: inout [WidgetElement]) {
    let row = sections.actionRow
    let dx = sections.leadingInset
    let fonts = sections.fonts
    for (index, id) in row.ids.enumerated() {
      let frame = moved(row.frames[index], dx: dx, dy: 0)
      if index == 0 {
        out.append(WidgetElement(id: id, kind: .actionRow, depth: 1, frame: frame))
        continue
      }
      let element = ElementID.named(id)
      guard let button = element.index else { continue }
      let action = sections.widget.quickAction(at: button)
      switch element.role {
      case .action:
        out.append(WidgetElement(id: id, kind: .action, depth: 2, frame: frame))
      case .actionIcon:
        out.append(
          WidgetElement(id: id, kind: .icon, depth: 3, frame: frame, iconName: action.icon))
      case .actionLabel:
        let text = widgetText(
          action.title, style: fonts.labelStyle, font: fonts.label,
          lines: sections.widget.actionStyle.numberOfLines, metrics: row.texts[id])
        out.append(WidgetElement(id: id, kind: .label, depth: 3, frame: frame, text: text))
      default: continue
      }
    }
  }

  private func appendRecents(to out: inout [WidgetElement]) {
    guard !sections.rows.isEmpty else { return }
    let dx = sections.leadingInset
    let top = sections.compactHeight.value
    let contentWidth = sections.contentWidth
    out.append(
      WidgetElement(
        id: WidgetTreeBuilder.recentsID, kind: .recentsList, depth: 1,
        frame: Rect(x: dx, y: top, width: contentWidth, height: outcome.visibleRowsHeight),
        isVisible: outcome.visibleRecents > 0))
    let fonts = sections.fonts
    let style = sections.widget.rowStyle
    var y = top
    for (index, cell) in sections.rows.enumerated() {
      let ids = WidgetTreeBuilder.rowIDs[index]
      let recent = sections.widget.recent(at: index)
      let visible = index < outcome.visibleRecents
      let height = sections.rowHeights[index]
      func element(
        _ id: ElementID, _ kind: WidgetElement.Kind, _ depth: Int, text: WidgetText? = nil
      ) -> WidgetElement {
        let frame = cell.frame(id.description).map { moved($0, dx: dx, dy: y) } ?? .zero
        return WidgetElement(
          id: id.description, kind: kind, depth: depth, frame: frame, text: text, rowIndex: index,
          isVisible: visible)
      }
      out.append(
        WidgetElement(
          id: ids.row.description, kind: .row, depth: 2,
          frame: Rect(x: dx, y: y, width: contentWidth, height: height), rowIndex: index,
          isVisible: visible))
      out.append(element(ids.thumbnail, .thumbnail, 3))
      out.append(element(ids.text, .textStack, 3))
      out.append(
        element(
          ids.title, .title, 4,
          text: widgetText(
            recent.title, style: fonts.titleStyle, font: fonts.title, lines: style.titleLines,
            metrics: cell.texts[ids.title.description])))
      out.append(
        element(
          ids.subtitle, .subtitle, 4,
          text: widgetText(
            recent.subtitle, style: fonts.subtitleStyle, font: fonts.subtitle,
            lines: style.subtitleLines, metrics: cell.texts[ids.subtitle.description])))
      if sections.separatorHeight > 0 {
        let inset = style.padding.leading
        out.append(
          WidgetElement(
            id: ids.separator.description, kind: .separator, depth: 3,
            frame: Rect(
              x: dx + inset, y: y + height - sections.separatorHeight,
              width: max(contentWidth - inset, 0), height: sections.separatorHeight),
            rowIndex: index, isVisible: visible))
      }
      y += height
    }
  }

  private func widgetText(
    _ text: String, style: TextStyle, font: FontSpec, lines: Int, metrics: TextMetrics?
  ) -> WidgetText {
    WidgetText(
      text: text, style: style, font: font, numberOfLines: lines,
      lineCount: metrics?.lineCount ?? 0, isTruncated: metrics?.isTruncated ?? false,
      measuredHeight: metrics?.height ?? 0)
  }

  private func moved(_ frame: Rect, dx: Double, dy: Double) -> Rect {
    Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
  }
}
