import StrictJSON

extension LayoutResult {
  /// The result as one line of JSON:
  /// `{"width":…,"height":…,"frames":{"<id>":{"x":…,"y":…,"width":…,
  /// "height":…},…},"diagnostics":[{"kind":…,"node":…,"message":…},…]}`.
  /// Frames are in tree order (depth-first, root first); numbers are the
  /// shortest text that reads back as the same Double.
  public func jsonString() -> String {
    json.rendered(pretty: false)
  }

  /// The result as a JSON value, in the member order of ``jsonString()``.
  public var json: JSONValue {
    var frameMembers: [(String, JSONValue)] = []
    frameMembers.reserveCapacity(ids.count)
    for (k, id) in ids.enumerated() {
      let f = frames[k]
      frameMembers.append(
        (
          id,
          .object([
            ("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)),
            ("height", .number(f.height)),
          ])
        ))
    }
    return .object([
      ("width", .number(width)), ("height", .number(height)), ("frames", .object(frameMembers)),
      (
        "diagnostics",
        .array(
          diagnostics.map {
            .object([
              ("kind", .string($0.kind.rawValue)), ("node", .string($0.nodeID)),
              ("message", .string($0.message)),
            ])
          })
      ),
    ])
  }

  /// The result as an indented text tree: one node per line with its frame,
  /// then the diagnostics. `depths` gives each node's depth (root 0).
  public func textTree(depths: [Int]) -> String {
    let number = formatPoints
    var lines = ["size \(number(width)) × \(number(height)) pt"]
    for (k, id) in ids.enumerated() {
      let f = frames[k]
      let indent = String(repeating: "  ", count: k < depths.count ? depths[k] : 0)
      var line = "\(indent)\(id)  x \(number(f.x))  y \(number(f.y))"
      line += "  w \(number(f.width))  h \(number(f.height))"
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
