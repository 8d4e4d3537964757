import SwiftSyntax

/// Evaluates a widget's views from their syntax for one family: an
/// interpreter over the subset of Swift that widget views use. What it
/// cannot evaluate becomes ``Value/unknown(_:at:)`` (a placeholder where a
/// view is needed, with a note); only exhausted limits throw.
final class Evaluator {
  let files: [SourceFile]
  let index: DeclarationIndex
  /// The `WidgetFamily` case name `@Environment(\.widgetFamily)` reads.
  let family: String
  private(set) var notes: [SourceNote] = []
  private var noted: Set<String> = []
  private var steps = 0
  var callDepth = 0
  /// A name whose calls are recorded instead of made (a snapshot's `completion`).
  var captureName: String?
  /// The first argument of the last call to ``captureName``.
  var captured: Value?

  init(files: [SourceFile], index: DeclarationIndex, family: String) {
    self.files = files
    self.index = index
    self.family = family
  }

  /// Counts one step of evaluation; past the budget, a `.data` error naming the place.
  func step(_ node: some SyntaxProtocol, _ file: Int) throws(SwiftSourceError) {
    steps += 1
    if steps > SourceLimits.maximumSteps {
      throw .data(
        "\(location(node, file)): evaluation stopped after \(SourceLimits.maximumSteps) steps "
          + "(endless recursion or a huge loop?)")
    }
  }

  /// Runs `body` one call deeper; past the limit, a `.data` error.
  func nested<T>(
    _ node: some SyntaxProtocol, _ file: Int, _ body: () throws(SwiftSourceError) -> T
  ) throws(SwiftSourceError) -> T {
    callDepth += 1
    defer { callDepth -= 1 }
    if callDepth > SourceLimits.maximumCallDepth {
      throw .data(
        "\(location(node, file)): calls nest deeper than \(SourceLimits.maximumCallDepth) "
          + "levels (endless recursion?)")
    }
    return try body()
  }

  func location(_ node: some SyntaxProtocol, _ file: Int) -> SourceLocation {
    files[file].location(of: node)
  }

  /// Records a note once per place and message.
  func note(_ kind: SourceNote.Kind, _ node: some SyntaxProtocol, _ file: Int, _ message: String) {
    note(kind, at: location(node, file), message)
  }

  /// A value it could not evaluate: `what`, at `node`.
  func unknown(_ node: some SyntaxProtocol, _ file: Int, _ what: String) -> Value {
    .unknown(what, at: location(node, file))
  }

  /// Records a note at a location, once per place and message.
  func note(_ kind: SourceNote.Kind, at place: SourceLocation, _ message: String) {
    guard noted.insert("\(place) \(message)").inserted else { return }
    notes.append(SourceNote(kind: kind, location: place, message: message))
  }

  // MARK: Blocks and statements

  /// The outcome of a block: its value, and whether a `return` ended it.
  struct Flow {
    var value: Value
    var returned: Bool
  }

  /// Evaluates statements as a `@ViewBuilder` or function body does: a
  /// `return` gives its value; otherwise one expression is the value
  /// (implicit return) and several are the views they build.
  func block(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Flow
  {
    var built: [(Value, Syntax)] = []
    for item in items {
      try step(item, file)
      switch item.item {
      case .decl(let decl):
        try declare(decl, scope, file)
      case .stmt(let statement):
        if let flow = try self.statement(statement, scope, file) {
          if flow.returned { return flow }
          built.append((flow.value, Syntax(statement)))
        }
      case .expr(let expr):
        if let assignment = expr.as(InfixOperatorExprSyntax.self),
          assignment.operator.is(AssignmentExprSyntax.self)
        {
          try assign(assignment, scope, file)
          continue
        }
        if let flow = try branching(expr, scope, file) {
          if flow.returned { return flow }
          built.append((flow.value, Syntax(expr)))
          continue
        }
        built.append((try eval(expr, scope, file), Syntax(expr)))
      }
    }
    if built.count == 1 { return Flow(value: built[0].0, returned: false) }
    var views: [ViewValue] = []
    for (value, node) in built { views += try self.views(value, node, file) }
    return Flow(value: .views(views), returned: false)
  }

  /// `if` and `switch` as statements: their branch's flow (a `return` inside propagates).
  func branching(_ expr: ExprSyntax, _ scope: Scope, _ file: Int) throws(SwiftSourceError)
    -> Flow?
  {
    if let ifExpr = expr.as(IfExprSyntax.self) { return try ifFlow(ifExpr, scope, file) }
    if let switchExpr = expr.as(SwitchExprSyntax.self) {
      return try switchFlow(switchExpr, scope, file)
    }
    return nil
  }

  private func statement(_ statement: StmtSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Flow?
  {
    if let returned = statement.as(ReturnStmtSyntax.self) {
      let value = try returned.expression.map { (expr) throws(SwiftSourceError) in
        try eval(expr, scope, file)
      }
      return Flow(value: value ?? .views([]), returned: true)
    }
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      if let flow = try branching(expression.expression, scope, file) { return flow }
      return Flow(value: try eval(expression.expression, scope, file), returned: false)
    }
    if let guardStmt = statement.as(GuardStmtSyntax.self) {
      let inner = Scope(parent: scope)
      if try conditions(guardStmt.conditions, inner, file) {
        // The guard's bindings stay in scope after it.
        for case let binding in guardStmt.conditions {
          if case .optionalBinding(let optional) = binding.condition,
            let name = optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          {
            scope.define(name, inner.lookup(name) ?? .null)
          }
        }
        return nil
      }
      let flow = try block(guardStmt.body.statements, Scope(parent: scope), file)
      return Flow(value: flow.value, returned: true)
    }
    if let forStmt = statement.as(ForStmtSyntax.self) {
      return try forLoop(forStmt, scope, file)
    }
    note(
      .placeholder, statement, file,
      "statement not evaluated: \(statement.trimmedDescription.prefix(60))")
    return nil
  }

  private func forLoop(_ loop: ForStmtSyntax, _ scope: Scope, _ file: Int) throws(SwiftSourceError)
    -> Flow?
  {
    let sequence = try eval(loop.sequence, scope, file)
    guard case .array(let items) = sequence else {
      note(.placeholder, loop, file, "for-in over something not evaluated")
      return nil
    }
    var built: [ViewValue] = []
    for item in items {
      let inner = Scope(parent: scope)
      bind(loop.pattern, item, inner)
      let flow = try block(loop.body.statements, inner, file)
      if flow.returned { return flow }
      if case .views(let views) = flow.value { built += views }
    }
    return built.isEmpty ? nil : Flow(value: .views(built), returned: false)
  }

  /// Binds a pattern (`x`, `(index, item)`, `let x`) to `value`.
  func bind(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      scope.define(identifier.identifier.text, value)
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      bind(binding.pattern, value, scope)
    } else if let tuple = pattern.as(TuplePatternSyntax.self), case .tuple(let parts) = value {
      for (element, part) in zip(tuple.elements, parts) { bind(element.pattern, part.value, scope) }
    }
  }

  /// `let`/`var` declarations in a body.
  private func declare(_ decl: DeclSyntax, _ scope: Scope, _ file: Int) throws(SwiftSourceError) {
    guard let variable = decl.as(VariableDeclSyntax.self) else { return }
    for binding in variable.bindings {
      let value = try binding.initializer.map { (initializer) throws(SwiftSourceError) in
        try eval(initializer.value, scope, file)
      }
      bind(binding.pattern, value ?? .null, scope)
    }
  }

  /// `name = value`, `self.name = value`, `_name = State(initialValue: value)`.
  private func assign(_ infix: InfixOperatorExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError)
  {
    let value = try eval(infix.rightOperand, scope, file)
    if let member = infix.leftOperand.as(MemberAccessExprSyntax.self),
      member.base?.trimmedDescription == "self"
    {
      scope.assignField(fieldName(member.declName.baseName.text), value)
    } else if let reference = infix.leftOperand.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if !scope.assign(name, value) { scope.assignField(fieldName(name), value) }
    }
  }

  /// A property wrapper's storage name (`_count`) as the property's (`count`).
  private func fieldName(_ name: String) -> String {
    name.hasPrefix("_") ? String(name.dropFirst()) : name
  }
}
