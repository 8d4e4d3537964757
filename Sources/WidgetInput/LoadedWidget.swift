import SwiftWidgetSource
import WidgetDescriptions

/// A widget read from what the user pointed at — a description JSON file,
/// standard input, or a widget in Swift sources — as the one description
/// every command and the preview lay out.
public struct LoadedWidget: Sendable {
  /// The description laid out.
  public var description: WidgetDescription
  /// What reports call the widget: the path as given (`-` for standard
  /// input), or `PATH (kind)` for a widget of Swift sources.
  public var name: String
  /// Every file the widget was read from, for watching (empty for standard input).
  public var files: [String]
  /// Where a Swift widget's views are written; nil for a description file.
  public var swift: SwiftOrigin?
  /// Where each element is written, whatever the reader (findings point there).
  public var places: ElementPlaces
}

/// A widget evaluated from Swift sources: which one, with which sample
/// entry, and where each of its views is written.
public struct SwiftOrigin: Sendable {
  /// The widget's `kind` string and type name.
  public var kind: String
  public var typeName: String
  /// Where the widget's struct is declared (findings about the whole widget point there).
  public var declaration: SourceLocation
  /// The sample entry its views were evaluated with, and every one found
  /// (in `--sample` order).
  public var sampleName: String
  public var samples: [String]
  /// Each view id's place in the sources.
  public var locations: [String: SourceLocation]
  /// What was approximated or could not be evaluated, each with its place.
  public var notes: [SourceNote]

  /// The place of element `id`: its own, or that of the view it repeats
  /// (`row[2]` is written where `row` is).
  public func location(of id: String) -> SourceLocation? {
    if let own = locations[id] { return own }
    guard let bracket = id.firstIndex(of: "["), let repeated = locations[String(id[..<bracket])]
    else { return id.isEmpty || id == "widget" ? declaration : nil }
    return repeated
  }
}
