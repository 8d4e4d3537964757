import SizingModel
import StackLayout
import WidgetDescriptions

/// Content a stack squeezes or stretches out of shape, in one solved
/// version-2 or WidgetKit tree (ChecksAndTheCIGate.md, "Checks"):
/// - `contentVanished` (error): a label with text, an image or a coloured
///   view is squeezed to no width or no height along an axis where it has an
///   intrinsic length (a label always has one), or a truncated label in
///   which its first character and "…" do not fit on one line (at its
///   width plus `tolerance`; a label of several lines: its first character
///   alone), so it shows no character at all;
/// - `contentSqueezed` (warning): an image or coloured view gets less than
///   its intrinsic length along an axis, by more than `tolerance`, but keeps
///   some area (labels shrink by truncating: `label-truncated`);
/// - `imageDistorted` (warning): an image that is not squeezed but whose
///   frame is not its intrinsic size scaled evenly: the frame's height
///   differs from width × intrinsic height / intrinsic width, and its width
///   from height × intrinsic width / intrinsic height, each by more than
///   `tolerance`.
///
/// Hidden views (and everything in them) and views that draw nothing
/// (stacks, uncoloured views, empty labels) are never reported.
struct ContentChecks {
  /// The squeeze or distortion, in points, that is not reported: one pixel
  /// (1 / scale pt) unless `check --tolerance` says otherwise.
  var tolerance: Double
  /// The fonts the tree was solved with.
  var fonts: WidgetFonts
  /// Measures a label's first character with "…"; nil: a truncated label
  /// vanishes only at no width.
  var measurer: (any TextMeasuring)?

  /// A length at or below which a view has no area, in points.
  var zeroLength: Double { max(tolerance, 1e-6) }

  /// The findings for `root` solved into `result`.
  /// - Parameters:
  ///   - item: the list item filling the row's placeholders; nil outside lists.
  ///   - idRow: the list row's index, which ids gain (`price[2]`); nil outside lists.
  ///   - row: the expanded row the findings belong to (a body's is 0); nil: compact.
  func diagnostics(
    _ result: LayoutResult, root: WidgetNode, item: [String: String]? = nil, idRow: Int? = nil,
    row: Int? = nil
  ) -> [WidgetDiagnostic] {
    var found: [WidgetDiagnostic] = []
    // The result lists the tree's nodes in the same pre-order.
    var position = 0
    func visit(_ node: WidgetNode, hidden: Bool) {
      let index = position
      position += 1
      let hidden = hidden || node.isHidden
      if !hidden && node.children.isEmpty {
        let id = WidgetNode.instanceID(node.id, row: idRow)
        let frame =
          index < result.ids.count && result.ids[index] == id
          ? result.frames[index] : result.frame(id)
        if let frame, let finding = check(node, id: id, frame: frame, result, item: item) {
          found.append(WidgetDiagnostic(finding.kind, .tree(id, row: row), finding.message))
        }
      }
      for child in node.children { visit(child, hidden: hidden) }
    }
    visit(root, hidden: false)
    return found
  }

  private func check(
    _ node: WidgetNode, id: String, frame: Rect, _ result: LayoutResult, item: [String: String]?
  ) -> (kind: WidgetDiagnostic.Kind, message: String)? {
    let size = "\(formatPoints(frame.width)) × \(formatPoints(frame.height)) pt"
    switch node.content {
    case .stack: return nil
    case .label(let label):
      let text = item.map { Placeholders.fill(label.text, with: $0) } ?? label.text
      let font = fonts.font(for: label)
      return vanished(text, font: font, label.lineBreakMode, frame: frame, result.texts[id])
        .map { (.contentVanished, $0) }
    case .image(let image):
      return sized(frame, width: image.width, height: image.height, size: size, what: "image")
        ?? distortion(frame, image, size: size)
    case .view(let view):
      guard view.color != nil else { return nil }
      return sized(frame, width: view.width, height: view.height, size: size, what: "view")
    }
  }

  /// Vanished or squeezed along an axis with an intrinsic length, or nil.
  private func sized(
    _ frame: Rect, width: Double?, height: Double?, size: String, what: String
  ) -> (kind: WidgetDiagnostic.Kind, message: String)? {
    let intrinsic =
      "\(width.map(formatPoints) ?? "any") × \(height.map(formatPoints) ?? "any") pt"
    func lost(_ length: Double, _ intrinsic: Double?) -> Double {
      intrinsic.map { $0 - length } ?? 0
    }
    let lostWidth = lost(frame.width, width)
    let lostHeight = lost(frame.height, height)
    let gone =
      (lostWidth > tolerance && frame.width <= zeroLength)
      || (lostHeight > tolerance && frame.height <= zeroLength)
    if gone {
      return (
        .contentVanished, "the \(intrinsic) \(what) is squeezed to \(size): it does not show"
      )
    }
    guard lostWidth > tolerance || lostHeight > tolerance else { return nil }
    return (.contentSqueezed, "the \(intrinsic) \(what) is squeezed to \(size)")
  }

  /// The image stretched out of its intrinsic ratio, or nil.
  private func distortion(_ frame: Rect, _ image: WidgetNode.Image, size: String)
    -> (kind: WidgetDiagnostic.Kind, message: String)?
  {
    guard image.width > 1e-6, image.height > 1e-6 else { return nil }
    let heightOff = abs(frame.height - frame.width * image.height / image.width)
    let widthOff = abs(frame.width - frame.height * image.width / image.height)
    guard min(heightOff, widthOff) > tolerance else { return nil }
    return (
      .imageDistorted,
      "the \(formatPoints(image.width)) × \(formatPoints(image.height))-pt image is stretched "
        + "to \(size), out of its \(formatPoints(image.width / image.height)) : 1 ratio"
    )
  }

  /// Why a label with `text` in `font`, laid out in `frame` and measured
  /// as `metrics`, shows none of it, or nil when it shows some: no width or
  /// no height, or truncated and too narrow for its first character and "…"
  /// (even with the tolerance added). Empty text never vanishes.
  func vanished(
    _ text: String, font: FontSpec, _ lineBreakMode: LineBreakMode, frame: Rect,
    _ metrics: TextMetrics?
  ) -> String? {
    guard !text.isEmpty else { return nil }
    if frame.width <= zeroLength || frame.height <= zeroLength {
      return "is squeezed to \(formatPoints(frame.width)) × \(formatPoints(frame.height)) pt: "
        + "'\(text)' does not show"
    }
    guard let metrics, metrics.isTruncated,
      let shown = shortestShown(text, lineBreakMode, lines: metrics.lineCount),
      !fits(shown, font, width: (frame.width + zeroLength) / metrics.fontScale)
    else { return nil }
    return "shows no character of '\(text)' at \(formatPoints(frame.width)) pt wide, at most "
      + "'…' ('\(shown)' does not fit)"
  }

  /// The least of `text` a truncating label of `lines` lines can show: on
  /// one line its first character and "…" (its last after "…" when
  /// truncating the head); on more, the first line, which is wrapped (not
  /// truncated), its first character alone. Nil for clipping, which shows
  /// part of a glyph rather than an ellipsis.
  private func shortestShown(_ text: String, _ lineBreakMode: LineBreakMode, lines: Int)
    -> String?
  {
    guard let first = text.first, let last = text.last else { return nil }
    switch lineBreakMode {
    case .clipping: return nil
    case _ where lines > 1: return String(first)
    case .truncatingHead: return "…" + String(last)
    default: return String(first) + "…"
    }
  }

  /// True when `shown` fits on one line `width` points wide in `font`
  /// (wrapped between characters, it takes one line no wider than `width`:
  /// a single character too wide for the line still takes one, wider);
  /// true without a measurer.
  /// A measurement at a width, not unconstrained: the labels a sweep
  /// measures unconstrained stay exactly those it measures ahead.
  private func fits(_ shown: String, _ font: FontSpec, width: Double) -> Bool {
    guard let measurer else { return true }
    let spec = TextSpec(text: shown, font: font, numberOfLines: 0, lineBreakMode: .charWrapping)
    let metrics = measurer.measure(spec, maxWidth: width)
    return metrics.lineCount <= 1 && metrics.width <= width + 1e-9
  }
}

extension WidgetDiagnostic {
  fileprivate init(_ kind: Kind, _ element: ElementID, _ message: String) {
    self.init(kind: kind, element: element, message: message)
  }
}

extension [WidgetDiagnostic] {
  /// The diagnostics without `textTruncated` on a label that also has
  /// `contentVanished`: the error says more than the warning.
  func droppingTruncationOfVanished() -> [WidgetDiagnostic] {
    let vanished = Set(filter { $0.kind == .contentVanished }.compactMap(\.elementID))
    guard !vanished.isEmpty else { return self }
    return filter { $0.kind != .textTruncated || !vanished.contains($0.elementID ?? "") }
  }
}
