import Foundation
import SizingModel
import StrictJSON

/// A widget's Swift sources, parsed: the files read, the widgets declared
/// in them, and what turns one into a version-2 description.
///
/// ```swift
/// let sources = try SwiftSourceSet.load(paths: ["MyWidget/"])
/// let widget = try sources.widget(matching: nil)   // the only one
/// let imported = try sources.importWidget(widget, sample: nil)
/// print(imported.json)   // {"version": 2, "widgetKit": {"families": …}}
/// ```
public struct SwiftSourceSet {
  let sources: [SourceFile]
  let index: DeclarationIndex
  let configurations: [WidgetConfiguration]

  /// Every file read, in the order read (the preview watches these).
  public var files: [String] { sources.map(\.path) }
  /// Every `Widget` declared, including those listed in a `WidgetBundle`.
  public var widgets: [SwiftWidgetDeclaration] { configurations.map(\.declaration) }

  /// Reads and parses `paths`: Swift files, or directories searched
  /// recursively for `.swift` files (hidden directories and `.build` skipped).
  /// - Throws: `.noInput` for a missing path or a directory with no Swift
  ///   file; `.data` for a file that does not parse (`file:line:column:
  ///   message`), is not UTF-8, or exceeds the limits.
  public static func load(paths: [String]) throws(SwiftSourceError) -> SwiftSourceSet {
    try DeepStack.run { () throws(SwiftSourceError) in try read(paths) }
  }

  private static func read(_ paths: [String]) throws(SwiftSourceError) -> SwiftSourceSet {
    guard !paths.isEmpty else { throw .usage("give at least one Swift file or directory") }
    var found: [String] = []
    for path in paths { found += try swiftFiles(at: path) }
    if found.count > SourceLimits.maximumFiles {
      throw .data(
        "more than \(SourceLimits.maximumFiles) Swift files under \(paths.joined(separator: ", "))")
    }
    var sources: [SourceFile] = []
    for path in found {
      let input: InputFile
      do { input = try InputFile(path) } catch { throw .noInput(error.description) }
      if input.bytes.count > SourceLimits.maximumFileSize {
        throw .data(
          "\(path): larger than \(SourceLimits.maximumFileSize >> 20) MiB; a Swift file is read up to \(SourceLimits.maximumFileSize) bytes"
        )
      }
      guard let text = String(validating: input.bytes, as: UTF8.self) else {
        throw .data("\(path): not UTF-8 text")
      }
      sources.append(try SourceFile(path: path, text: text))
    }
    let index = DeclarationIndex(files: sources)
    return SwiftSourceSet(
      sources: sources, index: index,
      configurations: try WidgetConfiguration.all(in: index, files: sources))
  }

  private static func swiftFiles(at path: String) throws(SwiftSourceError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .noInput("\(path): no such file or directory")
    }
    guard isDirectory.boolValue else { return [path] }
    guard let walker = FileManager.default.enumerator(atPath: path) else {
      throw .noInput("\(path): cannot read the directory")
    }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") || name == ".build" {
        walker.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift") {
        files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        if files.count > SourceLimits.maximumFiles { break }
      }
    }
    guard !files.isEmpty else { throw .noInput("\(path): no .swift files in the directory") }
    return files.sorted()
  }

  /// The widget whose `kind` or type name is `kindOrType`; with nil, the only one.
  /// - Throws: `.data` when the sources declare no widget (naming the files
  ///   searched); `.usage` listing the kinds when there are several and
  ///   none is named, or with a did-you-mean for an unknown one.
  public func widget(matching kindOrType: String?) throws(SwiftSourceError)
    -> SwiftWidgetDeclaration
  {
    let all = widgets
    guard !all.isEmpty else {
      let searched =
        files.count == 1
        ? files[0]
        : "\(files.count) Swift files (\(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? ", …" : ""))"
      throw .data("no struct conforming to Widget in \(searched)")
    }
    let kinds = all.map { "\($0.kind) (\($0.typeName))" }.joined(separator: ", ")
    guard let kindOrType else {
      if all.count == 1 { return all[0] }
      throw .usage("\(all.count) widgets in the sources; pick one with --kind: \(kinds)")
    }
    if let match = all.first(where: { $0.kind == kindOrType || $0.typeName == kindOrType }) {
      return match
    }
    let names = all.flatMap { [$0.kind, $0.typeName] }
    let suggestion =
      NameSuggestion.closest(to: kindOrType, among: names).map { "; did you mean \($0)?" } ?? ""
    throw .usage("no widget of kind or type \(kindOrType)\(suggestion) (valid: \(kinds))")
  }
}
