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
    case json(file: String, lines: WidgetSourceLines)
  }

  private let source: Source

  /// The views of a widget read from Swift sources.
  public static func swift(_ origin: SwiftOrigin) -> ElementPlaces {
    ElementPlaces(source: .swift(origin))
  }

  /// The views of a storyboard or xib at `file`.
  public static func interfaceBuilder(_ widget: InterfaceBuilderWidget, file: String)
    -> ElementPlaces
  {
    ElementPlaces(source: .lines(file: file, byElement: widget.viewLines, whole: widget.rootLine))
  }

  /// The entries of the description `text` read from `file` (`-`: standard
  /// input).
  public static func description(text: String, file: String) -> ElementPlaces {
    ElementPlaces(source: .json(file: file, lines: WidgetSourceLines(text: text)))
  }

  /// True when the reader placed each view itself (Swift sources,
  /// storyboards and xibs): reports then print each finding's place. A
  /// description's findings name their elements, whose JSON lines only
  /// SARIF needs.
  public var namesPlacesInReports: Bool {
    if case .json = source { return false }
    return true
  }

  /// Where element `id` is written: its own place, or that of the view it
  /// repeats (`row[2]` is written where `row` is); for the whole widget
  /// (`widget`, no id, or an element the reader made itself, such as
  /// `expanded`) where a Swift widget is declared or a storyboard's scene
  /// view is; nil when a description does not say (a generated id,
  /// standard input's lines).
  public func location(of id: String?) -> SourceLocation? {
    let id = id ?? ""
    switch source {
    case .swift(let origin):
      return origin.location(of: id) ?? origin.declaration
    case .lines(let file, let byElement, let whole):
      let line = byElement[id] ?? Self.repeated(id).flatMap { byElement[$0] } ?? whole
      return SourceLocation(file: file, line: line, column: nil)
    case .json(let file, let lines):
      return lines.line(of: id.isEmpty ? "widget" : id).map {
        SourceLocation(file: file, line: $0, column: nil)
      }
    }
  }

  /// `row` for `row[2]`: the view an instance repeats.
  private static func repeated(_ id: String) -> String? {
    guard id.hasSuffix("]"), let bracket = id.lastIndex(of: "[") else { return nil }
    return String(id[..<bracket])
  }
}
