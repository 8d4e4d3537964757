import SizingModel
import Testing
import WidgetChecks

@testable import SizingCommands

/// ``BaselineSpread`` with the numbers: a truncation known in 280
/// environments that now occurs in 8,718, and the reverse. The rule: more
/// environments, or the default newly among them, fails; fewer is progress.
@Suite struct BaselineSpreadChangeTests {
  /// A finding in `count` cells: the default environment (iPhone 8, portrait,
  /// Today view, iOS 13, Large) among them when `atDefault`, else an iPhone SE.
  static func finding(count: Int, atDefault: Bool) throws -> CheckFinding {
    let device = try WidgetSizes.standard.device(atDefault ? "iphone-8" : "iphone-se")
    let cell = CheckedEnvironment(
      environment: WidgetEnvironment(device: device), mode: .compact, recents: 0)
    return CheckFinding(
      rule: "label-truncated", severity: .warning, message: "m", elementID: "row0.title",
      environments: Array(repeating: cell, count: count))
  }

  static func spread(was: Int, wasAtDefault: Bool, now: Int, atDefault: Bool) throws
    -> BaselineSpread?
  {
    let entry = CheckBaseline.Entry(severity: .warning, environments: was, atDefault: wasAtDefault)
    return BaselineSpread(try finding(count: now, atDefault: atDefault), entry: entry)
  }

  @Test func moreEnvironmentsSpread() throws {
    let spread = try #require(
      try Self.spread(was: 280, wasAtDefault: false, now: 8718, atDefault: false))
    #expect(spread.hasSpread)
    #expect(spread.state == "spread")
    #expect(spread.change == "was 280, now 8,718")
  }

  @Test func fewerEnvironmentsAreProgress() throws {
    let spread = try #require(
      try Self.spread(was: 8718, wasAtDefault: false, now: 280, atDefault: false))
    #expect(!spread.hasSpread)
    #expect(spread.state == "progress")
    #expect(spread.change == "was 8,718, now 280")
  }

  @Test func theDefaultEnvironmentNewlyAmongThemSpreads() throws {
    let spread = try #require(
      try Self.spread(was: 280, wasAtDefault: false, now: 280, atDefault: true))
    #expect(spread.hasSpread)
    #expect(spread.change == "now also at the default environment")
    // Fewer, but newly at the default: still a spread.
    let both = try #require(
      try Self.spread(was: 300, wasAtDefault: false, now: 280, atDefault: true))
    #expect(both.hasSpread)
    #expect(both.change == "was 300, now 280; now also at the default environment")
  }

  @Test func unchangedAndUnknown() throws {
    let same = try #require(
      try Self.spread(was: 280, wasAtDefault: true, now: 280, atDefault: true))
    #expect(!same.hasSpread && same.state == nil && same.change.isEmpty)
    // A version-1 entry has no counts: nothing to compare.
    let entry = CheckBaseline.Entry(severity: .warning)
    #expect(BaselineSpread(try Self.finding(count: 1, atDefault: false), entry: entry) == nil)
  }
}
