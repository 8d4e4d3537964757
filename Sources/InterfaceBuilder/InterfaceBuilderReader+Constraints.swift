import AutoLayout
import WidgetDescriptions

extension InterfaceBuilderReader {
  /// IB's attribute names (`baseline` is the last baseline).
  static let attributes: [String: LayoutAttribute] = {
    var map = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
    map["baseline"] = .lastBaseline
    map["notAnAttribute"] = nil
    return map
  }()

  /// A `<constraint>` with its items resolved: `firstItem` defaults to the
  /// view holding the constraint; `multiplier` is a number or a ratio
  /// (`1:2`); `priority` defaults to 1000.
  func constraint(_ pending: PendingConstraint) throws(InterfaceBuilderError) -> LayoutConstraint? {
    let e = pending.element
    func item(_ key: String) throws(InterfaceBuilderError) -> LayoutItem? {
      guard let id = e[key] else { return nil }
      if let view = ids[id + pending.suffix] ?? ids[id] { return LayoutItem(view: view) }
      if let guide = guides[id + pending.suffix] ?? guides[id] { return guide }
      throw error(
        e.line, "the constraint's \(key) \"\(id)\" is not a view or layout guide in this scene")
    }
    func attribute(_ key: String) throws(InterfaceBuilderError) -> LayoutAttribute? {
      guard let name = e[key] else { return nil }
      guard let attribute = Self.attributes[name] else {
        let valid = Self.attributes.keys.sorted().joined(separator: ", ")
        throw error(e.line, "unknown \(key) \"\(name)\" (valid: \(valid))")
      }
      return attribute
    }
    let first = try item("firstItem") ?? LayoutItem(view: pending.owner)
    guard let firstAttribute = try attribute("firstAttribute") else {
      throw error(e.line, "the constraint has no firstAttribute")
    }
    let second = try item("secondItem")
    let secondAttribute =
      try attribute("secondAttribute") ?? (second == nil ? .notAnAttribute : firstAttribute)
    if second != nil, firstAttribute.isHorizontal != secondAttribute.isHorizontal {
      throw error(
        e.line,
        "the constraint relates \(firstAttribute.rawValue) to \(secondAttribute.rawValue): "
          + "a horizontal and a vertical attribute cannot be related")
    }
    let relations: [String: LayoutRelation] = [
      "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
      "equal": .equal,
    ]
    let relation =
      try e["relation"].map { (name) throws(InterfaceBuilderError) in
        guard let relation = relations[name] else {
          throw error(
            e.line,
            "unknown relation \"\(name)\" (valid: equal, greaterThanOrEqual, lessThanOrEqual)")
        }
        return relation
      } ?? .equal
    let multiplier = try number(e, "multiplier", default: 1)
    let constant = try number(e, "constant", default: 0)
    let priority = try number(e, "priority", default: 1000)
    guard (1...1000).contains(priority) else {
      throw error(e.line, "priority \(e["priority"] ?? "") is outside 1…1000")
    }
    if second == nil, firstAttribute != .width, firstAttribute != .height {
      throw error(
        e.line,
        "a constant constraint on \(firstAttribute.rawValue) needs a second item (only width and height stand alone)"
      )
    }
    return LayoutConstraint(
      first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, identifier: e["identifier"], sourceLine: e.line)
  }

  /// A finite number attribute within ±1,000,000, or a ratio `a:b`.
  func number(_ e: XMLElementNode, _ key: String, default value: Double)
    throws(InterfaceBuilderError)
    -> Double
  {
    guard let text = e[key] else { return value }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let number: Double?
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
      number = a / b
    } else {
      number = Double(text)
    }
    guard let number, number.isFinite, abs(number) <= 1_000_000 else {
      throw error(e.line, "\(key) \"\(text)\" is not a finite number within ±1,000,000")
    }
    return number
  }
}
