import PangoText
import SizingModel
import StackLayout
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing
import WidgetLayout

extension Render {
  /// The screen drawn when several families are and no `--device` is given:
  /// the iPhone 8's, as `check`'s default environment.
  static let defaultWidgetKitScreen = "375x667"

  /// `render --host widgetkit`: families × text sizes on one screen, or one
  /// family's screens × text sizes; cells framed in red where `check` finds
  /// something.
  func widgetKitOutput(_ description: WidgetDescription) throws -> String {
    let todayOptions = WidgetKitOptions.todayOptions(
      environment, mode: mode, recents: widget.recents)
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    if let zoom, !(zoom.isFinite && (0.1...4).contains(zoom)) {
      throw CommandError.usage("--zoom \(formatPoints(zoom)) is out of range 0.1…4")
    }
    let layout = try WidgetKitLayout(
      description: description, kit: try WidgetKitOptions.model(calibrationPath: calibration),
      measurer: PangoTextMeasurer.shared)
    let os = environment.widgetKitOS
    let families = try kit.chosenFamilies(layout.trees)
    var screens = try devices.map { id throws(SizingError) in try layout.kit.screen(id) }
    // A screen asked for by name that did not run --os is refused, as `layout` refuses it.
    if let reason = screens.lazy.compactMap({
      $0.whyNot(runs: os, releases: layout.kit.releases)
    }).first {
      throw SizingError.unsupported(reason)
    }
    let categories =
      try self.categories.isEmpty
      ? ContentSizeCategory.allCases : ContentSizeCategory.parseList(self.categories)
    let byFamily = families.count > 1
    if byFamily {
      guard screens.count <= 1 else {
        throw CommandError.usage(
          "render draws families × text sizes on one --device, or screens × text sizes for "
            + "one --family; give one of them")
      }
      if screens.isEmpty { screens = [try layout.kit.screen(Self.defaultWidgetKitScreen)] }
    }
    // One row per family (on one screen) or per screen (of one family).
    let rowCells: [[WidgetKitCell]] =
      byFamily
      ? families.map {
        layout.cells(
          families: [$0], screens: screens, categories: categories, os: os,
          placement: kit.place.placement, icons: kit.place.icons)
      }
      : (screens.isEmpty ? layout.kit.screens : screens).map {
        layout.cells(
          families: families, screens: [$0], categories: categories, os: os,
          placement: kit.place.placement, icons: kit.place.icons)
      }
    let rows = rowCells.filter { !$0.isEmpty }
    guard let first = rows.first?.first else {
      let family = families[0]
      let screen = screens.first ?? layout.kit.screens[0]
      _ = try layout.layout(
        family, on: screen, category: categories[0], os: os, placement: kit.place.placement,
        icons: kit.place.icons)
      throw CommandError.usage("no frame to draw")
    }
    let findings = WidgetKitChecker(layout: layout).rulesByCell(rows.flatMap { $0 })
    var sheetCells: [[ContactSheet.Cell]] = []
    var framed = 0
    var index = 0
    for row in rows {
      var cells: [ContactSheet.Cell] = []
      for cell in row {
        let result = try layout.layout(cell)
        let rules = findings[index]
        index += 1
        framed += rules.isEmpty ? 0 : 1
        var scene = WidgetScene(result, appName: description.appName)
        scene.widgetKit?.renderingMode = renderingMode
        scene.widgetKit?.colorScheme = appearance
        cells.append(
          ContactSheet.Cell(
            scene: scene,
            label: cell.category.shortName, findings: rules))
      }
      sheetCells.append(cells)
    }
    let rowLabels = rows.map { row in
      let cell = row[0]
      let placed = try? layout.kit.place(cell.host, on: cell.screen)
      var sizeText =
        placed.map { " · \($0.layout.size.size.formattedPoints)" } ?? ""
      if let placed, placed.shown != placed.layout {
        sizeText += " shown at \(placed.shown.size.size.formattedPoints)"
      }
      return (byFamily ? cell.family.rawValue : cell.place) + sizeText
    }
    let heading =
      byFamily
      ? "\(first.place) · families × text sizes" : "\(first.family.rawValue) · screens × text sizes"
    var sheet = ContactSheet(
      title: "\(description.appName) · WidgetKit iOS \(os.name) · \(heading) · margins dashed",
      rowLabels: rowLabels, cells: sheetCells, zoom: zoom ?? 1)
    try write(&sheet)
    return summary(
      sheet,
      rows: byFamily
        ? CheckFormatter.count(rows.count, "family", plural: "families")
          + " on \(first.place)"
        : CheckFormatter.count(rows.count, "screen") + " of \(first.family.rawValue)",
      columns: CheckFormatter.count(categories.count, "text size"), note: nil, framed: framed)
  }
}
