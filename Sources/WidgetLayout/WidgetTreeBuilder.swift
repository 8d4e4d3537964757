import SizingModel
import StackLayout
import WidgetDescriptions

/// Builds the stack trees of the widget's two sections from a description:
/// the quick-action row and one tree per recents cell.
///
/// Ids are precomputed so repeated solves (the preview's slider, the matrix
/// sweep) allocate no strings for them.
struct WidgetTreeBuilder: Sendable {
  /// Ids of one quick-action button: the stack, its icon and its label.
  typealias ActionIDs = TemplateElementIDs.Action
  /// Ids of one recents cell.
  typealias RowIDs = TemplateElementIDs.Row

  static let actionRowID = ElementID.actionRow.description
  static let recentsID = ElementID.recents.description
  static let widgetID = ElementID.widget.description

  static let actionIDs = TemplateElementIDs.actions
  static let rowIDs = TemplateElementIDs.rows

  /// The quick-action row: a horizontal `fillEqually` stack, aligned as the
  /// description says (centre by default), with the description's insets, holding `count` vertical centre-aligned
  /// stacks of an icon over a label.
  static func actionRow(
    _ description: WidgetDescription, count: Int, labelFont: FontSpec
  ) -> LayoutNode {
    let style = description.actionStyle
    var buttons: [LayoutNode] = []
    buttons.reserveCapacity(count)
    for index in 0..<count {
      let action = description.quickAction(at: index)
      let ids = actionIDs[index]
      let icon = LayoutNode.leaf(
        ids.icon.description,
        .init(
          intrinsicWidth: style.iconSize, intrinsicHeight: style.iconSize,
          hugging: PriorityPair(horizontal: 251, vertical: 251),
          compression: PriorityPair(horizontal: 750, vertical: 750)))
      let label = LayoutNode.leaf(
        ids.label.description,
        .label(TextSpec(text: action.title, font: labelFont, numberOfLines: style.numberOfLines)))
      buttons.append(
        .stack(
          ids.button.description,
          .init(
            axis: .vertical, distribution: .fill, alignment: .center,
            spacing: style.iconSpacing, items: [icon, label])))
    }
    let insets = style.insets
    return .stack(
      actionRowID,
      .init(
        axis: .horizontal, distribution: .fillEqually, alignment: rowAlignment(style.alignment),
        spacing: style.spacing,
        margins: Insets(
          top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing),
        isLayoutMarginsRelativeArrangement: true, items: buttons))
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

  /// One recents cell's content view: a horizontal `fill` stack, centre-
  /// aligned, with the row padding as margins: a fixed-size thumbnail
  /// (required hugging and compression) and a vertical leading-aligned stack
  /// of the title over the subtitle (hidden when empty), which takes the
  /// remaining width.
  static func row(
    _ description: WidgetDescription, index: Int, titleFont: FontSpec, subtitleFont: FontSpec
  ) -> LayoutNode {
    let style = description.rowStyle
    let recent = description.recent(at: index)
    let ids = rowIDs[index]
    let thumbnail = LayoutNode.leaf(
      ids.thumbnail.description,
      .init(
        intrinsicWidth: style.thumbnailWidth, intrinsicHeight: style.thumbnailHeight,
        hugging: PriorityPair(horizontal: 1000, vertical: 1000),
        compression: PriorityPair(horizontal: 1000, vertical: 1000)))
    let title = LayoutNode.leaf(
      ids.title.description,
      .label(TextSpec(text: recent.title, font: titleFont, numberOfLines: style.titleLines)))
    // An empty subtitle is hidden, as apps do, so the title is centred alone.
    let subtitle = LayoutNode.leaf(
      ids.subtitle.description,
      .label(
        TextSpec(text: recent.subtitle, font: subtitleFont, numberOfLines: style.subtitleLines)),
      hidden: recent.subtitle.isEmpty)
    let text = LayoutNode.stack(
      ids.text.description,
      .init(
        axis: .vertical, distribution: .fill, alignment: .leading, spacing: style.textSpacing,
        items: [title, subtitle]))
    let padding = style.padding
    return .stack(
      ids.row.description,
      .init(
        axis: .horizontal, distribution: .fill, alignment: .center, spacing: style.spacing,
        margins: Insets(
          top: padding.top, left: padding.leading, bottom: padding.bottom,
          right: padding.trailing),
        isLayoutMarginsRelativeArrangement: true, items: [thumbnail, text]))
  }
}
