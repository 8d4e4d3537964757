import PangoText
import SizingModel
import StackLayout
import Testing
import WidgetLayout

@testable import WidgetDescriptions

/// The whole-cell property over every device × category × orientation ×
/// location × iOS × mode × recents 0…8: never a partial row, never more than
/// maxRows, never above the maximum, preferred height = compact + Σ visible
/// rows, and the action row exactly the compact height.
@Suite struct WholeCellPropertyTests {
  static let tolerance = 1e-9

  @Test func matrixHoldsOnlyValidEnvironments() {
    let matrix = EnvironmentMatrix()
    #expect(matrix.environments.allSatisfy { (try? $0.validate()) != nil })
    let columns = matrix.environments.filter(\.isColumnLocation)
    #expect(!columns.isEmpty)
    #expect(
      columns.allSatisfy {
        $0.device.idiom == .pad && $0.orientation == .landscape && $0.os <= .iOS10
      })
    // Only devices that ran each iOS, 2 orientations, 12 categories:
    // iOS 9: 5 devices (SE, 8, 8 Plus, iPad 9.7", iPad Pro 12.9") × 2 locations
    // (no Quick Actions) + 2 iPads × 2 columns; iOS 10: 6 devices (+ iPad Pro 10.5")
    // × 3 locations + 3 iPads × 2 columns; iOS 11–13: 11 devices × 3 locations.
    let runs = (5 * 2 * 2 + 2 * 2) + (6 * 2 * 3 + 3 * 2) + 11 * 2 * 3
    #expect(runs == 132)
    #expect(matrix.count == runs * 12)
    #expect(EnvironmentMatrix.modes(in: matrix.environments[0], recents: 0) == [.compact])
  }

  @Test func everyCellShowsOnlyWholeRows() throws {
    let matrix = EnvironmentMatrix()
    var cells = 0
    var failures = 0
    var sawPartialFit = false
    try approximateLayout.sweep(matrix, recents: 0...8) { sections, outcome, count in
      cells += 1
      let result = TodayLayoutResult(
        sections: sections.limited(toRecents: count), requestedMode: outcome.requestedMode)
      let problems = Self.problems(in: result, recents: count)
      #expect(result.outcome == outcome)
      if !problems.isEmpty {
        failures += 1
        if failures <= 5 {
          Issue.record(
            "\(sections.environment.summary) \(outcome.requestedMode) \(count): \(problems)")
        }
      }
      if result.visibleRecents > 0, !result.rowsThatDoNotFit.isEmpty { sawPartialFit = true }
      try #require(failures < 50)
    }
    #expect(cells == matrix.cellCount(recents: 0...8))
    #expect(failures == 0)
    #expect(sawPartialFit, "some environment should cut rows; the property would be vacuous")
  }

  @Test func variableRowHeightsWithRealFontsShowOnlyWholeRows() throws {
    // The crowded example wraps titles to two lines, so rows differ in
    // height; Pango measures them with the real font.
    let text = try #require(WidgetSizes.embeddedFile("widgets/crowded.json"))
    let layout = TodayWidgetLayout(
      description: try WidgetDescription.parse(text), measurer: PangoTextMeasurer.shared)
    var failures = 0
    var sawMixedHeights = false
    try layout.sweep(EnvironmentMatrix(), recents: 0...8) { sections, outcome, count in
      let result = TodayLayoutResult(
        sections: sections.limited(toRecents: count), requestedMode: outcome.requestedMode)
      let problems = Self.problems(in: result, recents: count)
      if !problems.isEmpty {
        failures += 1
        if failures <= 5 { Issue.record("\(sections.environment.summary) \(count): \(problems)") }
      }
      if Set(sections.rowHeights).count > 1, outcome.visibleRecents > 1 { sawMixedHeights = true }
      try #require(failures < 50)
    }
    #expect(failures == 0)
    #expect(sawMixedHeights)
  }

  @Test func sweptSectionsEqualDirectlySolvedOnes() throws {
    // The sweep shares solved trees between environments and re-solves
    // flattened trees at new widths; it must agree with a fresh solve.
    let matrix = EnvironmentMatrix()
    var compared = 0
    var fresh = approximateLayout
    fresh.reusesSolvedTrees = false
    try approximateLayout.sweep(matrix, recents: 8...8) { sections, outcome, _ in
      guard outcome.requestedMode == .compact else { return }
      let direct = try fresh.sections(in: sections.environment, recents: 8)
      #expect(sections.rowHeights == direct.rowHeights)
      #expect(sections.actionRow.frames == direct.actionRow.frames)
      #expect(sections.rows.map(\.frames) == direct.rows.map(\.frames))
      #expect(sections.actionRow.texts == direct.actionRow.texts)
      #expect(sections.diagnostics == direct.diagnostics)
      compared += 1
    }
    #expect(compared == matrix.count)
  }

  /// Everything wrong with one cell, in words.
  static func problems(in result: TodayLayoutResult, recents: Int) -> [String] {
    var found: [String] = []
    let env = result.environment
    let compact = result.compactHeight.value
    let maximum = result.maximumExpandedSize.height.value
    let preferred = result.preferredContentSize.height.value
    let candidates = min(recents, result.sections.widget.maxRows)
    let visible = result.visibleRecents
    if visible > candidates || visible > 4 { found.append("\(visible) rows > \(candidates)") }
    if result.isExpandedAvailable != (env.offersExpandedMode && recents > 0) {
      found.append("expanded availability")
    }
    let shownHeights = result.sections.rowHeights.prefix(visible)
    let sum = shownHeights.reduce(0, +)
    if result.mode == .compact {
      if visible != 0 { found.append("rows in compact mode") }
      if preferred != compact { found.append("compact preferred \(preferred) ≠ \(compact)") }
    } else {
      if abs(preferred - (compact + sum)) > tolerance { found.append("preferred ≠ compact + rows") }
      if preferred > max(maximum, compact) + tolerance { found.append("above the maximum") }
      // Maximal: the next row would not have fitted.
      if visible < candidates, compact + sum + result.sections.rowHeights[visible] <= maximum {
        found.append("row \(visible) fits but is not shown")
      }
    }
    if result.preferredContentSize.width.value != result.widgetWidth.value {
      found.append("preferred width")
    }
    let inset = result.leadingInset
    let actions = Rect(x: inset, y: 0, width: result.sections.contentWidth, height: compact)
    if result.element("actions")?.frame != actions { found.append("action row frame") }
    var y = compact
    for element in result.elements where element.kind == .row {
      if abs(element.frame.y - y) > tolerance { found.append("\(element.id) not contiguous") }
      let shown = element.rowIndex! < visible
      if element.isVisible != shown { found.append("\(element.id) visibility") }
      if shown, element.frame.maxY > preferred + tolerance { found.append("\(element.id) cut") }
      y += element.frame.height
    }
    for element in result.elements where element.isVisible && element.kind != .widget {
      if element.frame.width < -tolerance || element.frame.height < -tolerance {
        found.append("\(element.id) negative size")
      }
      if element.frame.maxY > preferred + tolerance, element.rowIndex != nil {
        found.append("\(element.id) below the widget")
      }
    }
    return found
  }
}
