/// Where a view sits horizontally in a larger space (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
  case leading
  case center
  case trailing

  /// The offset in points of a `length`-long child in `space` points.
  func offset(_ length: Double, in space: Double) -> Double {
    switch self {
    case .leading: 0
    case .center: (space - length) / 2
    case .trailing: space - length
    }
  }
}

/// Where a view sits vertically in a larger space (SwiftUI's `VerticalAlignment`).
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
  case top
  case center
  case bottom

  /// The offset in points of a `length`-tall child in `space` points.
  func offset(_ length: Double, in space: Double) -> Double {
    switch self {
    case .top: 0
    case .center: (space - length) / 2
    case .bottom: space - length
    }
  }

  /// The same position as a horizontal alignment (top ↔ leading): an
  /// HStack stores its vertical alignment this way.
  public var asHorizontal: HorizontalAlignment {
    switch self {
    case .top: .leading
    case .center: .center
    case .bottom: .trailing
    }
  }
}

/// A two-dimensional alignment (SwiftUI's `Alignment`: nine values, from
/// `.topLeading` to `.bottomTrailing`).
public struct ViewAlignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = ViewAlignment(horizontal: .center, vertical: .center)
  public static let topLeading = ViewAlignment(horizontal: .leading, vertical: .top)
  public static let top = ViewAlignment(horizontal: .center, vertical: .top)
  public static let topTrailing = ViewAlignment(horizontal: .trailing, vertical: .top)
  public static let leading = ViewAlignment(horizontal: .leading, vertical: .center)
  public static let trailing = ViewAlignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = ViewAlignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = ViewAlignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = ViewAlignment(horizontal: .trailing, vertical: .bottom)

  /// The nine alignments by their SwiftUI names (`topLeading`, `center`, …).
  public static let named: [(String, ViewAlignment)] = [
    ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
  ]
}
