import Foundation
import PackagePlugin

/// Embeds the package's data files into a target at build time, so the
/// binaries need no resource bundle, no environment variable and no
/// particular working directory.
///
/// `SizingModel` gets every `Data/*.json`; `WidgetDrawing` gets every file
/// under `Resources/`. Each file's text is compiled in exactly once; the
/// files in the repository stay the single source of truth.
@main
struct EmbedData: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws
    -> [Command]
  {
    let root = context.package.directoryURL
    let folder: URL
    switch target.name {
    case "SizingModel": folder = root.appending(path: "Data")
    case "WidgetDrawing": folder = root.appending(path: "Resources")
    default: return []
    }
    let inputs = try filesBelow(folder)
    let output = context.pluginWorkDirectoryURL.appending(
      path: "EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) files from \(folder.lastPathComponent)",
        executable: try context.tool(named: "embed-data").url,
        arguments: [output.path(), folder.path()] + inputs.map { $0.path() },
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }

  private func filesBelow(_ folder: URL) throws -> [URL] {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?
      .isRegularFile == true && !url.lastPathComponent.hasPrefix(".")
    {
      files.append(url)
    }
    return files.sorted { $0.path() < $1.path() }
  }
}
