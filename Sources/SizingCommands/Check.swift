import ArgumentParser
import CheckRules
import Foundation
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
import SwiftWidgetSource
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing

/// `sizing-cli check`: sweeps a widget over the whole matrix and reports
/// what clips, truncates or hides content. A CI gate: exit 1 when a finding
/// fails under `--fail-on` and is not in the `--baseline`, else 0.
struct Check: ReportingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Sweep a widget over every device, text size and mode; fail on clipped content.",
    discussion: """
      Lays the widget out on every device × category × orientation × location × iOS \
      × display mode × number of recents (0 to the description's count, only to \
      maxRows + 1, past which nothing more shows) and reports \
      each finding once (errors first), with the default or most common environment \
      where it occurs (the message is that environment's), the first in sweep order \
      and how many it hits (--detail full: every environment with its message). Exit \
      1 when a finding fails under --fail-on (default: warning, so any finding) and is \
      not in the --baseline or has spread since (more environments, or newly the \
      default one), else 0; 64/65/66 for bad input, 73 when the baseline cannot be \
      written. With several files: one report, each file's findings under its name, \
      exit code the worst over the files. Swift sources (a .swift file, or a \
      directory's .swift files read together) are evaluated as sizing-cli import \
      does, and every widget they declare is checked (--kind: one), each named \
      "PATH (kind)" with its findings pointing at the Swift file and line. \
      Without FILE: the "check" section of the \
      nearest .widget-sizing.json (its "widgets", "failOn", "ignore", "baseline", \
      "host", "devices", "categories", "format"; options given here win).

      Examples:
        sizing-cli check Data/reference-widget.json
        sizing-cli check                (the widgets and settings of .widget-sizing.json)
        sizing-cli check widgets/ other.json --format sarif
        sizing-cli check Data/widgets/swift/EmojiWidget --format sarif
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

  @Argument(
    help: ArgumentHelp(
      "Widget description JSON files, Swift sources, directories of them or globs ('-' for "
        + "standard input; default: check.widgets of the nearest .widget-sizing.json).",
      valueName: "file"))
  var files: [String] = []

  @Option(help: "With Swift sources: check only the widget of this kind string or type name.")
  var kind: String?

  @Option(help: "With Swift sources: the sample entry to evaluate the views with, from 0.")
  var sample: Int?

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
  @Option(
    name: .customLong("os"),
    help: "Only this iOS: 9, 10, or 11–13 (repeatable); WidgetKit: 14 … 18 or 26 (default 18).")
  var oses: [OSVersion] = []
  @Option(help: "A JSON file of your own measurements that override the model.")
  var calibration: String?
  @Option(name: .customLong("mode"), help: "Only this display mode (repeatable).")
  var modes: [DisplayMode] = []
  @Option(
    help: "Only the widget with this many recents (0…1000; past the description's they repeat).")
  var recents: Int?
  @Option(help: "Which new findings fail the check (exit 1; default: warning).")
  var failOn: FailOn?
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
      "Print a devices × text sizes grid of this rule's findings (WidgetKit: screens × text "
        + "sizes per family).", valueName: "rule"))
  var grid: String?
  @Option(help: "The output format (default: text).")
  var format: CheckFormat?
  @Option(help: "summary: each finding once; full: also every environment with its message.")
  var detail: CheckDetail = .summary
  @Option(
    help: ArgumentHelp(
      "Points a view may lose of its intrinsic size before it is a finding (default: one "
        + "pixel, 1/scale).", valueName: "pt"))
  var tolerance: Double?

  @OptionGroup var kit: WidgetKitOptions

  @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

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
      do { _ = try Rules.rule(grid, option: "--grid") } catch {
        throw ValidationError(error.message)
      }
      if let format, format != .text {
        throw ValidationError("--grid prints text; drop --format \(format.rawValue)")
      }
    }
  }

  /// The report, its rendering, and the exit code (0 passes, 1 fails).
  func evaluate() throws -> (output: String, code: Int32) {
    let result = try evaluateReporting()
    return (result.output, result.code)
  }

  /// The report, warnings for standard error, and the exit code.
  func evaluateReporting() throws -> (output: String, warnings: [String], code: Int32) {
    let configuration = try ProjectConfiguration.nearest()
    let effective = try configured(by: configuration)
    let inputs = try effective.inputFiles(configuration)
    let ignoring = try effective.ignoreEntries(fromConfiguration: configuration)
    // Made first: fontconfig initialises on Pango's thread while the model,
    // the filters and the description load.
    _ = PangoTextMeasurer.shared
    _ = try fonts.applied()
    // One file with one widget prints that widget's report (its errors are the command's).
    let single = inputs.count == 1 ? try effective.evaluateEntry(inputs[0]) : []
    if single.count == 1 {
      let gated = try effective.gate([.checked(single[0])], ignoring: ignoring.map(\.entry))
      return (
        try effective.render(gated[0]), effective.unmatched(ignoring, in: gated),
        gated[0].exitCode
      )
    }
    var outcomes: [CheckOutcome] = single.map { .checked($0) }
    for file in inputs where inputs.count > 1 {
      // A file that cannot be checked is reported under its name; the others still are.
      do {
        outcomes += try effective.evaluateEntry(file).map { .checked($0) }
      } catch let error as CommandError {
        outcomes.append(.failed(file: file, message: error.message, code: error.code))
      } catch let error as SwiftSourceError {
        outcomes.append(.failed(file: file, message: error.description, code: error.exitCode))
      } catch let error as SizingError {
        // The report names the file already.
        let message = "\(error)"
        let own =
          message.hasPrefix(file + ": ") ? String(message.dropFirst(file.count + 2)) : message
        outcomes.append(.failed(file: file, message: own, code: error.exitCode))
      }
    }
    let gated = try effective.gate(outcomes, ignoring: ignoring.map(\.entry))
    let assembly = CheckAssembly(
      outcomes: gated, failOn: effective.failOn ?? .warning, detail: effective.detail,
      baselinePath: effective.writeBaseline ?? effective.baseline)
    let output = try assembly.rendered(effective.format ?? .text)
    return (output, effective.unmatched(ignoring, in: gated), assembly.exitCode)
  }
}
