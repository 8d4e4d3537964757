import Foundation

/// The one way the toolkit reads an input document: a widget description, a
/// calibration file or a `solve` tree, from a file or from standard input
/// (`-`), with one size limit and one wording for every failure.
public struct InputFile: Sendable {
  /// The largest input read, in bytes (16 MiB); larger input is refused
  /// after reading one byte more, so standard input is never read to its end.
  public static let maximumSize = 16 << 20

  /// What error messages call the input: the path, or `standard input`.
  public let name: String
  /// The bytes read, without a leading UTF-8 byte order mark (EF BB BF):
  /// every input accepts one and skips it.
  public let bytes: [UInt8]

  /// Reads `path`, or standard input for `-`.
  /// - Throws: ``SizingError/unreadable(path:reason:)`` (exit 66) for a
  ///   missing file, a directory or no permission;
  ///   ``SizingError/invalidData(path:message:)`` (exit 65) for input over
  ///   ``maximumSize``.
  public init(_ path: String) throws(SizingError) {
    let handle: FileHandle
    let name = path == "-" ? "standard input" : path
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unreadable(path: path, reason: "no such file")
      }
      guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "is a directory") }
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw .unreadable(path: path, reason: "permission denied")
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    let data: Data
    do {
      data = try handle.read(upToCount: Self.maximumSize + 1) ?? Data()
    } catch {
      throw .unreadable(path: name, reason: "read error")
    }
    self = try InputFile(name: name, bytes: [UInt8](data))
  }

  /// Input already in memory (the fuzz target's mutated documents), held
  /// to the same size limit and byte order mark rule as a file.
  /// - Throws: ``SizingError/invalidData(path:message:)`` (exit 65) for
  ///   input over ``maximumSize``.
  public init(name: String, bytes: [UInt8]) throws(SizingError) {
    guard bytes.count <= Self.maximumSize else {
      throw .invalidData(
        path: name,
        message: "larger than \(Self.maximumSize >> 20) MiB; at most "
          + "\(Self.maximumSize) bytes are read")
    }
    self.name = name
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// The input as UTF-8 text.
  /// - Throws: ``SizingError/invalidData(path:message:)`` when it is not UTF-8.
  public func text() throws(SizingError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidData(path: name, message: "not UTF-8 text")
    }
    return text
  }
}
