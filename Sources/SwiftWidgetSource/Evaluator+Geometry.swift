import SwiftSyntax

extension Evaluator {
  /// `GeometryReader { proxy in … }`: as greedy as a shape, its content
  /// placed at its top-leading corner. The proxy's size is not known when
  /// the sources are read; sizes computed from it are left out (noted).
  func geometryReader(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    guard case .closure(let closure)? = arguments.last?.value else {
      return unknown(call, file, "GeometryReader's content")
    }
    let here = location(call, file)
    let proxy = Value.instance(
      Value.Instance(
        typeName: "GeometryProxy",
        fields: ["size": .unknown("the GeometryReader's size", at: here)]))
    let items = try views(try invoke(closure, [proxy], call), call, file)
    var reader = ViewValue(
      .stack(type: "zstack", alignment: "topLeading", spacing: nil, items: items), at: here)
    reader.modifiers.append(
      .plain(
        "frame",
        .object([
          ("maxWidth", .string("infinity")), ("maxHeight", .string("infinity")),
          ("alignment", .string("topLeading")),
        ])))
    return .view(reader)
  }
}
