import Foundation
import InterfaceBuilder
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
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
      var checked = try widgetKitEvaluate(widget.description, text: widget.text, file: widget.name)
      checked.swift = widget.swift
      return checked
    }
  }

  /// Sweeps the widget in `file` (or standard input for `-`) over the
  /// matrix its host has, before the gate.
  func evaluateFile(_ file: String) throws -> CheckedWidget {
    let measurer = PangoTextMeasurer.shared
    // The widget decides the host unless --host or --family does (standard
    // input is read last, as a Today widget, unless they say WidgetKit).
    // A file is read (once) here; standard input only after the Today filters.
    var early: (description: WidgetDescription, text: String)?
    if kit.requestedHost == .widgetKit || (kit.requestedHost == nil && file != "-") {
      let widget = try readWidget(file)
      if try kit.resolvedHost(for: widget.description) == .widgetKit {
        return try widgetKitEvaluate(widget.description, text: widget.text, file: file)
      }
      early = widget
    }
    if let os = oses.first(where: \.isWidgetKit) {
      throw CommandError.usage(
        "--os \(os.name) is a WidgetKit version; a Today widget runs iOS 9, 10 or 11–13 "
          + "(use --host widgetkit for iOS 14 and later)")
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
    // Standard input is read last, so usage errors come first and never wait on it; a
    // WidgetKit-only widget there still goes to the WidgetKit sweep (which refuses the
    // Today filters it was given).
    let (description, text) = try early ?? readWidget(file)
    if early == nil, try kit.resolvedHost(for: description) == .widgetKit {
      return try widgetKitEvaluate(description, text: text, file: file)
    }
    var layout = TodayWidgetLayout(
      description: description, model: model, measurer: measurer)
    layout.squeezeTolerance = tolerance
    let report = WidgetChecker(layout: layout).check(
      matrix, modes: modes.isEmpty ? nil : Set(modes), recents: recents)
    guard report.environments > 0 else {
      let checked = recents ?? layout.recentsCount(override: nil)
      if let reason = commonReason(model: model, devices: deviceList, recents: checked) {
        throw CommandError.usage(reason)
      }
      throw CommandError.usage(
        "no environment matches these filters (expanded mode exists on iOS 10 and later outside "
          + "Quick Actions, with at least one recent)")
    }
    return CheckedWidget(file: file, report: report, matrix: matrix, text: text)
  }

  /// The widget description in `file` (or standard input) with its text, for SARIF lines.
  private func readWidget(_ file: String) throws -> (description: WidgetDescription, text: String) {
    if InterfaceBuilderWidget.isInterfaceBuilderFile(file) {
      let description = try WidgetFile.description(
        at: file, settings: interfaceBuilder.settings)
      return (description, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
    }
    let input = try InputFile(file)
    let text = try input.text()
    do { return (try WidgetDescription.parse(text, icons: IconLibrary.names), text) } catch {
      throw error.read(from: input.name)
    }
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
        baselinePath: writeBaseline ?? baseline, swift: widget.swift)
      switch format ?? .text {
      case .text:
        guard let grid else { return formatter.text() }
        if let cells = widget.widgetKitCells {
          return formatter.text()
            + WidgetKitCheckGrid(rule: grid, verdict: verdict, cells: cells).text()
        }
        guard let matrix = widget.matrix else { return formatter.text() }
        return formatter.text() + CheckGrid(rule: grid, verdict: verdict, matrix: matrix).text()
      case .json: return formatter.json().rendered() + "\n"
      case .sarif: return CheckSARIF(files: [checked]).json().rendered() + "\n"
      case .junit: return CheckJUnit(verdict: verdict, subject: formatter.subject).xml()
      }
    }
  }
}
