import ArgumentParser
import Foundation
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
import TodayLayout
import WidgetDrawing

/// `sizing-cli check`: sweeps a widget over the whole matrix and reports
/// what clips, truncates or hides content. A CI gate: exit 1 when a finding
/// fails under `--fail-on` and is not in the `--baseline`, else 0.
struct Check: EvaluatingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sweep a widget over every device, text size and mode; fail on clipped content.",
    discussion: """
      Lays the widget out on every device × category × orientation × location × iOS \
      × display mode × number of recents (0 to the description's count; a version-2 \
      list only to maxRows + 1, past which nothing more shows) and reports \
      each finding once (errors first), with the default or most common environment \
      where it occurs, the first in sweep order and how many it hits. Exit 1 when a \
      finding fails under --fail-on (default: warning, so any finding) and is not in \
      the --baseline, else 0; 64/65/66 for bad input, 73 when the baseline cannot be \
      written.

      Examples:
        sizing-cli check Data/reference-widget.json
        sizing-cli check my-widget.json --device iphone-se --os 13 --format json
        sizing-cli check my-widget.json --ignore 'label-truncated:row*.title'
        sizing-cli check my-widget.json --write-baseline known.json
        sizing-cli check my-widget.json --fail-on error --baseline known.json --format sarif
        sizing-cli check my-widget.json --grid label-truncated
        sizing-cli check Data/widgets/pdf-viewer-widgetkit.json --family systemSmall

      With --host widgetkit (implied by --family, or by a file with only a \
      "widgetKit" section): the widget's families × every screen with a frame × \
      the text sizes.

      """ + ruleCatalogue)

  @Argument(help: "The widget description JSON file ('-' for standard input).")
  var file: String

  @Option(name: .customLong("device"), help: "Only this device (repeatable).")
  var devices: [String] = []
  @Option(
    name: [.customLong("category"), .customLong("categories")],
    help: "Only these text sizes, comma-separated or repeated.")
  var categories: [String] = []
  @Option(name: .customLong("orientation"), help: "Only this orientation (repeatable).")
  var orientations: [Orientation] = []
  @Option(name: .customLong("location"), help: "Only this location (repeatable).")
  var locations: [WidgetLocation] = []
  @Option(name: .customLong("os"), help: "Only this iOS: 9, 10, or 11–13 (repeatable).")
  var oses: [OSVersion] = []
  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?
  @Option(name: .customLong("mode"), help: "Only this display mode (repeatable).")
  var modes: [DisplayMode] = []
  @Option(
    help: "Only the widget with this many recents (0…1000; past the description's they repeat).")
  var recents: Int?
  @Option(help: "Which new findings fail the check (exit 1).")
  var failOn: FailOn = .warning
  @Option(
    name: .customLong("ignore"),
    help: ArgumentHelp(
      "Drop a rule's findings, on elements matching a glob if given (repeatable).",
      valueName: "rule[:element-glob]"))
  var ignores: [String] = []
  @Option(
    help: ArgumentHelp(
      "Findings in this file are known: reported, never failing.", valueName: "file"))
  var baseline: String?
  @Option(
    help: ArgumentHelp("Write every finding to this baseline file (atomically).", valueName: "file")
  )
  var writeBaseline: String?
  @Option(
    help: ArgumentHelp(
      "Print a devices × text sizes grid of this rule's findings.", valueName: "rule"))
  var grid: String?
  @Option(help: "The output format.")
  var format: CheckFormat = .text
  @Option(
    help: ArgumentHelp(
      "Points a view may lose of its intrinsic size before it is a finding (default: one "
        + "pixel, 1/scale).", valueName: "pt"))
  var tolerance: Double?

  @OptionGroup var kit: WidgetKitOptions

  @OptionGroup var fonts: FontOptions

  func validate() throws {
    if let recents, !(0...WidgetDescription.maximumRecents).contains(recents) {
      throw ValidationError(
        "--recents \(recents) is out of range 0…\(WidgetDescription.maximumRecents)")
    }
    if let tolerance, !(tolerance >= 0 && tolerance.isFinite) {
      throw ValidationError("--tolerance \(tolerance) must be a finite number of points ≥ 0")
    }
    if let grid {
      guard CheckRule.named(grid) != nil else {
        throw ValidationError(
          "unknown rule '\(grid)' for --grid; valid: \(CheckRule.all.map(\.id).joined(separator: ", "))"
        )
      }
      guard format == .text else {
        throw ValidationError("--grid prints text; drop --format \(format.rawValue)")
      }
    }
  }

  /// The report, its rendering, and the exit code (0 passes, 1 fails).
  func evaluate() throws -> (output: String, code: Int32) {
    // Made first: fontconfig initialises on Pango's thread while the model,
    // the filters and the description load.
    let measurer = PangoTextMeasurer.shared
    _ = try fonts.applied()
    // The widget decides the host unless --host or --family does (standard
    // input is read last, as a Today widget, unless they say WidgetKit).
    // A file is read (once) here; standard input only after the Today filters.
    var early: (description: WidgetDescription, text: String)?
    if kit.requestedHost == .widgetKit || (kit.requestedHost == nil && file != "-") {
      let widget = try readWidget()
      if try kit.resolvedHost(for: widget.description) == .widgetKit {
        return try widgetKitEvaluate(widget.description, text: widget.text)
      }
      early = widget
    }
    let model = try EnvironmentOptions().model(calibrationPath: calibration)
    let categoryList = try ContentSizeCategory.parseList(categories)
    var deviceList: [Device] = []
    for id in devices { deviceList.append(try model.device(id)) }
    let matrix = EnvironmentMatrix(
      model: model, devices: deviceList.isEmpty ? nil : deviceList,
      categories: categoryList.isEmpty ? nil : categoryList,
      orientations: orientations.isEmpty ? nil : orientations,
      locations: locations.isEmpty ? nil : locations, oses: oses.isEmpty ? nil : oses)
    guard matrix.count > 0 else {
      if let reason = commonReason(model: model, devices: deviceList) {
        throw CommandError.usage(reason)
      }
      throw CommandError.usage(
        "no environment matches these filters (the columns exist only on iPads in landscape "
          + "on iOS 9–10, Quick Actions from iOS 10, each device only on the iOS it ran: "
          + "sizing-cli devices)")
    }
    let ignoring = try ignores.map(IgnoredFinding.init)
    // Standard input is read last, so usage errors come first and never wait on it; a
    // WidgetKit-only widget there still goes to the WidgetKit sweep (which refuses the
    // Today filters it was given).
    let (description, text) = try early ?? readWidget()
    if early == nil, try kit.resolvedHost(for: description) == .widgetKit {
      return try widgetKitEvaluate(description, text: text)
    }
    var layout = TodayWidgetLayout(
      description: description, model: model, measurer: measurer)
    layout.squeezeTolerance = tolerance
    let report = WidgetChecker(layout: layout).check(
      matrix, modes: modes.isEmpty ? nil : Set(modes), recents: recents)
    guard report.environments > 0 else {
      let checked = recents ?? description.recents.count
      if let reason = commonReason(model: model, devices: deviceList, recents: checked) {
        throw CommandError.usage(reason)
      }
      throw CommandError.usage(
        "no environment matches these filters (expanded mode exists on iOS 10 and later outside "
          + "Quick Actions, with at least one recent)")
    }
    return try finish(report, ignoring: ignoring, matrix: matrix, text: text)
  }

  /// The widget description in `file` (or standard input) with its text, for SARIF lines.
  private func readWidget() throws -> (description: WidgetDescription, text: String) {
    let input = try InputFile(file)
    let text = try input.text()
    do { return (try WidgetDescription.parse(text, icons: IconLibrary.names), text) } catch {
      throw error.read(from: input.name)
    }
  }

  /// Applies the gate (baseline, `--write-baseline`, `--fail-on`) and renders the report.
  func finish(
    _ report: CheckReport, ignoring: [IgnoredFinding], matrix: EnvironmentMatrix?, text: String
  ) throws -> (output: String, code: Int32) {
    var known = try baseline.map { path throws(SizingError) in try CheckBaseline(contentsOf: path) }
    if let writeBaseline {
      let kept = report.findings.filter { finding in !ignoring.contains { $0.matches(finding) } }
      try CheckBaseline.write(kept, to: writeBaseline)
      known = CheckBaseline(findings: kept)
    }
    let verdict = CheckVerdict(report: report, failOn: failOn, ignoring: ignoring, baseline: known)
    return (render(verdict, matrix: matrix, text: text), verdict.exitCode)
  }

  private func render(_ verdict: CheckVerdict, matrix: EnvironmentMatrix?, text: String) -> String {
    let formatter = CheckFormatter(verdict: verdict, file: file)
    switch format {
    case .text:
      guard let grid, let matrix else { return formatter.text() }
      return formatter.text() + CheckGrid(rule: grid, verdict: verdict, matrix: matrix).text()
    case .json: return formatter.json().rendered() + "\n"
    case .sarif:
      let sarif = CheckSARIF(verdict: verdict, file: file, lines: WidgetSourceLines(text: text))
      return sarif.json().rendered() + "\n"
    case .junit: return CheckJUnit(verdict: verdict, subject: formatter.subject).xml()
    }
  }
}
