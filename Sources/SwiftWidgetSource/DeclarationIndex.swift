import SwiftSyntax

/// A type declared in the sources (struct, enum or class), with the members
/// of its extensions, and the file it is in.
struct TypeDeclaration {
  var name: String
  var conformances: [String]
  var members: [(decl: DeclSyntax, file: Int)]
  var file: Int
  var node: DeclSyntax
  /// Enum cases in order, with raw values where written.
  var cases: [(name: String, rawValue: ExprSyntax?)] = []

  /// The stored properties in declaration order (memberwise init order).
  var storedProperties: [(binding: PatternBindingSyntax, decl: VariableDeclSyntax, file: Int)] {
    members.flatMap { member -> [(PatternBindingSyntax, VariableDeclSyntax, Int)] in
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else {
        return []
      }
      return variable.bindings.filter { $0.isStored }.map { ($0, variable, member.file) }
    }
  }

  func conforms(to name: String) -> Bool { conformances.contains(name) }
}

/// Every declaration the evaluator resolves by name, across all files.
struct DeclarationIndex {
  var types: [String: TypeDeclaration] = [:]
  /// Free functions by name.
  var functions: [String: [(FunctionDeclSyntax, Int)]] = [:]
  /// Global `let`/`var`s by name.
  var globals: [String: (PatternBindingSyntax, Int)] = [:]
  /// Methods of `extension View` (and `extension Text`, `Image`, …) by name.
  var viewExtensions: [String: [(FunctionDeclSyntax, Int)]] = [:]
  /// `#Preview` macros, in file order.
  var previews: [(PreviewMacro, Int)] = []

  init(files: [SourceFile]) {
    var extensions: [(ExtensionDeclSyntax, Int)] = []
    for (index, file) in files.enumerated() {
      for item in file.tree.statements {
        collect(item.item, file: index, extensions: &extensions)
      }
    }
    for (extension_, file) in extensions {
      let name = extension_.extendedType.trimmedDescription
      let conformances = extension_.inheritanceClause?.conformanceNames ?? []
      let members = extension_.memberBlock.members.map { (decl: $0.decl, file: file) }
      if types[name] != nil {
        types[name]!.members += members
        types[name]!.conformances += conformances
      } else if ["View", "Text", "Image", "Shape"].contains(name) {
        for member in members {
          guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
          viewExtensions[function.name.text, default: []].append((function, file))
        }
      }
    }
  }

  private mutating func collect(
    _ item: CodeBlockItemSyntax.Item, file: Int,
    extensions: inout [(ExtensionDeclSyntax, Int)]
  ) {
    guard case .decl(let decl) = item else {
      if case .expr(let expr) = item, let macro = expr.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview"
      {
        previews.append(
          (PreviewMacro(macro.trailingClosure, macro.additionalTrailingClosures), file))
      }
      return
    }
    collectDecl(decl, file: file, extensions: &extensions)
  }

  private mutating func collectDecl(
    _ decl: DeclSyntax, file: Int, extensions: inout [(ExtensionDeclSyntax, Int)]
  ) {
    if let structDecl = decl.as(StructDeclSyntax.self) {
      addType(
        structDecl.name.text, structDecl.inheritanceClause, structDecl.memberBlock, decl, file)
    } else if let classDecl = decl.as(ClassDeclSyntax.self) {
      addType(classDecl.name.text, classDecl.inheritanceClause, classDecl.memberBlock, decl, file)
    } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
      addType(enumDecl.name.text, enumDecl.inheritanceClause, enumDecl.memberBlock, decl, file)
      for member in enumDecl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          types[enumDecl.name.text]!.cases.append((element.name.text, element.rawValue?.value))
        }
      }
    } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      extensions.append((extensionDecl, file))
      for member in extensionDecl.memberBlock.members {
        collectNested(member.decl, file: file, extensions: &extensions)
      }
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      functions[function.name.text, default: []].append((function, file))
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          globals[name] = (binding, file)
        }
      }
    } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview"
    {
      previews.append((PreviewMacro(macro.trailingClosure, macro.additionalTrailingClosures), file))
    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
      // `#if DEBUG … #endif`: every clause's declarations are read.
      for clause in ifConfig.clauses {
        if case .statements(let items) = clause.elements {
          for item in items { collect(item.item, file: file, extensions: &extensions) }
        } else if case .decls(let members) = clause.elements {
          for member in members { collectDecl(member.decl, file: file, extensions: &extensions) }
        }
      }
    }
  }

  private mutating func collectNested(
    _ decl: DeclSyntax, file: Int, extensions: inout [(ExtensionDeclSyntax, Int)]
  ) {
    if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
    {
      collectDecl(decl, file: file, extensions: &extensions)
    }
  }

  private mutating func addType(
    _ name: String, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax,
    _ decl: DeclSyntax, _ file: Int
  ) {
    let members = block.members.map { (decl: $0.decl, file: file) }
    var extensions: [(ExtensionDeclSyntax, Int)] = []
    if var existing = types[name] {
      // A second declaration of the name (another file's nested type): keep both.
      existing.members += members
      types[name] = existing
    } else {
      types[name] = TypeDeclaration(
        name: name, conformances: inheritance?.conformanceNames ?? [], members: members,
        file: file, node: decl)
    }
    for member in block.members { collectNested(member.decl, file: file, extensions: &extensions) }
    for (extensionDecl, extensionFile) in extensions {
      collectDecl(DeclSyntax(extensionDecl), file: extensionFile, extensions: &extensions)
    }
  }
}

extension InheritanceClauseSyntax {
  /// The names conformed to, without module prefixes (`WidgetKit.Widget` → `Widget`).
  var conformanceNames: [String] {
    inheritedTypes.map {
      String($0.type.trimmedDescription.split(separator: ".").last ?? "")
    }
  }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.text == "class" }
  }

  /// The key path of `@Environment(\.name)`, if the property has one.
  var environmentKey: String? {
    for attribute in attributes {
      guard case .attribute(let attr) = attribute,
        attr.attributeName.trimmedDescription == "Environment",
        case .argumentList(let arguments) = attr.arguments,
        let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self)
      else { continue }
      return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?
        .declName.baseName.text
    }
    return nil
  }
}

extension PatternBindingSyntax {
  /// True for a stored property (no getter block, or only observers).
  var isStored: Bool {
    guard let accessors = accessorBlock?.accessors else { return true }
    if case .accessors(let list) = accessors {
      return list.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
    return false
  }

  var name: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}

/// A `#Preview` macro's closures: the view (or widget) and, for a widget,
/// `timeline:` with its entries.
struct PreviewMacro {
  var trailingClosure: ClosureExprSyntax?
  var additionalTrailingClosures: MultipleTrailingClosureElementListSyntax

  init(_ closure: ClosureExprSyntax?, _ additional: MultipleTrailingClosureElementListSyntax) {
    trailingClosure = closure
    additionalTrailingClosures = additional
  }
}
