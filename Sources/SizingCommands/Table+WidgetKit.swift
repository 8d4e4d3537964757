import ArgumentParser
import SizingModel
import StrictJSON

extension Table {
  /// `table --host widgetkit`: the WidgetKit frames, screens × families.
  /// The Today options that do not apply are refused rather than ignored.
  func widgetKitOutput() throws -> String {
    if environment.orientation != .portrait {
      throw CommandError.usage(
        "--host widgetkit: the frames are published for portrait screen sizes only "
          + "(no landscape frames); omit --orientation")
    }
    if environment.location != .todayView || environment.os != .iOS13 || calibration != nil {
      throw CommandError.usage(
        "--host widgetkit: --location, --os and --calibration are Today-widget options; "
          + "`sizing-cli families` lists where each family appears and from which iOS")
    }
    let model = WidgetKitSizes.standard
    let screens =
      try devices.isEmpty ? nil : devices.map { id throws(SizingError) in try model.screen(id) }
    let table = WidgetKitTable(
      model: model, metric: try Self.metric(WidgetKitTable.Metric.self, metric),
      families: families.isEmpty ? WidgetFamily.allCases : families, screens: screens,
      marginsDisabled: contentMarginsDisabled)
    let formatter = WidgetKitTableFormatter(table: table, model: model)
    return formatter.rendered(as: format)
  }
}
