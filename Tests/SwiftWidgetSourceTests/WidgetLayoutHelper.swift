import SizingModel
import StackLayout
import WidgetDescriptions
import WidgetLayout

@testable import SwiftWidgetSource

/// Imports a fixture and lays its families out with the existing WidgetKit
/// layout, text measured by the approximate measurer (so frames do not depend
/// on installed fonts).
struct ImportedLayout {
  let imported: ImportedWidget
  let layout: WidgetKitLayout

  init(_ path: String, kind: String? = nil, sample: Int? = nil) throws {
    let sources = try SwiftSourceSet.load(paths: [path])
    imported = try sources.importWidget(sources.widget(matching: kind), sample: sample)
    layout = try WidgetKitLayout(
      description: try WidgetDescription.parse(imported.json),
      measurer: ApproximateTextMeasurer())
  }

  /// Every element's frame by id, for `family` on `screen` at `category`.
  func frames(
    _ family: WidgetFamily, on screen: String = "390x844", category: ContentSizeCategory = .large
  ) throws -> [String: Rect] {
    let result = try layout.layout(
      family, on: try WidgetKitSizes.standard.screen(screen), category: category)
    return Dictionary(result.elements.map { ($0.id, $0.frame) }) { first, _ in first }
  }

  /// The texts shown in `family`, in order.
  func texts(_ family: WidgetFamily) throws -> [String] {
    let result = try layout.layout(
      family, on: try WidgetKitSizes.standard.screen("390x844"), category: .large)
    return result.elements.compactMap { $0.text?.text }
  }
}
