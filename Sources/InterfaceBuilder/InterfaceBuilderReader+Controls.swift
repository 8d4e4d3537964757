import AutoLayout
import SizingModel
import StackLayout
import WidgetDescriptions

extension InterfaceBuilderReader {
  /// A `UIStackView`'s axis, distribution, alignment, spacing and
  /// margins-relative arrangement (IB's defaults: horizontal, fill, fill, 0).
  mutating func stackAttributes(_ element: XMLElementNode) -> LayoutNode.Stack {
    let distributions: [String: Distribution] = [
      "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    let alignments: [String: Alignment] = [
      "top": .leading, "leading": .leading, "center": .center, "bottom": .trailing,
      "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
    let spacing =
      element["spacing"].flatMap(Double.init) ?? InterfaceBuilderDefaults.stackSpacing.value
    var stack = LayoutNode.Stack(
      axis: element["axis"] == "vertical" ? .vertical : .horizontal,
      distribution: element["distribution"].flatMap { distributions[$0] } ?? .fill,
      alignment: element["alignment"].flatMap { alignments[$0] } ?? .fill,
      spacing: spacing.isFinite
        ? min(max(spacing, -10_000), 10_000) : InterfaceBuilderDefaults.stackSpacing.value,
      margins: margins(element) ?? .uiViewDefault,
      isLayoutMarginsRelativeArrangement: element["layoutMarginsRelativeArrangement"] == "YES",
      items: [])
    if stack.alignment == .firstBaseline || stack.alignment == .lastBaseline,
      stack.axis == .vertical
    {
      note(
        element.line, "baseline alignment is for horizontal stacks; UIKit treats it as fill here")
      stack.alignment = .fill
    }
    return stack
  }

  /// A `UIButton` as UIKit sizes it: its content (image and title side by
  /// side, a horizontal stack named `…content`) centred in the button, and
  /// the button hugging it at its hugging priority and resisting smaller
  /// at its compression resistance, with 6 pt above and below a title (the
  /// system button's content insets; estimated). The title is a label in
  /// the button's font (system 15 pt by default); the image is sized from
  /// the resources.
  mutating func readButton(_ element: XMLElementNode, index: Int) {
    let state = element.children.first { $0.name == "state" && $0["key"] == "normal" }
    let title = state?["title"]
    let imageName = state?["image"]
    let hasTitle = !(title ?? "").isEmpty
    let base = views[index]
    let content = appendChild(
      of: index, name: "\(base.name).content", className: "UIStackView",
      content: .stack(
        LayoutNode.Stack(
          axis: .horizontal, alignment: .center, margins: .zero, items: [])))
    if let imageName {
      let size = imageSizes[imageName] ?? (24, 24)
      if imageSizes[imageName] == nil {
        note(
          element.line,
          "the button's image \"\(imageName)\" has no size in the file's resources: 24 × 24 pt is used (estimated)"
        )
      }
      let image = appendChild(
        of: content, name: "\(base.name).image", className: "UIImageView",
        content: .image(WidgetNode.Image(name: imageName, width: size.0, height: size.1)))
      // UIButton cuts its title, never its image, when it is too narrow.
      views[image].compression = PriorityPair(horizontal: 751, vertical: 751)
    }
    if hasTitle {
      var label = WidgetNode.Label(
        text: title ?? "", textStyle: .body, adjustsFontForContentSizeCategory: false)
      label.fixedSize = 15
      label.weight = .regular
      applyFont(
        element.child("fontDescription", key: "fontDescription"), to: &label, line: element.line)
      appendChild(
        of: content, name: "\(base.name).title", className: "UILabel", content: .label(label))
    }
    let button = LayoutItem(view: index)
    let inner = LayoutItem(view: content)
    let hugging = base.hugging ?? .defaultHugging
    let compression = base.compression ?? .defaultCompression
    let inset = hasTitle ? 2 * InterfaceBuilderDefaults.buttonTitleInset.value : 0
    extraConstraints += [
      LayoutConstraint(inner, .centerX, .equal, button, .centerX, identifier: "button-content"),
      LayoutConstraint(inner, .centerY, .equal, button, .centerY, identifier: "button-content"),
      // The title is cut to the button's width, never drawn past it.
      LayoutConstraint(
        inner, .width, .lessThanOrEqual, button, .width, identifier: "button-content"),
      LayoutConstraint(
        button, .width, .lessThanOrEqual, inner, .width, priority: hugging.horizontal,
        identifier: "button-hugging"),
      LayoutConstraint(
        button, .width, .greaterThanOrEqual, inner, .width, priority: compression.horizontal,
        identifier: "button-compression"),
      LayoutConstraint(
        button, .height, .lessThanOrEqual, inner, .height, constant: inset,
        priority: hugging.vertical, identifier: "button-hugging"),
      LayoutConstraint(
        button, .height, .greaterThanOrEqual, inner, .height, constant: inset,
        priority: compression.vertical, identifier: "button-compression"),
    ]
  }

  /// A view the file does not hold as an element (a button's content,
  /// title or image); returns its index.
  @discardableResult
  mutating func appendChild(
    of parent: Int, name: String, className: String, content: WidgetNode.Content
  ) -> Int {
    names.insert(name)
    let index = views.count
    views.append(
      ReadView(
        objectID: name, name: name, className: className, parent: parent,
        line: views[parent].line, content: content))
    views[parent].children.append(index)
    return index
  }

  /// A table or collection view: its first prototype cell's content view,
  /// `rows` times from the top, each as wide as the table, as tall as its
  /// content's fitting height (self-sizing), the cell's `rowHeight` when
  /// the content does not say (at priority 249).
  mutating func readPrototypeRows(_ element: XMLElementNode, index: Int, suffix: String)
    throws(InterfaceBuilderError)
  {
    let cells =
      element.name == "tableView"
      ? (element.child("prototypes")?.children ?? []).filter { $0.name == "tableViewCell" }
      : (element.child("cells")?.children ?? []).filter { $0.name == "collectionViewCell" }
    guard let cell = cells.first,
      let content = cell.child("tableViewCellContentView", key: "contentView")
        ?? cell.child("view", key: "contentView")
    else {
      note(element.line, "the \(views[index].className) has no prototype cell: it is shown empty")
      return
    }
    if element.name == "collectionView" {
      note(
        element.line,
        "collection view cells are laid out one per row, as wide as the view (approximated)")
    }
    let rowHeight =
      [cell["rowHeight"], element["rowHeight"]].compactMap { $0.flatMap(Double.init) }
      .first { $0 > 0 && $0.isFinite } ?? 44
    let table = LayoutItem(view: index)
    var previous: Int?
    for row in 0..<rows {
      let rowIndex = try readView(content, parent: index, suffix: "\(suffix)[\(row)]")
      let item = LayoutItem(view: rowIndex)
      if margins(content) == nil {
        views[rowIndex].margins =
          InterfaceBuilderDefaults.cellContentMargins(regularWidth: false)
          .value
        views[rowIndex].regularWidthMargins =
          InterfaceBuilderDefaults.cellContentMargins(regularWidth: true).value
      }
      extraConstraints += [
        LayoutConstraint(item, .leading, .equal, table, .leading, identifier: "row-leading"),
        LayoutConstraint(item, .trailing, .equal, table, .trailing, identifier: "row-trailing"),
        LayoutConstraint(
          item, .top, .equal, previous.map { LayoutItem(view: $0) } ?? table,
          previous == nil ? .top : .bottom, identifier: "row-top"),
        LayoutConstraint(
          item, .height, constant: min(rowHeight, 10_000), priority: 249,
          identifier: "row-height"),
      ]
      previous = rowIndex
    }
    if let previous {
      // The widget's code usually asks for the table's content height
      // (`contentSize`): above the fitting level, below everything else.
      extraConstraints.append(
        LayoutConstraint(
          table, .bottom, .equal, LayoutItem(view: previous), .bottom, priority: 51,
          identifier: "table-content-height"))
    }
  }
}
