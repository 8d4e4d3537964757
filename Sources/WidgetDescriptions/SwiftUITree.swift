import SwiftUILayout

/// A WidgetKit tree written the SwiftUI way (`"layout": "swiftui"`): the
/// view tree the proposal engine lays out, and its shadow in version-2 nodes
/// (stacks, labels, images, plain views, with the same ids) that the
/// walker, the checks and the painters read.
public struct SwiftUITree: Sendable, Equatable {
  /// The tree as SwiftUI lays it out; its texts' fonts are placeholders,
  /// replaced per text size from ``shadow``'s labels.
  public let view: LayoutView
  /// One node per view, depth first: a stack's items, then the view's
  /// backgrounds and overlays, are its children.
  public let shadow: WidgetNode
  /// The shadow's ids in pre-order (the order results list frames in).
  package let ids: [String]
  /// The shadow's labels by id: what a text size gives each text its font from.
  package let labels: [String: WidgetNode.Label]
  /// The views drawn as container backgrounds (they fill the frame, margins included).
  package let containerBackgrounds: Set<String>
  /// The ids of the views marked `"widgetAccentable": true` (SwiftUI's
  /// `widgetAccentable()`): drawn in the accent colour in the accented mode.
  public var accentable: Set<String> = []

  public init(view: LayoutView, shadow: WidgetNode) {
    self.view = view
    self.shadow = shadow
    let nodes = shadow.allNodes
    ids = nodes.map(\.id)
    var labels: [String: WidgetNode.Label] = [:]
    for node in nodes {
      if case .label(let label) = node.content { labels[node.id] = label }
    }
    self.labels = labels
    containerBackgrounds = view.containerBackgroundIDs
  }
}
