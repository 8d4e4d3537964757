import SizingModel
import StrictJSON

extension ViewEmitter {
  /// The longest text a description holds; longer sample text is cut.
  static let maximumTextLength = 1_000

  /// A text's members: its string (cased by `.textCase`), its font from the
  /// closest `.font`, and the other text attributes in effect.
  func textMembers(
    _ text: String, _ environment: [String: JSONValue], _ location: SourceLocation
  ) -> [(String, JSONValue)] {
    var string = text
    if case .string(let textCase) = environment["textCase"] {
      string = textCase == "uppercase" ? string.uppercased() : string.lowercased()
    }
    var members: [(String, JSONValue)] = [
      ("text", .string(String(string.prefix(Self.maximumTextLength))))
    ]
    var weight = environment["weight"]
    if case .object(let font) = environment["font"] {
      for (key, value) in font where key == "textStyle" || key == "fontSize" {
        members.append((key, value))
      }
      if weight == nil { weight = font.first { $0.0 == "weight" }?.1 }
      for (key, value) in font where ["italic", "monospacedDigits", "design"].contains(key) {
        if environment[key] == nil { members.append((key, value)) }
      }
    }
    if let weight { members.append(("weight", weight)) }
    for key in Self.textKeys where key != "weight" {
      if let value = environment[key] { members.append((key, value)) }
    }
    return members
  }

  /// An image's members: an SF Symbol is a square of its font's point size
  /// at the Large text size (estimated); an asset of unknown size is a
  /// placeholder-sized square (estimated); `.resizable()` and its aspect ratio.
  mutating func imageMembers(
    _ name: String, _ size: (Double, Double)?, _ isSymbol: Bool,
    _ environment: [String: JSONValue], _ view: ViewValue
  ) -> [(String, JSONValue)] {
    var own = size
    // A resizable image takes its proposal: its own size matters only for its ratio.
    let sizeMatters =
      view.attributes["resizable"] == nil
      || (view.attributes["contentMode"] != nil && view.attributes["aspectRatio"] == nil)
    if own == nil {
      if isSymbol {
        let side = Self.symbolSide(environment["font"])
        own = (side, side)
        if sizeMatters {
          notes.append(
            SourceNote(
              kind: .approximated, location: view.location,
              message:
                "SF Symbol \"\(name)\" drawn as a \(JSONValue.numberLiteral(side))-point square, "
                + "its font's point size at the Large text size (estimated)"))
        }
      } else {
        own = (ViewValue.placeholderSize, ViewValue.placeholderSize)
        if sizeMatters {
          notes.append(
            SourceNote(
              kind: .approximated, location: view.location,
              message:
                "image \"\(name)\" from the asset catalog: its size is unknown, taken as "
                + "\(Int(ViewValue.placeholderSize)) × \(Int(ViewValue.placeholderSize)) points (estimated)"
            ))
        }
      }
    }
    var members: [(String, JSONValue)] = [
      ("type", .string("image")), ("name", .string(String(name.prefix(100)))),
      ("size", .array([.number(own!.0), .number(own!.1)])),
    ]
    for key in ["resizable", "aspectRatio", "contentMode"] {
      if let value = view.attributes[key] { members.append((key, value)) }
    }
    return members
  }

  /// An SF Symbol's side in points: its font's point size at the Large text
  /// size (body, 17 points, without a font).
  static func symbolSide(_ font: JSONValue?) -> Double {
    guard case .object(let members) = font else { return pointSize(.body) }
    for (key, value) in members {
      if key == "fontSize", case .number(let size) = value { return size }
      if key == "textStyle", case .string(let name) = value, let style = TextStyle(rawValue: name) {
        return pointSize(style)
      }
    }
    return pointSize(.body)
  }

  /// A text style's point size at the Large text size (Apple's type scale).
  static func pointSize(_ style: TextStyle) -> Double {
    WidgetSizes.standard.typeScale.font(style, category: .large, os: .iOS17)?.value.pointSize
      ?? 17
  }
}
