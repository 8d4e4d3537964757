// The Today widget's sections: what the compact height, the maximum expanded height and the description's limits cut off.
extension CheckRule {
  /// Quick-action content is taller than the compact height.
  public static let actionClipped = CheckRule(
    id: "action-clipped", severity: .error, hosts: .today,
    summary: "Quick-action content is taller than the compact height.",
    details:
      "quick-action content (a button, icon or label) reaches outside the compact section, an "
      + "icon is squeezed below `actionStyle.iconSize`, or a label's text is taller than the "
      + "height it gets",
    help: "The system cuts the buttons off at the bottom; use a smaller icon, fewer label lines or "
      + "less spacing.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"appName": "Scanner", "recents": [],
         "quickActions": [{"title": "Scan", "icon": "scan"}],
         "actionStyle": {"iconSize": 120}}
        """#))

  /// A view of a version-2 compact section is cut off by the compact height.
  public static let compactClipped = CheckRule(
    id: "compact-clipped", severity: .error, hosts: .today,
    summary: "A view of a version-2 compact section is cut off by the compact height.",
    details:
      "version 2: a view of the compact section reaches past the compact height, or a label in "
      + "it is squeezed below its text's height",
    help: "The compact height is fixed by the text size; use fewer lines, smaller styles or less "
      + "spacing, or move content to the expanded section.",
    example: Example(
      fileExtension: "json",
      arguments: [
        "--device", "iphone-8", "--category", "AX3", "--os", "13", "--orientation", "portrait",
        "--location", "today-view",
      ],
      text: #"""
        {"version": 2, "appName": "Notes", "compact": {
          "id": "column", "axis": "vertical", "margins": [8, 16, 8, 16], "items": [
            {"type": "label", "id": "note", "textStyle": "body", "numberOfLines": 0,
             "text": "Call the plumber about the leak, then book the car in for its service"}]}}
        """#))

  /// A version-2 expanded body is taller than the maximum expanded height.
  public static let bodyClipped = CheckRule(
    id: "body-clipped", severity: .error, hosts: .today,
    summary: "A version-2 expanded body is taller than the maximum expanded height.",
    details:
      "version 2: the expanded body is taller than the room below the compact section (maximum "
      + "expanded height − compact height); its bottom is cut off",
    help: "The system cuts the body off at the bottom; make it shorter or use a list, which shows "
      + "only whole rows.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Activity",
         "compact": {"type": "label", "id": "title", "text": "Today", "textStyle": "headline"},
         "expanded": {"body": {"id": "body", "axis": "vertical", "items": [
           {"type": "view", "id": "chart", "intrinsic": [100, 900], "color": "#3366cc"}]}}}
        """#))

  /// A version-2 section (compact, body or list row) has no visible view that draws.
  public static let sectionEmpty = CheckRule(
    id: "section-empty", severity: .error, hosts: .today,
    summary: "A version-2 section (compact, body or list row) has no visible view that draws.",
    details: "version 2: the compact section, the expanded body or the list's row template has no "
      + "visible view that draws (a label with text, an image, a coloured view); the row's "
      + "finding counts where a row shows",
    help: "Give the section a visible label with text, an image or a coloured view, or drop it (a "
      + "widget without an expanded section offers no Show More).",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Blank", "compact": {
          "id": "column", "axis": "vertical", "items": [
            {"type": "view", "id": "gap", "intrinsic": [10, 10]}]}}
        """#))

  /// A quick-action label wraps beyond the description's labelLines.
  public static let labelLineLimit = CheckRule(
    id: "label-line-limit", severity: .error, hosts: .today,
    summary: "A quick-action label wraps beyond the description's labelLines.",
    details:
      "a quick-action label wraps to more lines than the description's `labelLines` (only when "
      + "`labelLines` is set)",
    help: "Shorten the title or allow more lines.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"appName": "Scanner", "labelLines": 1, "recents": [],
         "quickActions": [
           {"title": "Scan a new document", "icon": "scan"},
           {"title": "Sign", "icon": "signature"},
           {"title": "Share", "icon": "share"},
           {"title": "Note", "icon": "note"}]}
        """#))

  /// Expanded mode is offered and there are rows (recents, or a version-2 list's items), but no
  /// whole row fits.
  public static let noRowShown = CheckRule(
    id: "no-row-shown", severity: .error, hosts: .today,
    summary:
      "Expanded mode is offered and there are rows (recents, or a version-2 list's items), but "
      + "no whole row fits.",
    details: "Show More is offered (expanded mode exists and there are recents) but not even the "
      + "first whole row fits between the compact height and the maximum expanded height",
    help: "Show More opens to an empty area; make rows shorter.",
    example: Example(
      fileExtension: "json",
      arguments: [
        "--device", "iphone-se", "--device", "iphone-8-plus", "--category", "L", "--os", "13",
        "--orientation", "portrait", "--location", "today-view",
      ],
      text: #"""
        {"version": 2, "appName": "Photos",
         "compact": {"type": "label", "id": "title", "text": "Memories", "textStyle": "headline"},
         "expanded": {"list": {"maxRows": 3, "items": [{}, {}], "row": {
           "id": "memory", "axis": "vertical", "items": [
             {"type": "view", "id": "photo", "intrinsic": [100, 480], "color": "#886644"}]}}}}
        """#))

  /// No environment shows even one row (of recents, or of a version-2 list).
  public static let rowsNeverFit = CheckRule(
    id: "rows-never-fit", severity: .error, hosts: .today,
    summary: "No environment shows even one row (of recents, or of a version-2 list).",
    details: "no swept environment shows even one row, though expanded mode was offered in some "
      + "(counted in every expanded cell); it replaces that widget's `no-row-shown` error, which "
      + "would say the same of each of those cells",
    help: "Every row is taller than the room below the compact section.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Photos",
         "compact": {"type": "label", "id": "title", "text": "Memories", "textStyle": "headline"},
         "expanded": {"list": {"maxRows": 3, "items": [{}, {}], "row": {
           "id": "memory", "axis": "vertical", "items": [
             {"type": "view", "id": "photo", "intrinsic": [100, 900], "color": "#886644"}]}}}}
        """#))

  /// The widget is narrower than the description's minimumWidth.
  public static let narrowerThanMinimum = CheckRule(
    id: "narrower-than-minimum", severity: .error, hosts: .today,
    summary: "The widget is narrower than the description's minimumWidth.",
    details: "the content width is less than the description's `minimumWidth` (only when set)",
    help: "Lower minimumWidth or make the content fit narrower widths.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"appName": "Scanner", "minimumWidth": 400, "recents": [],
         "quickActions": [{"title": "Scan", "icon": "scan"}]}
        """#))
}
