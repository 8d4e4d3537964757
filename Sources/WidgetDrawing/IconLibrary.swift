/// The quick-action icons, parsed once from the SVG files embedded from
/// `Resources/icons/` at build time (`EmbeddedFiles.files["icons/x.svg"]`).
///
/// Each icon is a 24 × 24 viewBox of stroked paths: every `d="…"` attribute
/// in the file is one path.
public enum IconLibrary {
  /// The viewBox side of every icon, in icon units.
  public static let viewBox = 24.0

  /// Icon names available, sorted ("doc", "scan", …).
  public static let names: [String] = paths.keys.sorted()

  /// The paths of the icon called `name`, or nil when there is none.
  public static func icon(named name: String) -> [SVGPath]? { paths[name] }

  private static let paths: [String: [SVGPath]] = {
    var table: [String: [SVGPath]] = [:]
    for (key, text) in EmbeddedFiles.files
    where key.hasPrefix("icons/") && key.hasSuffix(".svg") {
      let name = String(key.dropFirst("icons/".count).dropLast(".svg".count))
      table[name] = pathData(in: text).compactMap(SVGPath.init)
    }
    return table
  }()

  /// Every `d="…"` value in an SVG text, in order.
  static func pathData(in svg: String) -> [String] {
    var result: [String] = []
    var rest = Substring(svg)
    while let start = rest.range(of: " d=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      result.append(String(rest[..<end]))
      rest = rest[rest.index(after: end)...]
    }
    return result
  }
}
