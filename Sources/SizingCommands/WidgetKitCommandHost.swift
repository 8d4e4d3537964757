import ArgumentParser
import PangoText
import SizingModel
import SizingOptions
import StrictJSON
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout

/// WidgetKit (iOS 14+) as the commands see it: its cells are the widget's
/// families × screens × text sizes, in a placement under an iOS with an icon
/// size; its options are `--family`, `--placement` and `--icons`, and it
/// refuses the Today widget's.
struct WidgetKitCommandHost: CommandHost {
  var starterDescription: String { StarterFiles.widgetKit }

  func validate(_ table: Table) throws {
    _ = try Table.metric(WidgetKitTable.Metric.self, table.metric)
  }

  func table(_ table: Table) throws -> any TableFormatting {
    let environment = table.environment
    try WidgetKitOptions.refuseTodayOptions(
      WidgetKitOptions.todayOptions(environment, mode: .compact, recents: nil).filter {
        $0 != "--os"
      })
    try environment.validateWidgetKit()
    let model = try WidgetKitOptions.model(calibrationPath: table.calibration)
    let screens =
      try table.devices.isEmpty
      ? nil : table.devices.map { id throws(SizingError) in try model.screen(id) }
    let os = environment.widgetKitOS
    let place = table.place
    try model.checkIcons(place.icons, placement: place.placement, os: os)
    let frames = WidgetKitTable(
      model: model, metric: try Table.metric(WidgetKitTable.Metric.self, table.metric),
      families: table.families.isEmpty ? WidgetFamily.allCases : table.families,
      screens: screens, os: os, placement: place.placement, icons: place.icons,
      marginsDisabled: table.contentMarginsDisabled)
    return WidgetKitTableFormatter(table: frames, model: model)
  }

  func layOut(_ command: Layout, _ read: WidgetDescription?) throws
    -> (report: any LayoutReport, appName: String)
  {
    var todayOptions = WidgetKitOptions.todayOptions(
      command.environment, mode: command.mode, recents: command.widget.recents)
    if command.snap { todayOptions.append("--snap") }
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    let description = try read ?? command.widget.description(host: .widgetKit)
    let layout = try WidgetKitLayout(
      description: description,
      kit: try WidgetKitOptions.model(calibrationPath: command.calibration),
      measurer: Layout.measurer)
    let families = try command.kit.chosenFamilies(layout.trees)
    guard families.count == 1, let family = families.first else {
      throw CommandError.usage(
        "layout lays out one family; choose one with --family (the widget's: "
          + layout.trees.families.map(\.rawValue).joined(separator: ", ") + ")")
    }
    guard let device = command.device else {
      throw CommandError.usage(
        "missing --device; valid: a screen (" + layout.kit.screens.map(\.id).joined(separator: ", ")
          + ") or a device id")
    }
    let result = try layout.layout(
      family, on: try layout.kit.screen(device), category: command.category,
      os: command.environment.widgetKitOS, placement: command.kit.place.placement,
      icons: command.kit.place.icons)
    return (result, description.appName)
  }
}
