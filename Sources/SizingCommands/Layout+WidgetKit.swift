import PangoText
import SizingModel
import WidgetDescriptions
import WidgetLayout

extension Layout {
  /// `layout --host widgetkit`: one family's tree on one screen at one text size.
  func widgetKitOutput(_ description: WidgetDescription, fonts: FontChoice) throws -> String {
    var todayOptions = WidgetKitOptions.todayOptions(
      environment, mode: mode, recents: widget.recents)
    if snap { todayOptions.append("--snap") }
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    let layout = try WidgetKitLayout(
      description: description, kit: try WidgetKitOptions.model(calibrationPath: calibration),
      measurer: Self.measurer)
    let families = try kit.chosenFamilies(layout.trees)
    guard families.count == 1, let family = families.first else {
      throw CommandError.usage(
        "layout lays out one family; choose one with --family (the widget's: "
          + layout.trees.families.map(\.rawValue).joined(separator: ", ") + ")")
    }
    guard let device else {
      throw CommandError.usage(
        "missing --device; valid: a screen (" + layout.kit.screens.map(\.id).joined(separator: ", ")
          + ") or a device id")
    }
    let result = try layout.layout(
      family, on: try layout.kit.screen(device), category: category, os: environment.widgetKitOS,
      placement: kit.place.placement, icons: kit.place.icons)
    let formatter = WidgetKitLayoutFormatter(
      result: result, appName: description.appName, measurerName: Self.measurerName(fonts))
    switch format {
    case .text: return formatter.text()
    case .json: return formatter.json().rendered() + "\n"
    }
  }
}
