import Testing

@testable import SizingModel

@Suite struct FormatPointsTests {
  // Expected strings written by hand: the shortest exact form, at most three decimals.
  @Test(arguments: [
    (110.0, "110"), (112.5, "112.5"), (383.75, "383.75"), (1.0 / 3, "0.333"),
    (-2.5, "-2.5"), (0.0004, "0"), (2.0 / 3, "0.667"), (1e20, "1e+20"),
    (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
  ])
  func pointsPrintShortestExact(value: Double, text: String) {
    #expect(formatPoints(value) == text)
  }

  @Test func leadingAndTrailingAreLeftAndRight() {
    let insets = Insets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.leading == 2 && insets.trailing == 4)
  }
}
