import SwiftSyntax

extension Evaluator {
  /// `base.name` (a property, a static member or an enum case) or `.name`.
  func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    let name = member.declName.baseName.text
    guard let baseExpr = member.base else { return .member(type: nil, name: name, arguments: []) }
    let base = try eval(baseExpr, scope, file)
    if case .type(let type) = base { return try staticMember(name, of: type, member, file) }
    if let value = try property(name, of: base, member, file) { return value }
    if base.isUnknown { return base }
    return unknown(member, file, "property .\(name)")
  }

  /// `Type.name`: a static property of the sources, an enum case, a colour,
  /// a font, or the case itself for SDK types.
  func staticMember(_ name: String, of type: String, _ node: some SyntaxProtocol, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    if let declaration = index.types[type] {
      if let (binding, memberFile) = staticBinding(name, in: declaration) {
        return try nested(node, file) { () throws(SwiftSourceError) in
          try bindingValue(binding, Scope(parent: nil, selfValue: .type(type)), memberFile)
        }
      }
      if declaration.cases.contains(where: { $0.name == name }) {
        return .member(type: type, name: name, arguments: [])
      }
    }
    switch (type, name) {
    case ("Date", "now"): return .date(SampleFormats.sampleTime)
    case ("Color", _):
      let color = Self.systemColors[name] ?? Self.unknownColor
      return .view(ViewValue(.shape(type: "color", color: color), at: location(node, file)))
    case ("Font", _):
      return Self.font(named: name).map(Value.font)
        ?? .member(type: type, name: name, arguments: [])
    default: return .member(type: type, name: name, arguments: [])
    }
  }

  func staticBinding(_ name: String, in type: TypeDeclaration)
    -> (PatternBindingSyntax, Int)?
  {
    for member in type.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isStatic else {
        continue
      }
      if let binding = variable.bindings.first(where: { $0.name == name }) {
        return (binding, member.file)
      }
    }
    return nil
  }

  /// A stored or computed property's value: its initializer or its getter.
  func bindingValue(_ binding: PatternBindingSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    if let initializer = binding.initializer { return try eval(initializer.value, scope, file) }
    switch binding.accessorBlock?.accessors {
    case .getter(let statements): return try block(statements, scope, file).value
    case .accessors(let list):
      if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body
      {
        return try block(body.statements, scope, file).value
      }
    case nil: break
    }
    return unknown(binding, file, "property \(binding.name ?? "")")
  }

  /// `value.name`, or nil when `value` has no such property.
  func property(_ name: String, of value: Value, _ node: some SyntaxProtocol, _ file: Int)
    throws(SwiftSourceError) -> Value?
  {
    switch value {
    case .instance(let instance):
      if let field = instance.fields[name] { return field }
      return try computedProperty(name, of: value, type: instance.typeName, node, file)
    case .member(let type, let caseName, _):
      if name == "rawValue" { return rawValue(type, caseName) }
      if let type, let computed = try computedProperty(name, of: value, type: type, node, file) {
        return computed
      }
      // A style chain of the SDK (`.fill.tertiary`, `.blue.gradient`) stays a style.
      return type.flatMap { index.types[$0] } == nil
        ? .member(type: type, name: caseName + "." + name, arguments: []) : nil
    case .tuple(let parts):
      if let part = parts.first(where: { $0.label == name }) { return part.value }
      if let position = Int(name), parts.indices.contains(position) { return parts[position].value }
      return nil
    default:
      return builtinProperty(name, of: value)
    }
  }

  /// A computed (or defaulted) instance property of type `type` of the sources, on `value`.
  private func computedProperty(
    _ name: String, of value: Value, type: String, _ node: some SyntaxProtocol, _ file: Int
  ) throws(SwiftSourceError) -> Value? {
    guard let declaration = index.types[type] else { return nil }
    for member in declaration.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
        let binding = variable.bindings.first(where: { $0.name == name })
      else { continue }
      return try nested(node, file) { () throws(SwiftSourceError) in
        try bindingValue(binding, Scope(parent: nil, selfValue: value), member.file)
      }
    }
    return nil
  }

  /// An enum case's raw value: the one written, else its name.
  private func rawValue(_ type: String?, _ name: String) -> Value {
    if let type, let declaration = index.types[type],
      let entry = declaration.cases.first(where: { $0.name == name }), let raw = entry.rawValue
    {
      if let literal = raw.as(StringLiteralExprSyntax.self) {
        return .string(literal.segments.trimmedDescription)
      }
      if let number = raw.as(IntegerLiteralExprSyntax.self) {
        return .int(Int(number.literal.text) ?? 0)
      }
    }
    return .string(name)
  }
}
