import SizingModel
import StackLayout

/// The content of a version-2 widget description: any stack tree for the
/// compact section and, optionally, what Show More adds below it.
public struct WidgetTree: Sendable, Equatable {
  /// A list Show More reveals: one row per data item, built from a template.
  public struct List: Sendable, Equatable {
    /// The row template; `{field}` in its labels' text is replaced by the
    /// item's value.
    public var row: WidgetNode
    /// The data items, each a map of field names to strings.
    public var items: [[String: String]]
    /// The most rows ever shown (only whole rows that fit show).
    public var maxRows: Int
    /// Whether each row has a one-pixel separator below it.
    public var separators: Bool

    public init(
      row: WidgetNode, items: [[String: String]], maxRows: Int = 4, separators: Bool = true
    ) {
      self.row = row
      self.items = items
      self.maxRows = maxRows
      self.separators = separators
    }

    /// The item row `index` shows: items repeat when an override asks for
    /// more rows than there are; no items, no fields.
    package func item(at index: Int) -> [String: String] {
      items.isEmpty ? [:] : items[index % items.count]
    }
  }

  /// What Show More adds below the compact section.
  public enum Expanded: Sendable, Equatable {
    /// Rows repeated over data items; only whole rows that fit are shown.
    case list(List)
    /// One tree whose fitting height sets `preferredContentSize`, clamped
    /// to the maximum expanded height (a diagnostic says when it is clipped).
    case body(WidgetNode)
  }

  /// The first section, laid out in widget width × compact height.
  public let compact: WidgetNode
  /// nil: the widget has nothing more to show, so Show More is not offered.
  public let expanded: Expanded?
  /// Every label's text style, each once, in first-use order: the fonts a
  /// layout resolves (worked out once here, not at every layout).
  public let textStyles: [TextStyle]
  /// Every fixed point size a label asks for (`fontSize`), each once.
  public let fixedSizes: [Double]
  /// Set for a storyboard or xib: the compact section is laid out by Auto
  /// Layout with these constraints, and the expanded section (a body that is
  /// the same view) at its preferred or fitting height from the top.
  public var constraintLayout: ConstraintLayout?

  public init(compact: WidgetNode, expanded: Expanded?) {
    self.compact = compact
    self.expanded = expanded
    var styles: [TextStyle] = []
    var sizes: [Double] = []
    var roots = [compact]
    switch expanded {
    case .list(let list): roots.append(list.row)
    case .body(let body): roots.append(body)
    case nil: break
    }
    for root in roots {
      root.collectTextStyles(into: &styles)
      root.collectFixedSizes(into: &sizes)
    }
    textStyles = styles
    fixedSizes = sizes
  }

  /// The number of rows Show More could add: the list's items, or 1 for a body.
  public var expandedItemCount: Int {
    switch expanded {
    case .list(let list): list.items.count
    case .body: 1
    case nil: 0
    }
  }
}

extension WidgetTree {
  /// The text of every label, by solver id: of the compact section (`row`
  /// nil), or of expanded row `row` (a list's placeholders filled).
  package func labelTexts(row: Int?) -> [String: String] {
    var texts: [String: String] = [:]
    var root = compact
    var item: [String: String]?
    var suffix: Int?
    if let row {
      switch expanded {
      case .list(let list):
        root = list.row
        item = list.item(at: row)
        suffix = row
      case .body(let body): root = body
      case nil: return [:]
      }
    }
    for node in root.allNodes {
      guard case .label(let label) = node.content else { continue }
      texts[WidgetNode.instanceID(node.id, row: suffix)] =
        item.map { Placeholders.fill(label.text, with: $0) } ?? label.text
    }
    return texts
  }
}
