import Foundation
import PangoText
import StackLayout

/// A grid of widgets drawn exactly as the preview draws them: one row per
/// device, one cell per category, each cell labelled. Each row is as wide as
/// its own cells (a cell is as wide as its widget or its label), so an
/// iPhone's row is not padded out to an iPad's width; the sheet is as wide as
/// its widest row. Cells with a `check` finding are framed in
/// ``Palette/sheetFinding`` and name the rules in their label. It needs no
/// display: only a cairo image surface and Pango.
public struct ContactSheet: Sendable {
  /// One drawn widget with its label ("L · 110 pt") and the rules `check`
  /// finds in it (none: a clean cell).
  public struct Cell: Sendable {
    public var scene: WidgetScene
    public var label: String
    /// Rule ids of the cell's findings (`label-truncated`), errors first.
    public var findings: [String]

    public init(scene: WidgetScene, label: String, findings: [String] = []) {
      self.scene = scene
      self.label = label
      self.findings = findings
    }

    /// The label drawn above the cell: the label, then the rules of its
    /// findings ("AX5 · 325 pt · label-truncated").
    public var caption: String {
      findings.isEmpty ? label : label + " · " + findings.joined(separator: ", ")
    }
  }

  /// The heading across the top.
  public var title: String
  /// One label per row (the device's name).
  public var rowLabels: [String]
  /// Rows of cells; rows may differ in their number and width of cells.
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
  /// Space left and right of a cell's label, in pixels.
  static let labelInset = 4.0
  /// The width of a finding's frame, in pixels; it lies in the gap around the cell.
  static let frameWidth = 2.0
  static let labelFont = FontSpec(family: "Inter", pointSize: 12, lineHeight: 16, weight: 500)

  private var options: DrawingOptions { .plain(zoom: zoom) }

  /// The width of each cell, row by row, and the height of each row, in
  /// pixels (labels included): a cell is as wide as its widget's canvas or
  /// its label, whichever is wider; a row as tall as its tallest cell.
  func grid() -> (cells: [[Double]], rows: [Double]) {
    var widths: [[Double]] = []
    var rows: [Double] = []
    for row in cells {
      var tallest = 0.0
      widths.append(
        row.map { cell in
          let size = WidgetPainter.canvasSize(cell.scene, options: options)
          tallest = max(tallest, size.height.rounded(.up))
          let label = PangoTextMeasurer.shared.measure(
            TextSpec(text: cell.caption, font: Self.labelFont, numberOfLines: 1), maxWidth: nil)
          return max(size.width, label.width + 2 * Self.labelInset).rounded(.up)
        })
      rows.append(Self.labelBand + tallest)
    }
    return (widths, rows)
  }

  /// The sheet's size in whole pixels: as wide as its widest row.
  public func pixelSize() -> (width: Int, height: Int) {
    let (widths, rows) = grid()
    let width =
      widths.map { Self.rowLabelWidth + $0.reduce(0, +) + Self.gap * Double($0.count + 1) }
      .max() ?? Self.rowLabelWidth + Self.gap
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
    WidgetPainter.drawText(
      TextSpec(text: title, font: titleFont),
      at: Rect(x: Self.gap, y: 8, width: Double(size.width), height: 24),
      ink, context)
    let (widths, rows) = grid()
    var y = Self.titleBand + Self.gap
    for (rowIndex, row) in cells.enumerated() {
      WidgetPainter.drawText(
        TextSpec(text: rowLabels[rowIndex], font: Self.labelFont, numberOfLines: 2),
        at: Rect(
          x: Self.gap, y: y + Self.labelBand, width: Self.rowLabelWidth - Self.gap, height: 32),
        ink, context, centred: false)
      var x = Self.rowLabelWidth + Self.gap
      for (column, cell) in row.enumerated() {
        let width = widths[rowIndex][column]
        let color = cell.findings.isEmpty ? ink : Palette.sheetFinding
        WidgetPainter.drawText(
          TextSpec(text: cell.caption, font: Self.labelFont, numberOfLines: 1),
          at: Rect(x: x + Self.labelInset, y: y + 2, width: width, height: 16), color, context)
        context.withSavedState {
          context.translate(x: x, y: y + Self.labelBand)
          WidgetPainter.draw(cell.scene, options: options, into: context)
        }
        if !cell.findings.isEmpty {
          // Centred 3 px outside the cell: it covers pixels 2…4 px out, in the gap.
          context.setLineWidth(Self.frameWidth)
          context.strokeRectangle(
            Rect(x: x - 3, y: y - 3, width: width + 6, height: rows[rowIndex] + 6),
            Palette.sheetFinding)
        }
        x += width + Self.gap
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
    case .failed(let reason): throw .cannotCreate(path: path, reason: reason)
    }
  }
}
