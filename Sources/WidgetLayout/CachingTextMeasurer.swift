import Foundation
import StackLayout
import WidgetDescriptions

/// Remembers another measurer's results by text, font, line limit and width,
/// so re-laying out the same widget (the preview's slider going back and
/// forth, a matrix sweep that meets the same widths again and again) measures
/// each label once.
///
/// Thread-safe: the table is used under a lock. It is emptied when it holds
/// ``limit`` entries, so memory stays bounded.
public final class CachingTextMeasurer: TextMeasuring, @unchecked Sendable {
  /// The measurer asked on a miss.
  public let base: any TextMeasuring
  /// The most entries kept before the table is emptied.
  public let limit: Int

  private struct Key: Hashable {
    var spec: TextSpec
    var maxWidth: Double?
  }

  private let lock = NSLock()
  private var table: [Key: TextMetrics] = [:]

  public init(_ base: any TextMeasuring, limit: Int = 50_000) {
    self.base = base
    self.limit = limit
  }

  /// Wraps `measurer` unless it already is a cache.
  public static func wrapping(_ measurer: any TextMeasuring) -> CachingTextMeasurer {
    measurer as? CachingTextMeasurer ?? CachingTextMeasurer(measurer)
  }

  public func measure(_ text: TextSpec, maxWidth: Double?) -> TextMetrics {
    let key = Key(spec: text, maxWidth: maxWidth)
    lock.lock()
    if let hit = table[key] {
      lock.unlock()
      return hit
    }
    // Text whose unconstrained widest line fits in `maxWidth` lays out the
    // same as unconstrained: reuse that measurement for every such width.
    if maxWidth != nil, let natural = table[Key(spec: text, maxWidth: nil)],
      natural.width <= maxWidth!
    {
      table[key] = natural
      lock.unlock()
      return natural
    }
    lock.unlock()
    let metrics = base.measure(text, maxWidth: maxWidth)
    lock.lock()
    if table.count >= limit { table.removeAll(keepingCapacity: true) }
    table[key] = metrics
    lock.unlock()
    return metrics
  }

  /// The number of remembered measurements.
  public var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return table.count
  }
}
