import SizingModel
import StrictJSON

/// `sizing-cli families --matrix`: the iOS × placement matrix of what
/// existed (``WidgetKitAvailabilityMatrix``), as Markdown (the Hosts
/// article carries it), text or JSON.
struct AvailabilityMatrixFormatter {
  let matrix: WidgetKitAvailabilityMatrix
  var model = WidgetKitSizes.standard

  /// `S M L`, `circular rectangular inline`.
  static func short(_ family: WidgetFamily) -> String {
    switch family {
    case .systemSmall: return "S"
    case .systemMedium: return "M"
    case .systemLarge: return "L"
    case .systemExtraLarge: return "XL"
    case .systemExtraLargePortrait: return "XLP"
    case .accessoryCircular: return "circular"
    case .accessoryRectangular: return "rectangular"
    case .accessoryInline: return "inline"
    }
  }

  /// `S M L · hig-widgets, frameup† · 3 estimated · margin 16*`, or "—".
  static func text(_ cell: WidgetKitAvailabilityMatrix.Cell) -> String {
    guard !cell.families.isEmpty else { return "—" }
    var parts = [cell.families.map(short).joined(separator: " ")]
    if !cell.sources.isEmpty { parts.append(cell.sources.joined(separator: ", ")) }
    if cell.derived > 0 { parts.append("\(cell.derived) derived") }
    if cell.estimated > 0 { parts.append("\(cell.estimated) estimated") }
    if let margin = cell.margin { parts.append("margin \(margin.marked)") }
    return parts.joined(separator: " · ")
  }

  /// Where each placement's first iOS is stated: one line per idiom and placement.
  var firstOSLines: [String] {
    matrix.columns.map { column in
      let appearances = WidgetFamily.allCases.flatMap { family in
        model.appearances(of: family).filter {
          $0.idiom == column.idiom && $0.placement == column.placement
        }.map { (family, $0) }
      }
      let first = appearances.min { $0.1.fromOS < $1.1.fromOS }
      var sources = Set(appearances.flatMap { [$0.1.source, $0.1.osSource].compactMap { $0 } })
      // Large icons are a Home Screen setting of their own, from the iOS that brought them.
      if column.icons == .large {
        sources.insert(model.largeIcons.source)
        return "\(column.title): from iOS \(model.largeIcons.fromOS) "
          + "(\(sources.sorted().joined(separator: ", ")))"
      }
      return "\(column.title): from \(first?.1.firstRelease ?? "—") "
        + "(\(sources.sorted().joined(separator: ", ")))"
    }
  }

  var legend: [String] {
    [
      "Families: S M L XL XLP (system small … extra large, extra large portrait), circular, "
        + "rectangular, inline "
        + "(accessory). Sources: where the measured frames come from († a third party's "
        + "measurement, sizing-cli sources lists them); derived: a source's frame carried to "
        + "another iOS by a stated rule; estimated: no source gives the frame (sizing-cli table "
        + "--host widgetkit --format json states the rule). Margin: the content margin "
        + "(* derived, ~ estimated).",
      "",
    ] + firstOSLines.map { "- \($0)" }
  }

  func markdown() -> String {
    let header = ["iOS"] + matrix.columns.map(\.title)
    var lines = [
      "| " + header.joined(separator: " | ") + " |",
      "|" + String(repeating: "---|", count: header.count),
    ]
    for (os, row) in zip(matrix.releases, matrix.cells) {
      lines.append(
        "| \(os.name) | "
          + row.map { Self.text($0).replacingOccurrences(of: "*", with: "\\*") }
          .joined(separator: " | ") + " |")
    }
    return (lines + [""] + legend.map { $0.replacingOccurrences(of: "*", with: "\\*") })
      .joined(separator: "\n") + "\n"
  }

  func text() -> String {
    var lines: [String] = []
    for (os, row) in zip(matrix.releases, matrix.cells) {
      lines.append("iOS \(os.name)")
      for (column, cell) in zip(matrix.columns, row) {
        lines.append("  \(column.title): \(Self.text(cell))")
      }
    }
    return (lines + [""] + legend).joined(separator: "\n") + "\n"
  }

  func json() -> JSONValue {
    .array(
      zip(matrix.releases, matrix.cells).map { os, row in
        .object([
          ("os", .string(os.name)),
          (
            "placements",
            .array(
              zip(matrix.columns, row).map { column, cell in
                .object([
                  ("idiom", .string(column.idiom.rawValue)),
                  ("placement", .string(column.placement.rawValue)),
                  ("families", .array(cell.families.map { .string($0.rawValue) })),
                  ("sources", .array(cell.sources.map(JSONValue.string))),
                  ("derived", .number(Double(cell.derived))),
                  ("estimated", .number(Double(cell.estimated))),
                  ("margin", cell.margin.map { .object($0.jsonMembers) } ?? .null),
                ])
              })
          ),
        ])
      })
  }
}
