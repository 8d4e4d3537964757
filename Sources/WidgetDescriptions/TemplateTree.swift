import SizingModel
import StackLayout

/// The version-1 template as a view tree: the adapter that makes a
/// description's quick actions and recents the same ``WidgetTree`` a
/// version-2 description reads into, so layout, checks and drawing never ask
/// which format a widget came from.
///
/// The compact section is a horizontal `fillEqually` row (`actions`), aligned
/// as the description says, with the description's insets, holding one
/// vertical centre-aligned button per quick action: an icon over a label
/// (`action0`, `action0.icon`, `action0.label`). The expanded section is a
/// list of table cells (`row0`…) over the recents: a horizontal `fill` stack,
/// centre-aligned, with the row padding as margins, holding a fixed-size
/// thumbnail (required hugging and compression) and a vertical leading-aligned
/// stack of the title over the subtitle, hidden when empty.
enum TemplateTree {
  /// The tree of `description`'s template with `actions` quick-action
  /// buttons (the actions repeat in order when there are more buttons).
  static func tree(_ description: WidgetDescription, actions: Int) -> WidgetTree {
    let style = description.actionStyle
    let buttons = (0..<actions).map { index in
      let action = description.quickAction(at: index)
      let icon = WidgetNode(
        id: "action\(index).icon",
        content: .image(.init(name: action.icon, width: style.iconSize, height: style.iconSize)),
        role: .actionIcon)
      let label = WidgetNode(
        id: "action\(index).label",
        content: .label(
          .init(text: action.title, textStyle: style.labelStyle, numberOfLines: style.numberOfLines)
        ), role: .actionLabel)
      return WidgetNode(
        id: "action\(index)",
        content: .stack(
          .init(
            axis: .vertical, distribution: .fill, alignment: .center, spacing: style.iconSpacing,
            items: [])),
        children: [icon, label], role: .action)
    }
    let insets = style.insets
    let compact = WidgetNode(
      id: ElementID.actionRow.description,
      content: .stack(
        .init(
          axis: .horizontal, distribution: .fillEqually, alignment: rowAlignment(style.alignment),
          spacing: style.spacing,
          margins: Insets(
            top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing),
          isLayoutMarginsRelativeArrangement: true, items: [])),
      children: buttons, role: .actionRow)
    var list = WidgetTree.List(
      row: row(description.rowStyle),
      items: description.recents.map { ["title": $0.title, "subtitle": $0.subtitle] },
      maxRows: description.maxRows, separators: description.rowStyle.separator)
    list.presentation = .tableCells
    if description.recents.isEmpty {
      list.placeholderItems = (0..<WidgetDescription.maximumRows).map {
        let recent = description.recent(at: $0)
        return ["title": recent.title, "subtitle": recent.subtitle]
      }
    }
    var tree = WidgetTree(
      compact: compact, expanded: .list(list),
      namedStyles: [
        .init(name: "label", role: .actionLabel, style: style.labelStyle),
        .init(name: "title", role: .rowTitle, style: description.rowStyle.titleStyle),
        .init(name: "subtitle", role: .rowSubtitle, style: description.rowStyle.subtitleStyle),
      ])
    tree.repeatedCompactItems = description.quickActions.count
    return tree
  }

  /// The recents cell's template; the list names row `n`'s views `row<n>.title`.
  private static func row(_ style: WidgetDescription.RowStyle) -> WidgetNode {
    let thumbnail = WidgetNode(
      id: "row.thumbnail",
      content: .image(.init(name: nil, width: style.thumbnailWidth, height: style.thumbnailHeight)),
      hugging: PriorityPair(horizontal: 1000, vertical: 1000),
      compression: PriorityPair(horizontal: 1000, vertical: 1000), role: .rowThumbnail)
    let title = WidgetNode(
      id: "row.title",
      content: .label(
        .init(text: "{title}", textStyle: style.titleStyle, numberOfLines: style.titleLines)),
      role: .rowTitle)
    var subtitle = WidgetNode(
      id: "row.subtitle",
      content: .label(
        .init(
          text: "{subtitle}", textStyle: style.subtitleStyle, numberOfLines: style.subtitleLines)
      ), role: .rowSubtitle)
    subtitle.hidesWhenEmpty = true
    let text = WidgetNode(
      id: "row.text",
      content: .stack(
        .init(
          axis: .vertical, distribution: .fill, alignment: .leading, spacing: style.textSpacing,
          items: [])),
      children: [title, subtitle], role: .rowText)
    let padding = style.padding
    return WidgetNode(
      id: "row",
      content: .stack(
        .init(
          axis: .horizontal, distribution: .fill, alignment: .center, spacing: style.spacing,
          margins: Insets(
            top: padding.top, left: padding.leading, bottom: padding.bottom,
            right: padding.trailing),
          isLayoutMarginsRelativeArrangement: true, items: [])),
      children: [thumbnail, text], role: .row)
  }

  /// The stack alignment for the quick-action row's setting.
  static func rowAlignment(_ alignment: WidgetDescription.ActionAlignment) -> Alignment {
    switch alignment {
    case .top: return .leading
    case .center: return .center
    case .bottom: return .trailing
    case .fill: return .fill
    }
  }
}
