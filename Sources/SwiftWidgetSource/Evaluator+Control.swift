import SwiftSyntax

extension Evaluator {
  /// `if` / `else if` / `else`: the branch taken; no branch is no views.
  func ifFlow(_ ifExpr: IfExprSyntax, _ scope: Scope, _ file: Int) throws(SwiftSourceError)
    -> Flow
  {
    let inner = Scope(parent: scope)
    if try conditions(ifExpr.conditions, inner, file) {
      return try block(ifExpr.body.statements, inner, file)
    }
    switch ifExpr.elseBody {
    case .ifExpr(let next): return try ifFlow(next, scope, file)
    case .codeBlock(let body): return try block(body.statements, Scope(parent: scope), file)
    case nil: return Flow(value: .views([]), returned: false)
    }
  }

  /// All conditions hold (`if let`, `if case`, boolean expressions);
  /// bindings go into `scope`. A condition it cannot evaluate counts as true,
  /// with a note.
  func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Bool
  {
    for element in list {
      switch element.condition {
      case .expression(let expr):
        let value = try eval(expr, scope, file)
        guard case .bool(let holds) = value else {
          note(
            .approximated, expr, file,
            "condition `\(expr.trimmedDescription.prefix(60))` not evaluated; taken as true")
          continue
        }
        if !holds { return false }
      case .optionalBinding(let binding):
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
        let value =
          try binding.initializer.map { (initializer) throws(SwiftSourceError) in
            try eval(initializer.value, scope, file)
          } ?? scope.lookup(name) ?? .null
        if case .null = value { return false }
        bind(binding.pattern, value, scope)
      case .matchingPattern(let matching):
        let value = try eval(matching.initializer.value, scope, file)
        if !(try matches(matching.pattern, value, scope, file)) { return false }
      default:
        continue
      }
    }
    return true
  }

  /// `switch`: the first case whose pattern matches, else `default`.
  func switchFlow(_ switchExpr: SwitchExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Flow
  {
    let subject = try eval(switchExpr.subject, scope, file)
    var fallback: SwitchCaseSyntax?
    for item in switchExpr.cases {
      guard case .switchCase(let switchCase) = item else { continue }
      switch switchCase.label {
      case .default:
        fallback = switchCase
      case .case(let label):
        for caseItem in label.caseItems {
          let inner = Scope(parent: scope)
          guard try matches(caseItem.pattern, subject, inner, file) else { continue }
          if let whereClause = caseItem.whereClause,
            case .bool(false) = try eval(whereClause.condition, inner, file)
          {
            continue
          }
          return try block(switchCase.statements, inner, file)
        }
      }
    }
    if let fallback { return try block(fallback.statements, Scope(parent: scope), file) }
    if subject.isUnknown {
      note(.placeholder, switchExpr, file, "switch over a value not evaluated: no case taken")
    }
    return Flow(value: .views([]), returned: false)
  }

  /// Whether `value` matches `pattern`, binding `let` names into `scope`.
  func matches(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Bool
  {
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return try matches(binding.pattern, value, scope, file)
    }
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      scope.define(identifier.identifier.text, value)
      return true
    }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      return false
    }
    return try matchesExpression(expression, value, scope, file)
  }

  private func matchesExpression(
    _ expression: ExprSyntax, _ value: Value, _ scope: Scope, _ file: Int
  ) throws(SwiftSourceError) -> Bool {
    if let patternExpr = expression.as(PatternExprSyntax.self) {
      return try matches(patternExpr.pattern, value, scope, file)
    }
    // `.case(let x, …)`: the case's name, then its associated values.
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      guard case .member(_, let name, let arguments) = value,
        name == member.declName.baseName.text
      else { return false }
      for (argument, associated) in zip(call.arguments, arguments) {
        if !(try matchesExpression(argument.expression, associated, scope, file)) {
          return false
        }
      }
      return true
    }
    // `.some(x)` / `x?`.
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      if case .null = value { return false }
      return try matchesExpression(optional.expression, value, scope, file)
    }
    let pattern = try eval(expression, scope, file)
    if case .array(let range) = pattern, value.number != nil,
      expression.as(InfixOperatorExprSyntax.self) != nil
    {
      return range.contains { equal($0, value) }
    }
    return equal(pattern, value)
  }

  /// Value equality: numbers, strings, booleans, cases by name, nil.
  func equal(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.member(_, let a, let x), .member(_, let b, let y)):
      return a == b && x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    default:
      if let a = lhs.number, let b = rhs.number { return a == b }
      return false
    }
  }
}
