import ArgumentParser
import Foundation
import PangoText
import SizingModel
import SizingOptions
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout

/// `sizing-cli render`: a contact sheet PNG, devices × categories, each cell
/// the widget drawn as the preview draws it. Needs no display.
struct Render: WidgetCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw the widget at every device × text size into one PNG contact sheet.",
    discussion: """
      Rows are devices, cells text sizes (default all 12), each cell the widget \
      drawn exactly as the preview draws it and labelled with the category and the \
      height in points. Each row is as wide as its own device's widgets. A cell where \
      `check` finds something (an error or a warning) is framed in red and its label \
      names the rules. Works with no display. The PNG is written atomically (never \
      half-written at the target); exit 73 when it cannot be created. Without \
      --device, devices that did not run the chosen iOS are left out and the summary \
      and the sheet's title name them; a --device that did not run it exits 64.

      Examples:
        sizing-cli render --out sheet.png
        sizing-cli render --out se.png --device iphone-se --mode expanded
        sizing-cli render --out large.png --category L,xxxL,AX5 --widget my.json
        sizing-cli render --out kit.png --host widgetkit --device iphone-8
        sizing-cli render --out small.png --family systemSmall --category L,AX5
        sizing-cli render --out sf.png --font-file ~/fonts/SF-Pro-Text-Regular.otf

      The last line names the family text is measured and drawn in: Inter, or \
      the family of --font-file (or of fontFiles in the nearest .widget-sizing.json).

      With --host widgetkit (implied by --family): the widget's families × text \
      sizes on one --device (default 375x667, the iPhone 8's screen), or, for one \
      --family, its screens × text sizes (default: every screen with a frame), each \
      cell the family's frame as on the Home Screen with its content margins dashed.
      """)

  @Option(help: "The PNG file to write.")
  var out: String

  @OptionGroup var widget: WidgetOptions

  @OptionGroup var kit: WidgetKitOptions

  @OptionGroup var fonts: FontOptions

  @Option(name: .customLong("device"), help: "A device (repeatable); default: every device.")
  var devices: [String] = []

  @Option(
    name: [.customLong("category"), .customLong("categories")],
    help: "Text sizes, comma-separated or repeated (xS…AX5); default: all 12.")
  var categories: [String] = []

  @OptionGroup var environment: EnvironmentOptions

  @Option(help: "The display mode (not expanded in Quick Actions; none on iOS 9).")
  var mode: DisplayMode = .compact

  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?

  @Option(
    parsing: .unconditional,
    help: "Pixels per point, 0.1…4; default: 1, or less to keep the sheet ≤ 8192 px wide.")
  var zoom: Double?

  @Option(
    help: ArgumentHelp(
      "With --host widgetkit: full-color, accented (tinted Home Screen, iOS 18+) or vibrant "
        + "(Lock Screen, StandBy at night)."))
  var renderingMode: WidgetRenderingMode = .fullColor

  @Option(help: "With --host widgetkit: light or dark.")
  var appearance: WidgetColorScheme = .light

  func output(read: WidgetDescription?, host: WidgetHostKind) throws -> String {
    let choice = try fonts.applied()
    var drawn = try host.commands.sheet(self, read)
    try write(&drawn.sheet)
    return summary(
      drawn.sheet, rows: drawn.rows, columns: drawn.columns, note: drawn.note,
      framed: drawn.framed) + FontOptions.sentence(choice)
  }

  /// `--category`'s text sizes; all 12 without it.
  func chosenCategories() throws -> [ContentSizeCategory] {
    try categories.isEmpty
      ? ContentSizeCategory.allCases : ContentSizeCategory.parseList(categories)
  }

  /// Refuses a `--zoom` outside 0.1…4.
  func validateZoom() throws(CommandError) {
    if let zoom, !(zoom.isFinite && (0.1...4).contains(zoom)) {
      throw .usage("--zoom \(formatPoints(zoom)) is out of range 0.1…4")
    }
  }

  /// Zooms the sheet out to fit ``autoWidth`` when no `--zoom` is given, and
  /// writes it (exit 64 when too large, 73 when it cannot be created).
  func write(_ sheet: inout ContactSheet) throws {
    if zoom == nil {
      let width = Double(sheet.pixelSize().width)
      if width > Self.autoWidth {
        sheet.zoom = max(0.1, (Self.autoWidth / width * 4).rounded(.down) / 4)
      }
      // Labels keep their pixel size, so the width is not proportional to the zoom.
      while sheet.zoom > 0.25, Double(sheet.pixelSize().width) > Self.autoWidth {
        sheet.zoom -= 0.25
      }
    }
    do {
      try sheet.writePNG(to: out)
    } catch .tooLarge(let width, let height) {
      throw CommandError.usage(
        ContactSheet.WriteError.tooLarge(width: width, height: height).description)
    } catch {
      throw CommandError(error.description, code: 73)
    }
  }

  /// `Wrote FILE: 2 devices × 3 text sizes, W × H px at zoom Z; …; N cells
  /// with a check finding framed in red.`
  func summary(
    _ sheet: ContactSheet, rows: String, columns: String, note: String?, framed: Int
  ) -> String {
    let size = sheet.pixelSize()
    return "Wrote \(out): \(rows) × \(columns), "
      + "\(size.width) × \(size.height) px at zoom \(formatPoints(sheet.zoom))"
      + (note.map { "; " + $0 } ?? "")
      + (framed == 0
        ? "; no cell has a check finding"
        : "; \(framed) \(framed == 1 ? "cell" : "cells") with a check finding framed in red")
      + ".\n"
  }

  /// The widest sheet drawn at an automatic zoom, in pixels.
  static let autoWidth = 8192.0
}
