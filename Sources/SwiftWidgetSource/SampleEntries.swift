import SwiftSyntax

/// Where a widget's sample entries come from, in the order they are
/// preferred: the provider's `placeholder(in:)`, its snapshot, the entries
/// of a `#Preview(as:) { … } timeline: { … }`, then a `PreviewProvider`'s.
struct SampleEntries {
  /// One sample: its name and how to evaluate it.
  struct Sample {
    var name: String
    /// The syntax whose value is the entry, and its file.
    var source: Source
    var file: Int
  }

  enum Source {
    /// A function of the provider whose result (or completion argument) is the entry.
    case providerFunction(FunctionDeclSyntax, provider: String, completion: String?)
    /// An expression that evaluates to the entry.
    case expression(ExprSyntax)
  }

  var samples: [Sample] = []

  init(_ configuration: WidgetConfiguration, index: DeclarationIndex, files: [SourceFile]) {
    if let provider = configuration.providerType, let type = index.types[provider] {
      let functions = type.members.compactMap { member -> (FunctionDeclSyntax, Int)? in
        member.decl.as(FunctionDeclSyntax.self).map { ($0, member.file) }
      }
      for wanted in ["placeholder", "getSnapshot", "snapshot"] {
        guard let (function, file) = functions.first(where: { $0.0.name.text == wanted }) else {
          continue
        }
        let completion = function.signature.parameterClause.parameters.first {
          $0.firstName.text == "completion"
        }.map { ($0.secondName ?? $0.firstName).text }
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        samples.append(
          Sample(
            name: "\(wanted)(\(labels.joined())) of \(provider)",
            source: .providerFunction(function, provider: provider, completion: completion),
            file: file))
      }
    }
    let widget = configuration.declaration.typeName
    for (macro, file) in index.previews {
      let widgetClosure = macro.trailingClosure?.statements.trimmedDescription ?? ""
      guard widgetClosure.hasPrefix(widget + "(") || widgetClosure == widget + "()",
        let timeline = macro.additionalTrailingClosures.first(where: { $0.label.text == "timeline" }
        )
      else { continue }
      var number = 0
      for item in timeline.closure.statements {
        guard case .expr(let expr) = item.item else { continue }
        number += 1
        let place = files[file].location(of: expr)
        samples.append(
          Sample(
            name: "#Preview timeline entry \(number) (\(files[file].name):\(place.line))",
            source: .expression(expr), file: file))
      }
    }
    if let entryView = Self.entryViewType(configuration) {
      for type in index.types.values.sorted(by: { $0.name < $1.name })
      where type.conforms(to: "PreviewProvider") {
        for call in type.node.tokens(viewMode: .sourceAccurate)
        where call.text == entryView {
          guard let expr = call.parent?.parent?.as(FunctionCallExprSyntax.self),
            let entry = expr.arguments.first?.expression
          else { continue }
          let place = files[type.file].location(of: expr)
          samples.append(
            Sample(
              name: "PreviewProvider \(type.name) (\(files[type.file].name):\(place.line))",
              source: .expression(entry), file: type.file))
        }
      }
    }
  }

  /// The entry view's type: the call in the entry closure (`EntryView(entry: entry)`).
  static func entryViewType(_ configuration: WidgetConfiguration) -> String? {
    guard let closure = configuration.entryClosure else { return nil }
    for item in closure.statements {
      var expr: ExprSyntax? = item.item.as(ExprSyntax.self)
      // Peel modifiers: `EntryView(entry: entry).containerBackground(…)`.
      while let call = expr?.as(FunctionCallExprSyntax.self) {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.text
        }
        expr = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
      }
    }
    return nil
  }

  /// Evaluates sample `sample` for `evaluator`'s family.
  func entry(_ sample: Sample, _ evaluator: Evaluator) throws(SwiftSourceError) -> Value {
    switch sample.source {
    case .expression(let expr):
      return try evaluator.eval(expr, Scope(parent: nil), sample.file)
    case .providerFunction(let function, let provider, let completion):
      let context = Value.instance(
        Value.Instance(
          typeName: "TimelineProviderContext",
          fields: [
            "family": .member(type: "WidgetFamily", name: evaluator.family, arguments: []),
            "isPreview": .bool(false),
          ]))
      let parameters = function.signature.parameterClause.parameters
      let scope = Scope(
        parent: nil, selfValue: .instance(Value.Instance(typeName: provider, fields: [:])))
      for parameter in parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        scope.define(name, name == completion ? .null : context)
      }
      guard let body = function.body else { return .unknown("\(sample.name) has no body", at: nil) }
      evaluator.captureName = completion
      defer { evaluator.captureName = nil }
      let value = try evaluator.block(body.statements, scope, sample.file).value
      return completion == nil
        ? value : evaluator.captured ?? .unknown("\(sample.name) calls no completion", at: nil)
    }
  }
}
