import SwiftSyntax

extension Evaluator {
  /// `Type(arguments)` for a type of the sources: an explicit initialiser
  /// whose labels fit, else the memberwise one; `@Environment` properties
  /// read the environment, other properties their defaults.
  func construct(
    _ typeName: String, _ arguments: [Argument], _ call: some SyntaxProtocol, _ file: Int
  ) throws(SwiftSourceError) -> Value {
    let type = index.types[typeName]!
    if !type.cases.isEmpty, let raw = arguments.labeled("rawValue") {
      for entry in type.cases {
        let value =
          entry.rawValue.map {
            Value.string($0.trimmedDescription.replacingOccurrences(of: "\"", with: ""))
          } ?? .string(entry.name)
        if equal(value, raw)
          || (entry.rawValue.map { Int($0.trimmedDescription) } ?? nil).map({ equal(.int($0), raw) }
          ) == true
        {
          return .member(type: typeName, name: entry.name, arguments: [])
        }
      }
      return .null
    }
    return try nested(call, file) { () throws(SwiftSourceError) in
      var fields: [String: Value] = [:]
      for (binding, decl, memberFile) in type.storedProperties {
        guard let name = binding.name else { continue }
        if let key = decl.environmentKey {
          fields[name] = environmentValue(key, binding, memberFile)
        } else if let initializer = binding.initializer {
          fields[name] = try eval(initializer.value, Scope(parent: nil), memberFile)
        }
      }
      let initializers = type.members.compactMap { member -> (InitializerDeclSyntax, Int)? in
        member.decl.as(InitializerDeclSyntax.self).map { ($0, member.file) }
      }
      if let (initializer, initFile) = initializers.first(where: {
        fits($0.0.signature.parameterClause.parameters, arguments)
      }),
        let body = initializer.body
      {
        let scope = Scope(
          parent: nil, selfValue: .instance(Value.Instance(typeName: typeName, fields: fields)))
        try bindParameters(
          initializer.signature.parameterClause.parameters, arguments, scope, initFile)
        _ = try block(body.statements, scope, initFile)
        return scope.selfValue ?? .null
      }
      var unassigned = type.storedProperties.compactMap { entry -> String? in
        guard let name = entry.binding.name else { return nil }
        let constant = entry.decl.bindingSpecifier.tokenKind == .keyword(.let)
        return fields[name] != nil && (constant || entry.decl.environmentKey != nil) ? nil : name
      }
      for argument in arguments {
        let name = argument.label ?? unassigned.first { fields[$0] == nil } ?? ""
        guard let position = unassigned.firstIndex(of: name) else { continue }
        fields[name] = argument.value
        unassigned.remove(at: position)
      }
      for (binding, _, _) in type.storedProperties {
        guard let name = binding.name, fields[name] == nil else { continue }
        let optional = binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false
        fields[name] =
          optional ? .null : .unknown("\(typeName).\(name) not given", at: location(call, file))
      }
      return .instance(Value.Instance(typeName: typeName, fields: fields))
    }
  }

  /// Whether `arguments` fit `parameters` by label, in order, the rest having defaults.
  private func fits(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
    var remaining = arguments[...]
    for parameter in parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      if let next = remaining.first,
        next.label == label || (next.label == nil && next.value.isClosure)
      {
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// What `@Environment(\.key)` reads in a widget of this family (light
  /// mode, full colour, the Large text size); other keys are noted.
  func environmentValue(_ key: String, _ binding: PatternBindingSyntax, _ file: Int) -> Value {
    switch key {
    case "widgetFamily": return .member(type: "WidgetFamily", name: family, arguments: [])
    case "colorScheme": return .member(type: "ColorScheme", name: "light", arguments: [])
    case "widgetRenderingMode":
      return .member(type: "WidgetRenderingMode", name: "fullColor", arguments: [])
    case "dynamicTypeSize", "sizeCategory": return .member(type: nil, name: "large", arguments: [])
    case "showsWidgetContainerBackground": return .bool(true)
    case "isLuminanceReduced": return .bool(false)
    case "redactionReasons": return .array([])
    default:
      note(
        .approximated, binding, file, "@Environment(\\.\(key)) not modelled: a placeholder value")
      return unknown(binding, file, "@Environment(\\.\(key))")
    }
  }

  /// True for views and for what becomes one (an instance of a `View`, something unknown).
  func isViewLike(_ value: Value) -> Bool {
    switch value {
    case .view, .views, .unknown: return true
    case .instance(let instance): return bodyBinding(of: instance.typeName) != nil
    default: return false
    }
  }

  /// The `body` property of a view type.
  private func bodyBinding(of typeName: String) -> (PatternBindingSyntax, Int)? {
    guard let type = index.types[typeName] else { return nil }
    for member in type.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first(where: { $0.name == "body" })
      else { continue }
      return (binding, member.file)
    }
    return nil
  }

  /// The views `value` stands for: a view, what a builder built, a view
  /// struct's body, a closure's result, or a placeholder for what could not
  /// be evaluated (noted).
  func views(_ value: Value, _ node: some SyntaxProtocol, _ file: Int) throws(SwiftSourceError)
    -> [ViewValue]
  {
    switch value {
    case .view(let view): return [view]
    case .views(let views): return views
    case .closure(let closure): return try views(try invoke(closure, [], node), node, file)
    case .instance(let instance):
      guard let (binding, bodyFile) = bodyBinding(of: instance.typeName) else { return [] }
      return try nested(node, file) { () throws(SwiftSourceError) in
        let built = try bindingValue(binding, Scope(parent: nil, selfValue: value), bodyFile)
        return try views(built, binding, bodyFile)
      }
    case .unknown(let what, let place):
      let here = place ?? location(node, file)
      note(
        .placeholder, at: here,
        "could not evaluate \(what): laid out as a \(Int(ViewValue.placeholderSize)) × \(Int(ViewValue.placeholderSize))-point placeholder"
      )
      return [ViewValue(.placeholder(what), at: here)]
    default: return []
    }
  }

  /// The views of `value` as one view: several are wrapped in a `ZStack`
  /// (as a background's or overlay's content is), none is nil.
  func singleView(_ value: Value, _ node: some SyntaxProtocol, _ file: Int) throws(SwiftSourceError)
    -> ViewValue?
  {
    let built = try views(value, node, file)
    if built.count == 1 { return built[0] }
    guard let first = built.first else { return nil }
    return ViewValue(
      .stack(type: "zstack", alignment: nil, spacing: nil, items: built), at: first.location)
  }

  /// Calls `Type(…)`-style functions of Swift and Foundation it models.
  func builtinCall(
    _ name: String, _ arguments: [Argument], _ call: some SyntaxProtocol, _ file: Int
  )
    throws(SwiftSourceError) -> Value?
  {
    let first = arguments.first?.value
    switch name {
    case "Date":
      return .date(
        SampleFormats.sampleTime + (arguments.labeled("timeIntervalSinceNow")?.number ?? 0))
    case "String":
      if let pattern = arguments.labeled("format")?.text {
        return .string(
          SampleFormats.format(pattern, values: arguments.dropFirst().map { stringify($0.value) }))
      }
      return first.map { .string(stringify($0)) }
    case "Int":
      return first?.number.map { .int(SampleFormats.whole($0)) }
        ?? (first?.text).flatMap(Int.init).map(Value.int)
    case "Double", "CGFloat", "Float", "TimeInterval": return first?.number.map(Value.double)
    case "Array": return first
    case "min", "max":
      let numbers = arguments.compactMap(\.value.number)
      guard numbers.count == arguments.count,
        let best = name == "min" ? numbers.min() : numbers.max()
      else { return nil }
      return arguments.allSatisfy { if case .int = $0.value { true } else { false } }
        ? .int(SampleFormats.whole(best)) : .double(best)
    case "abs": return first?.number.map { .double(abs($0)) }
    case "URL", "State", "Binding": return first ?? .null
    case "CGSize", "EdgeInsets", "CGPoint":
      return .tuple(arguments.map { ($0.label, $0.value) })
    default: return nil
    }
  }
}
