import Foundation
import SizingModel
import WidgetChecks

/// An `--ignore` entry or a configuration `ignore` entry, with where it was written.
struct ConfiguredIgnore {
  var entry: IgnoredFinding
  /// As written: `label-truncated:row*.title`.
  var written: String
  /// `--ignore`, or the configuration file's path.
  var source: String
}

extension Check {
  /// This command with the configuration's `check` settings in place of
  /// the options not given on the command line.
  func configured(by configuration: ProjectConfiguration?) -> Check {
    guard let settings = configuration?.check else { return self }
    var copy = self
    if copy.failOn == nil { copy.failOn = settings.failOn.flatMap(FailOn.init(rawValue:)) }
    if copy.format == nil { copy.format = settings.format.flatMap(CheckFormat.init(rawValue:)) }
    if copy.baseline == nil { copy.baseline = settings.baseline }
    if copy.devices.isEmpty { copy.devices = settings.devices ?? [] }
    if copy.categories.isEmpty { copy.categories = settings.categories ?? [] }
    if copy.kit.requestedHost == nil {
      copy.kit.host = settings.host.flatMap(WidgetHostKind.init(rawValue:))
    }
    return copy
  }

  /// The widget files to check: the arguments, else the configuration's
  /// `widgets`; never the baseline files.
  /// - Throws: exit 64 when there are neither; ``CheckInputs``' errors.
  func inputFiles(_ configuration: ProjectConfiguration?) throws(CommandError) -> [String] {
    let directory = FileManager.default.currentDirectoryPath
    let entries = files.isEmpty ? configuration?.check.widgets ?? [] : files
    guard !entries.isEmpty else {
      let place =
        configuration.map { "to \"check\": {\"widgets\": […]} in \($0.path)" }
        ?? "to \"check\": {\"widgets\": […]} in a .widget-sizing.json (sizing-cli init writes one)"
      throw .usage(
        "no widget to check: pass description files (sizing-cli check widget.json) or add them "
          + place)
    }
    let baselines = [baseline, writeBaseline].compactMap { $0 }.map(Self.absolute)
    let found = try CheckInputs.files(entries, relativeTo: directory)
    let kept = found.filter { $0 == "-" || !baselines.contains(Self.absolute($0)) }
    guard !kept.isEmpty else { throw .usage("no widget to check: only baseline files were found") }
    return kept
  }

  /// The ignore entries: `--ignore`'s, else the configuration's.
  /// - Throws: exit 64 for a bad `--ignore`, 65 for a bad configuration entry.
  func ignoreEntries(fromConfiguration configuration: ProjectConfiguration?) throws
    -> [ConfiguredIgnore]
  {
    if !ignores.isEmpty || configuration == nil {
      return try ignores.map {
        ConfiguredIgnore(entry: try .init($0), written: $0, source: "--ignore")
      }
    }
    guard let configuration else { return [] }
    var entries: [ConfiguredIgnore] = []
    for (index, text) in (configuration.check.ignore ?? []).enumerated() {
      do {
        entries.append(
          ConfiguredIgnore(entry: try .init(text), written: text, source: configuration.path))
      } catch {
        throw CommandError.data("\(configuration.path): $.check.ignore[\(index)]: \(error.message)")
      }
    }
    return entries
  }

  /// A warning for each ignore entry that matched no finding of any file.
  func unmatched(_ ignoring: [ConfiguredIgnore], in files: [CheckedFile]) -> [String] {
    let findings = files.flatMap { file -> [CheckFinding] in
      guard case .checked(let widget, _) = file.result else { return [] }
      return widget.report.findings
    }
    return ignoring.filter { ignore in !findings.contains(where: ignore.entry.matches) }.map {
      let place = $0.source == "--ignore" ? "--ignore" : "ignore entry in \($0.source)"
      return "warning: \(place) '\($0.written)' matched no finding; it can go"
    }
  }

  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardized.path
  }
}
