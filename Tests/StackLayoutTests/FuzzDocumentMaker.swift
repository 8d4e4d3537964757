import PropertyTestSupport

/// Seeded random `solve` documents as JSON text, for the fuzz target: valid
/// trees most of the time, with numbers drawn from the edges of every range
/// (negative spacing, tiny and huge font sizes, scales below 1, values just
/// past the limits), and now and then a wrong type, an unknown key, a
/// newline in a string or a byte-level edit. Deterministic per seed
/// (SplitMix64), so a failing input is replayed from its seed alone.
struct FuzzDocumentMaker {
  private var random: SplitMix64
  private var nextID = 0

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Numbers a document may hold, weighted toward the range edges.
  static let numbers: [String] = [
    "0", "1", "2", "3", "10", "17", "22", "44", "100", "250", "251", "499.5", "500", "500.5",
    "750", "999", "1000", "1001", "16", "16.5", "0.5", "0.999", "1e-300", "1e-17", "-0",
    "-1", "-3", "-10", "-200", "-1000", "1000000", "1000001", "-1000000", "-1000001",
    "1e300", "-1e300", "0.333", "2.5", "null", "\"7\"", "true",
  ]

  mutating func next() -> UInt64 { random.next() }

  mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  mutating func chance(_ percent: Int) -> Bool { int(100) < percent }

  /// A number: mostly a plain one (0…60, or a negative spacing), else an edge.
  mutating func number(plain: ClosedRange<Int> = 0...60) -> String {
    chance(70)
      ? String(plain.lowerBound + int(plain.count)) : Self.numbers[int(Self.numbers.count)]
  }

  mutating func id() -> String {
    nextID += 1
    if chance(1) { return chance(50) ? "\"a\\nb\(nextID)\"" : "\"\"" }
    return "\"n\(nextID)\""
  }

  mutating func node(depth: Int) -> String {
    var members = ["\"id\": \(id())"]
    if chance(10) { members.append("\"hidden\": \(chance(50))") }
    if depth < 5 && chance(45) {
      let axes = ["\"horizontal\"", "\"vertical\""]
      let distributions = [
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
      ]
      let alignments = [
        "fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline", "top",
      ]
      members.append("\"axis\": \(axes[int(2)])")
      members.append("\"distribution\": \"\(distributions[int(distributions.count)])\"")
      members.append("\"alignment\": \"\(alignments[int(alignments.count)])\"")
      if chance(70) { members.append("\"spacing\": \(number(plain: -30...12))") }
      if chance(20) {
        let m = (0..<4).map { _ in number(plain: 0...10) }
        members.append("\"margins\": [\(m.joined(separator: ", "))]")
      }
      if chance(20) { members.append("\"marginsRelative\": \(chance(50))") }
      var items: [String] = []
      let count = int(6)
      for _ in 0..<count { items.append(node(depth: depth + 1)) }
      if chance(25) && count > 0 {
        let firstID = "\"n\(nextID)\""
        members.append("\"customSpacing\": {\(firstID): \(number(plain: -40...12))}")
      }
      members.append("\"items\": [\(items.joined(separator: ", "))]")
    } else if chance(25) {
      let words = ["Open", "Scan Document", "A longer title that wraps", "x", "", "a\\nb"]
      var text = words[int(words.count)]
      if chance(3) { text = String(repeating: "W", count: 990 + int(20)) }
      members.append("\"text\": \"\(text)\"")
      members.append("\"font\": {\"size\": \(number(plain: 1...30)), \"lineHeight\": \(number())}")
      if chance(50) { members.append("\"lines\": \(number(plain: 0...3))") }
    } else {
      members.append("\"intrinsic\": [\(chance(15) ? "null" : number()), \(number())]")
      if chance(20) { members.append("\"hugging\": [\(number()), \(number())]") }
      if chance(20) { members.append("\"compression\": [\(number()), \(number())]") }
      if chance(10) { members.append("\"baseline\": [\(number()), \(number())]") }
    }
    if chance(1) { members.append("\"colour\": 1") }
    return "{\(members.joined(separator: ", "))}"
  }

  /// One document's bytes.
  mutating func document() -> [UInt8] {
    var members: [String] = []
    if chance(50) { members.append("\"width\": \(number(plain: 0...400))") }
    if chance(20) { members.append("\"height\": \(number(plain: 0...400))") }
    if chance(30) { members.append("\"scale\": \(chance(70) ? String(int(4)) : number())") }
    members.append("\"root\": \(node(depth: 0))")
    var bytes = Array("{\(members.joined(separator: ", "))}".utf8)
    if chance(5) {
      let alphabet = Array(#"{}[]",:0123456789.-eE \"#.utf8)
      for _ in 0...int(3) {
        let k = int(bytes.count)
        switch int(3) {
        case 0: bytes[k] = alphabet[int(alphabet.count)]
        case 1: bytes.remove(at: k)
        default: bytes.insert(alphabet[int(alphabet.count)], at: k)
        }
      }
    }
    return bytes
  }
}
