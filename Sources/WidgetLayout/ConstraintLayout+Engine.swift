import AutoLayout
import Foundation
import StackLayout
import WidgetDescriptions

extension ConstraintLayout {
  /// The Auto Layout engine's input for `root` with labels in `fonts`, in
  /// a host of regular width (an iPad) or not.
  func system(for root: WidgetNode, fonts: WidgetFonts, regularWidth: Bool) -> ConstraintSystem {
    var system = ConstraintSystem(constraints: constraints)
    func visit(_ node: WidgetNode, parent: Int) {
      let index = system.views.count
      let compactMargins = index < margins.count ? margins[index] : .uiViewDefault
      var view = ConstraintView(
        name: node.id, className: index < classNames.count ? classNames[index] : "UIView",
        parent: parent,
        layoutMargins: regularWidth
          ? regularWidthMargins[index] ?? compactMargins : compactMargins,
        isHidden: node.isHidden)
      if case .stack(let stack) = node.content {
        view.stack = stack
        view.layoutMargins = stack.margins
      } else if case .leaf(let leaf) = node.layoutNode(fonts: fonts).content {
        view.intrinsicWidth = leaf.intrinsicWidth
        view.intrinsicHeight = leaf.intrinsicHeight
        view.text = leaf.text
        view.hugging = leaf.hugging
        view.compression = leaf.compression
      }
      system.add(view)
      var children: [Int] = []
      for child in node.children {
        children.append(system.views.count)
        visit(child, parent: index)
      }
      if view.stack != nil { system.views[index].arrangedSubviews = children }
    }
    visit(root, parent: -1)
    return system
  }

  /// The engine for `root` with labels in `fonts`.
  func engine(
    for root: WidgetNode, fonts: WidgetFonts, regularWidth: Bool,
    measurer: (any TextMeasuring)?, labelScale: Double?
  ) -> AutoLayoutEngine {
    AutoLayoutEngine(
      system(for: root, fonts: fonts, regularWidth: regularWidth), textMeasurer: measurer,
      labelScale: labelScale)
  }

  /// `engine` solved at `width` × `height` (nil: the fitting height) as the
  /// stack solver's result: frames by view id in pre-order, texts, and the
  /// engine's conflicts and ambiguous views as diagnostics.
  static func solve(_ engine: inout AutoLayoutEngine, width: Double, height: Double?)
    -> LayoutResult
  {
    let solved = engine.solve(width: width, height: height)
    var diagnostics: [LayoutDiagnostic] = solved.conflicts.map { conflict in
      LayoutDiagnostic(
        kind: .unsatisfiable,
        nodeID: engine.system.views[conflict.broken.first.view].name,
        message: conflict.log.replacingNewlines())
    }
    for name in solved.ambiguousViews {
      diagnostics.append(
        LayoutDiagnostic(
          kind: .underconstrained, nodeID: name,
          message: "has more than one solution (ambiguous layout): its constraints leave "
            + "its frame free; the frame shown is one of them"))
    }
    return LayoutResult(
      width: solved.size.width, height: solved.size.height, ids: solved.names,
      frames: solved.frames, texts: solved.texts, diagnostics: diagnostics)
  }
}

extension String {
  /// The text on one line: newlines become " / ", tabs spaces.
  func replacingNewlines() -> String {
    split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ")
  }
}
