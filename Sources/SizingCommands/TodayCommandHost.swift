import ArgumentParser
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout

/// The Today widget (iOS 9–13) as the commands see it: its cells are
/// devices × orientations × locations × iOS × text sizes, each in a display
/// mode with a number of recents; its options are `--orientation`,
/// `--location`, `--mode` and `--recents`, and it refuses WidgetKit's.
struct TodayCommandHost: CommandHost {
  var starterDescription: String { StarterFiles.today }

  func validate(_ table: Table) throws {
    _ = try Table.metric(HeightTable.Metric.self, table.metric)
    let kitOptions = ["--family", "--placement", "--icons", "--content-margins-disabled"]
    guard table.families.isEmpty, !table.contentMarginsDisabled, table.place.given.isEmpty else {
      throw ValidationError(HostRefusal.needsWidgetKit(kitOptions).description)
    }
    do { try table.environment.validateToday() } catch { throw ValidationError(error.description) }
  }

  func table(_ table: Table) throws -> any TableFormatting {
    let model = try table.environment.model(calibrationPath: table.calibration)
    let chosen =
      try table.devices.isEmpty
      ? nil : table.devices.map { id throws(SizingError) in try model.device(id) }
    let heights = try HeightTable(
      model: model, metric: try Table.metric(HeightTable.Metric.self, table.metric),
      orientation: table.environment.orientation, location: table.environment.location,
      os: table.environment.os, devices: chosen)
    return TableFormatter(table: heights, model: model)
  }

  func layOut(_ command: Layout, _ read: WidgetDescription?) throws
    -> (report: any LayoutReport, appName: String)
  {
    let environment = command.environment
    try environment.validateToday()
    let model = try environment.model(calibrationPath: command.calibration)
    guard let device = command.device else {
      throw CommandError.usage(
        "missing --device; valid: \(model.devices.map(\.id).joined(separator: ", "))")
    }
    let env = WidgetEnvironment(
      device: try model.device(device), orientation: environment.orientation,
      location: environment.location, os: environment.os, category: command.category)
    try env.validate()
    let description = try read ?? command.widget.description()
    var layout = TodayWidgetLayout(
      description: description, model: model, measurer: Layout.measurer)
    layout.snapsToPixels = command.snap
    let recents = command.widget.recents
    try env.validate(mode: command.mode, recents: layout.recentsCount(override: recents))
    return (
      try layout.layout(in: env, mode: command.mode, recents: recents), description.appName
    )
  }
}
