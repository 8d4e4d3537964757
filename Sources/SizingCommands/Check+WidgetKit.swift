import PangoText
import SizingModel
import WidgetChecks
import WidgetDescriptions
import WidgetLayout

extension Check {
  /// `check --host widgetkit`: the widget's families (or `--family`) × the
  /// screens where each has a frame (or `--device`) × the text sizes.
  func widgetKitEvaluate(_ description: WidgetDescription, text: String, file: String) throws
    -> CheckedWidget
  {
    var todayOptions: [String] = []
    if !orientations.isEmpty { todayOptions.append("--orientation") }
    if !locations.isEmpty { todayOptions.append("--location") }
    if !modes.isEmpty { todayOptions.append("--mode") }
    if recents != nil { todayOptions.append("--recents") }
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    var layout = try WidgetKitLayout(
      description: description, kit: try WidgetKitOptions.model(calibrationPath: calibration),
      measurer: PangoTextMeasurer.shared)
    layout.squeezeTolerance = tolerance
    let families = try kit.chosenFamilies(layout.trees)
    let screens =
      try devices.isEmpty
      ? nil : devices.map { id throws(SizingError) in try layout.kit.screen(id) }
    let categoryList = try ContentSizeCategory.parseList(categories)
    let versions = try oses.isEmpty ? [OSVersion.iOS18] : oses.map(Self.widgetKitOS)
    let cells = versions.flatMap { os in
      layout.cells(
        families: families, screens: screens,
        categories: categoryList.isEmpty ? ContentSizeCategory.allCases : categoryList, os: os,
        placement: kit.place.placement, icons: kit.place.icons)
    }
    guard !cells.isEmpty else {
      let reasons = families.flatMap { family in
        (screens ?? []).compactMap { screen -> String? in
          let placement =
            kit.place.placement
            ?? layout.kit.defaultPlacement(of: family, on: screen.idiom, os: versions[0])
            ?? .homeScreen
          let host = WidgetKitHost(
            family: family, placement: placement, os: versions[0], icons: kit.place.icons)
          do {
            _ = try layout.kit.place(host, on: screen)
            return nil
          } catch {
            return "\(error)"
          }
        }
      }
      throw CommandError.usage(
        "no WidgetKit cell matches these filters" + (reasons.first.map { ": \($0)" } ?? ""))
    }
    let report = WidgetKitChecker(layout: layout).check(cells)
    return CheckedWidget(
      file: file, report: report, matrix: nil, text: text, widgetKitCells: cells)
  }

  /// A `--os` of a WidgetKit check; a usage error for a Today version.
  static func widgetKitOS(_ os: OSVersion) throws(CommandError) -> OSVersion {
    guard os.isWidgetKit else {
      throw .usage(
        "--host widgetkit: --os \(os.releaseRange) is a Today-widget version; valid: "
          + OSVersion.widgetKitReleases.map(\.name).joined(separator: ", "))
    }
    return os
  }
}
