import SwiftSyntax

extension Evaluator {
  /// The SDK views it builds; other names are not views it knows.
  static let builtinViews: Set<String> = [
    "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack", "Group", "ForEach", "Text",
    "Image", "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle",
    "Ellipse", "ContainerRelativeShape", "UnevenRoundedRectangle", "Label", "ProgressView",
    "Gauge", "ViewThatFits", "Link", "Button", "GeometryReader", "EmptyView", "AnyView",
    "ScrollView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
  ]

  /// An SDK view built from its arguments, or nil for a name that is not one.
  func builtinView(
    _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int
  ) throws(SwiftSourceError) -> Value? {
    guard Self.builtinViews.contains(name) else { return nil }
    let here = location(call, file)
    func make(_ kind: ViewValue.Kind) -> Value { .view(ViewValue(kind, at: here)) }
    let first = arguments.first { $0.label == nil && !$0.value.isClosure }?.value
    switch name {
    case "VStack", "LazyVStack", "HStack", "LazyHStack", "ZStack":
      let type =
        name.hasSuffix("HStack") ? "hstack" : name.hasSuffix("VStack") ? "vstack" : "zstack"
      var alignment = arguments.labeled("alignment")?.memberName
      if type == "hstack", let given = alignment, given.hasSuffix("TextBaseline") {
        note(
          .approximated, call, file,
          "\(given) alignment laid out as \(given.hasPrefix("first") ? "top" : "bottom")")
        alignment = given.hasPrefix("first") ? "top" : "bottom"
      }
      let spacing = arguments.labeled("spacing")?.number
      let items = try content(arguments, call, file)
      return make(
        .stack(
          type: type, alignment: alignment, spacing: type == "zstack" ? nil : spacing, items: items)
      )
    case "Group", "ScrollView":
      return .views(try content(arguments, call, file))
    case "ForEach":
      return try forEach(arguments, call, file)
    case "Text":
      return try text(arguments, call, file).map(make) ?? unknown(call, file, "text of Text(…)")
    case "Image":
      if let symbol = arguments.labeled("systemName")?.text {
        return make(.image(name: symbol, size: nil, isSymbol: true))
      }
      let asset = first?.text ?? arguments.labeled("decorative")?.text ?? "image"
      return make(.image(name: asset, size: nil, isSymbol: false))
    case "Spacer":
      return make(.spacer(minLength: arguments.labeled("minLength")?.number))
    case "Divider":
      return make(.divider)
    case "Color":
      return make(.shape(type: "color", color: Self.hexColor(arguments)))
    case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
      // A gradient takes its proposal as a colour does; drawn in its first colour.
      var color = Self.unknownColor
      if case .array(let colors)? = arguments.labeled("colors"),
        case .view(let first)? = colors.first, case .shape(_, let hex?) = first.kind
      {
        color = hex
      }
      return make(.shape(type: "color", color: color))
    case "Label":
      return try label(arguments, call, file).map(make) ?? unknown(call, file, "Label(…)")
    case "ProgressView", "Gauge":
      return make(.indicator(type: name == "Gauge" ? "gauge" : "progressView"))
    case "ViewThatFits":
      let axes = arguments.labeled("in")?.memberName
      return make(
        .viewThatFits(
          axes: axes == "horizontal" || axes == "vertical" ? axes : nil,
          items: try content(arguments, call, file)))
    case "Link", "Button":
      if let title = first?.text { return make(.text(title)) }
      let closures = arguments.filter { $0.value.isClosure }
      guard let labelClosure = closures.first(where: { $0.label == "label" }) ?? closures.last
      else {
        return unknown(call, file, "\(name)'s label")
      }
      return .views(try views(labelClosure.value, labelClosure.syntax, file))
    case "GeometryReader":
      return try geometryReader(arguments, call, file)
    case "EmptyView":
      return .views([])
    case "AnyView":
      return first ?? .views([])
    default:
      let shape = [
        "Rectangle": "rectangle", "RoundedRectangle": "roundedRectangle",
        "UnevenRoundedRectangle": "roundedRectangle", "Capsule": "capsule", "Circle": "circle",
        "Ellipse": "rectangle", "ContainerRelativeShape": "containerRelativeShape",
      ][name]!
      if name == "Ellipse" {
        note(.approximated, call, file, "Ellipse laid out as a Rectangle (both take the proposal)")
      }
      return make(.shape(type: shape, color: nil))
    }
  }

  /// The views a view's content closure (its trailing closure or `content:`) builds.
  func content(_ arguments: [Argument], _ call: some SyntaxProtocol, _ file: Int)
    throws(SwiftSourceError) -> [ViewValue]
  {
    guard
      let closure = arguments.last(where: {
        $0.value.isClosure && ($0.label == nil || $0.label == "content")
      })
    else { return [] }
    return try views(closure.value, closure.syntax, file)
  }

  /// `ForEach(data) { item in … }` over an array, a range, `indices` or `enumerated()`.
  private func forEach(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    guard let data = arguments.first?.value, case .array(let items) = data,
      case .closure(let closure)? = arguments.last?.value
    else {
      return unknown(call, file, "ForEach over data not evaluated")
    }
    var built: [ViewValue] = []
    for item in items.prefix(SourceLimits.maximumItems) {
      built += try views(try invoke(closure, [item], call), Syntax(call), file)
    }
    return .views(built)
  }

  /// `Text("…")`, `Text(verbatim:)`, `Text(date, style:)`, `Text(value, format:)`.
  private func text(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> ViewValue.Kind?
  {
    guard let value = arguments.first?.value else { return nil }
    if let style = arguments.labeled("style")?.memberName, case .date(let seconds) = value {
      note(
        .approximated, call, file,
        "date shown as the sample \"\(SampleFormats.text(seconds, style: style))\" (style .\(style))"
      )
      return .text(SampleFormats.text(seconds, style: style))
    }
    if let format = arguments.first(where: { $0.label == "format" }) {
      let spelled = format.syntax.trimmedDescription
      if case .date(let seconds) = value {
        note(
          .approximated, call, file,
          "date shown as the sample \"\(SampleFormats.formatted(seconds, call: spelled))\"")
        return .text(SampleFormats.formatted(seconds, call: spelled))
      }
      if value.number != nil { return .text(formatNumber(value, style: spelled)) }
    }
    switch value {
    case .string(let text): return .text(text)
    case .unknown: return nil
    case .date(let seconds): return .text(SampleFormats.time(seconds))
    default: return .text(stringify(value))
    }
  }

  /// `Label("Title", systemImage: "star")`, `Label { title } icon: { icon }`.
  private func label(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> ViewValue.Kind?
  {
    let here = location(call, file)
    if let title = arguments.first?.value.text {
      let icon: ViewValue.Kind =
        arguments.labeled("systemImage")?.text.map { .image(name: $0, size: nil, isSymbol: true) }
        ?? .image(name: arguments.labeled("image")?.text ?? "image", size: nil, isSymbol: false)
      return .label(title: ViewValue(.text(title), at: here), icon: ViewValue(icon, at: here))
    }
    guard let title = arguments.first(where: { $0.label == "title" || $0.label == nil }),
      let icon = arguments.first(where: { $0.label == "icon" })
    else { return nil }
    let titles = try views(title.value, title.syntax, file)
    let icons = try views(icon.value, icon.syntax, file)
    guard let titleView = titles.first, let iconView = icons.first else { return nil }
    return .label(title: titleView, icon: iconView)
  }
}

extension [Argument] {
  /// The value of the argument labelled `label`.
  func labeled(_ label: String) -> Value? { first { $0.label == label }?.value }
}
