import ArgumentParser
import Foundation
import SizingModel
import SizingOptions
import StackLayout
import StrictJSON
import SwiftWidgetSource
import WidgetDescriptions
import WidgetLayout

/// `solve`'s options for a SwiftUI view given as Swift: the proposal, the
/// text size, the pixel grid and which view.
struct SwiftViewOptions: ParsableArguments {
  @Option(help: "Swift views: the proposed width in points (absent: the view's ideal width).")
  var width: Double?

  @Option(help: "Swift views: the proposed height in points (absent: the view's ideal height).")
  var height: Double?

  @Option(
    help: "Swift views: pixels per point; frame edges are rounded to that grid (absent: none).")
  var scale: Double?

  @Option(
    help: "Swift views: the text size, in any spelling: L, xxxL, AX5…",
    transform: ContentSizeCategory.argument)
  var category: ContentSizeCategory = .large

  @Option(help: "Swift views: the View struct to lay out, when the file has several.")
  var view: String?

  /// A stack document takes its proposal and scale from the JSON: these options are refused.
  func rejectForJSON() throws {
    let given = [
      ("--width", width != nil), ("--height", height != nil), ("--scale", scale != nil),
      ("--view", view != nil),
    ].filter(\.1).map(\.0)
    if let first = given.first {
      throw CommandError.usage(
        "\(first) is for a SwiftUI view (.swift); a JSON stack document gives "
          + "\"width\", \"height\" and \"scale\" itself")
    }
  }

  /// Lays the view of `path` out: its frames as JSON (or a text tree) and the notes.
  func solve(_ path: String, format: ReportFormat, measurer: any TextMeasuring) throws
    -> (String, [String])
  {
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(0...100_000).contains(value) {
        throw CommandError.usage("\(name) \(value): give 0…100000 points")
      }
    }
    if let scale, !StackDocument.scaleRange.contains(scale) {
      throw CommandError.usage(
        "--scale \(scale): give \(StackDocument.scaleRange.lowerBound)…"
          + "\(StackDocument.scaleRange.upperBound) pixels per point")
    }
    let imported = try readingSwift { () throws(SwiftSourceError) in
      try SwiftSourceSet.load(paths: [path]).importView(named: view)
    }
    let description =
      "{\"version\": 2, \"appName\": \"\(imported.name)\", \"widgetKit\": {\"families\": {\"systemSmall\": \(imported.json)}}}"
    let result: LayoutResult
    do {
      let layout = try WidgetKitLayout(
        description: try WidgetDescription.parse(description), measurer: measurer)
      result = try layout.layout(
        .systemSmall, proposingWidth: width, height: height, category: category, scale: scale)
    } catch {
      throw CommandError.data("\(path): \(error)")
    }
    let notes = ["view: \(imported.name)"] + imported.notes.map(\.description)
    if format == .text {
      return (result.textTree(depths: result.ids.map { _ in 0 }), notes)
    }
    return (result.jsonString() + "\n", notes)
  }
}
