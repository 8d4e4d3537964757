import Foundation
import SizingCommands
import Testing

/// `layout`, `render` and `check` read Swift sources wherever they read a
/// description (`WidgetInput`): the emoji widget of `Data/widgets/swift`,
/// and two widgets written here (a stats widget whose title is too long
/// for a small widget, and a notes widget), in one directory.
@Suite struct SwiftInputCommandTests {
  static let emoji = "Data/widgets/swift/EmojiWidget"

  /// Two widgets over two files: `stats` (`StatsWidget`) and `notes` (`NotesWidget`).
  static func twoWidgets(
    in directory: String = NSTemporaryDirectory() + "swift-wiring-\(UUID().uuidString)"
  ) throws -> String {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let provider = """
      import SwiftUI
      import WidgetKit

      struct Entry: TimelineEntry {
        let date: Date
        let title: String
      }

      struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry {
          Entry(date: Date(), title: "Steps walked this week across every device you own")
        }
      }
      """
    let widgets = """
      import SwiftUI
      import WidgetKit

      struct StatsView: View {
        var entry: Entry
        var body: some View {
          VStack(alignment: .leading) {
            Text(entry.title).font(.headline).lineLimit(1).accessibilityIdentifier("stats.title")
            Text("12,408").font(.largeTitle)
          }
        }
      }

      struct StatsWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "stats", provider: Provider()) { entry in
            StatsView(entry: entry)
          }
          .supportedFamilies([.systemSmall])
        }
      }

      struct NotesWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "notes", provider: Provider()) { entry in
            Text("Notes").font(.body)
          }
          .supportedFamilies([.systemMedium])
        }
      }
      """
    try provider.write(toFile: directory + "/Provider.swift", atomically: true, encoding: .utf8)
    try widgets.write(toFile: directory + "/Widgets.swift", atomically: true, encoding: .utf8)
    return directory
  }

  @Test func layoutReadsASwiftWidgetAndNamesTheSampleEntry() {
    let result = SizingCLI.execute([
      "layout", "--widget", Self.emoji, "--family", "systemSmall", "--device", "375x667",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // The accessibility identifiers are the ids the frames print under.
    #expect(result.stdout.contains("emoji"))
    #expect(result.stdout.contains("name"))
    // The provider's placeholder(in:) is the sample (the unicorn).
    #expect(result.stderr.hasPrefix("sizing-cli: \(Self.emoji) (EmojiWidget): sample entry: "))
  }

  @Test func severalWidgetsNeedAKindAndAnUnknownKindGetsADidYouMean() throws {
    let directory = try Self.twoWidgets()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let several = SizingCLI.execute(["layout", "--widget", directory, "--device", "375x667"])
    #expect(several.exitCode == 64)
    #expect(several.stderr.contains("2 widgets in the sources; pick one with --kind"))
    #expect(several.stderr.contains("stats (StatsWidget)") && several.stderr.contains("notes"))
    let render = SizingCLI.execute(["render", "--widget", directory, "--out", directory + "/x.png"])
    #expect(render.exitCode == 64)
    #expect(!FileManager.default.fileExists(atPath: directory + "/x.png"))
    let typo = SizingCLI.execute([
      "layout", "--widget", directory, "--kind", "stat", "--device", "375x667",
    ])
    #expect(typo.exitCode == 64)
    #expect(typo.stderr.contains("did you mean stats?"))
    let byType = SizingCLI.execute([
      "layout", "--widget", directory, "--kind", "StatsWidget", "--device", "375x667",
    ])
    #expect(byType.exitCode == 0, "\(byType.stderr)")
    #expect(byType.stdout.contains("stats.title"))
  }

  @Test func aDirectoryWithoutAWidgetIsADataErrorNamingTheSearch() {
    let result = SizingCLI.execute(["layout", "--widget", "Sources/sizing-cli"])
    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("no struct conforming to Widget in Sources/sizing-cli"))
  }

  @Test func kindAndSampleBelongToSwiftSources() {
    let json = SizingCLI.execute([
      "layout", "--widget", "Data/widgets/stocks.json", "--kind", "x", "--device", "iphone-8",
    ])
    #expect(json.exitCode == 64)
    #expect(json.stderr.contains("--kind and --sample pick a widget of Swift sources"))
    let none = SizingCLI.execute(["layout", "--sample", "1", "--device", "iphone-8"])
    #expect(none.exitCode == 64)
  }

  /// Without `--kind`, check sweeps every widget, each under its own name;
  /// the stats title (one line, far wider than a small widget) is truncated.
  @Test func checkSweepsEveryWidgetNamingEach() throws {
    let directory = try Self.twoWidgets()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = SizingCLI.execute(["check", directory, "--device", "375x667", "--category", "L"])
    #expect([0, 1].contains(result.exitCode), "\(result.stderr)")
    #expect(result.stdout.contains("\(directory) (stats)"))
    #expect(result.stdout.contains("\(directory) (notes)"))
    #expect(result.stdout.contains("label-truncated: systemSmall: stats.title"))
    // The title's Text(…) starts at line 8, column 7 of Widgets.swift.
    #expect(result.stdout.contains("    at \(directory)/Widgets.swift:8:7\n"))
    let json = SizingCLI.execute([
      "check", directory, "--kind", "stats", "--device", "375x667", "--category", "L",
      "--format", "json",
    ])
    #expect(json.stdout.contains(#""source": "\#(directory)/Widgets.swift:8:7""#))
    let one = SizingCLI.execute([
      "check", directory, "--kind", "notes", "--device", "375x667", "--category", "L",
    ])
    #expect(one.exitCode == 0, "\(one.stdout)\(one.stderr)")
    #expect(one.stdout.hasPrefix("Checked \(directory) (notes) in "))
  }

  /// One SARIF log over two descriptions and the Swift widgets: one
  /// artifact per file a result is in, the Swift results at the line and
  /// column of the view the finding names (stats.title: line 8, column 7
  /// of Widgets.swift, where its Text(...) starts).
  @Test func oneSARIFLogLocatesSwiftFindingsInTheirFiles() throws {
    let directory = try Self.twoWidgets()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = SizingCLI.execute([
      "check", "Data/widgets/minimal.json", "Data/widgets/crowded.json", directory,
      "--format", "sarif", "--device", "375x667", "--device", "iphone-8", "--category", "L",
    ])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let uris = (run["artifacts"] as? [[String: Any]] ?? []).compactMap {
      ($0["location"] as? [String: Any])?["uri"] as? String
    }
    #expect(uris.contains("Data/widgets/minimal.json"))
    #expect(uris.contains { $0.hasSuffix("/Widgets.swift") })
    let results = run["results"] as? [[String: Any]] ?? []
    let title = try #require(
      results.first {
        (($0["properties"] as? [String: Any])?["element"] as? String) == "stats.title"
      })
    let physical = try #require(
      ((title["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect((artifact["uri"] as? String)?.hasSuffix("/Widgets.swift") == true)
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 8)
    #expect(region["startColumn"] as? Int == 7)
    #expect(
      ((title["properties"] as? [String: Any])?["widget"] as? String) == "\(directory) (stats)")
  }
}

extension SwiftInputCommandTests {
  /// `.widget-sizing.json` may list Swift sources: `sizing-cli check` alone
  /// (a process in the configuration's directory) then checks the widgets
  /// of the `sources` directory listed there, each under its name.
  @Test func theConfigurationMayListSwiftSources() throws {
    let root = URL(fileURLWithPath: NSTemporaryDirectory() + "swift-config-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try Self.twoWidgets(in: root.appendingPathComponent("widgets").path)
    try #"{"check": {"widgets": ["widgets"], "failOn": "error", "devices": ["375x667"]}}"#
      .write(
        to: root.appendingPathComponent(".widget-sizing.json"), atomically: true, encoding: .utf8)
    let result = try CLIProcess.run(["check", "--category", "L"], in: root)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("widgets (stats)") && result.stdout.contains("widgets (notes)"))
  }
}
