import PangoText
import SizingModel
import TodayLayout

extension Check {
  /// `check --host widgetkit`: the widget's families (or `--family`) × the
  /// screens where each has a frame (or `--device`) × the text sizes.
  func widgetKitEvaluate(_ description: WidgetDescription, text: String, file: String) throws
    -> CheckedWidget
  {
    var todayOptions: [String] = []
    if !orientations.isEmpty { todayOptions.append("--orientation") }
    if !locations.isEmpty { todayOptions.append("--location") }
    if !oses.isEmpty { todayOptions.append("--os") }
    if !modes.isEmpty { todayOptions.append("--mode") }
    if recents != nil { todayOptions.append("--recents") }
    if calibration != nil { todayOptions.append("--calibration") }
    if grid != nil { todayOptions.append("--grid") }
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    var layout = try WidgetKitLayout(description: description, measurer: PangoTextMeasurer.shared)
    layout.squeezeTolerance = tolerance
    let families = try kit.chosenFamilies(layout.trees)
    let screens =
      try devices.isEmpty
      ? nil : devices.map { id throws(SizingError) in try layout.kit.screen(id) }
    let categoryList = try ContentSizeCategory.parseList(categories)
    let cells = layout.cells(
      families: families, screens: screens,
      categories: categoryList.isEmpty ? ContentSizeCategory.allCases : categoryList)
    guard !cells.isEmpty else {
      let reasons = families.flatMap { family in
        (screens ?? []).compactMap { screen in
          layout.kit.whyNoFrame(
            family, on: screen, target: WidgetKitCell.layoutTarget(family, on: screen))
        }
      }
      throw CommandError.usage(
        "no WidgetKit cell matches these filters" + (reasons.first.map { ": \($0)" } ?? ""))
    }
    let report = WidgetKitChecker(layout: layout).check(cells)
    return CheckedWidget(file: file, report: report, matrix: nil, text: text)
  }
}
