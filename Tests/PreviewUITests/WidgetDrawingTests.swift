import CGtk
import PangoText
import PreviewUI
import SizingModel
import StackLayout
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout
import XCTest

/// Drawing without any display: cairo image surfaces and Pango only (what
/// `sizing-cli render` relies on). No test here calls gtk_init.
final class WidgetDrawingTests: XCTestCase {
  let engine = PreviewEngine(description: .reference)

  private func scene(_ change: (inout PreviewState) -> Void) throws -> WidgetScene {
    var state = PreviewState()
    change(&state)
    return try XCTUnwrap(engine.frame(for: state).scene)
  }

  /// Draws `scene` plainly at `zoom` and returns the card's vertical extent
  /// below the header, in pixels, measured in a column 14 pt from the left.
  private func drawnContentHeight(_ scene: WidgetScene, zoom: Double) -> Int? {
    let options = DrawingOptions.plain(zoom: zoom)
    let size = WidgetPainter.canvasSize(scene, options: options)
    let image = ImagePixels(
      width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up))
    ) {
      WidgetPainter.draw(scene, options: options, into: $0)
    }
    let origin = WidgetPainter.contentOrigin(options)
    let column = Int(((origin.x + 14) * zoom).rounded())
    guard let extent = image.extent(ofColor: Palette.light.card.rgb, column: column) else {
      return nil
    }
    XCTAssertEqual(Double(extent.lowerBound), origin.y * zoom, accuracy: 1)
    return extent.count
  }

  func testCompactSectionIsDrawnAtTheCompactHeightAtEveryZoom() throws {
    // The default device is an iPhone: the published 95 pt (xS) and 140 pt (xxxL).
    for (category, zoom, expected) in [
      (ContentSizeCategory.extraSmall, 1.0, 95.0), (.extraExtraExtraLarge, 2.0, 140),
    ] {
      let scene = try scene { $0.category = category }
      XCTAssertEqual(scene.height, expected)
      let drawn = try XCTUnwrap(drawnContentHeight(scene, zoom: zoom))
      XCTAssertEqual(Double(drawn), expected * zoom, accuracy: 1.01, "\(category) at \(zoom)×")
    }
  }

  func testExpandedSceneIsDrawnAtThePreferredHeightWithWholeRows() throws {
    let scene = try scene { $0.mode = .expanded }
    XCTAssertGreaterThan(scene.height, scene.compactHeight)
    XCTAssertLessThanOrEqual(scene.height, scene.maximumExpandedHeight)
    let drawn = try XCTUnwrap(drawnContentHeight(scene, zoom: 1))
    XCTAssertEqual(Double(drawn), scene.height, accuracy: 1.01)
    let rowTexts = scene.elements.filter { $0.id.hasPrefix("row") && !$0.isGhost }
    XCTAssertFalse(rowTexts.isEmpty)
    for element in rowTexts { XCTAssertLessThanOrEqual(element.frame.maxY, scene.height + 1e-6) }
  }

  func testRowsThatDoNotFitAreGhostsBelowTheCut() throws {
    let scene = try scene {
      $0.mode = .expanded
      $0.category = .accessibilityExtraLarge
      $0.largerAccessibilitySizes = true
    }
    let ghosts = scene.elements.filter(\.isGhost)
    XCTAssertFalse(ghosts.isEmpty)
    for ghost in ghosts { XCTAssertGreaterThanOrEqual(ghost.frame.y, scene.height - 1e-6) }
  }

  func testIOS9UsesTheDarkPaletteAndNoModeButton() throws {
    let scene = try scene { $0.os = .iOS9 }
    XCTAssertTrue(scene.isDark)
    XCTAssertNil(scene.modeButtonTitle)
    let options = DrawingOptions.plain(zoom: 1)
    let size = WidgetPainter.canvasSize(scene, options: options)
    let image = ImagePixels(width: Int(size.width), height: Int(size.height)) {
      WidgetPainter.draw(scene, options: options, into: $0)
    }
    XCTAssertGreaterThan(image.count(Palette.dark.card.rgb), 1000)
    XCTAssertEqual(image.count(Palette.light.card.rgb), 0)
  }

  func testModeButtonTitleFollowsTheMode() throws {
    XCTAssertEqual(try scene { _ in }.modeButtonTitle, "Show More")
    XCTAssertEqual(try scene { $0.mode = .expanded }.modeButtonTitle, "Show Less")
    XCTAssertNil(try scene { $0.location = .quickActions }.modeButtonTitle)
  }

  func testIconsOfTheReferenceWidgetAreEmbeddedAndDrawn() throws {
    for action in WidgetDescription.reference.quickActions {
      let paths = try XCTUnwrap(IconLibrary.icon(named: action.icon), action.icon)
      XCTAssertFalse(paths.isEmpty)
    }
    XCTAssertNotNil(BundledResources.text("style.css"))
    let scene = try scene { _ in }
    let icon = try XCTUnwrap(
      scene.elements.first { if case .icon = $0.content { true } else { false } })
    let options = DrawingOptions.plain(zoom: 1)
    let size = WidgetPainter.canvasSize(scene, options: options)
    let image = ImagePixels(width: Int(size.width), height: Int(size.height)) {
      WidgetPainter.draw(scene, options: options, into: $0)
    }
    let origin = WidgetPainter.contentOrigin(options)
    var tinted = 0
    for y in Int(icon.frame.y)..<Int(icon.frame.maxY) {
      for x in Int(icon.frame.x)..<Int(icon.frame.maxX)
      where image.pixel(x + Int(origin.x), y + Int(origin.y)) != Palette.light.card.rgb {
        tinted += 1
      }
    }
    XCTAssertGreaterThan(tinted, 30, "the icon's strokes are drawn")
  }

  func testLabelsAreDrawnWithTheMeasuredFont() throws {
    let scene = try scene {
      $0.category = .accessibilityExtraExtraExtraLarge; $0.largerAccessibilitySizes = true
    }
    for element in scene.elements {
      guard case .text(let spec, _) = element.content else { continue }
      XCTAssertEqual(PangoTextMeasurer.shared.resolvedFamily(for: spec.font), "Inter")
    }
  }
}

final class SVGPathTests: XCTestCase {
  func testAbsoluteAndRelativeCommandsBecomeAbsoluteSegments() throws {
    let path = try XCTUnwrap(SVGPath("M2 3h4v5l-1 1zM10 10q2 0 2 2"))
    XCTAssertEqual(path.segments[0], .move(2, 3))
    XCTAssertEqual(path.segments[1], .line(6, 3))
    XCTAssertEqual(path.segments[2], .line(6, 8))
    XCTAssertEqual(path.segments[3], .line(5, 9))
    XCTAssertEqual(path.segments[4], .close)
    XCTAssertEqual(path.segments[5], .move(10, 10))
    guard case .cubic(_, _, _, _, let x, let y) = path.segments[6] else {
      return XCTFail("quadratic becomes cubic")
    }
    XCTAssertEqual(x, 12)
    XCTAssertEqual(y, 12)
  }

  func testImplicitLinesAfterMoveAndSmoothCurves() throws {
    let path = try XCTUnwrap(SVGPath("M0 0 10 0 10 10C10 12 12 14 14 14S18 16 18 18"))
    XCTAssertEqual(path.segments[1], .line(10, 0))
    XCTAssertEqual(path.segments[2], .line(10, 10))
    XCTAssertEqual(path.segments[4], .cubic(16, 14, 18, 16, 18, 18))
  }

  func testUnsupportedOrMalformedDataIsRejected() {
    XCTAssertNil(SVGPath("M0 0A5 5 0 0 1 10 10"))
    XCTAssertNil(SVGPath("M0"))
    XCTAssertNil(SVGPath("10 10"))
  }
}

/// The painter shows each label exactly as the solver measured it: the
/// same lines and the same truncation, in every category and both modes.
final class DrawnTextMatchesSolverTests: XCTestCase {
  func testEveryLabelWrapsAndTruncatesWhereTheSolverSaid() throws {
    let layout = TodayWidgetLayout(description: .reference, measurer: PangoTextMeasurer.shared)
    let device = try WidgetSizes.standard.device("iphone-se")
    var checked = 0
    for category in ContentSizeCategory.allCases {
      for mode in DisplayMode.allCases {
        let env = WidgetEnvironment(device: device, category: category)
        let result = TodayLayoutResult(sections: try layout.sections(in: env), requestedMode: mode)
        for element in result.elements {
          guard let text = element.text, text.measuredHeight <= element.frame.height + 1e-6 else {
            continue
          }
          let spec = TextSpec(text: text.text, font: text.font, numberOfLines: text.numberOfLines)
          let drawn = WidgetPainter.drawnText(spec, in: element.frame)
          let metrics = PangoTextMeasurer.shared.measure(drawn.spec, maxWidth: drawn.width)
          XCTAssertEqual(metrics.lineCount, text.lineCount, "\(element.id) at \(category)")
          XCTAssertEqual(metrics.isTruncated, text.isTruncated, "\(element.id) at \(category)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
