import Testing

@testable import StackLayout

/// Seeded byte mutations of a valid document: the reader either returns a
/// document or a one-line error, and every document it accepts solves to
/// finite, non-negative sizes.
@Suite struct DocumentFuzzTests {
  static let base = Array(
    #"""
    {"width": 200, "scale": 2, "root": {"id": "root", "axis": "vertical", "spacing": 4,
     "alignment": "center", "margins": [1, 2, 3, 4], "customSpacing": {"row": 6}, "items": [
      {"id": "row", "axis": "horizontal", "distribution": "fillEqually", "items": [
        {"id": "a", "intrinsic": [30, null], "hugging": [251, 251]},
        {"id": "t", "text": "Hello there", "font": {"size": 12, "lineHeight": 15}, "lines": 2}]},
      {"id": "b", "intrinsic": [10, 20], "hidden": true, "baseline": [8, 8]}]}}
    """#.utf8)

  @Test(arguments: Array(UInt64(1)...UInt64(40)))
  func mutatedDocumentsNeverCrash(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let alphabet = Array(#"{}[]",:0123456789.-enulltrueaxisidE \"#.utf8)
    for _ in 0..<50 {
      var bytes = Self.base
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let k = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[k] = alphabet.randomElement(using: &generator)!
        case 1: bytes.remove(at: k)
        default: bytes.insert(alphabet.randomElement(using: &generator)!, at: k)
        }
      }
      do {
        let document = try StackDocument(json: bytes)
        let result = document.solve(textMeasurer: ApproximateTextMeasurer())
        #expect(result.width.isFinite && result.height.isFinite)
        #expect(result.frames.allSatisfy { $0.width >= 0 && $0.height >= 0 && $0.x.isFinite })
      } catch {
        #expect(!error.description.contains("\n"))
        #expect(!error.description.isEmpty)
      }
    }
  }
}
