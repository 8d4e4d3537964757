import Foundation
import SizingCommands
import Testing

/// `sizing-cli widgets` on storyboards and xibs: every scene with a view,
/// which one is read by default, its views and constraints as written, and
/// Swift widgets beside them when a directory holds both.
@Suite struct InterfaceBuilderWidgetsCommandTests {
  static let folder = "Data/widgets/interface-builder/"

  /// Writes `files` (name → text) into a new temporary directory; returns its path.
  static func directory(_ files: [String: String]) throws -> String {
    let directory = NSTemporaryDirectory() + "ib-widgets-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }
    return directory
  }

  static func list(_ stdout: String) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
  }

  @Test func everyExampleFileIsListedWithItsCountsAsJSON() throws {
    let result = SizingCLI.execute(["widgets", Self.folder, "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let scenes = try Self.list(result.stdout)
    // Six example files, one scene each.
    #expect(scenes.count == 6)
    let grid = try #require(
      scenes.first { ($0["file"] as? String)?.hasSuffix("grid.storyboard") == true })
    // The benchmark's widget: `grep -c "<constraint "` gives 88, and its
    // <view>, <label> and <imageView> start tags number 30 (the root view
    // included); the view controller's tag is on line 7.
    #expect(grid["scene"] as? String == "Bm0-Vc-001")
    #expect(grid["customClass"] as? String == "TodayViewController")
    #expect(grid["class"] as? String == "UIViewController")
    #expect(grid["initial"] as? Bool == true)
    #expect(grid["today"] as? Bool == true)
    #expect(grid["views"] as? Int == 30)
    #expect(grid["constraints"] as? Int == 88)
    #expect(grid["line"] as? Int == 7)
    // The xib has no view controller: its first top-level view is what is read.
    let xib = try #require(scenes.first { ($0["file"] as? String)?.hasSuffix(".xib") == true })
    #expect(xib["initial"] as? Bool == true && xib["sceneID"] == nil)
  }

  /// Two scenes, the second the initial one: a label pinned by two
  /// constraints in the first; a table view controller in the second.
  static let twoScenes = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="B-vc">
        <scenes>
            <scene sceneID="A-sc">
                <objects>
                    <viewController id="A-vc" title="Settings" sceneMemberID="viewController">
                        <view key="view" id="A-v">
                            <subviews>
                                <label text="Hi" id="A-l"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="A-l" firstAttribute="top" secondItem="A-v" secondAttribute="top" id="A-c1"/>
                                <constraint firstItem="A-l" firstAttribute="leading" secondItem="A-v" secondAttribute="leading" id="A-c2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="B-sc">
                <objects>
                    <tableViewController id="B-vc" customClass="TodayViewController" sceneMemberID="viewController">
                        <tableView key="view" simulatedAppContext="notificationCenter" id="B-t"/>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test func aStoryboardWithTwoScenesMarksTheInitialOneAsText() throws {
    let folder = try Self.directory(["Main.storyboard": Self.twoScenes])
    let result = SizingCLI.execute(["widgets", folder + "/Main.storyboard"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    // Scene A: its view and one label (2 views), 2 constraints, line 6; not
    // initial. Scene B: the table view alone, the initial Today scene, line 21.
    #expect(
      result.stdout == """
        A-vc  "Settings" UIViewController  \(folder)/Main.storyboard:6
          2 views, 2 constraints
        B-vc  TodayViewController  \(folder)/Main.storyboard:21
          initial (read by default); Today scene; 1 view, 0 constraints

        """)
  }

  @Test func swiftWidgetsAndStoryboardsOfOneDirectoryAreListedTogether() throws {
    let swift = try String(
      contentsOfFile: "Data/widgets/swift/Tasks/TasksWidget.swift", encoding: .utf8)
    let folder = try Self.directory(["TasksWidget.swift": swift, "Main.storyboard": Self.twoScenes])
    let result = SizingCLI.execute(["widgets", folder, "--format", "json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let items = try Self.list(result.stdout)
    // The Swift widget first (its kind), then the two scenes (their ids).
    #expect(items.map { ($0["kind"] ?? $0["scene"]) as? String } == ["Tasks", "A-vc", "B-vc"])
  }

  @Test func aMalformedStoryboardIsExit65WithItsLineAndAMissingOne66() throws {
    let folder = try Self.directory(["Broken.storyboard": "<document>\n<scenes>\n</document>\n"])
    let broken = SizingCLI.execute(["widgets", folder + "/Broken.storyboard"])
    #expect(broken.exitCode == 65)
    #expect(broken.stderr.hasPrefix("sizing-cli: \(folder)/Broken.storyboard:3: "))
    let missing = SizingCLI.execute(["widgets", folder + "/Missing.storyboard"])
    #expect(missing.exitCode == 66)
    #expect(missing.stderr.contains("Missing.storyboard"))
  }
}
