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
    /// How the rows are presented and named.
    public var presentation = Presentation.rows
    /// The items rows show when ``items`` is empty and an override asks for
    /// rows, by row index (the template's `Document 1`…); empty: no fields.
    public var placeholderItems: [[String: String]] = []

    public init(
      row: WidgetNode, items: [[String: String]], maxRows: Int = 4, separators: Bool = true
    ) {
      self.row = row
      self.items = items
      self.maxRows = maxRows
      self.separators = separators
    }

    /// The item row `index` shows: items repeat when an override asks for
    /// more rows than there are; no items, the placeholder of that row or no fields.
    package func item(at index: Int) -> [String: String] {
      guard items.isEmpty else { return items[index % items.count] }
      return placeholderItems.indices.contains(index) ? placeholderItems[index] : [:]
    }
  }

  /// How a list's rows are presented: what the elements of a row are
  /// called, and where its separator sits.
  public enum Presentation: Sendable, Equatable {
    /// Rows of views (version 2): row 2's views are `price[2]`, its separator
    /// `expanded.separator[2]` beside it, all in the `expanded` element.
    case rows
    /// A table view's self-sizing cells (the template's recents): row 2's
    /// views are `row2.title` (the index after the id's first part), the
    /// cell's frame includes its separator `row2.separator`, all in the
    /// `recents` table; its items are called recents.
    case tableCells

    /// The id of template node `id` in row `row` (`price[2]`, `row2.title`),
    /// or `id` outside the rows (`row` nil).
    public func instanceID(_ id: String, row: Int?) -> String {
      guard let row else { return id }
      switch self {
      case .rows:
        return "\(id)[\(row)]"
      case .tableCells:
        guard let dot = id.firstIndex(of: ".") else { return "\(id)\(row)" }
        return "\(id[..<dot])\(row)\(id[dot...])"
      }
    }

    /// What the list's items are called in messages: `recent` or `item`.
    public var itemNoun: String { self == .tableCells ? "recent" : "item" }

    /// How a report names row `row`: `row2` or `row [2]`.
    public func rowName(_ row: Int) -> String {
      self == .tableCells ? "row\(row)" : "row [\(row)]"
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
  /// How many items the compact section repeats when no override asks
  /// for a count (the template's quick-action buttons, which an override may
  /// set to 0…``WidgetDescription/maximumQuickActions``); nil when its views
  /// are fixed.
  public var repeatedCompactItems: Int?
  /// The text styles the tree names by role (the template's action
  /// labels, row titles and subtitles), in that order; `layout` prints the
  /// fonts by these names. Empty: the fonts are named by style.
  public let namedStyles: [NamedStyle]

  /// A text style the tree names by the role of the labels that use it.
  public struct NamedStyle: Sendable, Equatable {
    /// What the labels are (`label`, `title`, `subtitle`).
    public var name: String
    public var role: ElementID.Role
    public var style: TextStyle
  }

  /// - Parameter namedStyles: styles named by role, resolved even when no
  ///   label of the tree uses them (a template without buttons).
  public init(compact: WidgetNode, expanded: Expanded?, namedStyles: [NamedStyle] = []) {
    self.compact = compact
    self.expanded = expanded
    self.namedStyles = namedStyles
    var styles: [TextStyle] = []
    for named in namedStyles where !styles.contains(named.style) { styles.append(named.style) }
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

  /// The most rows Show More ever adds: the list's `maxRows`, 1 for a
  /// body, 0 without an expanded section.
  public var maxRows: Int {
    switch expanded {
    case .list(let list): list.maxRows
    case .body: 1
    case nil: 0
    }
  }

  /// How the expanded rows are presented and named (a list's choice; a body's are rows).
  public var presentation: Presentation {
    if case .list(let list) = expanded { return list.presentation }
    return .rows
  }

  /// Whether rows have a one-pixel separator below them (a list's choice; a body has none).
  public var hasSeparators: Bool {
    if case .list(let list) = expanded { return list.separators }
    return false
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
    var naming = Presentation.rows
    if let row {
      switch expanded {
      case .list(let list):
        root = list.row
        item = list.item(at: row)
        suffix = row
        naming = list.presentation
      case .body(let body): root = body
      case nil: return [:]
      }
    }
    for node in root.allNodes {
      guard case .label(let label) = node.content else { continue }
      texts[naming.instanceID(node.id, row: suffix)] =
        item.map { Placeholders.fill(label.text, with: $0) } ?? label.text
    }
    return texts
  }
}
