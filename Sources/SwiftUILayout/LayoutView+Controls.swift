import Geometry
import StackLayout

/// The axes a `ViewThatFits` measures its items along (`ViewThatFits(in:)`).
public struct FitAxes: Sendable, Equatable {
  public var horizontal: Bool
  public var vertical: Bool

  public init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Both axes, SwiftUI's default.
  public static let both = FitAxes(horizontal: true, vertical: true)
}

extension LayoutView {
  /// A linear `ProgressView`'s height in points (estimated; as wide as proposed).
  public static let linearProgressHeight = 4.0
  /// A circular `ProgressView`'s side in points (estimated: UIKit's medium
  /// activity indicator).
  public static let circularProgressSide = 20.0
  /// An `.accessoryCircular` Gauge's side in points (estimated).
  public static let circularGaugeSide = 58.0
  /// A linear Gauge's height in points (estimated; as wide as proposed).
  public static let linearGaugeHeight = 6.0

  /// `Label(title:icon:)` in the default label style, as this engine
  /// approximates it: an `HStack` (centred, platform spacing) of the icon
  /// then the title; the stack carries the label's id and modifiers.
  public static func label(
    id: String, icon: LayoutView, title: LayoutView, modifiers: [LayoutModifier] = []
  ) -> LayoutView {
    LayoutView(
      id: id, .stack(.horizontal, alignment: .center, spacing: nil, [icon, title]),
      modifiers: modifiers)
  }

  /// The ids of the views drawn as container backgrounds, and of everything
  /// inside them: they fill the widget's frame, margins included.
  public var containerBackgroundIDs: Set<String> {
    var ids: Set<String> = []
    func collect(_ view: LayoutView, inBackground: Bool) {
      if inBackground { ids.insert(view.id) }
      switch view.content {
      case .stack(_, _, _, let items), .zstack(_, let items), .viewThatFits(_, let items),
        .geometryReader(let items):
        for item in items { collect(item, inBackground: inBackground) }
      default: break
      }
      for modifier in view.modifiers {
        switch modifier {
        case .background(let decoration, _), .overlay(let decoration, _):
          collect(decoration, inBackground: inBackground)
        case .containerBackground(let decoration):
          collect(decoration, inBackground: true)
        default: break
        }
      }
    }
    collect(self, inBackground: false)
    return ids
  }
}

extension LayoutPass {
  /// The index of the `ViewThatFits` item laid out for `proposal`: the first
  /// whose ideal size (nil proposed along `axes`, the proposal across) is no
  /// larger than the proposal along `axes` (a nil proposal fits anything),
  /// else the last; nil without items.
  func fittingIndex(_ node: ViewNode, axes: FitAxes, _ proposal: ProposedSize) -> Int? {
    let tolerance = 1e-6
    let ideal = ProposedSize(
      width: axes.horizontal ? nil : proposal.width,
      height: axes.vertical ? nil : proposal.height)
    for (index, item) in node.items.enumerated() {
      let chosen = size(item, layer: item.outermost, ideal)
      let fitsWidth =
        !axes.horizontal || proposal.width.map { chosen.width <= $0 + tolerance } ?? true
      let fitsHeight =
        !axes.vertical || proposal.height.map { chosen.height <= $0 + tolerance } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return node.items.indices.last
  }
}
