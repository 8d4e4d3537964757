import PangoText
import SizingModel
import SizingOptions
import WidgetChecks
import WidgetDescriptions
import WidgetDrawing
import WidgetInput
import WidgetLayout

extension TodayCommandHost {
  func check(_ check: Check, file: String, early: (WidgetDescription, ElementPlaces)?) throws
    -> CheckedWidget
  {
    if let os = check.oses.first(where: \.isWidgetKit) {
      throw CommandError.usage(HostRefusal.widgetKitVersion(os).description)
    }
    let model = try EnvironmentOptions().model(calibrationPath: check.calibration)
    let categoryList = try ContentSizeCategory.parseList(check.categories)
    var deviceList: [Device] = []
    for id in check.devices { deviceList.append(try model.device(id)) }
    let matrix = EnvironmentMatrix(
      model: model, devices: deviceList.isEmpty ? nil : deviceList,
      categories: categoryList.isEmpty ? nil : categoryList,
      orientations: check.orientations.isEmpty ? nil : check.orientations,
      locations: check.locations.isEmpty ? nil : check.locations,
      oses: check.oses.isEmpty ? nil : check.oses)
    guard matrix.count > 0 else {
      if let reason = check.commonReason(model: model, devices: deviceList) {
        throw CommandError.usage(reason)
      }
      throw CommandError.usage(
        "no environment matches these filters (the columns exist only on iPads in landscape "
          + "on iOS 9–10, Quick Actions from iOS 10, each device only on the iOS it ran: "
          + "sizing-cli devices)")
    }
    // Standard input is read last, so usage errors come first and never wait on it; a
    // WidgetKit-only widget there still goes to the WidgetKit sweep (which refuses the
    // Today filters it was given).
    let (description, places) = try early ?? check.readWidget(file)
    let host = try check.kit.resolvedHost(for: description)
    guard early != nil || host == .today else {
      return try host.commands.check(check, file: file, early: (description, places))
    }
    var layout = TodayWidgetLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    layout.squeezeTolerance = check.tolerance
    let modes = check.modes
    let report = WidgetChecker(layout: layout).check(
      matrix, modes: modes.isEmpty ? nil : Set(modes), recents: check.recents)
    guard report.environments > 0 else {
      let checked = check.recents ?? layout.recentsCount(override: nil)
      if let reason = check.commonReason(model: model, devices: deviceList, recents: checked) {
        throw CommandError.usage(reason)
      }
      throw CommandError.usage(
        "no environment matches these filters (expanded mode exists on iOS 10 and later outside "
          + "Quick Actions, with at least one recent)")
    }
    return CheckedWidget(file: file, report: report, grid: Self.grid(matrix), places: places)
  }

  /// `--grid`'s table: a row per device, in the matrix's order.
  static func grid(_ matrix: EnvironmentMatrix) -> CheckGrid.Axes {
    var devices: [String] = []
    for env in matrix.environments where !devices.contains(env.device.id) {
      devices.append(env.device.id)
    }
    return CheckGrid.Axes(
      byWhat: "device", rowHeader: "device", sections: [(nil, devices)],
      categories: Array(Set(matrix.environments.map(\.category))).sorted())
  }

  func sheet(_ render: Render, _ read: WidgetDescription?) throws -> RenderedSheet {
    let kitOnly =
      (render.renderingMode != .fullColor ? ["--rendering-mode"] : [])
      + (render.appearance != .light ? ["--appearance"] : [])
    if !kitOnly.isEmpty {
      throw CommandError.usage(HostRefusal.needsWidgetKit(kitOnly).description)
    }
    let environment = render.environment
    try environment.validateToday()
    let model = try environment.model(calibrationPath: render.calibration)
    let host = environment.host
    var chosenDevices: [Device] = []
    var skipped: [Device] = []
    for device in try render.devices.isEmpty
      ? model.devices : render.devices.map({ id throws(SizingError) in try model.device(id) })
    {
      switch host.availability(on: device, environment.orientation) {
      case .noSuchLocation(let reason):
        // Like `table`: the default list leaves out devices with no such location.
        guard render.devices.isEmpty else { throw SizingError.unsupported(reason) }
      case .deviceDidNotRunOS(let reason):
        // A device asked for by name is an error; the default list skips it.
        guard render.devices.isEmpty else { throw SizingError.unsupported(reason) }
        skipped.append(device)
      case .exists:
        chosenDevices.append(device)
      }
    }
    if chosenDevices.isEmpty && skipped.isEmpty, let any = model.devices.first {
      try host.validate(device: any, orientation: environment.orientation)
    }
    let chosenCategories = try render.chosenCategories()
    try render.validateZoom()
    let description = try read ?? render.widget.description()
    let layout = TodayWidgetLayout(
      description: description, model: model, measurer: PangoTextMeasurer.shared)
    let mode = render.mode
    let recents = render.widget.recents
    if let reason = host.modeProblem(mode, recents: layout.recentsCount(override: recents)) {
      throw SizingError.unsupported(reason)
    }
    // The cells `check` finds something in, by the checker itself, with each
    // cell's layout from the same sweep.
    let matrix = EnvironmentMatrix(
      model: model, devices: chosenDevices, categories: chosenCategories,
      orientations: [environment.orientation], locations: [environment.location],
      oses: [environment.os])
    let checked = WidgetChecker(layout: layout).checkedLayouts(
      matrix, mode: mode, recents: recents)
    var rows: [[ContactSheet.Cell]] = []
    for (index, cell) in checked.enumerated() {
      if index % chosenCategories.count == 0 { rows.append([]) }
      let height = cell.result.preferredContentSize.height
      rows[rows.count - 1].append(
        ContactSheet.Cell(
          scene: WidgetScene(cell.result, appName: description.appName),
          label: "\(cell.result.environment.category.shortName) · \(height.markedPoints)",
          findings: cell.rules))
    }
    let skippedText =
      skipped.isEmpty
      ? nil
      : "without \(skipped.map(\.id).joined(separator: ", ")), which did not run "
        + environment.os.releaseTitle
    let title =
      "\(description.appName) · \(host.modeTitle(mode)) · \(environment.orientation.rawValue) · "
      + "\(environment.location.rawValue) · iOS \(environment.os.name)"
    return RenderedSheet(
      sheet: ContactSheet(
        title: skippedText.map { title + " · " + $0 } ?? title,
        rowLabels: chosenDevices.map(\.name), cells: rows, zoom: render.zoom ?? 1),
      rows: CheckFormatter.count(chosenDevices.count, "device"),
      columns: CheckFormatter.count(chosenCategories.count, "text size"), note: skippedText,
      framed: checked.filter { !$0.rules.isEmpty }.count)
  }
}
