extension LayoutResult {
  /// The result as one line of JSON:
  /// `{"width":…,"height":…,"frames":{"<id>":{"x":…,"y":…,"width":…,
  /// "height":…},…},"diagnostics":[{"kind":…,"node":…,"message":…},…]}`.
  /// Frames are in tree order (depth-first, root first); numbers are the
  /// shortest text that reads back as the same Double.
  public func jsonString() -> String {
    var out = "{\"width\":\(Self.number(width)),\"height\":\(Self.number(height)),\"frames\":{"
    for (k, id) in ids.enumerated() {
      let f = frames[k]
      if k > 0 { out += "," }
      out += Self.quoted(id)
      out += ":{\"x\":\(Self.number(f.x)),\"y\":\(Self.number(f.y)),"
      out += "\"width\":\(Self.number(f.width)),\"height\":\(Self.number(f.height))}"
    }
    out += "},\"diagnostics\":["
    for (k, d) in diagnostics.enumerated() {
      if k > 0 { out += "," }
      out += "{\"kind\":\(Self.quoted(d.kind.rawValue)),\"node\":\(Self.quoted(d.nodeID)),"
      out += "\"message\":\(Self.quoted(d.message))}"
    }
    return out + "]}"
  }

  /// A Double as JSON: integers without a fraction, others shortest exact.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The result as an indented text tree: one node per line with its frame,
  /// then the diagnostics. `depths` gives each node's depth (root 0).
  public func textTree(depths: [Int]) -> String {
    var lines = ["size \(Self.number(width)) × \(Self.number(height)) pt"]
    for (k, id) in ids.enumerated() {
      let f = frames[k]
      let indent = String(repeating: "  ", count: k < depths.count ? depths[k] : 0)
      var line = "\(indent)\(id)  x \(Self.number(f.x))  y \(Self.number(f.y))"
      line += "  w \(Self.number(f.width))  h \(Self.number(f.height))"
      if let text = texts[id] {
        line += "  lines \(text.lineCount)\(text.isTruncated ? " truncated" : "")"
      }
      lines.append(line)
    }
    for d in diagnostics { lines.append("\(d.kind.rawValue): \(d.nodeID): \(d.message)") }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension LayoutNode {
  /// Each node's depth (root 0) in depth-first pre-order, like
  /// ``LayoutResult/ids``.
  public var depthsInTreeOrder: [Int] {
    var depths: [Int] = []
    var pending: [(LayoutNode, Int)] = [(self, 0)]
    while let (node, depth) = pending.popLast() {
      depths.append(depth)
      if case .stack(let stack) = node.content {
        for item in stack.items.reversed() { pending.append((item, depth + 1)) }
      }
    }
    return depths
  }
}
