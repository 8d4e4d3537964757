import InputFuzzing
import Testing

/// `sizing-fuzz`'s command line and its replay promise.
@Suite struct FuzzDriverTests {
  @Test func anUnknownSurfaceOrCountIsAUsageError() {
    #expect(FuzzDriver.main(["recipes"]) == 64)
    #expect(FuzzDriver.main(["flags", "many"]) == 64)
    #expect(FuzzDriver.main(["flags", "1", "2", "3"]) == 64)
  }

  @Test func anInputReplaysFromItsSeedAlone() throws {
    // The same seed gives the same outcome on a fresh fuzzer; a run of
    // three is inputs 7, 8 and 9.
    for surface in FuzzSurface.allCases {
      let once = try SurfaceFuzzer(surface: surface).run(seed: 8)
      #expect(try SurfaceFuzzer(surface: surface).run(seed: 8) == once)
      let summary = try SurfaceFuzzer(surface: surface).run(count: 3, firstSeed: 7)
      #expect(summary.runs == 3 && summary.accepted + summary.refused == 3)
    }
  }

  @Test func theFlagsSurfaceDrawsFromTheToolsOwnOptions() {
    // Options added after the first million-run flags fuzz (issues 21, 23
    // and 24) are on the surface without being listed by hand.
    let options = SurfaceFuzzer.commandLineOptions
    #expect(Set(options.keys).isSuperset(of: ["check", "layout", "render", "table", "validate"]))
    let check = Set(options["check"] ?? [])
    for option in ["--kind", "--sample", "--scene", "--rows", "--preferred-height", "--tolerance"] {
      #expect(check.contains(option), "check lacks \(option)")
    }
    let render = Set(options["render"] ?? [])
    for option in ["--placement", "--icons", "--rendering-mode"] {
      #expect(render.contains(option), "render lacks \(option)")
    }
    #expect(!check.contains("--help"), "help ends the parse and is left out")
  }

  @Test func anInputStartedBetweenTheWatchdogsReadingsIsNoHang() {
    // The watchdog reads when the input started, then the clock; a new
    // input starting in between makes the start the later reading.
    #expect(FuzzDriver.cpuSeconds(from: 2_000_000_000, to: 1_999_000_000) == 0)
    #expect(FuzzDriver.cpuSeconds(from: 1_000_000_000, to: 3_500_000_000) == 2.5)
  }
}
