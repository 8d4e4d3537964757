import Foundation
import SizingModel
import SwiftUILayout
import WidgetDescriptions

/// The SwiftUI trees a ``WidgetKitLayout`` has prepared, by family, text size
/// and screen scale (what a prepared tree's fonts and sizes rest on), kept
/// so that a sweep's screens reuse the sizes their views chose. A tree is
/// taken out while it is laid out, so threads never share one.
final class PreparedSwiftUIViews: @unchecked Sendable {
  struct Key: Hashable {
    var family: WidgetFamily
    var category: ContentSizeCategory
    var scale: Double
  }

  private let lock = NSLock()
  private var idle: [Key: [PreparedView]] = [:]

  /// `body` run with the tree prepared for `key`, made by `make` when none is idle.
  func with<T>(_ key: Key, make: () -> PreparedView, _ body: (PreparedView) -> T) -> T {
    lock.lock()
    let kept = idle[key]?.popLast()
    lock.unlock()
    let view = kept ?? make()
    let result = body(view)
    lock.lock()
    idle[key, default: []].append(view)
    lock.unlock()
    return result
  }
}
