import StrictJSON

/// One report for a `check` of several files: text with each file's report
/// under its name and a closing tally, one JSON document with a result per
/// file, one SARIF log (``CheckSARIF``) and one JUnit document with a
/// `testsuite` per file. A file that could not be checked is reported with
/// its error; the exit code is the worst over the files (the highest).
struct CheckAssembly {
  let outcomes: [CheckedFile]
  let failOn: FailOn
  /// How much of each finding the text and JSON show.
  var detail: CheckDetail = .summary
  /// The baseline compared with (or written), named in the reports.
  var baselinePath: String?

  /// The highest of the files' exit codes: 0 when every file passes.
  var exitCode: Int32 { outcomes.map(\.exitCode).max() ?? 0 }

  func rendered(_ format: CheckFormat) throws -> String {
    switch format {
    case .text: text()
    case .json: json().rendered() + "\n"
    case .sarif: CheckSARIF(files: outcomes).json().rendered() + "\n"
    case .junit: junit()
    }
  }

  func text() -> String {
    var parts = outcomes.map { checked in
      switch checked.result {
      case .checked(let widget, let verdict):
        return formatter(verdict, widget).text()
      case .failed(let message, let code):
        return "Could not check \(checked.subject) (exit \(code)): \(message)\n"
      }
    }
    let failing = outcomes.filter { $0.exitCode == 1 }.count
    let broken = outcomes.filter { $0.exitCode > 1 }.count
    var tally = [
      CheckFormatter.count(outcomes.count - failing - broken, "file") + " passed",
      "\(failing) failed",
    ]
    if broken > 0 { tally.append("\(broken) could not be checked") }
    parts.append(
      "\(outcomes.count) files checked: " + tally.joined(separator: ", ")
        + " (exit \(exitCode)).\n")
    return parts.joined(separator: "\n")
  }

  func json() -> JSONValue {
    let files = outcomes.map { checked -> JSONValue in
      var members: [(String, JSONValue)] = [("file", .string(checked.subject))]
      switch checked.result {
      case .checked(let widget, let verdict):
        if case .object(let report) = formatter(verdict, widget).json() {
          members += report
        }
      case .failed(let message, let code):
        members += [("error", .string(message)), ("exitCode", .number(Double(code)))]
      }
      return .object(members)
    }
    return .object([
      ("files", .array(files)), ("failOn", .string(failOn.rawValue)),
      ("failed", .bool(exitCode != 0)), ("exitCode", .number(Double(exitCode))),
    ])
  }

  func junit() -> String {
    var suites: [String] = []
    var (tests, failures, errors, skipped) = (0, 0, 0, 0)
    for checked in outcomes {
      switch checked.result {
      case .checked(_, let verdict):
        let suite = CheckJUnit(verdict: verdict, subject: checked.subject).suite()
        suites.append(suite)
        tests += suite.components(separatedBy: "<testcase ").count - 1
        failures += verdict.findings.filter(\.fails).count
        skipped += verdict.knownCount
      case .failed(let message, let code):
        let name = CheckJUnit.escape("sizing-cli check " + checked.subject, attribute: true)
        suites.append(
          "<testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
            + CheckJUnit.open("sizing-cli check", checked.subject) + ">\n"
            + "    <error type=\"exit \(code)\" message=\""
            + CheckJUnit.escape(message, attribute: true) + "\"/>\n  </testcase>\n</testsuite>\n")
        tests += 1
        errors += 1
      }
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"sizing-cli check\" tests=\"\(tests)\" failures=\"\(failures)\" "
      + "errors=\"\(errors)\" skipped=\"\(skipped)\">\n" + suites.joined() + "</testsuites>\n"
  }

  private func formatter(_ verdict: CheckVerdict, _ widget: CheckedWidget) -> CheckFormatter {
    CheckFormatter(
      verdict: verdict, file: widget.file, detail: detail, baselinePath: baselinePath,
      places: widget.places)
  }
}
