import Foundation

/// The widgets one `check` run reads, from its FILE arguments or the
/// configuration's `widgets`: a file as given (a `.swift` file is Swift
/// sources), a directory as the `.json` files beneath it (hidden entries
/// and `.build` skipped) and, when it has `.swift` files, itself as Swift
/// sources (read together: a widget spans files), a glob (`*` and `?`
/// within a path component, `**` any number of directories) as the files
/// it matches, each once, in order.
enum CheckInputs {
  /// The entries `entries` name, shown relative to `directory` when beneath it.
  /// - Throws: 66 for a directory without descriptions or Swift sources, or
  ///   a glob matching nothing.
  static func files(_ entries: [String], relativeTo directory: String) throws(CommandError)
    -> [String]
  {
    var result: [String] = []
    for entry in entries {
      for file in try expand(entry).map({ shown($0, relativeTo: directory) })
      where !result.contains(file) {
        result.append(file)
      }
    }
    return result
  }

  private static func expand(_ entry: String) throws(CommandError) -> [String] {
    if entry == "-" || entry.hasSuffix(".swift") { return [entry] }
    if entry.contains(where: { $0 == "*" || $0 == "?" }) {
      let matches = glob(entry)
      guard !matches.isEmpty else { throw .noInput("no widget description matches \(entry)") }
      return matches
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [entry] }
    let files = walk(entry)
    let json = files.filter { $0.hasSuffix(".json") }
    let swift = files.contains { $0.hasSuffix(".swift") } ? [entry] : []
    guard !json.isEmpty || !swift.isEmpty else {
      throw .noInput("\(entry): no .json widget descriptions or .swift sources in this directory")
    }
    return json + swift
  }

  /// Every regular file beneath `directory`, sorted, without hidden
  /// entries or `.build`.
  static func walk(_ directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
        continue
      }
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      let relative = url.path.dropFirst(base.path.count).drop { $0 == "/" }
      files.append((directory.hasSuffix("/") ? directory : directory + "/") + relative)
    }
    return files.sorted()
  }

  /// The files `pattern` matches, sorted.
  static func glob(_ pattern: String) -> [String] {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let fixed = parts.prefix { !$0.contains("*") && !$0.contains("?") }
    let root = pattern.hasPrefix("/") ? "/" : ""
    let base = fixed.isEmpty ? (root.isEmpty ? "." : root) : root + fixed.joined(separator: "/")
    let wanted = Array(parts.dropFirst(fixed.count))
    return walk(base).filter { file in
      let relative = file.dropFirst(base.count).split(separator: "/").map(Array.init)
      return matches(wanted.map(Array.init), relative)
    }.map { fixed.isEmpty && root.isEmpty ? String($0.dropFirst(2)) : $0 }
  }

  /// Whether path components `path` match pattern components `pattern`.
  private static func matches(_ pattern: [[Character]], _ path: [[Character]]) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == ["*", "*"] {
      return (0...path.count).contains { matches(Array(pattern.dropFirst()), Array(path[$0...])) }
    }
    guard let head = path.first, IgnoredFinding.glob(first, matches: head) else { return false }
    return matches(Array(pattern.dropFirst()), Array(path.dropFirst()))
  }

  /// `path` relative to `directory` when it lies beneath it, else as given.
  static func shown(_ path: String, relativeTo directory: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
