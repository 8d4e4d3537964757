import SizingModel
import Testing

/// `InputFile(name:bytes:)`, the in-memory twin of reading a file (the fuzz
/// target's inputs): the same byte order mark rule and size limit.
@Suite struct InputFileBytesTests {
  @Test func aLeadingByteOrderMarkIsSkippedAndOnlyThat() throws {
    // EF BB BF is UTF-8's byte order mark; one more copy later is content.
    let input = try InputFile(name: "x", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0xEF, 0xBB, 0xBF])
    #expect(input.bytes == [0x7B, 0xEF, 0xBB, 0xBF])
    #expect(input.name == "x")
  }

  @Test func inputOverSixteenMebibytesIsRefusedByName() {
    // 16 MiB = 16 × 2^20 = 16,777,216 bytes is the most read; one more is refused.
    #expect(throws: Never.self) {
      _ = try InputFile(name: "ok", bytes: .init(repeating: 32, count: 16_777_216))
    }
    #expect {
      _ = try InputFile(name: "big.json", bytes: .init(repeating: 32, count: 16_777_217))
    } throws: { error in
      "\(error)".hasPrefix("big.json") && "\(error)".contains("16777216 bytes")
    }
  }
}
