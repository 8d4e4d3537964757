import Foundation
import SizingModel
import StackLayout
import Testing
import WidgetChecks
import WidgetLayout

@testable import WidgetDescriptions

/// Records the unconstrained measurements that reach it.
private final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var unconstrained: Set<TextSpec> = []
  let base = ApproximateTextMeasurer()

  var measuredUnconstrained: Set<TextSpec> {
    lock.lock()
    defer { lock.unlock() }
    return unconstrained
  }

  func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    if maxWidth == nil {
      lock.lock()
      unconstrained.insert(text)
      lock.unlock()
    }
    return base.measure(text, maxWidth: maxWidth)
  }
}

/// The checker's per-environment tally and the labels measured ahead.
@Suite struct CheckSweepTests {
  static func descriptions() throws -> [WidgetDescription] {
    let crowded = try WidgetDescription(contentsOf: "Data/widgets/crowded.json")
    let minimal = try WidgetDescription(contentsOf: "Data/widgets/minimal.json")
    var strict = WidgetDescription.reference
    strict.labelLines = 1
    strict.minimumWidth = 330
    return [.reference, crowded, minimal, strict]
  }

  /// The checker as it was written first: every cell through the public
  /// sweep, each diagnostic recorded per cell by rule and element, with
  /// its message in that cell.
  static func checkCellByCell(_ layout: TodayWidgetLayout, _ matrix: EnvironmentMatrix)
    -> [CheckFinding]
  {
    struct Key: Hashable {
      var rule: String
      var element: String?
    }
    var order: [Key] = []
    var found: [Key: CheckFinding] = [:]
    // The counts the checker sweeps (ListSweepTests: counts past maxRows + 1 add nothing).
    layout.sweep(matrix, recents: layout.sweptRecents) {
      sections, outcome, recents in
      let mode = outcome.hasDisplayModes ? outcome.requestedMode : outcome.mode
      let cell = CheckedEnvironment(
        environment: sections.environment, mode: mode, recents: recents)
      func record(
        _ rule: String, _ severity: CheckFinding.Severity, _ element: String?,
        _ message: String
      ) {
        let key = Key(rule: rule, element: element)
        if found[key] == nil {
          order.append(key)
          found[key] = CheckFinding(
            rule: rule, severity: severity, elementID: element, environments: [], messages: [])
        }
        found[key]!.append(cell, message: message)
      }
      for diagnostic in sections.diagnostics {
        let rule: (String, CheckFinding.Severity)
        switch diagnostic.kind {
        case .actionContentClipped: rule = ("action-clipped", .error)
        case .textTruncated: rule = ("label-truncated", .warning)
        case .labelExceedsLineLimit: rule = ("label-line-limit", .error)
        case .narrowerThanMinimum: rule = ("narrower-than-minimum", .error)
        case .fontSubstituted: rule = ("style-substituted", .warning)
        case .glyphMissing: rule = ("glyph-missing", .error)
        default: continue
        }
        if let row = diagnostic.element?.rowIndex, row >= outcome.visibleRecents {
          continue
        }
        let message = diagnostic.elementID.map { "\($0): \(diagnostic.message)" }
        record(rule.0, rule.1, diagnostic.elementID, message ?? diagnostic.message)
      }
      if outcome.requestedMode == .expanded, outcome.isExpandedAvailable,
        outcome.visibleRecents == 0
      {
        record(
          "no-row-shown", .error, "recents",
          "there " + (recents == 1 ? "is 1 recent" : "are \(recents) recents")
            + " and Show More is offered, but the first row "
            + "(\(formatPoints(sections.rowHeights.first ?? 0)) pt) does not fit in the "
            + "\(formatPoints(sections.rowSpace)) pt below the compact section")
      }
    }
    return order.compactMap { found[$0] }
  }

  @Test func tallyFindsWhatACellByCellCheckFinds() throws {
    let matrix = EnvironmentMatrix()
    var findingsSeen = 0
    for description in try Self.descriptions() {
      let layout = TodayWidgetLayout(description: description, measurer: ApproximateTextMeasurer())
      let report = WidgetChecker(layout: layout).check(matrix)
      let expected = Self.checkCellByCell(layout, matrix)
      // The checker puts errors first, keeping the order of first occurrence.
      let sorted = expected.enumerated()
        .sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
        .map(\.element)
      #expect(report.findings.filter { $0.rule != "rows-never-fit" } == sorted)
      #expect(report.environments == matrix.cellCount(recents: layout.sweptRecents))
      findingsSeen += report.findings.count
    }
    #expect(findingsSeen >= 10)
  }

  @Test func labelsMeasuredAheadAreExactlyThoseTheSweepMeasuresUnconstrained() throws {
    let matrix = EnvironmentMatrix()
    for description in try Self.descriptions() {
      let recording = RecordingMeasurer()
      // No cache in front, so every request of the sweep reaches the recorder.
      var layout = TodayWidgetLayout(description: description, measurer: recording)
      layout.solver.textMeasurer = recording
      let labels = layout.labelsToMeasure(
        in: matrix, recents: layout.recentsCount(override: nil))
      #expect(Set(labels).count == labels.count)
      layout.sweep(matrix, recents: 0...layout.recentsCount(override: nil)) { _, _, _ in }
      #expect(Set(labels) == recording.measuredUnconstrained)
    }
  }

  @Test func measuringAheadReturnsTheBodysResultAfterTheLabelsAreMeasured() {
    let recording = RecordingMeasurer()
    var layout = TodayWidgetLayout(description: .reference, measurer: recording)
    layout.solver.textMeasurer = recording
    let labels = layout.labelsToMeasure(in: EnvironmentMatrix(), recents: 6)
    let result = layout.measuringAhead(labels) { 42 }
    #expect(result == 42)
    #expect(recording.measuredUnconstrained == Set(labels))
  }

  @Test func summariesSayIOS9HasNoDisplayModes() throws {
    let model = WidgetSizes.standard
    var env = WidgetEnvironment(device: try model.device("iphone-se"), os: .iOS9)
    let old = CheckedEnvironment(environment: env, mode: .expanded, recents: 2)
    #expect(old.summary == "iphone-se portrait today-view iOS 9 L, no display modes, 2 recents")
    env.os = .iOS13
    let new = CheckedEnvironment(environment: env, mode: .expanded, recents: 1)
    #expect(new.summary == "iphone-se portrait today-view iOS 13 L, expanded, 1 recent")
  }
}
