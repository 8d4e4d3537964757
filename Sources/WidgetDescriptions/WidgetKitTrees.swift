import SizingModel

/// A version-2 description's WidgetKit widget (`"widgetKit"`): one view tree
/// per supported family (the `supportedFamilies` pattern: a small layout, a
/// medium one with more detail), or one tree for every supported family.
/// Each is laid out in the family's content rectangle at every text size
/// (``WidgetKitLayout``); nothing grows the frame.
public struct WidgetKitTrees: Sendable, Equatable {
  /// The trees, by family, in ``WidgetFamily`` order.
  public var trees: [(family: WidgetFamily, root: WidgetNode)] {
    families.map { ($0, root(for: $0)!) }
  }

  /// The supported families, in ``WidgetFamily`` order.
  public private(set) var families: [WidgetFamily]
  /// `contentMarginsDisabled()`: content reaches the frame's edges (0-pt margins).
  public var contentMarginsDisabled: Bool
  private var byFamily: [WidgetFamily: WidgetNode]
  /// The families whose tree is written the SwiftUI way (`"layout": "swiftui"`).
  private var swiftUIByFamily: [WidgetFamily: SwiftUITree] = [:]
  /// The one tree of `{"all": VIEW}`; nil for per-family trees.
  public private(set) var shared: WidgetNode?

  /// The families WidgetKit assumes when a widget declares none: small,
  /// medium and large (PACKT-49, notes §8).
  public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

  /// One tree per family.
  public init(perFamily: [WidgetFamily: WidgetNode], contentMarginsDisabled: Bool = false) {
    byFamily = perFamily
    families = WidgetFamily.allCases.filter { perFamily[$0] != nil }
    self.contentMarginsDisabled = contentMarginsDisabled
  }

  /// One tree for every family of `families`.
  public init(
    all root: WidgetNode, families: [WidgetFamily] = defaultFamilies,
    contentMarginsDisabled: Bool = false
  ) {
    shared = root
    // The reader refuses a family listed twice; a repeat here is the same tree.
    byFamily = Dictionary(families.map { ($0, root) }, uniquingKeysWith: { first, _ in first })
    self.families = WidgetFamily.allCases.filter(families.contains)
    self.contentMarginsDisabled = contentMarginsDisabled
  }

  /// The tree laid out in `family`; nil when the widget does not support it.
  /// For a SwiftUI tree, its shadow (``SwiftUITree/shadow``).
  public func root(for family: WidgetFamily) -> WidgetNode? { byFamily[family] }

  /// The family's SwiftUI tree; nil when it is laid out by UIKit's rules (or unsupported).
  public func swiftUITree(for family: WidgetFamily) -> SwiftUITree? { swiftUIByFamily[family] }

  /// These trees with `trees`' families laid out as SwiftUI does: their
  /// shadows replace the roots.
  func laidOutBySwiftUI(_ trees: [WidgetFamily: SwiftUITree]) -> WidgetKitTrees {
    var copy = self
    for (family, tree) in trees where copy.byFamily[family] != nil {
      copy.byFamily[family] = tree.shadow
      copy.swiftUIByFamily[family] = tree
      if copy.shared != nil { copy.shared = tree.shadow }
    }
    return copy
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.byFamily == rhs.byFamily && lhs.families == rhs.families
      && lhs.contentMarginsDisabled == rhs.contentMarginsDisabled && lhs.shared == rhs.shared
      && lhs.swiftUIByFamily == rhs.swiftUIByFamily
  }
}
