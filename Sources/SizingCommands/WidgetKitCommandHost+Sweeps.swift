import PangoText
import SizingModel
import StackLayout
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing
import WidgetInput
import WidgetLayout

extension WidgetKitCommandHost {
  /// The screen drawn when several families are and no `--device` is given:
  /// the iPhone 8's, as `check`'s default environment.
  static let defaultScreen = "375x667"

  /// `check --host widgetkit`: the widget's families (or `--family`) × the
  /// screens where each has a frame (or `--device`) × the text sizes.
  func check(_ check: Check, file: String, early: (WidgetDescription, ElementPlaces)?) throws
    -> CheckedWidget
  {
    var todayOptions: [String] = []
    if !check.orientations.isEmpty { todayOptions.append("--orientation") }
    if !check.locations.isEmpty { todayOptions.append("--location") }
    if !check.modes.isEmpty { todayOptions.append("--mode") }
    if check.recents != nil { todayOptions.append("--recents") }
    try WidgetKitOptions.refuseTodayOptions(todayOptions)
    let (description, places) = try early ?? check.readWidget(file)
    var layout = try WidgetKitLayout(
      description: description,
      kit: try WidgetKitOptions.model(calibrationPath: check.calibration),
      measurer: PangoTextMeasurer.shared)
    layout.squeezeTolerance = check.tolerance
    let place = check.kit.place
    let families = try check.kit.chosenFamilies(layout.trees)
    let screens =
      try check.devices.isEmpty
      ? nil : check.devices.map { id throws(SizingError) in try layout.kit.screen(id) }
    let categoryList = try ContentSizeCategory.parseList(check.categories)
    let versions = try check.oses.isEmpty ? [OSVersion.iOS18] : check.oses.map(Self.os)
    let cells = versions.flatMap { os in
      layout.cells(
        families: families, screens: screens,
        categories: categoryList.isEmpty ? ContentSizeCategory.allCases : categoryList, os: os,
        placement: place.placement, icons: place.icons)
    }
    guard !cells.isEmpty else {
      let reasons = families.flatMap { family in
        (screens ?? []).compactMap { screen -> String? in
          let placement =
            place.placement
            ?? layout.kit.defaultPlacement(of: family, on: screen.idiom, os: versions[0])
            ?? .homeScreen
          let host = WidgetKitHost(
            family: family, placement: placement, os: versions[0], icons: place.icons)
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
    return CheckedWidget(file: file, report: report, grid: Self.grid(cells), places: places)
  }

  /// `--grid`'s tables: one per family, a row per screen (and frame) the
  /// family has a frame on, in the cells' order.
  static func grid(_ cells: [WidgetKitCell]) -> CheckGrid.Axes {
    let families = WidgetFamily.allCases.filter { family in cells.contains { $0.family == family } }
    let sections = families.map { family in
      var places: [String] = []
      for cell in cells where cell.family == family && !places.contains(cell.place) {
        places.append(cell.place)
      }
      return (Optional(family.rawValue), places)
    }
    return CheckGrid.Axes(
      byWhat: "family, screen", rowHeader: "screen", sections: sections,
      categories: Array(Set(cells.map(\.category))).sorted())
  }

  /// A `--os` of a WidgetKit check; a usage error for a Today version.
  static func os(_ os: OSVersion) throws(CommandError) -> OSVersion {
    guard os.isWidgetKit else { throw .usage(HostRefusal.todayVersion(os).description) }
    return os
  }

  /// `render --host widgetkit`: families × text sizes on one screen, or one
  /// family's screens × text sizes; each cell laid out once, by the check,
  /// and framed in red where it finds something.
  func sheet(_ render: Render, _ read: WidgetDescription?) throws -> RenderedSheet {
    try WidgetKitOptions.refuseTodayOptions(
      WidgetKitOptions.todayOptions(
        render.environment, mode: render.mode, recents: render.widget.recents))
    try render.validateZoom()
    let description = try read ?? render.widget.description(host: .widgetKit)
    let layout = try WidgetKitLayout(
      description: description,
      kit: try WidgetKitOptions.model(calibrationPath: render.calibration),
      measurer: PangoTextMeasurer.shared)
    let os = render.environment.widgetKitOS
    let place = render.kit.place
    let families = try render.kit.chosenFamilies(layout.trees)
    var screens = try render.devices.map { id throws(SizingError) in try layout.kit.screen(id) }
    // A screen asked for by name that did not run --os is refused, as `layout` refuses it.
    if let reason = screens.lazy.compactMap({
      $0.whyNot(runs: os, releases: layout.kit.releases)
    }).first {
      throw SizingError.unsupported(reason)
    }
    let categories = try render.chosenCategories()
    let byFamily = families.count > 1
    if byFamily {
      guard screens.count <= 1 else {
        throw CommandError.usage(
          "render draws families × text sizes on one --device, or screens × text sizes for "
            + "one --family; give one of them")
      }
      if screens.isEmpty { screens = [try layout.kit.screen(Self.defaultScreen)] }
    }
    // One row per family (on one screen) or per screen (of one family).
    let rows = (byFamily ? families.map { [$0] } : [families]).flatMap { rowFamilies in
      (byFamily || !screens.isEmpty ? screens : layout.kit.screens).map { screen in
        layout.cells(
          families: rowFamilies, screens: [screen], categories: categories, os: os,
          placement: place.placement, icons: place.icons)
      }
    }.filter { !$0.isEmpty }
    guard let first = rows.first?.first else {
      _ = try layout.layout(
        families[0], on: screens.first ?? layout.kit.screens[0], category: categories[0], os: os,
        placement: place.placement, icons: place.icons)
      throw CommandError.usage("no frame to draw")
    }
    var checked = WidgetKitChecker(layout: layout).checkedLayouts(rows.flatMap { $0 })[...]
    var sheetCells: [[ContactSheet.Cell]] = []
    for row in rows {
      sheetCells.append(
        try row.map { cell in
          let (laidOut, rules) = checked.removeFirst()
          var scene = WidgetScene(try laidOut ?? layout.layout(cell), appName: description.appName)
          scene.widgetKit?.renderingMode = render.renderingMode
          scene.widgetKit?.colorScheme = render.appearance
          return ContactSheet.Cell(scene: scene, label: cell.category.shortName, findings: rules)
        })
    }
    let rowLabels = rows.map { row in
      let cell = row[0]
      let placed = try? layout.kit.place(cell.host, on: cell.screen)
      var sizeText = placed.map { " · \($0.layout.size.size.formattedPoints)" } ?? ""
      if let placed, placed.shown != placed.layout {
        sizeText += " shown at \(placed.shown.size.size.formattedPoints)"
      }
      return (byFamily ? cell.family.rawValue : cell.place) + sizeText
    }
    let heading =
      byFamily
      ? "\(first.place) · families × text sizes" : "\(first.family.rawValue) · screens × text sizes"
    return RenderedSheet(
      sheet: ContactSheet(
        title: "\(description.appName) · WidgetKit iOS \(os.name) · \(heading) · margins dashed",
        rowLabels: rowLabels, cells: sheetCells, zoom: render.zoom ?? 1),
      rows: byFamily
        ? CheckFormatter.count(rows.count, "family", plural: "families") + " on \(first.place)"
        : CheckFormatter.count(rows.count, "screen") + " of \(first.family.rawValue)",
      columns: CheckFormatter.count(categories.count, "text size"), note: nil,
      framed: sheetCells.joined().filter { !$0.findings.isEmpty }.count)
  }
}
