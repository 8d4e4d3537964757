import Foundation
import PangoText
import SizingModel
import SizingOptions
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing
import WidgetInput
import WidgetLayout

extension Check {
  /// Sweeps the widgets at `entry`: a description file (or standard input),
  /// or Swift sources (a `.swift` file or a directory: every widget they
  /// declare, or `--kind`'s), each over the WidgetKit matrix.
  func evaluateEntry(_ entry: String) throws -> [CheckedWidget] {
    guard WidgetInput.isSwift(entry) else { return [try evaluateFile(entry)] }
    return try WidgetInput.loadEvery(entry, kind: kind, sample: sample).map { widget in
      try WidgetHostKind.widgetKit.commands.check(
        self, file: widget.name, early: (widget.description, widget.places))
    }
  }

  /// Sweeps the widget in `file` (or standard input for `-`) over the
  /// matrix its host has, before the gate.
  func evaluateFile(_ file: String) throws -> CheckedWidget {
    // The widget decides the host unless --host or --family does (standard
    // input is read last, as a Today widget, unless they say WidgetKit).
    // A file is read (once) here; standard input only after the Today filters.
    guard kit.requestedHost == .widgetKit || (kit.requestedHost == nil && file != "-") else {
      return try WidgetHostKind.today.commands.check(self, file: file, early: nil)
    }
    let (description, places) = try readWidget(file)
    return try kit.resolvedHost(for: description).commands.check(
      self, file: file, early: (description, places))
  }

  /// The widget in description or Interface Builder `file` (or standard
  /// input), read by ``WidgetInput``, and where its elements are written.
  func readWidget(_ file: String) throws -> (WidgetDescription, ElementPlaces) {
    let loaded = try WidgetInput.load(
      file, kind: nil, sample: nil, icons: IconLibrary.names,
      interfaceBuilder: interfaceBuilder.settings)
    return (loaded.description, loaded.places)
  }

  /// Applies the gate to every file checked: the baseline (or the one
  /// `--write-baseline` writes from every file's findings) and `--fail-on`.
  func gate(_ outcomes: [CheckOutcome], ignoring: [IgnoredFinding]) throws -> [CheckedFile] {
    var known = try baseline.map { path in try CheckBaseline(contentsOf: path) }
    if let writeBaseline {
      let kept = outcomes.flatMap { outcome in
        outcome.widget?.report.findings.filter { finding in
          !ignoring.contains { $0.matches(finding) }
        } ?? []
      }
      let environments = outcomes.reduce(0) { $0 + ($1.widget?.report.environments ?? 0) }
      try CheckBaseline.write(kept, environments: environments, to: writeBaseline)
      known = CheckBaseline(findings: kept, environments: environments)
    }
    return outcomes.map { outcome in
      switch outcome {
      case .checked(let widget):
        let verdict = CheckVerdict(
          report: widget.report, failOn: failOn ?? .warning, ignoring: ignoring, baseline: known)
        return CheckedFile(file: widget.file, result: .checked(widget, verdict))
      case .failed(let file, let message, let code):
        return CheckedFile(file: file, result: .failed(message: message, code: code))
      }
    }
  }

  /// One file's report in the chosen format, as a single-file run prints it.
  func render(_ checked: CheckedFile) throws -> String {
    switch checked.result {
    case .failed(let message, let code): throw CommandError(message, code: code)
    case .checked(let widget, let verdict):
      let formatter = CheckFormatter(
        verdict: verdict, file: widget.file, detail: detail,
        baselinePath: writeBaseline ?? baseline, places: widget.places)
      switch format ?? .text {
      case .text:
        guard let grid else { return formatter.text() }
        return formatter.text() + CheckGrid(rule: grid, verdict: verdict, axes: widget.grid).text()
      case .json: return formatter.json().rendered() + "\n"
      case .sarif: return CheckSARIF(files: [checked]).json().rendered() + "\n"
      case .junit: return CheckJUnit(verdict: verdict, subject: formatter.subject).xml()
      }
    }
  }
}
