import SwiftSyntax

/// One evaluated argument of a call: its label, value and expression.
struct Argument {
  var label: String?
  var value: Value
  var syntax: Syntax
}

extension Evaluator {
  /// Evaluates a call's arguments, trailing closures last (the first one unlabelled).
  func arguments(_ call: FunctionCallExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> [Argument]
  {
    var result: [Argument] = []
    for argument in call.arguments {
      result.append(
        Argument(
          label: argument.label?.text, value: try eval(argument.expression, scope, file),
          syntax: Syntax(argument.expression)))
    }
    if let closure = call.trailingClosure {
      result.append(
        Argument(
          label: nil, value: .closure(Value.Closure(syntax: closure, scope: scope, file: file)),
          syntax: Syntax(closure)))
    }
    for extra in call.additionalTrailingClosures {
      result.append(
        Argument(
          label: extra.label.text,
          value: .closure(Value.Closure(syntax: extra.closure, scope: scope, file: file)),
          syntax: Syntax(extra.closure)))
    }
    return result
  }

  /// A call: a view, a modifier, an initialiser, a function or a method.
  func call(_ call: FunctionCallExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    let arguments = try self.arguments(call, scope, file)
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == captureName {
        captured = arguments.first?.value
        return .null
      }
      if case .closure(let closure)? = scope.lookup(name) {
        return try invoke(closure, arguments.map(\.value), call)
      }
      if let selfValue = scope.selfValue,
        case .closure(let closure)? = try property(name, of: selfValue, call, file)
      {
        return try invoke(closure, arguments.map(\.value), call)
      }
      if let view = try builtinView(name, arguments, call, file) { return view }
      if index.types[name] != nil { return try construct(name, arguments, call, file) }
      if let candidates = index.functions[name], let (function, functionFile) = candidates.first {
        return try callFunction(function, functionFile, arguments, selfValue: nil, call, file)
      }
      if let selfValue = scope.selfValue, let method = self.method(name, of: selfValue) {
        return try callFunction(method.0, method.1, arguments, selfValue: selfValue, call, file)
      }
      // A modifier with an implicit `self` (in a View extension or ViewModifier).
      if let selfValue = scope.selfValue, isViewLike(selfValue), Self.modifierNames.contains(name) {
        return try methodCall(name, on: selfValue, arguments, call, file)
      }
      if let value = try builtinCall(name, arguments, call, file) { return value }
      return unknown(call, file, "unknown function or view \(name)(…)")
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let baseExpr = member.base else {
        return leadingDotCall(name, arguments, call, file)
      }
      let base = try eval(baseExpr, scope, file)
      return try methodCall(name, on: base, arguments, call, file)
    }
    let callee = try eval(call.calledExpression, scope, file)
    if case .closure(let closure) = callee {
      return try invoke(closure, arguments.map(\.value), call)
    }
    return unknown(call, file, "call `\(call.calledExpression.trimmedDescription.prefix(40))`")
  }

  /// `base.name(arguments)`: a modifier on a view, a method of the sources,
  /// a static function, or a method of a built-in value.
  func methodCall(
    _ name: String, on base: Value, _ arguments: [Argument], _ call: FunctionCallExprSyntax,
    _ file: Int
  ) throws(SwiftSourceError) -> Value {
    if let (function, functionFile) = method(name, of: base) {
      return try callFunction(function, functionFile, arguments, selfValue: base, call, file)
    }
    if case .type(let type) = base {
      return try staticCall(type, name, arguments, call, file)
    }
    if let value = try builtinMethod(name, of: base, arguments, call, file) { return value }
    if case .font(let font) = base { return .font(Self.fontModifier(font, name, arguments)) }
    if case .unknown = base, !Self.modifierNames.contains(name) { return base }
    if isViewLike(base) { return try modify(base, name, arguments, call, file) }
    // A style's modifier (`.blue.opacity(0.5)`) keeps the style.
    if case .member = base { return base }
    if base.isUnknown { return base }
    return unknown(call, file, ".\(name)(…)")
  }

  /// A method of the sources: on the value's type, or a `View` extension for a view.
  func method(_ name: String, of value: Value) -> (FunctionDeclSyntax, Int)? {
    var typeName: String?
    switch value {
    case .instance(let instance): typeName = instance.typeName
    case .member(let type, _, _): typeName = type
    case .type(let type): typeName = type
    default: break
    }
    if let typeName, let type = index.types[typeName] {
      for member in type.members {
        if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name {
          return (function, member.file)
        }
      }
    }
    if isViewLike(value), let found = index.viewExtensions[name]?.first { return found }
    return nil
  }

  /// Runs a function of the sources with `arguments` bound to its parameters.
  func callFunction(
    _ function: FunctionDeclSyntax, _ functionFile: Int, _ arguments: [Argument],
    selfValue: Value?, _ call: some SyntaxProtocol, _ file: Int
  ) throws(SwiftSourceError) -> Value {
    guard let body = function.body else { return unknown(call, file, function.name.text) }
    return try nested(call, file) { () throws(SwiftSourceError) in
      let scope = Scope(parent: nil, selfValue: selfValue)
      try bindParameters(
        function.signature.parameterClause.parameters, arguments, scope, functionFile)
      return try block(body.statements, scope, functionFile).value
    }
  }

  /// Binds arguments to parameters by label, in order; missing ones take their defaults.
  func bindParameters(
    _ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ scope: Scope,
    _ file: Int
  ) throws(SwiftSourceError) {
    var remaining = arguments[...]
    for parameter in parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let inner = (parameter.secondName ?? parameter.firstName).text
      if let next = remaining.first,
        next.label == label || (next.label == nil && next.value.isClosure)
      {
        scope.define(inner, next.value)
        remaining = remaining.dropFirst()
      } else if let defaultValue = parameter.defaultValue {
        scope.define(inner, try eval(defaultValue.value, scope, file))
      } else {
        scope.define(inner, .unknown("argument \(inner) not given", at: nil))
      }
    }
  }

  /// Calls a closure with positional arguments (`item in`, `(a, b) in`, `$0`).
  func invoke(_ closure: Value.Closure, _ values: [Value], _ node: some SyntaxProtocol)
    throws(SwiftSourceError) -> Value
  {
    try nested(node, closure.file) { () throws(SwiftSourceError) in
      let scope = Scope(parent: closure.scope)
      var names: [String] = []
      switch closure.syntax.signature?.parameterClause {
      case .simpleInput(let list): names = list.map(\.name.text)
      case .parameterClause(let clause):
        names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: names = values.indices.map { "$\($0)" }
      }
      if names.count == 1, values.count > 1 {
        scope.define(names[0], .tuple(values.map { (nil, $0) }))
      } else if names.count > 1, values.count == 1, case .tuple(let parts) = values[0] {
        for (name, part) in zip(names, parts) { scope.define(name, part.value) }
      } else {
        for (name, value) in zip(names, values) { scope.define(name, value) }
      }
      if names.isEmpty, case .tuple(let parts)? = values.first {
        for (position, part) in parts.enumerated() { scope.define("$\(position)", part.value) }
      }
      return try block(closure.syntax.statements, scope, closure.file).value
    }
  }
}

extension Value {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}
