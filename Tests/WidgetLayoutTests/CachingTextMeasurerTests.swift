import Foundation
import SizingModel
import StackLayout
import Testing

@testable import WidgetLayout

/// Counts the measurements that reach the real measurer.
private final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  let base = ApproximateTextMeasurer()

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return calls
  }

  func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    lock.lock()
    calls += 1
    lock.unlock()
    return base.measure(text, maxWidth: maxWidth)
  }
}

@Suite struct CachingTextMeasurerTests {
  let spec = TextSpec(
    text: "Scan Document", font: FontSpec(pointSize: 12, lineHeight: 16), numberOfLines: 2)

  @Test func repeatsAreAnsweredFromTheTable() {
    let counting = CountingMeasurer()
    let cache = CachingTextMeasurer(counting)
    let first = cache.measure(spec, maxWidth: 40)
    let second = cache.measure(spec, maxWidth: 40)
    #expect(first == second && first == counting.base.measure(spec, maxWidth: 40))
    #expect(first.lineCount == 2)
    #expect(counting.count == 1)
  }

  @Test func widthsAboveTheNaturalWidthReuseTheNaturalMeasurement() {
    let counting = CountingMeasurer()
    let cache = CachingTextMeasurer(counting)
    let natural = cache.measure(spec, maxWidth: nil)
    #expect(natural.width == 78)
    #expect(cache.measure(spec, maxWidth: 78) == natural)
    #expect(cache.measure(spec, maxWidth: 300) == natural)
    #expect(counting.count == 1)
    // Narrower than the text: measured for real, and it wraps.
    #expect(cache.measure(spec, maxWidth: 77).lineCount == 2)
    #expect(counting.count == 2)
  }

  @Test func theTableIsBoundedAndWrappingIsIdempotent() {
    let counting = CountingMeasurer()
    let cache = CachingTextMeasurer(counting, limit: 3)
    for width in 1...10 { _ = cache.measure(spec, maxWidth: Double(width)) }
    #expect(cache.count <= 3)
    #expect(CachingTextMeasurer.wrapping(cache) === cache)
  }

  @Test func layoutsAgreeWithAndWithoutTheCache() throws {
    let env = try environment("iphone-se", .accessibilityLarge)
    let cached = try approximateLayout.layout(in: env, mode: .expanded)
    var solver = StackSolver(textMeasurer: ApproximateTextMeasurer())
    solver.scale = nil
    var plain = approximateLayout
    plain.solver = solver
    let direct = try plain.layout(in: env, mode: .expanded)
    #expect(cached.elements == direct.elements)
  }
}

@Suite struct StoredTreeTests {
  @Test func changingTheDescriptionDropsStoredTrees() throws {
    let env = try environment("iphone-8")
    var layout = TodayWidgetLayout(description: .reference, measurer: ApproximateTextMeasurer())
    let before = try layout.layout(in: env, mode: .expanded)
    let copy = layout
    layout.description.quickActions[0].title = "Capture"
    layout.description.rowStyle.thumbnailHeight = 80
    let after = try layout.layout(in: env, mode: .expanded)
    #expect(after.element("action0.label")?.text?.text == "Capture")
    #expect(after.sections.rowHeights.first == 92.5)
    // The copy keeps the old description and its stored trees.
    let old = try copy.layout(in: env, mode: .expanded)
    #expect(old.elements == before.elements)
  }

  @Test func storedAndFreshLayoutsAgreeAcrossWidthsAndCategories() throws {
    var fresh = approximateLayout
    fresh.reusesSolvedTrees = false
    for device in ["iphone-se", "iphone-8-plus", "ipad-pro-11"] {
      for category in ContentSizeCategory.allCases {
        let env = try environment(device, category)
        let stored = try approximateLayout.layout(in: env, mode: .expanded)
        #expect(stored.elements == (try fresh.layout(in: env, mode: .expanded)).elements)
      }
    }
  }
}
