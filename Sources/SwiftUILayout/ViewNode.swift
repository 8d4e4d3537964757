import Geometry
import StackLayout

/// A view prepared for one layout: its children as nodes, its text with the
/// font it is laid out in, and the sizes it chose for the proposals it was
/// asked about (a stack asks each child several times; the memo keeps
/// nested stacks linear).
final class ViewNode {
  let view: LayoutView
  /// The stack's, ZStack's or ViewThatFits's items.
  let items: [ViewNode]
  /// The backgrounds', overlays' and container backgrounds' views, by modifier index.
  let decorations: [Int: ViewNode]
  /// The stack axis this view is an item of (a Spacer and a Divider lie along it).
  let stackAxis: StackAxis?
  /// A `Text`'s spec in the font it is laid out in; nil for other views.
  let text: TextSpec?
  /// A stack's gaps: `gaps[i]` stands between item i and item i + 1.
  let gaps: [Double]
  /// A stack's items' layout priorities, each once, highest first.
  let priorityGroups: [Double]
  /// Sizes chosen, by layer and proposal. A node is asked about a handful
  /// of proposals, so a linear search beats hashing them.
  private var memo: [(layer: Int, proposal: ProposedSize, size: PointSize)] = []
  /// A stack's plans by proposal: placing it reuses the plan sizing it made.
  private var plans: [(proposal: ProposedSize, plan: StackPlan)] = []
  /// A text's measurements by width and line limit.
  private var measured: [(maxWidth: Double?, lines: Int, metrics: TextMetrics)] = []

  /// Prepares `view`; `font(id)`, where it gives one, replaces a text's font.
  init(_ view: LayoutView, stackAxis: StackAxis?, font: (String) -> FontSpec?) {
    self.view = view
    self.stackAxis = stackAxis
    var spacing: Double?
    switch view.content {
    case .stack(let axis, _, let stackSpacing, let items):
      spacing = stackSpacing
      self.items = items.map { ViewNode($0, stackAxis: axis, font: font) }
    case .zstack(_, let items), .viewThatFits(_, let items):
      self.items = items.map { ViewNode($0, stackAxis: nil, font: font) }
    default:
      self.items = []
    }
    gaps = LayoutPass.gaps(self.items, spacing: spacing)
    let priorities = self.items.map(\.view.layoutPriority)
    priorityGroups =
      priorities.allSatisfy { $0 == priorities.first }
      ? Array(priorities.prefix(1)) : Set(priorities).sorted(by: >)
    if case .text(var spec) = view.content {
      if let replaced = font(view.id) { spec.font = replaced }
      text = spec
    } else {
      text = nil
    }
    var decorations: [Int: ViewNode] = [:]
    for (index, modifier) in view.modifiers.enumerated() {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .containerBackground(let decoration):
        decorations[index] = ViewNode(decoration, stackAxis: nil, font: font)
      default: break
      }
    }
    self.decorations = decorations
  }

  /// The most entries each memo keeps before it starts again.
  static let memoLimit = 16

  /// The number of layers: the view itself (0) and one per modifier.
  var outermost: Int { view.modifiers.count }

  /// The memoised size of `layer` for `proposal`, computed by `compute` once.
  /// Only the view itself and its outermost layer are kept: the layers in
  /// between are a few additions each on top of the view's memoised size.
  func size(layer: Int, _ proposal: ProposedSize, _ compute: () -> PointSize) -> PointSize {
    guard layer == 0 || layer == outermost else { return compute() }
    // Newest first: this layout's own proposals are the ones met again.
    for entry in memo.reversed() where entry.layer == layer && entry.proposal == proposal {
      return entry.size
    }
    let size = compute()
    // Kept between layouts: bounded, as a sweep proposes new lengths on every screen.
    if memo.count >= Self.memoLimit { memo.removeAll(keepingCapacity: true) }
    if memo.isEmpty { memo.reserveCapacity(6) }
    memo.append((layer, proposal, size))
    return size
  }

  /// The stack's plan for `proposal`, made by `make` once.
  func plan(_ proposal: ProposedSize, _ make: () -> StackPlan) -> StackPlan {
    for entry in plans where entry.proposal == proposal { return entry.plan }
    let plan = make()
    if plans.count >= Self.memoLimit { plans.removeAll(keepingCapacity: true) }
    plans.append((proposal, plan))
    return plan
  }

  /// The text measured at `maxWidth` with `lines` lines at most, by `measure` once.
  func metrics(maxWidth: Double?, lines: Int, _ measure: () -> TextMetrics) -> TextMetrics {
    for entry in measured where entry.maxWidth == maxWidth && entry.lines == lines {
      return entry.metrics
    }
    let metrics = measure()
    if measured.count >= Self.memoLimit { measured.removeAll(keepingCapacity: true) }
    measured.append((maxWidth, lines, metrics))
    return metrics
  }
}
