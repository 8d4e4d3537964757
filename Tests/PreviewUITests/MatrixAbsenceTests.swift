import SizingModel
import Testing

@testable import PreviewUI

/// The preview's matrix, built on `HeightTable`: a device that did not run
/// the chosen iOS shows "—" in every cell and has no line in the plot.
@Suite struct MatrixAbsenceTests {
  @Test func devicesThatDidNotRunIOS9ShowDashes() throws {
    let table = try HeightTable(model: .standard, metric: .compact, os: .iOS9)
    let painter = MatrixPainter(table: table)
    let ids = table.rows.map(\.device.id)
    let iPhoneX = try #require(ids.firstIndex(of: "iphone-x"))
    let iPhoneSE = try #require(ids.firstIndex(of: "iphone-se"))
    for column in 0..<12 {
      #expect(painter.label(row: iPhoneX, column: column) == "—")
      #expect(painter.plot.point(row: iPhoneX, column: column) == nil)
      #expect(painter.plot.point(row: iPhoneSE, column: column) != nil)
    }
    // A device that ran iOS 9 shows the table's own value, with its marker.
    let large = ContentSizeCategory.large.rawValue
    #expect(painter.label(row: iPhoneSE, column: large) == table.rows[iPhoneSE].cells[large].marked)
    // Every row keeps its place: 11 devices.
    #expect(table.rows.count == 11)
  }
}
