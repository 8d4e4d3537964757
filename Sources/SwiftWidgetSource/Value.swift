import SwiftSyntax

/// A value the evaluator computes: sample data, a view, or something it
/// could not evaluate (which becomes a placeholder where a view is needed).
indirect enum Value {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  /// A sample date, in seconds from the sample day's midnight.
  case date(Double)
  case array([Value])
  /// A tuple, with labels where written (`enumerated()` gives offset, element).
  case tuple([(label: String?, value: Value)])
  /// An instance of a struct or class of the sources.
  case instance(Instance)
  /// An enum case or static member written with a leading dot or a type
  /// (`.systemSmall`, `.headline`, `Color.blue`), with its arguments.
  case member(type: String?, name: String, arguments: [Value])
  case view(ViewValue)
  /// What a view builder produced: zero or more views.
  case views([ViewValue])
  case closure(Closure)
  /// A type used as a value (`Color`, `Font`, a struct's name).
  case type(String)
  /// A length that is a multiple of the enclosing GeometryReader's size:
  /// `width` × its width + `height` × its height (`proxy.size.width * 0.4`).
  case fraction(width: Double, height: Double)
  /// A font (`.headline`, `.system(size: 20, weight: .bold)`).
  case font(FontValue)
  /// Something it could not evaluate: what, and where (nil: nowhere in particular).
  case unknown(String, at: SourceLocation?)

  /// An instance of a struct, enum or class of the sources.
  struct Instance {
    var typeName: String
    var fields: [String: Value]
  }

  /// A closure with the scope it captured.
  struct Closure {
    var syntax: ClosureExprSyntax
    var scope: Scope
    var file: Int
  }

  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  var text: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The leading-dot or static member's name.
  var memberName: String? {
    if case .member(_, let name, _) = self { return name }
    return nil
  }

  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}

/// A font as SwiftUI's `Font` describes it.
struct FontValue: Equatable {
  /// A text style (`headline`, `caption1`, …), or nil for a fixed size.
  var textStyle: String?
  /// A fixed size in points (`.system(size:)`, `.custom(_:size:)`).
  var size: Double?
  var weight: String?
  var italic = false
  var monospacedDigit = false
  /// A custom font's name (laid out in the stand-in font).
  var customName: String?
  /// `.system(size:weight:design:)`'s design: rounded, serif, monospaced.
  var design: String?
}

/// Names in scope: locals, parameters and `self`.
final class Scope {
  private var values: [String: Value] = [:]
  let parent: Scope?
  private var ownSelf: Value?

  init(parent: Scope?, selfValue: Value? = nil) {
    self.parent = parent
    self.ownSelf = selfValue
  }

  /// The instance whose members are in scope (`self`).
  var selfValue: Value? { ownSelf ?? parent?.selfValue }

  func lookup(_ name: String) -> Value? {
    if let value = values[name] { return value }
    return parent?.lookup(name)
  }

  func define(_ name: String, _ value: Value) { values[name] = value }

  /// Assigns to the nearest scope that defines `name`; false when none does.
  func assign(_ name: String, _ value: Value) -> Bool {
    if values[name] != nil {
      values[name] = value
      return true
    }
    return parent?.assign(name, value) ?? false
  }

  /// Sets a field of `self` (in an initialiser).
  func assignField(_ name: String, _ value: Value) {
    var owner: Scope? = self
    while let scope = owner {
      if case .instance(var instance) = scope.ownSelf {
        instance.fields[name] = value
        scope.ownSelf = .instance(instance)
        return
      }
      owner = scope.parent
    }
  }
}
