import SizingModel
import Testing

@Suite struct CategoryTests {
  @Test(arguments: ContentSizeCategory.allCases)
  func everySpellingParsesInAnyCase(category: ContentSizeCategory) {
    for spelling in category.spellings {
      #expect(ContentSizeCategory(parsing: spelling) == category, "\(spelling)")
      #expect(ContentSizeCategory(parsing: spelling.uppercased()) == category)
      #expect(ContentSizeCategory(parsing: spelling.lowercased()) == category)
      #expect(ContentSizeCategory(parsing: " \(spelling) ") == category)
    }
  }

  @Test func spellingsMatchUIKitAndSimctl() {
    #expect(
      ContentSizeCategory.extraSmall.spellings == [
        "xS", "extraSmall", "UICTContentSizeCategoryXS", "extra-small",
      ])
    #expect(
      ContentSizeCategory.accessibilityExtraExtraExtraLarge.spellings == [
        "AX5", "accessibilityExtraExtraExtraLarge", "UICTContentSizeCategoryAccessibilityXXXL",
        "accessibility-extra-extra-extra-large",
      ])
    #expect(
      ContentSizeCategory.accessibilityMedium.uikitRawValue
        == "UICTContentSizeCategoryAccessibilityM")
    #expect(ContentSizeCategory.default == .large)
    #expect(ContentSizeCategory.large.displayName == "Large (default)")
  }

  @Test func everySpellingIsUnique() {
    let all = ContentSizeCategory.allCases.flatMap { $0.spellings.map { $0.lowercased() } }
    // "small", "medium" and "large" are both the UIKit and the simctl spelling.
    #expect(Set(all).count == all.count - 3)
  }

  @Test(arguments: ["", "XXS", "AX6", "extra small", "UICTContentSizeCategory", "large!"])
  func rejectsUnknownSpellings(text: String) {
    #expect(ContentSizeCategory(parsing: text) == nil)
  }

  @Test func namedChoicesListValidNamesInErrors() throws {
    #expect(
      throws: SizingError.unknownValue(
        kind: "orientation", value: "sideways", valid: ["portrait", "landscape"])
    ) {
      try Orientation.parse("sideways")
    }
    #expect(try OSVersion.parse("13") == .iOS13)
    #expect(try WidgetLocation.parse("Quick-Actions") == .quickActions)
    // iOS 11, 12 and 13 are one release group, named 13; the version is ordered.
    #expect(try OSVersion.parse("11") == .iOS13 && OSVersion.parse("iOS 12") == .iOS13)
    #expect(try OSVersion.parse("9") < OSVersion.parse("10"))
    for bad in ["8", "14", "9.5", ""] {
      #expect(throws: SizingError.self) { try OSVersion.parse(bad) }
    }
    do {
      _ = try OSVersion.parse("14")
    } catch {
      #expect(error.description == "unknown os '14'; valid: 9, 10, 13")
      #expect(error.exitCode == 64)
    }
  }
}

@Suite struct TypeScaleTests {
  let model = WidgetSizes.standard

  @Test func hIGAnchorsOnIOS13() throws {
    let body = try #require(model.font(.body, category: .large, os: .iOS13))
    // Line height 17 × 2444/2048, ascender 17 × 1950/2048 (SF, text-metrics
    // note §1); leading between lines 22 − 20.287109375 (the text style's
    // own, where the HIG leading is taller); tracking 17 × −26 / 1000 (HIG).
    #expect(
      body.value
        == FontMetrics(
          pointSize: 17, leading: 22, weight: .regular, lineHeight: 20.287109375,
          ascender: 17.0 * 1950 / 2048, lineSpacing: 1.712890625, tracking: -0.442))
    #expect(body.provenance == .measured(source: "hig-typography"))
    let headline = try #require(
      model.font(.headline, category: .accessibilityExtraExtraExtraLarge, os: .iOS13))
    #expect(headline.value.pointSize == 53 && headline.value.weight == .semibold)
    let caption2 = try #require(
      model.font(.caption2, category: .accessibilityExtraExtraExtraLarge, os: .iOS13))
    #expect(caption2.value.pointSize == 40)
    let subhead = try #require(
      model.font(.subheadline, category: .extraExtraExtraLarge, os: .iOS13))
    #expect(subhead.value.leading == 28)
  }

  @Test(arguments: [OSVersion.iOS9, .iOS10])
  func onlyBodyGrowsAtAccessibilitySizesBeforeIOS11(os: OSVersion) throws {
    for style in TextStyle.allCases where style != .largeTitle {
      let xxxL = try #require(model.font(style, category: .extraExtraExtraLarge, os: os)).value
      for category in ContentSizeCategory.allCases where category.isAccessibility {
        let font = try #require(model.font(style, category: category, os: os))
        if style == .body {
          #expect(font.value.pointSize > xxxL.pointSize)
          #expect(font.provenance.kind == "measured")
        } else {
          #expect(font.value.pointSize == xxxL.pointSize, "\(style) \(category)")
          #expect(font.provenance.kind == "derived")
        }
      }
    }
    #expect(model.font(.largeTitle, category: .large, os: os) == nil)
    #expect(model.font(.title1, category: .large, os: os)?.value.weight == .light)
  }

  @Test func everyStyleGrowsMonotonically() throws {
    for os in OSVersion.todayReleases {
      for style in TextStyle.allCases {
        let sizes = ContentSizeCategory.allCases.compactMap {
          model.font(style, category: $0, os: os)?.value.pointSize
        }
        #expect(sizes == sizes.sorted(), "\(style) \(os)")
      }
    }
  }
}
