import Foundation
import SeededRandom

/// Mutates a valid input into a hostile one, deterministically from a seed:
/// one to six edits of bytes, JSON tokens, hostile scalars (control
/// characters, U+FFFF, emoji, a character no font has, huge and negative
/// numbers) and copies of a stretch of the input (deep nesting, repeats).
public struct InputMutator: Sendable {
  var random: SplitMix64

  public init(seed: UInt64) { random = SplitMix64(seed: seed) }

  static let tokens: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "0", "-1", "1e308", "-0", "0.5", "null", "true", "false",
    "\"id\"", "\"type\"", "\"label\"", "\"text\"", "\"items\"", "\"axis\"", "\"widgetKit\"",
    "\"supportedFamilies\"", "\"systemSmall\"", "\"{n}\"", "\\u0000", "\u{0}", "\u{1B}[31m",
    "\u{FFFF}", "\u{FFFE}", "🙂", "\u{12000}", "\\", "\n", " ", "99999999999999999999", "NaN",
  ]

  public mutating func number(_ upper: Int) -> Int { Int(random.next() % UInt64(max(upper, 1))) }

  /// Hostile values for a JSON value: numbers out of every range, wrong
  /// types, control characters, characters no font has, long and deep text.
  static var values: [Any] {
    [
      -1, 0, 1e308, -1e308, 0.000001, 1_000_000, 2_001, 25, 101, true, NSNull(), "", "\u{0}x",
      "\u{1B}[31mred", "\u{FFFF}", "🙂🎉", "\u{12000}", String(repeating: "W", count: 1_200),
      "{n}{n}", "systemSmall", "label", "stack", "vertical", "horizontal", [Any](), [String: Any](),
      [[[[[[1]]]]]], ["systemSmall", "systemSmall"],
    ]
  }

  /// `input`, a JSON document, with one value in it replaced, a member or
  /// element removed or a container copied into itself; nil when `input`
  /// is not JSON. The result is JSON, so the readers' own checks are met.
  mutating func mutateStructure(_ input: [UInt8]) -> [UInt8]? {
    guard
      let root = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])
    else { return nil }
    var tree = root
    for _ in 0...number(2) { tree = mutate(value: tree, depth: 0) }
    return (try? JSONSerialization.data(withJSONObject: tree, options: [.fragmentsAllowed]))
      .map(Array.init)
  }

  private mutating func mutate(value: Any, depth: Int) -> Any {
    let here = number(4) == 0 || depth > 12
    if var object = value as? [String: Any], !object.isEmpty, !here {
      let key = object.keys.sorted()[number(object.count)]
      switch number(8) {
      case 0: object.removeValue(forKey: key)
      case 1: object[key + "x"] = object[key]
      default: object[key] = mutate(value: object[key]!, depth: depth + 1)
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty, !here {
      let index = number(array.count)
      switch number(8) {
      case 0: array.remove(at: index)
      case 1: array.append(contentsOf: Array(repeating: array[index], count: 1 + number(40)))
      default: array[index] = mutate(value: array[index], depth: depth + 1)
      }
      return array
    }
    if number(6) == 0, value is [String: Any] || value is [Any] {
      return [value, value]  // nested one level deeper
    }
    // Mostly a hostile value of the same type, which strict readers let
    // through to the layout; sometimes any value.
    if number(4) > 0 {
      if value is String {
        let strings = Self.values.compactMap { $0 as? String }
        return strings[number(strings.count)]
      }
      if value is NSNumber {
        return [-1, 0, 0.5, 3, 12, 60, 999, 1e12].map { $0 as Any }[number(8)]
      }
    }
    return Self.values[number(Self.values.count)]
  }

  /// `input` after one to six edits.
  public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
    if number(3) > 0, let structural = mutateStructure(input) { return structural }
    var bytes = input
    for _ in 0...number(6) {
      let at = bytes.isEmpty ? 0 : number(bytes.count)
      switch number(5) {
      case 0 where !bytes.isEmpty:
        bytes.remove(at: at)
      case 1:
        bytes.insert(contentsOf: Array(Self.tokens[number(Self.tokens.count)].utf8), at: at)
      case 2 where !bytes.isEmpty:
        bytes[at] = UInt8(truncatingIfNeeded: random.next())
      case 3 where bytes.count > 1:
        // A copy of a stretch, inserted elsewhere (repeats, nesting).
        let start = number(bytes.count - 1)
        let length = 1 + number(min(200, bytes.count - start))
        let stretch = Array(bytes[start..<min(bytes.count, start + length)])
        for _ in 0...number(3) { bytes.insert(contentsOf: stretch, at: min(at, bytes.count)) }
      default:
        let token = Self.tokens[number(Self.tokens.count)]
        bytes.replaceSubrange(at..<min(bytes.count, at + token.utf8.count), with: Array(token.utf8))
      }
    }
    return bytes
  }
}
