import WidgetChecks
import WidgetInput
import WidgetLayout

/// One widget swept by `check`, before the gate: its report, the cells it
/// swept (for `--grid`) and where its elements are written.
struct CheckedWidget {
  /// The file as shown in reports, or `-` for standard input; for a widget
  /// of Swift sources, `PATH (kind)`.
  var file: String
  var report: CheckReport
  /// The cells swept, as `--grid` lays them out.
  var grid: CheckGrid.Axes
  /// Where each element is written (findings point there).
  var places: ElementPlaces
}

/// What sweeping one file gave: its widget, or why it could not be checked.
enum CheckOutcome {
  case checked(CheckedWidget)
  /// The file could not be read or checked: the error and its exit code.
  case failed(file: String, message: String, code: Int32)

  /// The widget, when it was checked.
  var widget: CheckedWidget? {
    if case .checked(let widget) = self { return widget }
    return nil
  }
}

/// One file of a `check` run after the gate, as the reports show it.
struct CheckedFile {
  enum Result {
    case checked(CheckedWidget, CheckVerdict)
    case failed(message: String, code: Int32)
  }

  /// The file as shown in reports, or `-` for standard input.
  var file: String
  var result: Result

  /// The file's verdict, when it was checked.
  var verdict: CheckVerdict? {
    if case .checked(_, let verdict) = result { return verdict }
    return nil
  }

  /// 0 passes, 1 fails, else the error's code (64, 65, 66).
  var exitCode: Int32 {
    switch result {
    case .checked(_, let verdict): verdict.exitCode
    case .failed(_, let code): code
    }
  }

  /// What reports call the file: its path, or `standard input`.
  var subject: String { file == "-" ? "standard input" : file }
}
