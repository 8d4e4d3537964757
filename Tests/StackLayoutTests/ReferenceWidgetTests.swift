import Testing

@testable import StackLayout

@Suite struct ReferenceWidgetTests {
  let result = StackSolver().solve(referenceWidget(), width: 359, height: nil)

  @Test func hasThirtyTwoFrames() {
    #expect(result.ids.count == 32)
    #expect(result.frames.count == 32)
  }

  @Test func rootFitsItsContent() {
    // 8 + 52 (buttons: 32 + 4 + 16) + 8 + 4 × 49 (rows: 6 + 37 + 6) + 8 = 272
    #expect(result.width == 359)
    #expect(abs(result.height - 272) < 1e-9)
  }

  @Test func buttonsShareTheRowEqually() {
    // (359 − 16 − 16 − 2 × 8) / 3 = 103.666…
    let each = (327.0 - 16) / 3
    #expect(close(result.frame("button0"), rect(16, 8, each, 52)))
    #expect(close(result.frame("button1"), rect(16 + each + 8, 8, each, 52)))
    #expect(close(result.frame("button2"), rect(16 + 2 * (each + 8), 8, each, 52)))
    // icon centred: 16 + (103.667 − 32) / 2 = 51.833
    #expect(close(result.frame("icon0"), rect(16 + (each - 32) / 2, 8, 32, 32)))
    #expect(close(result.frame("label1"), rect(16 + each + 8 + (each - 41) / 2, 44, 41, 16)))
  }

  @Test func rowsGiveTheSurplusToTheTextStack() {
    // list at y = 8 + 52 + 8 = 68; row 1 at 68 + 49 = 117
    #expect(close(result.frame("row1"), rect(16, 117, 327, 49)))
    // thumb: centred in 37: y = 117 + 6 + 0.5
    #expect(close(result.frame("thumb1"), rect(16, 123.5, 36, 36)))
    // text stack: x = 16 + 36 + 12 = 64, width 327 − 48 = 279, y = 117 + 6
    #expect(close(result.frame("text1"), rect(64, 123, 279, 37)))
    #expect(close(result.frame("title1"), rect(64, 123, 200, 20)))
    #expect(close(result.frame("subtitle1"), rect(64, 145, 150, 15)))
  }

  @Test func noDiagnostics() {
    #expect(result.diagnostics.isEmpty)
  }
}
