import InterfaceBuilder
import SwiftWidgetSource
import WidgetDescriptions

/// Where a widget's elements are written in the files it was read from,
/// whatever the reader: a Swift widget's views at their expressions, a
/// storyboard's or xib's views at their elements' lines, a description's
/// entries at their JSON lines. Findings point there: SARIF locations
/// always, text and JSON reports where the reader placed each view itself
/// (``namesPlacesInReports``).
public struct ElementPlaces: Sendable {
  private enum Source: Sendable {
    case swift(SwiftOrigin)
    case lines(file: String, byElement: [String: Int], whole: Int)
    /// The description's text, parsed for its lines only when asked
    /// (SARIF): the text and JSON reports never need them.
    case json(file: String, text: String)
  }

  private let source: Source

  /// The views of a widget read from Swift sources.
  public static func swift(_ origin: SwiftOrigin) -> ElementPlaces {
    ElementPlaces(source: .swift(origin))
  }

  /// The views of a storyboard or xib at `file` (a prototype cell's sample
  /// rows are views of their own, with the prototype's lines).
  public static func interfaceBuilder(_ widget: InterfaceBuilderWidget, file: String)
    -> ElementPlaces
  {
    ElementPlaces(source: .lines(file: file, byElement: widget.viewLines, whole: widget.rootLine))
  }

  /// The entries of the description `text` read from `file` (`-`: standard
  /// input).
  public static func description(text: String, file: String) -> ElementPlaces {
    ElementPlaces(source: .json(file: file, text: text))
  }

  /// True when the reader placed each view itself (Swift sources,
  /// storyboards and xibs): reports then print each finding's place. A
  /// description's findings name their elements, whose JSON lines only
  /// SARIF needs.
  public var namesPlacesInReports: Bool {
    if case .json = source { return false }
    return true
  }

  /// The one file every place is in (a storyboard, a description), or nil
  /// when the places span files (a widget of Swift sources).
  public var file: String? {
    switch source {
    case .swift: nil
    case .lines(let file, _, _), .json(let file, _): file
    }
  }

  /// Where element `id` is written (``locations(of:)`` for one id).
  public func location(of id: String?) -> SourceLocation? {
    locations(of: [id])[0]
  }

  /// Where each of `ids` is written, in order: its own place, or that of
  /// the view it repeats (a Swift widget's `row[2]` is written where `row`
  /// is); for the whole widget (`widget`, no id, or an element the reader
  /// made itself, such as `expanded`) where a Swift widget is declared or a
  /// storyboard's scene view is; nil when a description does not say (no
  /// id, a generated id, standard input's lines). A description's text is
  /// parsed once for all of them.
  public func locations(of ids: [String?]) -> [SourceLocation?] {
    switch source {
    case .swift(let origin):
      return ids.map { origin.location(of: $0 ?? "") ?? origin.declaration }
    case .lines(let file, let byElement, let whole):
      return ids.map { id in
        SourceLocation(file: file, line: id.flatMap { byElement[$0] } ?? whole, column: nil)
      }
    case .json(let file, let text):
      let lines = WidgetSourceLines(text: text)
      return ids.map { id in
        id.flatMap(lines.line(of:)).map { SourceLocation(file: file, line: $0, column: nil) }
      }
    }
  }
}
