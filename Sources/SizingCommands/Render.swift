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

  func output(read: WidgetDescription?, host chosenHost: WidgetHostKind) throws -> String {
    let choice = try fonts.applied()
    if chosenHost == .widgetKit, let read {
      return try widgetKitOutput(read) + FontOptions.sentence(choice)
    }
    if renderingMode != .fullColor || appearance != .light {
      throw CommandError.usage("--rendering-mode and --appearance need --host widgetkit")
    }
    try environment.validateToday()
    let model = try environment.model(calibrationPath: calibration)
    let host = WidgetHost(location: environment.location, os: environment.os)
    var chosenDevices: [Device] = []
    var skipped: [Device] = []
    for device in try devices.isEmpty
      ? model.devices : devices.map({ id throws(SizingError) in try model.device(id) })
    {
      switch host.availability(on: device, environment.orientation) {
      case .noSuchLocation(let reason):
        // Like `table`: the default list leaves out devices with no such location.
        guard devices.isEmpty else { throw SizingError.unsupported(reason) }
      case .deviceDidNotRunOS(let reason):
        // A device asked for by name is an error; the default list skips it.
        guard devices.isEmpty else { throw SizingError.unsupported(reason) }
        skipped.append(device)
      case .exists:
        chosenDevices.append(device)
      }
    }
    if chosenDevices.isEmpty && skipped.isEmpty, let any = model.devices.first {
      try host.validate(device: any, orientation: environment.orientation)
    }
    let chosenCategories =
      try categories.isEmpty
      ? ContentSizeCategory.allCases : ContentSizeCategory.parseList(categories)
    if let zoom, !(zoom.isFinite && (0.1...4).contains(zoom)) {
      throw CommandError.usage("--zoom \(formatPoints(zoom)) is out of range 0.1…4")
    }
    let description = try read ?? widget.description()
    let layout = TodayWidgetLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    if let reason = host.modeProblem(mode, recents: layout.recentsCount(override: widget.recents)) {
      throw SizingError.unsupported(reason)
    }
    // The cells `check` finds something in, by the checker itself.
    let matrix = EnvironmentMatrix(
      model: model, devices: chosenDevices, categories: chosenCategories,
      orientations: [environment.orientation], locations: [environment.location],
      oses: [environment.os])
    let findings = WidgetChecker(layout: layout).rulesByEnvironment(
      matrix, mode: mode, recents: widget.recents)
    var rows: [[ContactSheet.Cell]] = []
    var framed = 0
    for device in chosenDevices {
      var row: [ContactSheet.Cell] = []
      for category in chosenCategories {
        let env = WidgetEnvironment(
          device: device, orientation: environment.orientation,
          location: environment.location, os: environment.os, category: category
        )
        let result = try layout.layout(in: env, mode: mode, recents: widget.recents)
        let height = result.preferredContentSize.height
        let rules = findings.first { $0.environment == env }?.rules ?? []
        framed += rules.isEmpty ? 0 : 1
        row.append(
          ContactSheet.Cell(
            scene: WidgetScene(result, appName: description.appName),
            label: "\(category.shortName) · \(height.markedPoints)", findings: rules)
        )
      }
      rows.append(row)
    }
    let skippedText =
      skipped.isEmpty
      ? ""
      : "without \(skipped.map(\.id).joined(separator: ", ")), which did not run "
        + environment.os.releaseTitle
    let modeTitle = host.modeTitle(mode)
    let title =
      "\(description.appName) · \(modeTitle) · \(environment.orientation.rawValue) · "
      + "\(environment.location.rawValue) · iOS \(environment.os.name)"
    var sheet = ContactSheet(
      title: skipped.isEmpty ? title : title + " · " + skippedText,
      rowLabels: chosenDevices.map(\.name), cells: rows, zoom: zoom ?? 1)
    try write(&sheet)
    return summary(
      sheet, rows: CheckFormatter.count(chosenDevices.count, "device"),
      columns: CheckFormatter.count(chosenCategories.count, "text size"),
      note: skipped.isEmpty ? nil : skippedText, framed: framed) + FontOptions.sentence(choice)
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
