import Foundation
import InterfaceBuilder
import SizingModel
import SwiftWidgetSource
import WidgetDescriptions

/// The one place that decides what a widget path is and reads it: a `.swift`
/// file or a directory is Swift sources (evaluated by `SwiftWidgetSource`
/// into a version-2 description), anything else a description JSON file
/// (`-`: standard input). `layout`, `render`, `check` and the preview all
/// read widgets here, so there is no second pipeline for Swift.
public enum WidgetInput {
  /// Whether `path` names Swift sources: a `.swift` file, or a directory.
  public static func isSwift(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    var isDirectory: ObjCBool = false
    return path != "-" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The widget at `path`: a description file, or the widget of the Swift
  /// sources there that `kind` names (its kind string or type name; nil:
  /// the only one) evaluated with sample entry `sample` (nil: the first).
  /// - Throws: `SizingError` for a description file that cannot be read
  ///   (66) or is malformed (65); `SwiftSourceError` for sources: a missing
  ///   path (66), no widget in them or a file that does not parse (65),
  ///   several widgets and no `kind`, an unknown kind (with did-you-mean) or
  ///   a sample out of range (64); `--kind` or `--sample` with a
  ///   description file (64).
  public static func load(
    _ path: String, kind: String?, sample: Int?, icons: [String]?,
    interfaceBuilder: InterfaceBuilderSettings = InterfaceBuilderSettings()
  ) throws -> LoadedWidget {
    if InterfaceBuilderWidget.isInterfaceBuilderFile(path) {
      if kind != nil || sample != nil {
        throw SwiftSourceError.usage(
          "--kind and --sample pick a widget of Swift sources; \(path) is a storyboard or xib")
      }
      let widget = try WidgetFile.interfaceBuilderWidget(at: path, settings: interfaceBuilder)
      return LoadedWidget(
        description: widget.description, name: path, files: [path], swift: nil,
        places: .interfaceBuilder(widget, file: path))
    }
    guard isSwift(path) else {
      if kind != nil || sample != nil {
        throw SwiftSourceError.usage(
          "--kind and --sample pick a widget of Swift sources; \(path) is a description file")
      }
      let input = try InputFile(path)
      let text = try input.text()
      do {
        let description = try WidgetDescription.parse(text, icons: icons)
        return LoadedWidget(
          description: description, name: path, files: path == "-" ? [] : [path],
          swift: nil, places: .description(text: text, file: path))
      } catch {
        throw error.read(from: input.name)
      }
    }
    let sources = try SwiftSourceSet.load(paths: [path])
    return try imported(sources.widget(matching: kind), of: sources, path: path, sample: sample)
  }

  /// Every widget of the Swift sources at `path` (only `kind`'s when given),
  /// each evaluated with sample entry `sample`, for `check`.
  /// - Throws: as ``load(_:kind:sample:icons:)``, but several widgets are
  ///   no error.
  public static func loadEvery(_ path: String, kind: String?, sample: Int?) throws
    -> [LoadedWidget]
  {
    let sources = try SwiftSourceSet.load(paths: [path])
    let chosen =
      kind == nil && sources.widgets.count > 1
      ? sources.widgets : [try sources.widget(matching: kind)]
    return try chosen.map { try imported($0, of: sources, path: path, sample: sample) }
  }

  /// The exit code for an error ``load(_:kind:sample:icons:)`` threw: 64
  /// usage, 65 data, 66 no input.
  public static func exitCode(_ error: any Error) -> Int32 {
    switch error {
    case let error as SizingError: error.exitCode
    case let error as SwiftSourceError: error.exitCode
    default: 65
    }
  }

  /// What standard error says about a widget of Swift sources: the sample
  /// entry used (and the others `--sample` can pick), then each note
  /// (`file:line:column: warning: …`); nothing for a description file.
  public static func warnings(_ loaded: LoadedWidget) -> [String] {
    guard let swift = loaded.swift else { return [] }
    let others =
      swift.samples.count > 1
      ? " (--sample 0–\(swift.samples.count - 1): \(swift.samples.joined(separator: "; ")))" : ""
    return ["\(loaded.name): sample entry: \(swift.sampleName)\(others)"]
      + swift.notes.map(\.description)
  }

  private static func imported(
    _ widget: SwiftWidgetDeclaration, of sources: SwiftSourceSet, path: String, sample: Int?
  ) throws -> LoadedWidget {
    let imported = try sources.importWidget(widget, sample: sample)
    let name = "\(path) (\(widget.kind))"
    let description: WidgetDescription
    do {
      description = try WidgetDescription.parse(imported.json)
    } catch {
      throw error.read(from: name)
    }
    let origin = SwiftOrigin(
      kind: widget.kind, typeName: widget.typeName,
      declaration: SourceLocation(file: widget.file, line: widget.line, column: 1),
      sampleName: imported.sampleName,
      samples: imported.samples, locations: imported.locations, notes: imported.notes)
    return LoadedWidget(
      description: description, name: name, files: sources.files,
      swift: origin, places: .swift(origin))
  }
}
