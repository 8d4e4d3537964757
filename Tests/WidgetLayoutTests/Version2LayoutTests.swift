import Foundation
import SizingModel
import StackLayout
import Testing
import WidgetLayout

@testable import WidgetDescriptions

private func layout(_ json: String) throws -> TodayWidgetLayout {
  TodayWidgetLayout(
    description: try WidgetDescription.parse(json), measurer: ApproximateTextMeasurer())
}

/// Version-2 layouts checked against frames computed by hand from UIStackView's
/// rules and the model's published sizes (iPhone 8 at Large: 359 pt wide,
/// 110 pt compact; ReferenceLayoutTests checks those numbers).
@Suite struct Version2LayoutTests {
  @Test func compactTreeFramesByHand() throws {
    let widget = try layout(
      version2(
        #"""
        {"id": "row", "axis": "horizontal", "spacing": 8, "margins": [10, 16, 10, 16],
         "items": [{"type": "view", "id": "square", "intrinsic": [40, 40], "hugging": [251, 251]},
                   {"type": "view", "id": "rest", "color": "#336699"}]}
        """#))
    let result = try widget.layout(in: try environment("iphone-8"), mode: .compact)
    #expect(result.element("row")?.frame == Rect(x: 0, y: 0, width: 359, height: 110))
    // fill alignment: 110 − 10 − 10 tall; the square keeps 40 (it hugs harder).
    #expect(result.element("square")?.frame == Rect(x: 16, y: 10, width: 40, height: 90))
    // 359 − 16 − 40 − 8 − 16 = 279.
    #expect(result.element("rest")?.frame == Rect(x: 64, y: 10, width: 279, height: 90))
    #expect(result.element("rest")?.color == "#336699")
    #expect(!result.isExpandedAvailable)
    let expanded = try widget.layout(in: try environment("iphone-8"), mode: .expanded)
    #expect(expanded.mode == .compact)
    #expect(expanded.diagnostics.contains { $0.kind == .expandedUnavailable })
  }

  @Test func listShowsWholeRowsOfItsTemplateFilledPerItem() throws {
    let items = (0..<12).map { #"{"n": "\#($0)"}"# }.joined(separator: ",")
    let widget = try layout(
      version2(
        label,
        expanded: #"""
          {"list": {"maxRows": 12, "row": {"id": "r", "axis": "vertical", "items": [
            {"type": "label", "id": "t", "text": "Item {n}", "textStyle": "body"},
            {"type": "view", "id": "gap", "intrinsic": [null, 28]}]},
           "items": [\#(items)]}}
          """#))
    let env = try environment("iphone-8")
    let result = try widget.layout(in: env, mode: .expanded)
    // body at Large: 17 × 2444/2048 = 20.287 → 20.5 at 2×; + 28 = 48.5, + one
    // 0.5-pt separator.
    #expect(result.sections.rowHeights.allSatisfy { $0 == 49 })
    let room = result.maximumExpandedSize.height.value - 110
    let whole = Int((room / 49).rounded(.down))
    #expect(whole < 12 && result.visibleRecents == whole)
    #expect(result.preferredContentSize.height.value == 110 + Double(result.visibleRecents) * 49)
    #expect(result.element("t[3]")?.text?.text == "Item 3")
    #expect(abs((result.element("t[3]")?.frame.y ?? 0) - (110 + 3 * 49)) < 1e-9)
    let separator = try #require(result.element("expanded.separator[0]")).frame
    #expect(abs(separator.y - 158.5) < 1e-9 && separator.height == 0.5)
    let cut = try #require(result.element("r[\(result.visibleRecents)]"), "a row that does not fit")
    #expect(!cut.isVisible)
  }

  @Test func bodySetsThePreferredHeightAndIsClippedAtTheMaximum() throws {
    let short = try layout(
      version2(label, expanded: #"{"body": {"type": "view", "id": "b", "intrinsic": [null, 30]}}"#))
    let env = try environment("iphone-8")
    let fits = try short.layout(in: env, mode: .expanded)
    #expect(fits.preferredContentSize.height.value == 140)
    #expect(fits.element("b")?.frame == Rect(x: 0, y: 110, width: 359, height: 30))
    #expect(!fits.diagnostics.contains { $0.kind == .bodyClipped })
    let tall = try layout(
      version2(
        label, expanded: #"{"body": {"type": "view", "id": "b", "intrinsic": [null, 1000]}}"#))
    let clipped = try tall.layout(in: env, mode: .expanded)
    let maximum = clipped.maximumExpandedSize.height.value
    #expect(clipped.preferredContentSize.height.value == maximum)
    #expect(clipped.visibleRecents == 1)
    let finding = try #require(clipped.diagnostics.first { $0.kind == .bodyClipped })
    #expect(finding.elementID == "b")
    #expect(
      finding.message.contains("the body is 1000 pt tall; \(formatPoints(maximum - 110)) pt fit"))
    #expect(!clipped.diagnostics.contains { $0.kind == .noRowFits })
  }

  @Test func fontsFollowDynamicTypeUnlessTheLabelOptsOut() throws {
    let widget = try layout(
      version2(
        #"""
        {"axis": "vertical", "items": [
          {"type": "label", "id": "grows", "text": "A", "textStyle": "body", "weight": "bold"},
          {"type": "label", "id": "fixed", "text": "A", "textStyle": "body",
           "adjustsFontForContentSizeCategory": false}]}
        """#))
    let result = try widget.layout(
      in: try environment("iphone-8", .accessibilityExtraExtraExtraLarge), mode: .compact)
    // HIG: body is 53 pt (leading 62) at AX5 and 17 pt (leading 22) at Large; bold is
    // 700. Lines: size × 2444/2048, ascender size × 1950/2048; leading between lines
    // 22 − 20.287109375 at Large, none at AX5 (62 < 63.248); tracking 53 × 6 / 1000 and
    // 17 × −26 / 1000 (HIG table).
    #expect(
      result.element("grows")?.text?.font
        == FontSpec(
          pointSize: 53, lineHeight: 53.0 * 2444 / 2048, weight: 700, ascender: 53.0 * 1950 / 2048,
          leading: 0, tracking: 53.0 * 6 / 1000))
    #expect(
      result.element("fixed")?.text?.font
        == FontSpec(
          pointSize: 17, lineHeight: 20.287109375, weight: 400, ascender: 17.0 * 1950 / 2048,
          leading: 1.712890625, tracking: -0.442))
  }

  @Test func compactContentPastTheCompactHeightIsReported() throws {
    let widget = try layout(
      version2(
        #"{"axis": "vertical", "alignment": "leading", "items": [{"type": "view", "id": "tall", "intrinsic": [10, 200], "compression": [1000, 1000]}]}"#
      ))
    let result = try widget.layout(in: try environment("iphone-8"), mode: .compact)
    let finding = try #require(result.diagnostics.first { $0.kind == .compactContentClipped })
    #expect(finding.elementID == "tall")
    #expect(finding.message == "spans y 0…200 outside the 110-pt compact section")
    #expect(WidgetDiagnostic.Kind.compactContentClipped.checkRule?.id == "compact-clipped")
  }

  /// The reference widget and its version-2 twin give the same frames in
  /// every environment and mode (the twin's row stacks exclude the
  /// separator pixel that the template's row elements include).
  @Test func referenceTwinLaysOutIdenticallyEverywhere() throws {
    let text = try #require(WidgetSizes.embeddedFile("widgets/reference-v2.json"))
    let twin = TodayWidgetLayout(
      description: try WidgetDescription.parse(text), measurer: ApproximateTextMeasurer())
    var compared = 0
    for env in EnvironmentMatrix().environments {
      for mode in [DisplayMode.compact, .expanded] {
        let one = try approximateLayout.layout(in: env, mode: mode)
        let two = try twin.layout(in: env, mode: mode)
        #expect(one.preferredContentSize.size == two.preferredContentSize.size)
        #expect(one.visibleRecents == two.visibleRecents && one.mode == two.mode)
        #expect(one.sections.rowHeights == two.sections.rowHeights)
        let first = one.elements.filter { $0.kind != .row }.map {
          [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]
        }
        let second = two.elements.filter { !$0.id.hasPrefix("row[") }.map {
          [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]
        }
        #expect(first == second, "\(env) \(mode)")
        compared += 1
      }
    }
    #expect(compared > 1000)
  }
}
