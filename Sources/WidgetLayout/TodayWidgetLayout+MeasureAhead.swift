import Foundation
import SizingModel
import StackLayout
import WidgetDescriptions

/// Measuring a sweep's labels ahead, on a second thread.
///
/// A whole-matrix sweep with a real text measurer spends most of its time
/// in the measurer the first time it meets each font size (the font is
/// loaded and its fontconfig pattern resolved). The sweep itself needs a
/// label's unconstrained size before anything else about it, so a second
/// thread that measures every label unconstrained, font by font in the
/// order the sweep meets them, keeps the measurer busy while the sweep
/// solves; the sweep finds most of them in the cache.
///
/// Results are unchanged: a measurement is the same whichever thread asks
/// for it first (the measurers cache by text, font, line limit and width).
extension TodayWidgetLayout {
  /// Every label a sweep of `matrix` (with `recents` recents) measures,
  /// once each, in the order the sweep first meets their fonts.
  package func labelsToMeasure(in matrix: EnvironmentMatrix, recents: Int) -> [TextSpec] {
    struct TypeSetting: Hashable {
      var category: ContentSizeCategory
      var os: OSVersion
    }
    // The fonts depend on the text size and the iOS only.
    var seenSettings: Set<TypeSetting> = []
    var seenFonts: Set<WidgetFonts> = []
    var seenLabels: Set<TextSpec> = []
    var labels: [TextSpec] = []
    let tree = viewTree(actions: actionCount(override: nil))
    let rows = min(recentsCount(override: recents), tree.maxRows)
    for env in matrix.environments {
      guard seenSettings.insert(TypeSetting(category: env.category, os: env.os)).inserted
      else { continue }
      var ignored: [WidgetDiagnostic] = []
      let fonts = WidgetFonts.resolve(tree, model: model, env: env, diagnostics: &ignored)
      guard seenFonts.insert(fonts).inserted else { continue }
      // The sections the sweep solves: the compact one and every candidate row.
      var nodes = [tree.compact.layoutNode(fonts: fonts)]
      for index in 0..<rows { nodes.append(tree.expandedNode(index, fonts: fonts)) }
      for node in nodes {
        for label in Self.labels(in: node) where seenLabels.insert(label).inserted {
          labels.append(label)
        }
      }
    }
    return labels
  }

  /// Runs `body` while a second thread measures `labels` unconstrained with
  /// this layout's measurer; returns when both are done.
  package func measuringAhead<Result>(_ labels: [TextSpec], during body: () -> Result) -> Result {
    guard let measurer = solver.textMeasurer, !labels.isEmpty else { return body() }
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      for label in labels { _ = measurer.measure(label, maxWidth: nil) }
      done.signal()
    }
    thread.start()
    let result = body()
    done.wait()
    return result
  }

  /// The label specs of a tree, in tree order.
  private static func labels(in node: LayoutNode) -> [TextSpec] {
    switch node.content {
    case .leaf(let leaf): return leaf.text.map { [$0] } ?? []
    case .stack(let stack): return stack.items.flatMap(labels(in:))
    }
  }
}
