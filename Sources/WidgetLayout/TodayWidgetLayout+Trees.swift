import SizingModel
import WidgetDescriptions

/// The view tree a layout reads, whatever format the description came in
/// (``WidgetDescription/viewTree(quickActions:)``), and the counts it allows.
extension TodayWidgetLayout {
  /// The view trees of `description`: one per count of the compact
  /// section's repeated items (0…8), or its one tree.
  static func viewTrees(_ description: WidgetDescription) -> [WidgetTree] {
    let tree = description.viewTree()
    guard tree.repeatedCompactItems != nil else { return [tree] }
    return (0...WidgetDescription.maximumQuickActions).map {
      $0 == tree.repeatedCompactItems ? tree : description.viewTree(quickActions: $0)
    }
  }

  /// The view tree with `actions` quick-action buttons (the one tree when
  /// the compact section repeats none).
  public func viewTree(actions: Int) -> WidgetTree {
    trees[min(max(actions, 0), trees.count - 1)]
  }

  /// The number of quick-action buttons for an override (clamped to 0…8);
  /// 0 when the compact section repeats no items.
  public func actionCount(override: Int?) -> Int {
    guard let count = trees[0].repeatedCompactItems else { return 0 }
    return min(max(override ?? count, 0), WidgetDescription.maximumQuickActions)
  }

  /// The number of rows the expanded section could show for an override:
  /// a list's items (recents; the override repeats them, clamped to
  /// 0…1000), 1 for a body, 0 without an expanded section.
  public func recentsCount(override: Int?) -> Int {
    let tree = trees[0]
    guard case .list = tree.expanded else { return tree.expandedItemCount }
    return min(max(override ?? tree.expandedItemCount, 0), WidgetDescription.maximumRecents)
  }
}
