import SwiftSyntax

extension Evaluator {
  /// The value of one expression.
  func eval(_ expr: ExprSyntax, _ scope: Scope, _ file: Int) throws(SwiftSourceError) -> Value {
    try step(expr, file)
    switch expr.as(ExprSyntaxEnum.self) {
    case .stringLiteralExpr(let literal): return try string(literal, scope, file)
    case .integerLiteralExpr(let literal):
      return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(Value.int)
        ?? .double(Double(literal.literal.text) ?? 0)
    case .floatLiteralExpr(let literal):
      return .double(Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0)
    case .booleanLiteralExpr(let literal):
      return .bool(literal.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr: return .null
    case .arrayExpr(let array):
      var items: [Value] = []
      for element in array.elements { items.append(try eval(element.expression, scope, file)) }
      return .array(items)
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try eval(only.expression, scope, file)
      }
      var parts: [(label: String?, value: Value)] = []
      for element in tuple.elements {
        parts.append((element.label?.text, try eval(element.expression, scope, file)))
      }
      return .tuple(parts)
    case .declReferenceExpr(let reference): return try lookup(reference, scope, file)
    case .memberAccessExpr(let member): return try memberAccess(member, scope, file)
    case .functionCallExpr(let call): return try self.call(call, scope, file)
    case .macroExpansionExpr(let macro):
      return unknown(macro, file, "macro #\(macro.macroName.text)")
    case .closureExpr(let closure):
      return .closure(Value.Closure(syntax: closure, scope: scope, file: file))
    case .infixOperatorExpr(let infix): return try operation(infix, scope, file)
    case .prefixOperatorExpr(let prefix):
      let operand = try eval(prefix.expression, scope, file)
      switch (prefix.operator.text, operand) {
      case ("!", .bool(let value)): return .bool(!value)
      case ("-", .int(let value)): return .int(-value)
      case ("-", .double(let value)): return .double(-value)
      default: return unknown(prefix, file, "operator \(prefix.operator.text)")
      }
    case .ternaryExpr(let ternary):
      let condition = try eval(ternary.condition, scope, file)
      guard case .bool(let holds) = condition else {
        note(
          .approximated, ternary, file,
          "condition `\(ternary.condition.trimmedDescription.prefix(60))` not evaluated; "
            + "its first branch taken")
        return try eval(ternary.thenExpression, scope, file)
      }
      return try eval(holds ? ternary.thenExpression : ternary.elseExpression, scope, file)
    case .ifExpr(let ifExpr): return try ifFlow(ifExpr, scope, file).value
    case .switchExpr(let switchExpr): return try switchFlow(switchExpr, scope, file).value
    case .forceUnwrapExpr(let unwrap): return try eval(unwrap.expression, scope, file)
    case .optionalChainingExpr(let optional): return try eval(optional.expression, scope, file)
    case .awaitExpr(let awaited): return try eval(awaited.expression, scope, file)
    case .tryExpr(let tried): return try eval(tried.expression, scope, file)
    case .asExpr(let cast): return try eval(cast.expression, scope, file)
    case .subscriptCallExpr(let subscriptCall):
      return try subscriptValue(subscriptCall, scope, file)
    case .keyPathExpr(let keyPath):
      let names = keyPath.components.compactMap {
        $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      }
      return .member(type: "KeyPath", name: names.joined(separator: "."), arguments: [])
    case .typeExpr(let type): return .type(type.type.trimmedDescription)
    case .genericSpecializationExpr(let generic): return try eval(generic.expression, scope, file)
    default:
      return unknown(expr, file, "expression `\(expr.trimmedDescription.prefix(40))`")
    }
  }

  /// A name: a local, a property of `self`, a global, a type.
  func lookup(_ reference: DeclReferenceExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    let name = reference.baseName.text
    if name == "self" { return scope.selfValue ?? .null }
    if name == "Self", case .instance(let instance)? = scope.selfValue {
      return .type(instance.typeName)
    }
    if let value = scope.lookup(name) { return value }
    if let selfValue = scope.selfValue,
      let value = try property(name, of: selfValue, reference, file)
    {
      return value
    }
    // A static member of self's type, named without `Self.`.
    if case .instance(let instance)? = scope.selfValue, let type = index.types[instance.typeName],
      staticBinding(name, in: type) != nil
    {
      return try staticMember(name, of: instance.typeName, reference, file)
    }
    if let (binding, bindingFile) = index.globals[name], let initializer = binding.initializer {
      return try nested(reference, file) { () throws(SwiftSourceError) in
        try eval(initializer.value, Scope(parent: nil), bindingFile)
      }
    }
    if index.types[name] != nil || Self.builtinTypes.contains(name) { return .type(name) }
    return unknown(reference, file, "name \(name)")
  }

  /// Types of the SDK whose static members and initialisers are evaluated.
  static let builtinTypes: Set<String> = [
    "Color", "Font", "Date", "Calendar", "URL", "String", "Int", "Double", "CGFloat", "Float",
    "Bool", "Array", "Image", "Text", "WidgetFamily", "TimeInterval", "Edge", "Alignment",
    "HorizontalAlignment", "VerticalAlignment", "EdgeInsets", "CGSize", "UIColor", "Locale",
  ]

  /// `base[index]` on arrays and strings.
  private func subscriptValue(_ call: SubscriptCallExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    let base = try eval(call.calledExpression, scope, file)
    guard let first = call.arguments.first else { return unknown(call, file, "subscript") }
    let position = try eval(first.expression, scope, file)
    if case .array(let items) = base, case .int(let offset) = position {
      return items.indices.contains(offset)
        ? items[offset] : unknown(call, file, "index out of range")
    }
    if case .array(let items) = base, case .array(let range) = position {
      return .array(
        range.compactMap {
          if case .int(let i) = $0, items.indices.contains(i) { items[i] } else { nil }
        })
    }
    return unknown(call, file, "subscript `\(call.trimmedDescription.prefix(40))`")
  }

  /// Arithmetic, comparison, logic, ranges and `??`.
  private func operation(_ infix: InfixOperatorExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    let symbol =
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      ?? (infix.operator.is(AssignmentExprSyntax.self) ? "=" : "?")
    if symbol == "=" {
      return unknown(infix, file, "assignment in an expression")
    }
    let lhs = try eval(infix.leftOperand, scope, file)
    switch (symbol, lhs) {
    case ("&&", .bool(false)): return .bool(false)
    case ("||", .bool(true)): return .bool(true)
    case ("??", let value): if case .null = value {} else { return value }
    default: break
    }
    let rhs = try eval(infix.rightOperand, scope, file)
    if let result = Self.apply(symbol, lhs, rhs, equal: equal) { return result }
    if lhs.isUnknown { return lhs }
    if rhs.isUnknown { return rhs }
    return unknown(infix, file, "operator \(symbol)")
  }

  /// Arithmetic that keeps a GeometryReader fraction: scaled by a number,
  /// or added to another fraction.
  static func fractionOperation(_ symbol: String, _ lhs: Value, _ rhs: Value) -> Value? {
    switch (symbol, lhs, rhs) {
    case ("*", .fraction(let w, let h), _):
      return rhs.number.map { .fraction(width: w * $0, height: h * $0) }
    case ("*", _, .fraction(let w, let h)):
      return lhs.number.map { .fraction(width: w * $0, height: h * $0) }
    case ("/", .fraction(let w, let h), _):
      return rhs.number.flatMap { $0 == 0 ? nil : .fraction(width: w / $0, height: h / $0) }
    case ("+", .fraction(let a, let b), .fraction(let c, let d)):
      return .fraction(width: a + c, height: b + d)
    case ("-", .fraction(let a, let b), .fraction(let c, let d)):
      return .fraction(width: a - c, height: b - d)
    default: return nil
    }
  }

  /// `lhs symbol rhs` on evaluated operands, or nil where it does not apply.
  static func apply(_ symbol: String, _ lhs: Value, _ rhs: Value, equal: (Value, Value) -> Bool)
    -> Value?
  {
    if let fraction = fractionOperation(symbol, lhs, rhs) { return fraction }
    switch (symbol, lhs, rhs) {
    case ("??", _, _): return rhs
    case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
    case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
    case ("==", _, _): return .bool(equal(lhs, rhs))
    case ("!=", _, _): return .bool(!equal(lhs, rhs))
    // Strings and arrays stay small: past the limit the sum is not evaluated.
    case ("+", .string(let a), .string(let b)):
      return a.utf8.count + b.utf8.count > SourceLimits.maximumStringLength ? nil : .string(a + b)
    case ("+", .array(let a), .array(let b)):
      return a.count + b.count > SourceLimits.maximumItems ? nil : .array(a + b)
    case ("+", .date(let a), _): return rhs.number.map { .date(a + $0) }
    case ("-", .date(let a), _): return rhs.number.map { .date(a - $0) }
    case (_, .int(let a), .int(let b)):
      switch symbol {
      case "+": return .int(a &+ b)
      case "-": return .int(a &- b)
      case "*": return .int(a &* b)
      case "/":
        let (quotient, overflow) = a.dividedReportingOverflow(by: b)
        return b == 0 || overflow ? nil : .int(quotient)
      case "%":
        let (remainder, overflow) = a.remainderReportingOverflow(dividingBy: b)
        return b == 0 || overflow ? nil : .int(remainder)
      case "..<", "...":
        let upper = symbol == "..<" ? b : b &+ 1
        guard upper >= a else { return .array([]) }
        let (span, overflow) = upper.subtractingReportingOverflow(a)
        let count = overflow ? SourceLimits.maximumItems : min(span, SourceLimits.maximumItems)
        return .array((0..<count).map { .int(a &+ $0) })
      default: break
      }
    default: break
    }
    if case .string(let a) = lhs, case .string(let b) = rhs {
      switch symbol {
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      default: return nil
      }
    }
    guard let a = lhs.number, let b = rhs.number else { return nil }
    switch symbol {
    case "+": return .double(a + b)
    case "-": return .double(a - b)
    case "*": return .double(a * b)
    case "/": return b == 0 ? nil : .double(a / b)
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    default: return nil
    }
  }
}
