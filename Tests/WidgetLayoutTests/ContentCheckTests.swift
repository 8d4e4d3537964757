import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

/// The rules for vanished, squeezed and distorted content, against frames
/// worked out by hand. iPhone 8 portrait, Today view, iOS 13, Large: the
/// widget is 359 pt wide and the compact section 110 pt tall, so a stack
/// with margins [10, 16, 10, 16] has 327 × 90 pt inside; the screen is 2×,
/// so the default tolerance is 0.5 pt. The approximate measurer gives every
/// character (and "…") half the point size: a 22-pt `fontSize` label 11 pt a
/// character, title1 at Large (28 pt) 14 pt.
@Suite struct ContentCheckTests {
  static func findings(
    _ compact: String, expanded: String? = nil, tolerance: Double? = nil
  ) throws -> [WidgetDiagnostic] {
    var layout = TodayWidgetLayout(
      description: try WidgetDescription.parse(version2(compact, expanded: expanded)),
      measurer: ApproximateTextMeasurer())
    layout.squeezeTolerance = tolerance
    return try layout.layout(in: try environment("iphone-8"), mode: .compact).diagnostics
      .filter { $0.kind.checkRule != nil }.errorsFirst()
  }

  /// A horizontal stack, 327 × 90 pt inside, alignment `alignment`.
  static func row(_ items: String, alignment: String = "center") -> String {
    #"{"id": "row", "axis": "horizontal", "alignment": "\#(alignment)", "spacing": 8, "#
      + #""margins": [10, 16, 10, 16], "items": [\#(items)]}"#
  }

  /// A one-line 22-pt label of `count` characters (11 pt each) that never
  /// gives way: compression 1000 across.
  static func title(_ count: Int) -> String {
    #"{"type": "label", "id": "title", "text": "\#(String(repeating: "x", count: count))", "#
      + #""fontSize": 22, "compression": [1000, 750]}"#
  }

  static func image(_ id: String, _ width: Double, _ height: Double) -> String {
    #"{"type": "image", "id": "\#(id)", "size": [\#(width), \#(height)]}"#
  }

  static func summary(_ found: [WidgetDiagnostic]) -> [String] {
    found.map { "\($0.kind.checkRule?.id ?? "") \($0.elementID ?? "")" }
  }

  /// Issue 22 (a): a 64-pt thumbnail beside a long title of the same
  /// compression resistance (750): the first item shrinks first, all the way.
  @Test func aThumbnailBesideALongTitleVanishes() throws {
    // 60 × 8.5 (body) = 510 pt; 64 + 8 + 510 − 327 = 255 pt too much: the
    // thumbnail gives its 64 (to 0), the title the other 191 (to 319, truncated).
    let longTitle =
      #"{"type": "label", "id": "title", "text": "\#(String(repeating: "y", count: 60))", "textStyle": "body"}"#
    let found = try Self.findings(Self.row(Self.image("thumb", 64, 64) + ", " + longTitle))
    #expect(Self.summary(found) == ["content-vanished thumb", "label-truncated title"])
    #expect(
      found.first?.message == "the 64 × 64 pt image is squeezed to 0 × 64 pt: it does not show")
    #expect(found.first?.kind.checkRule?.severity == .error)
  }

  /// Issue 22 (b): podcast artwork, 94 pt square in a 94-pt-tall row
  /// (margins 8), squeezed to 0 × 94 by the episode's details (equal priorities).
  @Test func podcastArtworkBecomesZeroByNinetyFour() throws {
    let compact = #"""
      {"id": "now", "axis": "horizontal", "alignment": "fill", "spacing": 12,
       "margins": [8, 16, 8, 16], "items": [
        {"type": "image", "id": "artwork", "name": "artwork", "size": [94, 94]},
        {"id": "episode", "axis": "vertical", "items": [
          {"type": "label", "id": "episode.title", "text": "Episode 214: The Art of Small Screens and Other Stories", "textStyle": "headline"}]}]}
      """#
    let found = try Self.findings(compact)
    let vanished = found.filter { $0.kind == .contentVanished }
    #expect(vanished.map(\.elementID) == ["artwork"])
    #expect(
      vanished.first?.message == "the 94 × 94 pt image is squeezed to 0 × 94 pt: it does not show")
  }

  /// Issue 22 (c): a streak count "27" (title1: 2 × 14 = 28 pt) beside a
  /// 29-character title (319 pt) that never gives way: 319 + 8 + 28 − 327 =
  /// 28 pt too much, all the count's. An error, and no truncation warning.
  @Test func aStreakCountSqueezedToZeroIsAnErrorNotATruncation() throws {
    let count = #"{"type": "label", "id": "streak.count", "text": "27", "textStyle": "title1"}"#
    let found = try Self.findings(Self.row(Self.title(29) + ", " + count, alignment: "fill"))
    #expect(Self.summary(found) == ["content-vanished streak.count"])
    #expect(found.first?.message == "is squeezed to 0 × 90 pt: '27' does not show")
  }

  /// 27 characters (297 pt): 297 + 8 + 28 − 327 = 6 pt too much, so the count
  /// is 22 pt wide; "2…" needs 28 pt, more than 22 + 0.5: only "…" shows.
  /// 28 characters (308 pt) leave it 11 pt: vanished too; 26 (286 pt) leave
  /// 327 − 286 − 8 = 33 pt, room for its 28: no finding.
  @Test func aLabelTruncatedToABareEllipsisIsAnError() throws {
    let count = #"{"type": "label", "id": "streak.count", "text": "27", "textStyle": "title1"}"#
    let found = try Self.findings(Self.row(Self.title(27) + ", " + count))
    #expect(Self.summary(found) == ["content-vanished streak.count"])
    #expect(
      try Self.summary(Self.findings(Self.row(Self.title(28) + ", " + count)))
        == ["content-vanished streak.count"])
    #expect(try Self.findings(Self.row(Self.title(26) + ", " + count)).isEmpty)
    #expect(
      found.first?.message
        == "shows no character of '27' at 22 pt wide, at most '…' ('2…' does not fit)")
  }

  /// 24 characters (264 pt): 64 + 8 + 264 − 327 = 9 pt too much: the image
  /// is 55 × 64, smaller but not gone: a warning, and not also a distortion.
  @Test func aPartlySqueezedImageIsAWarning() throws {
    let found = try Self.findings(Self.row(Self.image("art", 64, 64) + ", " + Self.title(24)))
    #expect(Self.summary(found) == ["content-squeezed art"])
    #expect(found.first?.message == "the 64 × 64 pt image is squeezed to 55 × 64 pt")
    #expect(found.first?.kind.checkRule?.severity == .warning)
  }

  /// 23 characters (253 pt) beside a 66.3-pt image: 66.3 + 8 + 253 − 327 =
  /// 0.3 pt too much, less than a pixel at 2× (0.5 pt): no finding; with a
  /// tolerance of 0 it is a squeeze, and 0.25 still catches it.
  @Test func aSubPixelSqueezeIsWithinTheTolerance() throws {
    let items = Self.image("art", 66.3, 64) + ", " + Self.title(23)
    #expect(try Self.findings(Self.row(items)).isEmpty)
    #expect(
      try Self.summary(Self.findings(Self.row(items), tolerance: 0)) == ["content-squeezed art"])
    #expect(
      try Self.summary(Self.findings(Self.row(items), tolerance: 0.25)) == ["content-squeezed art"])
    #expect(try Self.findings(Self.row(items), tolerance: 0.5).isEmpty)
  }

  /// `fill` stretches a 64 × 64 image to the row's 90 pt (the label, hugging
  /// 1, takes the surplus along the axis): 64 × 90, 26 pt off either way.
  @Test func anImageFillStretchesIsDistorted() throws {
    let label =
      #"{"type": "label", "id": "l", "text": "Hi", "textStyle": "body", "hugging": [1, 251]}"#
    let found = try Self.findings(
      Self.row(Self.image("art", 64, 64) + ", " + label, alignment: "fill"))
    #expect(Self.summary(found) == ["image-distorted art"])
    #expect(
      found.first?.message
        == "the 64 × 64-pt image is stretched to 64 × 90 pt, out of its 1 : 1 ratio")
    // Centred, it keeps 64 × 64.
    #expect(try Self.findings(Self.row(Self.image("art", 64, 64) + ", " + label)).isEmpty)
  }

  /// Version 1: 8 quick actions with spacing 16 give each column
  /// (327 − 7 × 16) / 8 = 26.875 pt; a one-line title1 label (14 pt a
  /// character) "Gone" (56 pt) truncates, and "G…" (28 pt) does not fit in
  /// 26.875 + 0.5: every label shows only "…". "G" alone (14 pt) fits.
  @Test func versionOneActionLabelsTooNarrowForALetterVanish() throws {
    func kinds(_ title: String) throws -> [String] {
      let actions = Array(repeating: #"{"title": "\#(title)", "icon": "scan"}"#, count: 8)
      let json =
        #"{"appName": "T", "quickActions": [\#(actions.joined(separator: ", "))], "#
        + #""recents": [{"title": "A"}], "actionStyle": {"numberOfLines": 1, "spacing": 16, "#
        + #""iconSize": 20, "labelStyle": "title1"}}"#
      let layout = TodayWidgetLayout(
        description: try WidgetDescription.parse(json), measurer: ApproximateTextMeasurer())
      return try layout.layout(in: try environment("iphone-8"), mode: .compact).diagnostics
        .filter { [.contentVanished, .textTruncated].contains($0.kind) }
        .map { "\($0.kind.checkRule?.id ?? "") \($0.elementID ?? "")" }
    }
    #expect(try kinds("Gone") == (0..<8).map { "content-vanished action\($0).label" })
    #expect(try kinds("G").isEmpty)
  }

  /// A compact section of a spacer and a hidden label shows nothing.
  @Test func anEmptyCompactSectionIsAnError() throws {
    let compact = #"""
      {"id": "c", "axis": "vertical", "items": [
        {"type": "view", "id": "gap"},
        {"type": "label", "id": "h", "text": "Hi", "textStyle": "body", "hidden": true}]}
      """#
    let found = try Self.findings(compact)
    #expect(Self.summary(found) == ["section-empty c"])
    #expect(found.first?.kind.checkRule?.severity == .error)
  }

  /// The WidgetKit variant of (a): systemSmall on 375x667 has 116 × 116 pt
  /// of content; a 10-character title (110 pt, compression 1000) and 6 pt of
  /// spacing leave the 64-pt image 116 − 116 = 0 pt.
  @Test func aWidgetKitImageSqueezedByItsTitleVanishes() throws {
    let json = widgetKitAll(
      #"{"id": "kit", "axis": "horizontal", "alignment": "center", "spacing": 6, "items": ["#
        + Self.image("kit.art", 64, 64) + ", " + Self.title(10) + "]}")
    let layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(json), measurer: ApproximateTextMeasurer())
    let result = try layout.layout(
      .systemSmall, on: try WidgetKitSizes.standard.screen("375x667"), category: .large)
    // The solver's own note (kind `solver`) is no finding.
    let checked = result.diagnostics.filter { $0.kind.checkRule != nil }
    #expect(Self.summary(checked) == ["content-vanished kit.art"])
    let report = WidgetKitChecker(layout: layout).check(
      layout.cells(families: [.systemSmall], categories: [.large]))
    #expect(report.findings.first?.rule == "content-vanished")
    #expect(report.findings.first?.elementID == "kit.art")
    #expect(report.findings.first?.severity == .error)
  }
}
