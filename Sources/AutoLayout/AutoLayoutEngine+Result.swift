import Geometry
import StackLayout

extension AutoLayoutEngine {
  /// Multi-line labels narrower than their one-line width wrap: their
  /// height is measured again at the width they got and the layout
  /// re-solved, up to three rounds (UIKit's second layout pass with
  /// `preferredMaxLayoutWidth`).
  mutating func refitTexts() {
    guard let measurer else { return }
    for _ in 0..<3 {
      var changed = false
      for (view, hugging) in textHeightEntries {
        guard let text = system.views[view].text else { continue }
        let width = solver.value(of: expressions.frameVariables[view].width)
        let natural = system.views[view].intrinsicWidth ?? 0
        let maxWidth: Double? = width < natural - 1e-6 ? max(width, 0) : nil
        // Measured at this width already: nothing can change.
        if measuredWidths[view] == .some(maxWidth) { continue }
        measuredWidths[view] = .some(maxWidth)
        let metrics = measurer.measure(text, maxWidth: maxWidth)
        texts[view] = metrics
        let height = PixelGrid.roundedUp(metrics.height, scale: labelScale)
        for entry in hugging...(hugging + 1) where abs(all[entry].constant - height) > 1e-9 {
          all[entry].constant = height
          changed = true
          if solverIndex[entry] >= 0, !solver.setConstant(of: solverIndex[entry], to: -height) {
            let (w, h) = (builtWidth ?? nil, builtHeight ?? nil)
            rebuild(width: w, height: h)
          }
        }
      }
      if !changed { return }
      if !keepSizesNonnegative() {
        let (w, h) = (builtWidth ?? nil, builtHeight ?? nil)
        rebuild(width: w, height: h)
      }
    }
  }

  func frame(of view: Int) -> Rect {
    let v = expressions.frameVariables[view]
    return Rect(
      x: solver.value(of: v.left), y: solver.value(of: v.top),
      width: solver.value(of: v.width), height: solver.value(of: v.height))
  }

  mutating func result(width: Double?, height: Double?) -> AutoLayoutResult {
    var names: [String] = []
    var frames: [Rect] = []
    var ambiguous: [String] = []
    var textsByName: [String: TextMetrics] = [:]
    let free = solver.freeSymbols()
    var held: [(view: Int, variable: Int32)] = []
    for (i, view) in system.views.enumerated() where !view.isGuide {
      names.append(view.name)
      frames.append(frame(of: i))
      if let metrics = texts[i] { textsByName[view.name] = metrics }
      let v = expressions.frameVariables[i]
      // The four variables without an array per view.
      let ambiguousHere =
        solver.isAmbiguous(v.left, free: free) || solver.isAmbiguous(v.top, free: free)
        || solver.isAmbiguous(v.width, free: free) || solver.isAmbiguous(v.height, free: free)
      if ambiguousHere {
        ambiguous.append(view.name)
      } else {
        for x in [v.left, v.top, v.width, v.height] where solver.dependsOnHeldSymbol(x, free: free)
        {
          held.append((i, x))
        }
      }
    }
    if !held.isEmpty {
      // The search runs once per tableau build: a re-solve at another width
      // reports what the build found (a degenerate vertex of a layout is
      // structural: the same bounds meet at every width).
      let found =
        degenerateAmbiguous
        ?? {
          let movable = solver.movableThroughDegeneratePivots(held.map(\.variable), free: free)
          return Set(held.filter { movable.contains($0.variable) }.map(\.view))
        }()
      degenerateAmbiguous = found
      for view in Set(held.map(\.view)) where found.contains(view) {
        ambiguous.append(system.views[view].name)
      }
      let order = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
      ambiguous.sort { order[$0, default: 0] < order[$1, default: 0] }
    }
    let described = conflicts.map { $0.withNames(system.views) }
    return AutoLayoutResult(
      names: names, frames: frames, texts: textsByName, conflicts: described,
      ambiguousViews: ambiguous)
  }
}

/// The solved layout of a ``ConstraintSystem``.
public struct AutoLayoutResult: Sendable {
  /// View names in the system's order (guides left out).
  public var names: [String]
  /// Frames in points, in the root's coordinates, parallel to `names`.
  public var frames: [Rect]
  /// Labels' text measured at their final widths, by view name.
  public var texts: [String: TextMetrics]
  /// Required constraints that could not all hold, one per constraint broken.
  public var conflicts: [ConstraintConflict]
  /// Views with more than one solution (UIKit's `hasAmbiguousLayout`).
  public var ambiguousViews: [String]

  /// The frame of the view named `name`.
  public func frame(_ name: String) -> Rect? {
    names.firstIndex(of: name).map { frames[$0] }
  }

  /// The root's size in points.
  public var size: (width: Double, height: Double) {
    (frames.first?.width ?? 0, frames.first?.height ?? 0)
  }
}
