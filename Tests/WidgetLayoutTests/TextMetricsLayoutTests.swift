import PangoText
import SizingModel
import StackLayout
import Testing
import WidgetLayout

@testable import WidgetDescriptions

/// Labels in a widget are as tall as UIKit makes them (text-metrics note
/// §1–2): every text style at every text size, one line on an @2x and an
/// @3x screen, measured with Pango and laid out by the solver; expected
/// heights from ``UILabelHeights`` (hand formula on the published SF metrics).
@Suite struct TextMetricsLayoutTests {
  /// A version-2 widget whose expanded body stacks one label per style.
  static let widget: WidgetDescription = {
    let labels = TextStyle.allCases.map {
      #"{"type": "label", "id": "\#($0.rawValue)", "text": "Hg", "textStyle": "\#($0.rawValue)"}"#
    }
    let json = #"""
      {"version": 2, "appName": "Styles",
       "compact": {"axis": "vertical", "items": [{"type": "view", "id": "spacer"}]},
       "expanded": {"body": {"id": "styles", "axis": "vertical", "alignment": "leading",
         "items": [\#(labels.joined(separator: ","))]}}}
      """#
    return try! WidgetDescription.parse(json)
  }()

  @Test(arguments: [("iphone-8", 2.0), ("iphone-x", 3.0)])
  func oneLineLabelsAreTheLineHeightRoundedUpToThePixelGrid(device: String, scale: Double)
    throws
  {
    let layout = TodayWidgetLayout(description: Self.widget, measurer: PangoTextMeasurer.shared)
    let model = WidgetSizes.standard
    var checked = 0
    for category in ContentSizeCategory.allCases {
      let env = try environment(device, category)
      let result = try layout.layout(in: env, mode: .expanded)
      for style in TextStyle.allCases {
        let font = try #require(model.font(style, category: category, os: .iOS13)).value
        let label = try #require(result.element(style.rawValue))
        let expected = UILabelHeights.height(
          pointSize: font.pointSize, higLeading: font.leading, scale: scale)
        #expect(
          abs(label.frame.height - expected) < 1e-9, "\(style) at \(category) @\(scale)x")
        checked += 1
      }
    }
    #expect(checked == 11 * 12)
  }

  @Test func twoLineHeadlineAddsTheStylesLeadingOnceAndRounds() throws {
    // headline at Large: 2 × 17 × 2444/2048 + (22 − 20.287109375) = 42.287109375:
    // 42.5 on @2x, 127/3 on @3x.
    #expect(UILabelHeights.height(pointSize: 17, higLeading: 22, lines: 2, scale: 2) == 42.5)
    let json = #"""
      {"version": 2, "appName": "Two",
       "compact": {"axis": "vertical", "alignment": "leading", "items": [
         {"type": "label", "id": "title", "textStyle": "headline", "numberOfLines": 2,
          "text": "Episode 214: The Art of Small Screens and of Glanceable Numbers"},
         {"type": "view", "id": "rest", "hugging": [1, 1]}]}}
      """#
    let layout = TodayWidgetLayout(
      description: try WidgetDescription.parse(json), measurer: PangoTextMeasurer.shared)
    for (device, expected) in [("iphone-se", 42.5), ("iphone-x", 127.0 / 3)] {
      let result = try layout.layout(in: try environment(device), mode: .compact)
      let title = try #require(result.element("title"))
      #expect(title.text?.lineCount == 2, "\(device)")
      #expect(abs(title.frame.height - expected) < 1e-9, "\(device)")
    }
  }
}

/// Issue 19's podcast widget: an image beside a two-line headline, a
/// subheadline and a row of 28-pt controls fits the iPhone 8's 110-pt compact
/// section at Large once labels are as tall as UIKit makes them.
@Suite struct PodcastExampleTests {
  @Test func theCompactSectionFitsAtLargeOnAnIPhone8() throws {
    let layout = TodayWidgetLayout(
      description: try WidgetDescription(contentsOf: "Data/widgets/podcast.json"),
      measurer: PangoTextMeasurer.shared)
    let result = try layout.layout(in: try environment("iphone-8"), mode: .compact)
    // 8 + title 42.5 (2 × 20.287 + 1.713 up to @2x) + 2 + show 18 (15 × 2444/2048 = 17.9)
    // + 2 + controls 28 + 8 = 108.5 ≤ 110; the HIG leading gave 8 + 44 + 2 + 20 + 2 + 28 + 8
    // = 112.
    let title = try #require(result.element("episode.title"))
    #expect(title.text?.lineCount == 2 && title.frame.height == 42.5)
    #expect(result.element("episode.show")?.frame.height == 18)
    #expect(result.element("episode")?.frame.height == 92.5)
    #expect(!result.diagnostics.contains { $0.kind == .compactContentClipped })
    // Nothing in the compact section is cut or clipped (list rows, id[n], aside).
    let compact = result.diagnostics.filter {
      $0.kind != .solver && !($0.elementID?.contains("[") ?? false)
    }
    #expect(compact.isEmpty, "\(compact)")
  }
}
