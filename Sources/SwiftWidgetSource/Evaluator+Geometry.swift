import SwiftSyntax

extension Evaluator {
  /// `GeometryReader { proxy in … }`: the engine's GeometryReader (greedy,
  /// its items at its top-leading corner). `proxy.size.width` and `.height`
  /// are fractions of its size, so `.frame(width: proxy.size.width * 0.4)`
  /// becomes a relative frame the engine resolves against the size the
  /// reader is given.
  func geometryReader(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    guard case .closure(let closure)? = arguments.last?.value else {
      return unknown(call, file, "GeometryReader's content")
    }
    let size = Value.tuple([
      ("width", .fraction(width: 1, height: 0)), ("height", .fraction(width: 0, height: 1)),
    ])
    let proxy = Value.instance(
      Value.Instance(typeName: "GeometryProxy", fields: ["size": size]))
    let items = try views(try invoke(closure, [proxy], call), call, file)
    return .view(ViewValue(.geometryReader(items: items), at: location(call, file)))
  }
}
