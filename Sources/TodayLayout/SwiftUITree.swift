import SwiftUILayout

/// A WidgetKit tree written the SwiftUI way (`"layout": "swiftui"`): the
/// view tree the proposal engine lays out, and its shadow in version-2 nodes
/// (stacks, labels, images, plain views, with the same ids) that the
/// walker, the checks and the painters read.
public struct SwiftUITree: Sendable, Equatable {
  /// The tree as SwiftUI lays it out; its texts' fonts are placeholders,
  /// replaced per text size from ``shadow``'s labels.
  public var view: LayoutView
  /// One node per view, depth first: a stack's items, then the view's
  /// backgrounds and overlays, are its children.
  public var shadow: WidgetNode

  public init(view: LayoutView, shadow: WidgetNode) {
    self.view = view
    self.shadow = shadow
  }
}
