import Foundation
import SwiftWidgetSource
import Testing

/// Numbers a widget's sample data can make up that Swift's `Int(_:)` traps
/// on — infinite, NaN, past ±2^63 — once crashed the reader (the fuzz
/// target's Swift surface, seed 1504: `Int` of an infinite value). Each is
/// now evaluated to a whole number clamped to Int's range, and the widget
/// is imported.
@Suite struct HostileNumberTests {
  @Test(arguments: [
    #"Text("\(Int(1e308 * 10))")"#,
    #"Text("\(Int(-1e300 * 1e300))")"#,
    #"Text(String(format: "%d", 1e308 * 10))"#,
    #"Text(Date(timeIntervalSinceNow: 1e308), style: .relative)"#,
    #"Text(Date(timeIntervalSinceNow: -1e308), style: .timer)"#,
    #"Text(Date(timeIntervalSinceNow: 1e308), style: .time)"#,
    #"Text("\(max(9223372036854775807, 1))")"#,
    #"Text((1e308 * 10).formatted(.percent))"#,
    #"Text((1e308 * 10).formatted())"#,
    #"Color(red: 0.0 / 0.0, green: 1, blue: 1e308 * 10)"#,
  ])
  func aNumberIntCannotHoldIsImportedNotATrap(view: String) throws {
    let fixture = try SourceFixture(["W.swift": SourceFixture.widget(body: "    " + view)])
    defer { try? FileManager.default.removeItem(atPath: fixture.directory) }
    let sources = try SwiftSourceSet.load(paths: [fixture.directory])
    let imported = try sources.importWidget(sources.widget(matching: nil), sample: nil)
    #expect(imported.json.contains("\"systemSmall\""))
  }
}
