import StrictJSON
import SwiftSyntax

extension Evaluator {
  /// SwiftUI's text style names as the description's (`.title` is title1).
  static let textStyles: [String: String] = [
    "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3",
    "headline": "headline", "body": "body", "callout": "callout", "subheadline": "subheadline",
    "footnote": "footnote", "caption": "caption1", "caption2": "caption2",
  ]

  /// The system colours by name, light mode (Apple's Human Interface Guidelines).
  static let systemColors: [String: String] = [
    "blue": "#007aff", "red": "#ff3b30", "green": "#34c759", "orange": "#ff9500",
    "yellow": "#ffcc00", "pink": "#ff2d55", "purple": "#af52de", "teal": "#30b0c7",
    "indigo": "#5856d6", "mint": "#00c7be", "cyan": "#32ade6", "brown": "#a2845e",
    "gray": "#8e8e93", "black": "#000000", "white": "#ffffff", "primary": "#000000",
    "secondary": "#8a8a8e", "accentColor": "#007aff", "clear": "#ffffff",
  ]
  /// The colour of a style it does not know (a material, a gradient, an asset colour).
  static let unknownColor = "#8e8e93"

  /// `Font.headline`, …: a text style font.
  static func font(named name: String) -> FontValue? {
    textStyles[name].map { FontValue(textStyle: $0) }
  }

  /// `.system(size:weight:design:)`, `.system(.title)`, `.custom(_:size:)`, or a text style.
  func font(_ name: String, _ arguments: [Argument], _ node: some SyntaxProtocol, _ file: Int)
    -> FontValue?
  {
    switch name {
    case "system":
      if let style = arguments.first?.value.memberName, let font = Self.font(named: style) {
        var result = font
        result.weight = arguments.labeled("weight")?.memberName
        result.design = arguments.labeled("design")?.memberName
        return result
      }
      guard let size = arguments.labeled("size")?.number else { return nil }
      var result = FontValue(size: size, weight: arguments.labeled("weight")?.memberName)
      result.design = arguments.labeled("design")?.memberName
      return result
    case "custom":
      let custom = arguments.first?.value.text ?? "custom"
      let size = arguments.labeled("size")?.number ?? arguments.labeled("fixedSize")?.number
      note(
        .approximated, node, file,
        "custom font \"\(custom)\" laid out in the stand-in system font at its size")
      return FontValue(size: size, customName: custom)
    default:
      return Self.font(named: name)
    }
  }

  /// A font modifier: `.bold()`, `.weight(_:)`, `.italic()`, `.monospacedDigit()`.
  static func fontModifier(_ font: FontValue, _ name: String, _ arguments: [Argument]) -> FontValue
  {
    var result = font
    switch name {
    case "bold": result.weight = "bold"
    case "weight": result.weight = arguments.first?.value.memberName
    case "italic": result.italic = true
    case "monospacedDigit": result.monospacedDigit = true
    default: break
    }
    return result
  }

  /// A font as the description's text attributes.
  static func fontJSON(_ font: FontValue) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let size = font.size {
      members.append(("fontSize", .number(min(max(size, 1), 200))))
    } else {
      members.append(("textStyle", .string(font.textStyle ?? "body")))
    }
    if let weight = font.weight, Self.weights.contains(weight) {
      members.append(("weight", .string(weight)))
    }
    if font.italic { members.append(("italic", .bool(true))) }
    if font.monospacedDigit { members.append(("monospacedDigits", .bool(true))) }
    if let design = font.design, Self.designs.contains(design) {
      members.append(("design", .string(design)))
    }
    return .object(members)
  }

  /// The designs the description's text reads (`default` needs no key).
  static let designs: Set<String> = ["rounded", "serif", "monospaced"]

  static let weights: Set<String> = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]

  /// `Color.blue`, `.blue`, `Color(red:green:blue:)`, `Color("Asset")`: a `#rrggbb` colour.
  static func hexColor(_ arguments: [Argument]) -> String {
    if let red = arguments.labeled("red")?.number, let green = arguments.labeled("green")?.number,
      let blue = arguments.labeled("blue")?.number
    {
      func byte(_ value: Double) -> String {
        let level = SampleFormats.whole((min(max(value, 0), 1) * 255).rounded()) & 255
        let digits = Array("0123456789abcdef")
        return String([digits[level / 16], digits[level % 16]])
      }
      return "#" + byte(red) + byte(green) + byte(blue)
    }
    if let name = arguments.first?.value.memberName { return color(named: name) }
    return unknownColor
  }

  /// A style's colour: the system colour its name starts with (`blue.gradient` is blue).
  static func color(named name: String) -> String {
    systemColors[String(name.split(separator: ".").first ?? "")] ?? unknownColor
  }

  /// `Type.name(arguments)`: a static function of the sources, `Font.system`,
  /// an initialiser, or a static member with arguments.
  func staticCall(
    _ type: String, _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax,
    _ file: Int
  ) throws(SwiftSourceError) -> Value {
    if name == "init" {
      if index.types[type] != nil { return try construct(type, arguments, call, file) }
      if let view = try builtinView(type, arguments, call, file) { return view }
      return try builtinCall(type, arguments, call, file) ?? unknown(call, file, "\(type).init")
    }
    if type == "Font", let font = font(name, arguments, call, file) { return .font(font) }
    if type == "Calendar" || type == "Date" {
      note(.approximated, call, file, "\(type).\(name)(…) taken as the sample date")
      return .date(SampleFormats.sampleTime)
    }
    return .member(type: type, name: name, arguments: arguments.map(\.value))
  }

  /// `.name(arguments)` with no base: a font, or a case with associated values.
  func leadingDotCall(
    _ name: String, _ arguments: [Argument], _ call: FunctionCallExprSyntax, _ file: Int
  ) -> Value {
    if ["system", "custom"].contains(name), let font = font(name, arguments, call, file) {
      return .font(font)
    }
    return .member(type: nil, name: name, arguments: arguments.map(\.value))
  }

  /// A string literal with its interpolations (`specifier:` and `format:` honoured).
  func string(_ literal: StringLiteralExprSyntax, _ scope: Scope, _ file: Int)
    throws(SwiftSourceError) -> Value
  {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part): text += Self.unescaped(part.content.text)
      case .expressionSegment(let part):
        guard let first = part.expressions.first else { continue }
        let value = try eval(first.expression, scope, file)
        if let specifier = part.expressions.first(where: { $0.label?.text == "specifier" }),
          let pattern = try eval(specifier.expression, scope, file).text
        {
          text += SampleFormats.format(pattern, values: [stringify(value)])
        } else if case .date(let seconds) = value,
          let style = part.expressions.first(where: { $0.label?.text == "style" })
        {
          text += SampleFormats.text(
            seconds,
            style: style.expression.trimmedDescription.replacingOccurrences(of: ".", with: ""))
        } else if case .unknown(let what, _) = value {
          note(.approximated, first.expression, file, "\(what) shown as …")
          text += "…"
        } else {
          text += stringify(value)
        }
      }
    }
    return .string(text)
  }

  /// `\n`, `\t`, `\"`, `\\` in a literal's text.
  static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(
      of: "\\t", with: "\t"
    )
    .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
  }
}
