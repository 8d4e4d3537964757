import Foundation
import StackLayout

/// A grid of widgets drawn exactly as the preview draws them: one row per
/// device, one column per category, each cell labelled. It needs no display:
/// only a cairo image surface and Pango.
public struct ContactSheet: Sendable {
  /// One drawn widget with its label ("L · 110 pt").
  public struct Cell: Sendable {
    public var scene: WidgetScene
    public var label: String

    public init(scene: WidgetScene, label: String) {
      self.scene = scene
      self.label = label
    }
  }

  /// The heading across the top.
  public var title: String
  /// One label per row (the device's name).
  public var rowLabels: [String]
  /// Rows of cells; every row has the same number of columns.
  public var cells: [[Cell]]
  /// Points to pixels for the widgets; labels stay at their pixel size.
  public var zoom: Double

  /// The largest sheet side written, in pixels.
  public static let maximumSide = 16_384

  public init(title: String, rowLabels: [String], cells: [[Cell]], zoom: Double) {
    self.title = title
    self.rowLabels = rowLabels
    self.cells = cells
    self.zoom = zoom
  }

  static let titleBand = 40.0
  static let labelBand = 22.0
  static let rowLabelWidth = 150.0
  static let gap = 8.0

  private var options: DrawingOptions { .plain(zoom: zoom) }

  /// Widths of the columns and heights of the rows, in pixels (labels included).
  func grid() -> (columns: [Double], rows: [Double]) {
    let count = cells.map(\.count).max() ?? 0
    var columns = [Double](repeating: 0, count: count)
    var rows: [Double] = []
    for row in cells {
      var tallest = 0.0
      for (index, cell) in row.enumerated() {
        let size = WidgetPainter.canvasSize(cell.scene, options: options)
        columns[index] = max(columns[index], size.width.rounded(.up))
        tallest = max(tallest, size.height.rounded(.up))
      }
      rows.append(Self.labelBand + tallest)
    }
    return (columns, rows)
  }

  /// The sheet's size in whole pixels.
  public func pixelSize() -> (width: Int, height: Int) {
    let (columns, rows) = grid()
    let width = Self.rowLabelWidth + columns.reduce(0, +) + Self.gap * Double(columns.count + 1)
    let height = Self.titleBand + rows.reduce(0, +) + Self.gap * Double(rows.count + 1)
    return (Int(width.rounded(.up)), Int(height.rounded(.up)))
  }

  /// Draws the sheet into a new image; nil when cairo cannot allocate it.
  func render() -> ImageSurface? {
    let size = pixelSize()
    guard let image = ImageSurface(width: size.width, height: size.height) else { return nil }
    let context = image.context
    context.paint(Palette.white)
    let ink = Palette.light.dimension
    let titleFont = FontSpec(family: "Inter", pointSize: 18, lineHeight: 24, weight: 600)
    let labelFont = FontSpec(family: "Inter", pointSize: 12, lineHeight: 16, weight: 500)
    WidgetPainter.drawText(
      TextSpec(text: title, font: titleFont),
      at: Rect(x: Self.gap, y: 8, width: Double(size.width), height: 24),
      ink, context)
    let (columns, rows) = grid()
    var y = Self.titleBand + Self.gap
    for (rowIndex, row) in cells.enumerated() {
      WidgetPainter.drawText(
        TextSpec(text: rowLabels[rowIndex], font: labelFont, numberOfLines: 2),
        at: Rect(
          x: Self.gap, y: y + Self.labelBand, width: Self.rowLabelWidth - Self.gap, height: 32),
        ink, context)
      var x = Self.rowLabelWidth + Self.gap
      for (column, cell) in row.enumerated() {
        WidgetPainter.drawText(
          TextSpec(text: cell.label, font: labelFont),
          at: Rect(x: x + 4, y: y + 2, width: columns[column], height: 16), ink, context)
        context.withSavedState {
          context.translate(x: x, y: y + Self.labelBand)
          WidgetPainter.draw(cell.scene, options: options, into: context)
        }
        x += columns[column] + Self.gap
      }
      y += rows[rowIndex] + Self.gap
    }
    return image
  }

  /// Why a sheet could not be written.
  public enum WriteError: Error, Equatable, CustomStringConvertible {
    /// The sheet is larger than ``ContactSheet/maximumSide`` pixels on a side.
    case tooLarge(width: Int, height: Int)
    /// The PNG could not be created at the path (exit 73).
    case cannotCreate(path: String, reason: String)

    public var description: String {
      switch self {
      case .tooLarge(let width, let height):
        return "the sheet would be \(width) × \(height) px, more than \(ContactSheet.maximumSide) "
          + "on a side; use a smaller --zoom or fewer devices or categories"
      case .cannotCreate(let path, let reason):
        return "cannot create '\(path)': \(reason)"
      }
    }
  }

  /// Writes the sheet as a PNG, atomically (``AtomicFileReplacement``): the
  /// target never holds a half-written image, also when this fails or is
  /// killed, and SIGTERM, SIGINT or SIGHUP leave no temporary file.
  public func writePNG(to path: String) throws(WriteError) {
    let size = pixelSize()
    guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
      throw .tooLarge(width: size.width, height: size.height)
    }
    let outcome = AtomicFileReplacement.replace(path) { temporary in
      guard let image = render() else { return "cairo could not allocate the image" }
      return image.writePNG(to: temporary)
    }
    switch outcome {
    case .replaced: return
    case .temporaryNotCreated:
      throw .cannotCreate(path: path, reason: Self.reason(for: URL(fileURLWithPath: path)))
    case .failed(let reason): throw .cannotCreate(path: path, reason: reason)
    }
  }

  private static func reason(for target: URL) -> String {
    let folder = target.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      return "no such folder '\(folder)'"
    }
    if !isDirectory.boolValue { return "'\(folder)' is not a folder" }
    return "the folder is not writable"
  }
}
