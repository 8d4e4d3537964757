import StrictJSON
import SwiftSyntax

extension Evaluator {
  /// Modifiers that do not change layout: left out, and listed in the notes.
  static let ignoredModifiers: Set<String> = [
    "foregroundColor", "foregroundStyle", "tint", "opacity", "cornerRadius", "clipShape",
    "clipped", "shadow", "accessibilityLabel", "accessibilityHidden",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityValue", "accessibilityHint",
    "fill", "stroke", "strokeBorder", "blendMode", "blur", "brightness", "contrast", "saturation",
    "symbolRenderingMode", "redacted", "unredacted", "privacySensitive", "invalidatableContent",
    "widgetURL", "contentTransition", "animation", "transition", "id", "tag", "underline",
    "strikethrough", "border", "mask", "scaleEffect", "rotationEffect", "zIndex",
    "allowsHitTesting", "disabled", "onAppear", "task", "compositingGroup", "drawingGroup",
    "ignoresSafeArea", "containerShape", "symbolVariant", "symbolEffect", "preferredColorScheme",
    "environment", "buttonStyle", "hidden", "luminanceToAlpha", "colorMultiply", "help",
    "accessibilityLabelledPair", "accessibilityRepresentation", "foregroundColorOnly",
  ]

  /// The modifiers that change layout or text, as ``apply(_:_:to:_:_:)`` reads
  /// them, and `widgetAccentable`, which changes how the accented mode draws.
  static let layoutModifiers: Set<String> = [
    "padding", "frame", "fixedSize", "layoutPriority", "offset", "background", "overlay",
    "containerBackground", "font", "fontWeight", "bold", "italic", "monospacedDigit", "monospaced",
    "lineLimit", "minimumScaleFactor", "multilineTextAlignment", "lineSpacing", "allowsTightening",
    "textCase", "gaugeStyle", "progressViewStyle", "labelStyle", "accessibilityIdentifier",
    "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "modifier", "widgetAccentable",
  ]
  /// Every modifier name it knows (read or left out).
  static let modifierNames = layoutModifiers.union(ignoredModifiers)

  /// Applies modifier `name` to a view (to each view of a group).
  func modify(
    _ base: Value, _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax,
    _ file: Int
  ) throws(SwiftSourceError) -> Value {
    if name == "modifier", let modifier = arguments.first?.value {
      return try customModifier(modifier, base, call, file)
    }
    let targets = try views(base, call, file)
    if targets.count != 1 {
      var each: [ViewValue] = []
      for target in targets {
        each += try views(try modify(.view(target), name, arguments, call, file), call, file)
      }
      return .views(each)
    }
    var view = targets[0]
    try apply(name, arguments, to: &view, call, file)
    return .view(view)
  }

  /// `.modifier(M())`: `M`'s `body(content:)` with `content` the view.
  private func customModifier(
    _ modifier: Value, _ base: Value, _ call: FunctionCallExprSyntax, _ file: Int
  ) throws(SwiftSourceError) -> Value {
    guard case .instance = modifier, let (function, functionFile) = method("body", of: modifier)
    else {
      note(.ignoredModifier, call, file, "modifier not evaluated: left out")
      return base
    }
    let content = Argument(label: "content", value: base, syntax: Syntax(call))
    return try callFunction(function, functionFile, [content], selfValue: modifier, call, file)
  }

  private func apply(
    _ name: String, _ arguments: [Argument], to view: inout ViewValue,
    _ call: FunctionCallExprSyntax, _ file: Int
  ) throws(SwiftSourceError) {
    let first = arguments.first?.value
    switch name {
    case "padding": view.modifiers += padding(arguments)
    case "frame": view.modifiers += frame(arguments, call, file)
    case "fixedSize":
      let horizontal = arguments.labeled("horizontal")
      let vertical = arguments.labeled("vertical")
      view.modifiers.append(
        .plain(
          "fixedSize",
          horizontal == nil && vertical == nil
            ? .bool(true)
            : .object([
              (
                "horizontal",
                .bool(horizontal.map { if case .bool(true) = $0 { true } else { false } } ?? false)
              ),
              (
                "vertical",
                .bool(vertical.map { if case .bool(true) = $0 { true } else { false } } ?? false)
              ),
            ])))
    case "layoutPriority":
      view.modifiers.append(.plain("layoutPriority", .number(first?.number ?? 0)))
    case "offset":
      let x = arguments.labeled("x")?.number ?? 0
      let y = arguments.labeled("y")?.number ?? 0
      view.modifiers.append(.plain("offset", .array([.number(x), .number(y)])))
    case "background", "overlay":
      if let decoration = try decoration(arguments, call, file) {
        view.modifiers.append(
          .decoration(name, decoration, alignment: arguments.labeled("alignment")?.memberName))
      }
    case "containerBackground":
      guard arguments.labeled("for")?.memberName == "widget" else {
        note(.ignoredModifier, call, file, ".containerBackground not for .widget: left out")
        return
      }
      if let decoration = try decoration(arguments.filter { $0.label != "for" }, call, file) {
        view.modifiers.append(.decoration("containerBackground", decoration, alignment: nil))
      }
    case "font":
      if case .font(let font)? = first {
        view.setAttribute("font", Self.fontJSON(font))
      } else if let style = first?.memberName, let font = Self.font(named: style) {
        view.setAttribute("font", Self.fontJSON(font))
      } else {
        note(.approximated, call, file, "font not evaluated: the body style")
      }
    case "fontWeight":
      if let weight = first?.memberName, Self.weights.contains(weight) {
        view.setAttribute("weight", .string(weight))
      }
    case "bold":
      if case .bool(false)? = first { return }
      view.setAttribute("weight", .string("bold"))
    case "italic": view.setAttribute("italic", .bool(true))
    case "monospacedDigit", "monospaced": view.setAttribute("monospacedDigits", .bool(true))
    case "lineLimit":
      if let limit = first?.number
        ?? (first.flatMap { if case .array(let range) = $0 { range.last?.number } else { nil } })
      {
        view.setAttribute("lineLimit", .number(min(max(limit.rounded(), 1), 100)))
      }
    case "minimumScaleFactor":
      if let factor = first?.number {
        view.setAttribute("minimumScaleFactor", .number(min(max(factor, 0.01), 1)))
      }
    case "multilineTextAlignment":
      if let alignment = first?.memberName {
        view.setAttribute("multilineTextAlignment", .string(alignment))
      }
    case "lineSpacing":
      if let spacing = first?.number { view.setAttribute("lineSpacing", .number(max(spacing, 0))) }
    case "allowsTightening":
      view.setAttribute(
        "allowsTightening", .bool({ if case .bool(true)? = first { true } else { false } }()))
    case "textCase":
      if let textCase = first?.memberName { view.setAttribute("textCase", .string(textCase)) }
    case "gaugeStyle", "progressViewStyle":
      if let style = first?.memberName { view.setAttribute(name, .string(style)) }
    case "labelStyle":
      if case .label(let title, let icon) = view.kind, let style = first?.memberName,
        style != "titleAndIcon"
      {
        let kept = style == "iconOnly" ? icon : title
        view.kind = kept.kind
        view.attributes.merge(kept.attributes) { own, _ in own }
      }
    case "widgetAccentable":
      // widgetAccentable(_ accentable: Bool = true): false leaves the view as it is.
      switch first {
      case .bool(false)?: return
      case nil, .bool(true)?: break
      default: note(.approximated, call, file, ".widgetAccentable(…) not evaluated: taken as true")
      }
      guard !view.modifiers.contains(where: \.isWidgetAccentable) else { return }
      view.modifiers.append(.plain("widgetAccentable", .bool(true)))
    case "accessibilityIdentifier":
      if view.identifier == nil, let identifier = first?.text { view.identifier = identifier }
    case "resizable", "aspectRatio", "scaledToFit", "scaledToFill":
      imageModifier(name, arguments, &view, call, file)
    default:
      if Self.ignoredModifiers.contains(name) {
        note(.ignoredModifier, call, file, ".\(name) does not change layout: left out")
      } else {
        note(
          .ignoredModifier, call, file,
          "unknown modifier .\(name): assumed not to change layout, left out")
      }
    }
  }

  private func imageModifier(
    _ name: String, _ arguments: [Argument], _ view: inout ViewValue,
    _ call: FunctionCallExprSyntax, _ file: Int
  ) {
    guard view.isImage else {
      note(.ignoredModifier, call, file, ".\(name) on a view that is not an Image: left out")
      return
    }
    switch name {
    case "resizable": view.attributes["resizable"] = .bool(true)
    case "scaledToFit": view.attributes["contentMode"] = .string("fit")
    case "scaledToFill": view.attributes["contentMode"] = .string("fill")
    default:
      if let ratio = arguments.first(where: { $0.label == nil })?.value.number, ratio > 0 {
        view.attributes["aspectRatio"] = .number(min(max(ratio, 0.01), 100))
      }
      let mode = arguments.labeled("contentMode")?.memberName
      view.attributes["contentMode"] = .string(mode == "fill" ? "fill" : "fit")
    }
    if view.attributes["resizable"] == nil, view.attributes["contentMode"] != nil {
      // `.aspectRatio` on a fixed image: SwiftUI keeps its size; the description refuses the pair.
      view.attributes["contentMode"] = nil
      view.attributes["aspectRatio"] = nil
      note(
        .ignoredModifier, call, file,
        ".\(name) on an image that is not .resizable(): it keeps its size")
    }
  }

  /// A background's or overlay's view: a view, a closure's views, a colour
  /// or style (`.blue`, `.ultraThinMaterial`), or `(style, in: shape)`.
  private func decoration(_ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int)
    throws(SwiftSourceError) -> ViewValue?
  {
    let here = location(call, file)
    if let shape = arguments.labeled("in") {
      return try singleView(shape, call, file)
    }
    guard let content = arguments.last(where: { $0.label == nil || $0.label == "content" }) else {
      return nil
    }
    if isViewLike(content.value) || content.value.isClosure {
      return try singleView(content.value, content.syntax, file)
    }
    let color: String
    if case .member(_, let name, _) = content.value {
      color = Self.color(named: name)
    } else {
      color = Self.unknownColor
    }
    return ViewValue(.shape(type: "color", color: color), at: here)
  }
}
