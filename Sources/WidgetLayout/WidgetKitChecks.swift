import SizingModel
import StackLayout
import WidgetDescriptions

/// The findings about one WidgetKit layout: views past the content
/// rectangle (`familyClipped`: into the margins or out of the frame),
/// labels squeezed below their text (also `familyClipped`), truncated or
/// showing characters no installed font has (`glyphMissing`),
/// text below the HIG's 11-pt minimum, a family that shows nothing, and the
/// solver's notes (overflowing stacks). Every finding names the tree's id.
enum WidgetKitChecks {
  static let tolerance = TreeChecks.tolerance
  /// "In general, display text using fonts at 11 points or larger." (HIG,
  /// Widgets), in points.
  static let minimumTextSize = 11.0

  /// - Parameters:
  ///   - result: the tree solved in the content rectangle, frames relative to it.
  ///   - content: the content rectangle in the widget frame (its origin is the margin).
  ///   - frame: the widget frame's size in points.
  ///   - checks: vanished, squeezed and distorted content (``ContentChecks``).
  static func diagnostics(
    _ result: LayoutResult, root: WidgetNode, fonts: WidgetFonts, content: Rect,
    frame: PointSize, checks: ContentChecks
  ) -> [WidgetDiagnostic] {
    var found: [WidgetDiagnostic] = []
    let hidden = hiddenIDs(root)
    let nodes = root.allNodes
    if !nodes.contains(where: { !hidden.contains($0.id) && draws($0) }) {
      found.append(
        WidgetDiagnostic(
          kind: .familyEmpty, element: .tree(root.id, row: nil),
          message: "the tree shows nothing: no visible label with text, image or coloured view"))
    }
    let size = "\(formatPoints(content.width)) × \(formatPoints(content.height))"
    // Only what draws is reported: its stacks would repeat it, spacers show nothing.
    let drawing = Set(nodes.filter(draws).map(\.id))
    for (index, id) in result.ids.enumerated() where drawing.contains(id) && !hidden.contains(id) {
      let box = result.frames[index]
      guard box.width > tolerance || box.height > tolerance else { continue }
      let outside =
        box.x < -tolerance || box.y < -tolerance || box.maxX > content.width + tolerance
        || box.maxY > content.height + tolerance
      guard outside else { continue }
      let x = box.x + content.x
      let y = box.y + content.y
      let pastFrame =
        x < -tolerance || y < -tolerance || x + box.width > frame.width + tolerance
        || y + box.height > frame.height + tolerance
      found.append(
        WidgetDiagnostic(
          kind: .familyClipped, element: .tree(id, row: nil),
          message: "spans x \(formatPoints(x))…\(formatPoints(x + box.width)), y "
            + "\(formatPoints(y))…\(formatPoints(y + box.height)) outside the \(size)-pt content "
            + "at (\(formatPoints(content.x)), \(formatPoints(content.y)))"
            + (pastFrame
              ? "; the \(formatPoints(frame.width)) × \(formatPoints(frame.height))-pt frame "
                + "cuts it off"
              : "; it reaches into the margins")))
    }
    TreeChecks.appendTextFindings(
      result, texts: { labelTexts(root) }, row: nil, squeezed: .familyClipped, to: &found)
    for node in nodes where !hidden.contains(node.id) {
      guard case .label(let label) = node.content, !label.text.isEmpty else { continue }
      let points = fonts.font(for: label).pointSize
      guard points < minimumTextSize - tolerance else { continue }
      found.append(
        WidgetDiagnostic(
          kind: .textBelowMinimum, element: .tree(node.id, row: nil),
          message: "its text is \(formatPoints(points)) pt, below the HIG's "
            + "\(formatPoints(minimumTextSize))-pt minimum for widgets"))
    }
    found += checks.diagnostics(result, root: root)
    TreeChecks.appendSolverNotes(result, row: nil, to: &found)
    return found.droppingTruncationOfVanished().errorsFirst()
  }

  /// The ids of hidden views and of everything inside them.
  static func hiddenIDs(_ root: WidgetNode) -> Set<String> {
    var ids: Set<String> = []
    func visit(_ node: WidgetNode, hidden: Bool) {
      let hidden = hidden || node.isHidden
      if hidden { ids.insert(node.id) }
      for child in node.children { visit(child, hidden: hidden) }
    }
    visit(root, hidden: false)
    return ids
  }

  /// True when some visible view draws: a label with text, an image or a
  /// coloured view (spacers and stacks draw nothing).
  static func showsSomething(_ root: WidgetNode) -> Bool {
    let hidden = hiddenIDs(root)
    return root.allNodes.contains { !hidden.contains($0.id) && draws($0) }
  }

  /// True for a label with text, an image or a coloured view.
  static func draws(_ node: WidgetNode) -> Bool {
    switch node.content {
    case .label(let label): return !label.text.isEmpty
    case .image: return true
    case .view(let view): return view.color != nil
    case .stack: return false
    }
  }

  /// Every label's text, by id.
  static func labelTexts(_ root: WidgetNode) -> [String: String] {
    var texts: [String: String] = [:]
    for node in root.allNodes {
      if case .label(let label) = node.content { texts[node.id] = label.text }
    }
    return texts
  }
}
