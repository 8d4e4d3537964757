import Foundation
import Testing

@testable import SizingModel

@Suite struct InputFileTests {
  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = NSTemporaryDirectory() + "input-\(UUID().uuidString).json"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func inputOverSixteenMiBIsRefusedWithExit65() throws {
    let path = try temporaryFile([UInt8](repeating: 0x20, count: 16 * 1024 * 1024 + 1))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let error = try #require(throws: SizingError.self) { try InputFile(path) }
    #expect(error.exitCode == 65)
    #expect(error.description == "\(path): larger than 16 MiB; at most 16777216 bytes are read")
  }

  @Test func exactlySixteenMiBIsRead() throws {
    let path = try temporaryFile([UInt8](repeating: 0x20, count: 16 * 1024 * 1024))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try InputFile(path).bytes.count == 16_777_216)
  }

  @Test func missingFileDirectoryAndBadUTF8HaveOneWording() throws {
    #expect(throws: SizingError.unreadable(path: "/nonexistent/x.json", reason: "no such file")) {
      try InputFile("/nonexistent/x.json")
    }
    #expect(throws: SizingError.unreadable(path: "/tmp", reason: "is a directory")) {
      try InputFile("/tmp")
    }
    let path = try temporaryFile([0x7B, 0xFF, 0x7D])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: SizingError.invalidData(path: path, message: "not UTF-8 text")) {
      try InputFile(path).text()
    }
  }
}
