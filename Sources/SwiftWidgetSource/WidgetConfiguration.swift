import SwiftSyntax

/// A `Widget`'s configuration as written in its `body`: the declaration it
/// gives, the entry-view closure, and the timeline provider's type.
struct WidgetConfiguration {
  var declaration: SwiftWidgetDeclaration
  /// `{ entry in EntryView(entry: entry) }`.
  var entryClosure: ClosureExprSyntax?
  /// The provider's type (`Provider` of `provider: Provider()`).
  var providerType: String?
  /// The file the widget is declared in (an index into the source set's files).
  var file: Int

  /// The configurations of every struct conforming to `Widget`, in file and line order.
  static func all(in index: DeclarationIndex, files: [SourceFile]) throws(SwiftSourceError)
    -> [WidgetConfiguration]
  {
    var found: [WidgetConfiguration] = []
    for type in index.types.values where type.conforms(to: "Widget") {
      found.append(try read(type, index: index, files: files))
    }
    return found.sorted {
      ($0.file, $0.declaration.line) < ($1.file, $1.declaration.line)
    }
  }

  private static func read(_ type: TypeDeclaration, index: DeclarationIndex, files: [SourceFile])
    throws(SwiftSourceError) -> WidgetConfiguration
  {
    let place = files[type.file].location(of: type.node)
    var declaration = SwiftWidgetDeclaration(
      kind: type.name, typeName: type.name, families: SwiftWidgetDeclaration.defaultFamilies,
      familiesDeclared: false, contentMarginsDisabled: false, displayName: nil,
      file: place.file, line: place.line)
    var configuration = WidgetConfiguration(
      declaration: declaration, entryClosure: nil, providerType: nil, file: type.file)
    guard var expr = bodyExpression(of: type) else { return configuration }
    let evaluator = Evaluator(files: files, index: index, family: "systemSmall")
    let scope = Scope(
      parent: nil, selfValue: try evaluator.construct(type.name, [], type.node, type.file))
    while let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      let argument = call.arguments.first?.expression
      switch member.declName.baseName.text {
      case "supportedFamilies":
        if let argument, case .array(let items) = try evaluator.eval(argument, scope, type.file) {
          declaration.families = items.compactMap(\.memberName)
          declaration.familiesDeclared = true
        }
      case "contentMarginsDisabled":
        declaration.contentMarginsDisabled = true
      case "configurationDisplayName":
        if let argument {
          declaration.displayName = try evaluator.eval(argument, scope, type.file).text
        }
      default: break
      }
      expr = base
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      if let kind = call.arguments.first(where: { $0.label?.text == "kind" })?.expression,
        let text = try evaluator.eval(kind, scope, type.file).text
      {
        declaration.kind = text
      }
      let provider = call.arguments.first { $0.label?.text == "provider" }?.expression
      configuration.providerType =
        provider?.as(FunctionCallExprSyntax.self)?.calledExpression
        .trimmedDescription
      configuration.entryClosure =
        call.trailingClosure
        ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(
          ClosureExprSyntax.self)
    }
    configuration.declaration = declaration
    return configuration
  }

  /// The expression of `var body: some WidgetConfiguration { … }`.
  private static func bodyExpression(of type: TypeDeclaration) -> ExprSyntax? {
    for member in type.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first(where: { $0.name == "body" })
      else { continue }
      var items: CodeBlockItemListSyntax?
      switch binding.accessorBlock?.accessors {
      case .getter(let statements): items = statements
      case .accessors(let list): items = list.first?.body?.statements
      case nil: break
      }
      for item in items ?? [] {
        if case .expr(let expr) = item.item { return expr }
        if case .stmt(let statement) = item.item, let returned = statement.as(ReturnStmtSyntax.self)
        {
          return returned.expression
        }
      }
    }
    return nil
  }
}
