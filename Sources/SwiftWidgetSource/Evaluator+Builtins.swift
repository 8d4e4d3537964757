import SwiftSyntax

extension Evaluator {
  /// Properties of strings, arrays and numbers (`count`, `isEmpty`, `first`, …).
  func builtinProperty(_ name: String, of value: Value) -> Value? {
    switch (value, name) {
    case (.null, _): return .null
    case (.string(let text), "count"): return .int(text.count)
    case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
    case (.string(let text), "capitalized"): return .string(text.capitalized)
    case (.string(let text), "first"): return text.first.map { .string(String($0)) } ?? .null
    case (.string(let text), "description"): return .string(text)
    case (.array(let items), "count"): return .int(items.count)
    case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
    case (.array(let items), "first"): return items.first ?? .null
    case (.array(let items), "last"): return items.last ?? .null
    case (.array(let items), "indices"): return .array(items.indices.map(Value.int))
    case (_, "description"): return .string(stringify(value))
    default: return nil
    }
  }

  /// Methods of strings, arrays, numbers and dates; nil where none applies.
  func builtinMethod(
    _ name: String, of value: Value, _ arguments: [Argument], _ node: some SyntaxProtocol,
    _ file: Int
  ) throws(SwiftSourceError) -> Value? {
    let first = arguments.first?.value
    switch (value, name) {
    case (.string(let text), "uppercased"): return .string(text.uppercased())
    case (.string(let text), "lowercased"): return .string(text.lowercased())
    case (.string(let text), "prefix"):
      return .string(String(text.prefix(max(first?.count ?? 0, 0))))
    case (.string(let text), "hasPrefix"): return .bool(text.hasPrefix(first?.text ?? "\u{0}"))
    case (.string(let text), "contains"): return .bool(text.contains(first?.text ?? "\u{0}"))
    case (.array(let items), "enumerated"):
      return .array(
        items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
    case (.array(let items), "prefix"):
      return .array(Array(items.prefix(max(first?.count ?? 0, 0))))
    case (.array(let items), "suffix"):
      return .array(Array(items.suffix(max(first?.count ?? 0, 0))))
    case (.array(let items), "dropFirst"):
      return .array(Array(items.dropFirst(max(first?.count ?? 1, 0))))
    case (.array(let items), "dropLast"):
      return .array(Array(items.dropLast(max(first?.count ?? 1, 0))))
    case (.array(let items), "reversed"): return .array(items.reversed())
    case (.array(let items), "joined"):
      return .string(items.map(stringify).joined(separator: first?.text ?? ""))
    case (.array(let items), "contains"):
      if case .closure(let closure)? = first {
        for item in items where try truth(closure, item, node, file) { return .bool(true) }
        return .bool(false)
      }
      return .bool(items.contains { equal($0, first ?? .null) })
    case (.array(let items), "map"), (.array(let items), "compactMap"),
      (.array(let items), "flatMap"):
      var mapped: [Value] = []
      if case .member("KeyPath", let path, _)? = first {
        for item in items { mapped.append(try property(path, of: item, node, file) ?? .null) }
        return .array(mapped)
      }
      guard case .closure(let closure)? = first else { return nil }
      for item in items {
        let result = try invoke(closure, [item], node)
        if case .array(let inner) = result, name == "flatMap" {
          mapped += inner
        } else if case .null = result, name == "compactMap" {
        } else {
          mapped.append(result)
        }
      }
      return .array(mapped)
    case (.array(let items), "filter"), (.array(let items), "first"):
      guard case .closure(let closure)? = arguments.first?.value else { return nil }
      var kept: [Value] = []
      for item in items where try truth(closure, item, node, file) {
        if name == "first" { return item }
        kept.append(item)
      }
      return name == "first" ? .null : .array(kept)
    case (.array(let items), "min"), (.array(let items), "max"):
      let numbers = items.compactMap(\.number)
      guard let best = name == "min" ? numbers.min() : numbers.max() else { return .null }
      return items.allSatisfy { if case .int = $0 { true } else { false } }
        ? .int(SampleFormats.whole(best)) : .double(best)
    case (.array(let items), "reduce"):
      return try reduce(items, arguments, node)
    case (.date(let seconds), "addingTimeInterval"): return .date(seconds + (first?.number ?? 0))
    case (.date(let seconds), "formatted"):
      return .string(SampleFormats.formatted(seconds, call: node.trimmedDescription))
    case (.int, "formatted"), (.double, "formatted"):
      return .string(formatNumber(value, style: node.trimmedDescription))
    case (.double(let number), "rounded"): return .double(number.rounded())
    default: return nil
    }
  }

  /// `reduce(initial, +)` or `reduce(initial) { … }`.
  private func reduce(_ items: [Value], _ arguments: [Argument], _ node: some SyntaxProtocol)
    throws(SwiftSourceError) -> Value?
  {
    guard arguments.count == 2 else { return nil }
    var total = arguments[0].value
    let combine = arguments[1]
    for item in items {
      if case .closure(let closure) = combine.value {
        total = try invoke(closure, [total, item], node)
      } else if let next = Self.apply(
        combine.syntax.trimmedDescription, total, item, equal: equal)
      {
        total = next
      } else {
        return nil
      }
    }
    return total
  }

  /// A predicate closure's answer for `item` (false when not evaluated).
  private func truth(
    _ closure: Value.Closure, _ item: Value, _ node: some SyntaxProtocol, _ file: Int
  )
    throws(SwiftSourceError) -> Bool
  {
    if case .bool(let holds) = try invoke(closure, [item], node) { return holds }
    return false
  }

  /// A value as string interpolation prints it (dates and unknowns as sample text).
  func stringify(_ value: Value) -> String {
    switch value {
    case .null: "nil"
    case .bool(let flag): flag ? "true" : "false"
    case .int(let number): "\(number)"
    case .double(let number): "\(number)"
    case .string(let text): text
    case .date(let seconds): SampleFormats.time(seconds)
    case .array(let items): "[" + items.map(stringify).joined(separator: ", ") + "]"
    case .member(_, let name, _): name
    case .instance(let instance): instance.typeName
    case .tuple(let parts): "(" + parts.map { stringify($0.value) }.joined(separator: ", ") + ")"
    default: "…"
    }
  }

  /// A number formatted by `.formatted(…)` or `format:`: a percent, or
  /// grouped thousands with at most three decimals (en_US).
  func formatNumber(_ value: Value, style: String) -> String {
    let number = value.number ?? 0
    if style.contains("percent") {
      let percent = number * 100
      return
        (percent == percent.rounded()
        ? "\(SampleFormats.whole(percent))" : SampleFormats.fixed(percent, digits: 1))
        + "%"
    }
    let whole = SampleFormats.whole(number.rounded(.towardZero))
    var digits = String(abs(whole))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits = String(digits.dropLast(3))
    }
    grouped = (number < 0 ? "-" : "") + digits + grouped
    let fraction = abs(number - Double(whole))
    guard fraction > 0.0005 else { return grouped }
    let decimals = SampleFormats.fixed(fraction, digits: 3).drop { $0 != "." }
    return grouped + String(decimals.reversed().drop { $0 == "0" }.reversed())
  }
}

extension Value {
  /// An integer argument (`prefix(3)`).
  var count: Int? {
    if case .int(let value) = self { return value }
    return nil
  }
}
