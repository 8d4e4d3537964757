import ArgumentParser
import SizingModel
import StrictJSON

extension Table {
  /// `table --host widgetkit`: the WidgetKit frames, screens × families,
  /// under `--os`, in `--placement` (default: every frame) with `--icons`.
  /// The Today options that do not apply are refused rather than ignored.
  func widgetKitOutput() throws -> String {
    if environment.orientation != .portrait {
      throw CommandError.usage(
        "--host widgetkit: the frames are published for portrait screen sizes only "
          + "(no landscape frames); omit --orientation")
    }
    if environment.location != .todayView {
      throw CommandError.usage(
        "--host widgetkit: --location is a Today-widget option; --placement says where a "
          + "WidgetKit widget is")
    }
    try environment.validateWidgetKit()
    let model = try WidgetKitOptions.model(calibrationPath: calibration)
    let screens =
      try devices.isEmpty ? nil : devices.map { id throws(SizingError) in try model.screen(id) }
    let os = environment.widgetKitOS
    try model.checkIcons(place.icons, placement: place.placement, os: os)
    let table = WidgetKitTable(
      model: model, metric: try Self.metric(WidgetKitTable.Metric.self, metric),
      families: families.isEmpty ? WidgetFamily.allCases : families, screens: screens, os: os,
      placement: place.placement, icons: place.icons, marginsDisabled: contentMarginsDisabled)
    let formatter = WidgetKitTableFormatter(table: table, model: model)
    return formatter.rendered(as: format)
  }
}
