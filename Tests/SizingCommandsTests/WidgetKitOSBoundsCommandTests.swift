import Foundation
import SizingCommands
import Testing

/// `--os` on the command line (issue 23): a version that is no release gets
/// one line listing WidgetKit's and why there is no iOS 19–25, never a
/// "did you mean" by edit distance; an iOS a screen did not run is refused
/// by the model's validator with the screen's range (exit 64).
@Suite struct WidgetKitOSBoundsCommandTests {
  /// 19 is one edit from 9, but iOS 19 never existed: Apple numbered the
  /// release after iOS 18 as iOS 26 (frameup).
  @Test(arguments: ["19", "20", "25"])
  func aVersionAfter18ThatAppleSkippedSaysSo(_ version: String) {
    let result = SizingCLI.execute(["table", "--host", "widgetkit", "--os", version])
    #expect(result.exitCode == 64)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "WidgetKit's are 14, 15, 16, 17, 18 and 26 (Apple numbered the release after iOS 18 as "
          + "iOS 26; there was no iOS 19–25 (frameup))."), "\(result.stderr)")
    #expect(!result.stderr.contains("Did you mean"), "\(result.stderr)")
    #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
  }

  /// Other numeric values get no edit-distance guess either: `--os 8` is
  /// not a typo of 9, nor `--metric 2` of anything.
  @Test func numbersGetNoDidYouMean() {
    for arguments in [["table", "--os", "8"], ["table", "--metric", "2"]] {
      let result = SizingCLI.execute(arguments)
      #expect(result.exitCode == 64)
      #expect(!result.stderr.lowercased().contains("did you mean"), "\(result.stderr)")
    }
    // A mistyped name still gets its guess.
    let typo = SizingCLI.execute(["table", "--host", "widgetkit", "--family", "systemSmal"])
    #expect(typo.stderr.contains("did you mean 'systemSmall'?"), "\(typo.stderr)")
  }

  /// 320x568's models (iPhone SE 1st generation, iPod touch 7th
  /// generation) stopped at iOS 15 (Apple's iOS 16 list has neither).
  @Test func anIOSTheScreenDidNotRunIsExit64WithTheRange() {
    let result = SizingCLI.execute([
      "layout", "--host", "widgetkit", "--family", "systemSmall", "--device", "320x568",
      "--os", "26", "--widget", "Data/widgets/pdf-viewer-widgetkit.json",
    ])
    #expect(result.exitCode == 64)
    #expect(
      result.stderr
        == "sizing-cli: 320x568 (iPhone SE (1st generation), iPod touch (7th generation)) runs "
        + "iOS 9…15; --os 26 is outside it (wiki-iphone-models, apple-ios16-devices); valid --os "
        + "here: 14, 15\n")
    let ok = SizingCLI.execute([
      "layout", "--host", "widgetkit", "--family", "systemSmall", "--device", "320x568",
      "--os", "15", "--widget", "Data/widgets/pdf-viewer-widgetkit.json",
    ])
    #expect(ok.exitCode == 0, "\(ok.stderr)")
  }

  /// The table under iOS 26 shows the 2016-era screens' rows with the
  /// reason instead of frames (414x736 stopped at iOS 16, 320x568 at 15).
  @Test func theTableShowsWhyAScreenHasNoFramesOnAnIOSItDidNotRun() {
    let result = SizingCLI.execute(["table", "--host", "widgetkit", "--os", "26"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "\n— 414x736 (iPhone 6s Plus, iPhone 7 Plus, iPhone 8 Plus) runs iOS 9…16; --os 26 is "
          + "outside it (wiki-iphone-models); valid --os here: 14, 15, 16\n"), "\(result.stdout)")
    #expect(result.stdout.contains("\n— 320x568 (iPhone SE (1st generation), iPod touch (7th "))
    #expect(!result.stdout.contains("— 375x667"))
  }
}
