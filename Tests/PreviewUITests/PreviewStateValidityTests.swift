import PreviewUI
import SizingModel
import XCTest

/// ``PreviewState/nearestValid(in:recents:)``: every state the controls can
/// reach falls back to one `sizing-cli layout` accepts, saying why in the
/// model's words (written here by hand).
final class PreviewStateValidityTests: XCTestCase {
  let model = WidgetSizes.standard

  /// The default state with `change` applied.
  private func state(_ change: (inout PreviewState) -> Void) -> PreviewState {
    var state = PreviewState()
    change(&state)
    return state
  }

  func testAValidStateStaysWithNoNote() {
    var state = PreviewState()
    state.mode = .expanded
    let valid = state.nearestValid(in: model, recents: 6)
    XCTAssertEqual(valid.state, state)
    XCTAssertNil(valid.note)
  }

  func testAColumnOnIOS13FallsBackToTheTodayView() {
    let state = self.state {
      $0.deviceID = "ipad"
      $0.orientation = .landscape
      $0.location = .leftColumn
    }
    let valid = state.nearestValid(in: model, recents: 6)
    XCTAssertEqual(valid.state.location, .todayView)
    XCTAssertEqual(valid.state.os, .iOS13, "the iOS chosen stays")
    XCTAssertEqual(
      valid.note,
      "Fell back to Today View: location 'left-column' exists only on iPads in landscape on "
        + "iOS 9–10; valid here: today-view, notification-center, quick-actions")
  }

  func testExpandedInQuickActionsFallsBackToCompact() {
    let state = self.state {
      $0.mode = .expanded
      $0.location = .quickActions
    }
    let valid = state.nearestValid(in: model, recents: 6)
    XCTAssertEqual(valid.state.mode, .compact)
    XCTAssertEqual(
      valid.note,
      "Fell back to compact: --mode expanded is not available here: Quick Actions shows widgets "
        + "in compact mode only; use compact")
  }

  func testExpandedWithNoRecentsFallsBackToCompact() {
    var state = PreviewState()
    state.mode = .expanded
    state.recents = 0
    XCTAssertEqual(state.nearestValid(in: model, recents: 6).state.mode, .compact)
  }

  func testIOS9KeepsTheModeItIgnores() {
    var state = PreviewState()
    state.os = .iOS9
    state.mode = .expanded
    XCTAssertNil(state.nearestValid(in: model, recents: 6).note, "no display modes: no error")
  }

  func testAnIPhoneXOnIOS10MovesToTheNearestIOSItRan() {
    let state = self.state {
      $0.deviceID = "iphone-x"
      $0.os = .iOS10
    }
    let valid = state.nearestValid(in: model, recents: 6)
    XCTAssertEqual(valid.state.os, .iOS13)
    XCTAssertEqual(
      valid.note,
      "Fell back to iOS 11–13: iPhone X (iphone-x) first ran iOS 11; valid --os here: 13 (iOS 11–13)"
    )
  }

  func testEveryReachableStateFallsBackToOneTheModelAccepts() throws {
    for device in model.devices {
      for orientation in Orientation.allCases {
        for location in WidgetLocation.allCases {
          for os in OSVersion.todayReleases {
            for mode in DisplayMode.allCases {
              var state = PreviewState()
              state.deviceID = device.id
              state.orientation = orientation
              state.location = location
              state.os = os
              state.mode = mode
              let valid = state.nearestValid(in: model, recents: 6).state
              let environment = WidgetEnvironment(
                device: device, orientation: orientation, location: valid.location, os: valid.os)
              XCTAssertNoThrow(try environment.validate(mode: valid.mode, recents: 6), "\(state)")
            }
          }
        }
      }
    }
  }
}
