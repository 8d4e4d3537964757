import StrictJSON
import SwiftSyntax

extension Evaluator {
  static let edgeNames: Set<String> = [
    "top", "leading", "bottom", "trailing", "horizontal", "vertical", "all",
  ]

  /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 4)`,
  /// `.padding(EdgeInsets(…))` (one padding per distinct length: paddings add up).
  func padding(_ arguments: [Argument]) -> [ViewValue.Modifier] {
    guard let first = arguments.first?.value else { return [.plain("padding", .bool(true))] }
    if let length = first.number, arguments.count == 1 {
      return [.plain("padding", .number(max(length, 0)))]
    }
    if case .tuple(let parts) = first {
      var byLength: [(Double, [String])] = []
      for part in parts {
        guard let label = part.label, let length = part.value.number, length > 0 else { continue }
        if let position = byLength.firstIndex(where: { $0.0 == length }) {
          byLength[position].1.append(label)
        } else {
          byLength.append((length, [label]))
        }
      }
      return byLength.map { length, edges in
        .plain(
          "padding",
          .object([("edges", .array(edges.map(JSONValue.string))), ("length", .number(length))]))
      }
    }
    var edges: [String] = []
    switch first {
    case .member(_, let name, _): edges = [name]
    case .array(let items): edges = items.compactMap(\.memberName)
    default: break
    }
    edges = edges.filter(Self.edgeNames.contains)
    var members: [(String, JSONValue)] = [("edges", .array(edges.map(JSONValue.string)))]
    if let length = arguments.dropFirst().first?.value.number {
      members.append(("length", .number(max(length, 0))))
    }
    return [.plain("padding", .object(members))]
  }

  /// `.frame(width:height:alignment:)` or the flexible one; `.infinity` as
  /// `"infinity"`; a length it cannot evaluate is left out (noted).
  func frame(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    -> [ViewValue.Modifier]
  {
    var members: [(String, JSONValue)] = []
    var fractions: [(String, JSONValue)] = []
    let keys = [
      "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
      "maxHeight",
    ]
    let flexible = arguments.contains {
      $0.label.map { $0.hasPrefix("min") || $0.hasPrefix("max") || $0.hasPrefix("ideal") } ?? false
    }
    for argument in arguments {
      guard let label = argument.label, keys.contains(label) else { continue }
      if flexible && (label == "width" || label == "height") { continue }
      switch argument.value {
      case .null: continue
      case .fraction(let width, let height)
      where (label == "width" && height == 0) || (label == "height" && width == 0):
        let share = label == "width" ? width : height
        fractions.append((label + "Fraction", .number(min(max(share, 0), 10))))
      case .member(_, let name, _) where name == "infinity" || name.hasSuffix(".infinity"):
        if label.hasPrefix("max") { members.append((label, .string("infinity"))) }
      case let value where value.number != nil:
        members.append((label, .number(min(max(value.number!, 0), 2_000))))
      case .unknown(let what, _):
        note(
          .approximated, argument.syntax, file,
          "frame \(label) depends on \(what), not known: left out")
      default:
        note(.approximated, argument.syntax, file, "frame \(label) not evaluated: left out")
      }
    }
    let alignment =
      arguments.labeled("alignment")?.memberName.map {
        [("alignment", JSONValue.string($0))]
      } ?? []
    // Fractions of a GeometryReader's size are a frame of their own, inside
    // the one with the fixed lengths: the child is proposed the same sizes.
    var frames: [ViewValue.Modifier] = []
    if !fractions.isEmpty { frames.append(.plain("frame", .object(fractions + alignment))) }
    if !members.isEmpty || fractions.isEmpty {
      frames.append(.plain("frame", .object(members + alignment)))
    }
    return frames
  }
}
