import SizingModel
import WidgetDescriptions

/// A command that lays out the one widget `--widget` names (`layout`,
/// `render`): the widget decides the host (unless `--host` does), and a
/// widget of Swift sources adds its sample entry and notes to standard error.
protocol WidgetCommand: ReportingCommand {
  var widget: WidgetOptions { get }
  var kit: WidgetKitOptions { get }
  /// The output for the widget read early (nil: the Today path reads it) and the host.
  func output(read: WidgetDescription?, host: WidgetHostKind) throws -> String
}

extension WidgetCommand {
  func evaluate() throws -> (output: String, code: Int32) {
    let result = try evaluateReporting()
    return (result.output, result.code)
  }

  func evaluateReporting() throws -> (output: String, warnings: [String], code: Int32) {
    let (read, host, warnings) = try kit.decideHost(widget)
    return (try output(read: read, host: host), warnings, 0)
  }
}
