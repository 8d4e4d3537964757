import Foundation
import PreviewUI
import SizingCommands
import SizingModel
import XCTest

/// Every front end against the others: for every device × orientation ×
/// location × iOS × display mode, valid or not, `layout`, `render` (one
/// category), `check` (one category) and `sizing-preview`'s option parser agree on whether the
/// combination exists and give the same one-line reason; `table` (which has
/// no display mode) shows the same reason for the environment, as exit 64
/// or as a "—" row's note.
final class FrontEndAgreementTests: XCTestCase {
  func testEveryFrontEndGivesTheSameAnswer() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("agreement-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    var counts = (valid: 0, invalid: 0)
    var reasons = Set<String>()
    for device in WidgetSizes.standard.devices {
      for orientation in Orientation.allCases {
        for location in WidgetLocation.allCases {
          for os in OSVersion.todayReleases {
            let environment = [
              "--device", device.id, "--orientation", orientation.rawValue,
              "--location", location.rawValue, "--os", os.name,
            ]
            let table = SizingCLI.execute(["table"] + environment)
            var environmentReason: String?
            for mode in DisplayMode.allCases {
              let options = environment + ["--mode", mode.rawValue]
              let layout = SizingCLI.execute(["layout", "--category", "L"] + options)
              let render = SizingCLI.execute(
                ["render", "--out", out, "--category", "L"] + options)
              let check = SizingCLI.execute(
                ["check", "Data/reference-widget.json", "--category", "L"] + options)
              let preview = Result { try PreviewOptions.parse(options) }
              let name = options.joined(separator: " ")
              XCTAssertEqual(render.exitCode, layout.exitCode, name)
              XCTAssertEqual(render.stderr, layout.stderr, name)
              XCTAssertEqual(check.exitCode == 64, layout.exitCode == 64, name)
              if layout.exitCode == 64 { XCTAssertEqual(check.stderr, layout.stderr, name) }
              switch preview {
              case .success:
                XCTAssertEqual(layout.exitCode, 0, name)
              case .failure(let error):
                XCTAssertEqual(layout.exitCode, 64, name)
                XCTAssertEqual(layout.stderr, "sizing-cli: \(error)\n", name)
              }
              guard layout.exitCode != 0 else {
                counts.valid += 1
                continue
              }
              counts.invalid += 1
              let reason = String(layout.stderr.dropFirst("sizing-cli: ".count).dropLast())
              XCTAssertFalse(reason.contains("\n"), name)
              reasons.insert(reason)
              if mode == .compact { environmentReason = reason }
            }
            // `table` has no mode: the environment's reason, in its error or note.
            if let environmentReason {
              let shown = table.exitCode == 64 ? table.stderr : table.stdout
              XCTAssertTrue(shown.contains(environmentReason), environment.joined(separator: " "))
            } else {
              XCTAssertEqual(table.exitCode, 0, environment.joined(separator: " "))
              XCTAssertFalse(table.stdout.contains("— "), environment.joined(separator: " "))
            }
          }
        }
      }
    }
    // Both kinds are swept: Quick Actions on iOS 9, columns, devices that
    // did not run an iOS, and expanded mode in Quick Actions.
    XCTAssertGreaterThan(counts.valid, 100)
    XCTAssertGreaterThan(counts.invalid, 100)
    XCTAssertTrue(
      reasons.contains(
        "--mode expanded is not available here: Quick Actions shows widgets in compact mode "
          + "only; use compact"))
    XCTAssertTrue(
      reasons.contains {
        $0.hasPrefix("location 'left-column' exists only on iPads in landscape on iOS 9–10")
      })
  }

  func testIOS9HasNoDisplayModesAndExpandedIsNoError() throws {
    let options = ["--device", "iphone-8", "--os", "9", "--mode", "expanded"]
    let layout = SizingCLI.execute(["layout", "--category", "L"] + options)
    XCTAssertEqual(layout.exitCode, 0)
    XCTAssertTrue(layout.stdout.contains("no display modes"))
    XCTAssertEqual(try PreviewOptions.parse(options).state.os, .iOS9)
  }
}
