import Geometry
import StackLayout

/// A view prepared for layouts: its children as nodes, its text with the
/// font it is laid out in, and the sizes it chose for the proposals it was
/// asked about (a stack asks each child several times; the memo keeps
/// nested stacks linear, and a ``PreparedView`` keeps it between layouts).
final class ViewNode {
  let view: LayoutView
  /// The stack's, ZStack's, ViewThatFits's or GeometryReader's items.
  private(set) var items: [ViewNode] = []
  /// The backgrounds', overlays' and container backgrounds' views, by modifier index.
  private(set) var decorations: [Int: ViewNode] = [:]
  /// The stack axis this view is an item of (a Spacer and a Divider lie along it).
  let stackAxis: StackAxis?
  /// A `Text`'s spec in the font it is laid out in; nil for other views.
  let text: TextSpec?
  /// A stack's gaps: `gaps[i]` stands between item i and item i + 1.
  let gaps: [Double]
  /// A stack's items' layout priorities, each once, highest first.
  let priorityGroups: [Double]
  /// The nearest enclosing GeometryReader, whose size `.relativeFrame`s are fractions of.
  private(set) weak var reader: ViewNode?
  /// For a GeometryReader: the size it last took, which its items are laid out in.
  var readerSize = PointSize(width: 0, height: 0)
  /// Sizes chosen, by layer, proposal and the enclosing reader's size (a
  /// relative frame's size depends on it). A node is asked about a handful
  /// of proposals, so a linear search beats hashing them.
  private var memo: [(layer: Int, proposal: ProposedSize, reader: PointSize?, size: PointSize)] =
    []
  /// A stack's plans by proposal and reader size: placing it reuses the plan sizing it made.
  private var plans: [(proposal: ProposedSize, reader: PointSize?, plan: StackPlan)] = []
  /// A text's measurements by width and line limit.
  private var measured: [(maxWidth: Double?, lines: Int, metrics: TextMetrics)] = []

  /// The most entries each memo keeps before it starts again.
  static let memoLimit = 16

  /// Prepares `view` inside `reader`; `font(id)`, where it gives one,
  /// replaces a text's font.
  init(
    _ view: LayoutView, stackAxis: StackAxis?, reader: ViewNode? = nil,
    font: (String) -> FontSpec?
  ) {
    self.view = view
    self.stackAxis = stackAxis
    self.reader = reader
    var spacing: Double?
    var stacked: [LayoutView] = []
    if case .stack(_, _, let stackSpacing, let items) = view.content {
      spacing = stackSpacing
      stacked = items
    }
    gaps = LayoutPass.gaps(stacked, spacing: spacing)
    let priorities = stacked.map(\.layoutPriority)
    priorityGroups =
      priorities.allSatisfy { $0 == priorities.first }
      ? Array(priorities.prefix(1)) : Set(priorities).sorted(by: >)
    if case .text(var spec) = view.content {
      if let replaced = font(view.id) { spec.font = replaced }
      text = spec
    } else {
      text = nil
    }
    switch view.content {
    case .stack(let axis, _, _, let items):
      self.items = items.map { ViewNode($0, stackAxis: axis, reader: reader, font: font) }
    case .zstack(_, let items), .viewThatFits(_, let items):
      self.items = items.map { ViewNode($0, stackAxis: nil, reader: reader, font: font) }
    case .geometryReader(let items):
      self.items = items.map { ViewNode($0, stackAxis: nil, reader: self, font: font) }
    default:
      break
    }
    for (index, modifier) in view.modifiers.enumerated() {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .containerBackground(let decoration):
        decorations[index] = ViewNode(decoration, stackAxis: nil, reader: reader, font: font)
      default: break
      }
    }
  }

  /// The number of layers: the view itself (0) and one per modifier.
  var outermost: Int { view.modifiers.count }

  /// The enclosing reader's size, where there is a reader.
  private var readerKey: PointSize? { reader?.readerSize }

  /// The memoised size of `layer` for `proposal`, computed by `compute` once.
  /// Only the view itself and its outermost layer are kept: the layers in
  /// between are a few additions each on top of the view's memoised size.
  func size(layer: Int, _ proposal: ProposedSize, _ compute: () -> PointSize) -> PointSize {
    guard layer == 0 || layer == outermost else { return compute() }
    let reader = readerKey
    // Newest first: this layout's own proposals are the ones met again.
    for entry in memo.reversed()
    where entry.layer == layer && entry.proposal == proposal && entry.reader == reader {
      return entry.size
    }
    let size = compute()
    // Kept between layouts: bounded, as a sweep proposes new lengths on every screen.
    if memo.count >= Self.memoLimit { memo.removeAll(keepingCapacity: true) }
    if memo.isEmpty { memo.reserveCapacity(6) }
    memo.append((layer, proposal, reader, size))
    return size
  }

  /// The stack's plan for `proposal`, made by `make` once.
  func plan(_ proposal: ProposedSize, _ make: () -> StackPlan) -> StackPlan {
    let reader = readerKey
    for entry in plans where entry.proposal == proposal && entry.reader == reader {
      return entry.plan
    }
    let plan = make()
    if plans.count >= Self.memoLimit { plans.removeAll(keepingCapacity: true) }
    plans.append((proposal, reader, plan))
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
