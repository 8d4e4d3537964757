import Foundation
import InterfaceBuilder
import Testing
import WidgetDescriptions

/// Files the reader refuses (file, line and problem) and what it notes.
@Suite struct InterfaceBuilderErrorTests {
  /// A xib with one root view holding `body` (subviews and constraints).
  static func xib(_ body: String, rootAttributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view contentMode="scaleToFill" id="root" \(rootAttributes)>
    \(body)
            </view>
        </objects>
    </document>
    """
  }

  static func read(_ text: String, scene: String? = nil) throws(InterfaceBuilderError)
    -> InterfaceBuilderWidget
  {
    try InterfaceBuilderWidget(data: Data(text.utf8), file: "w.xib", scene: scene)
  }

  static func error(_ text: String, scene: String? = nil) -> InterfaceBuilderError? {
    do {
      _ = try read(text, scene: scene)
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedXMLNamesTheLine() {
    let e = Self.error("<document>\n<objects>\n<view id=\"a\">\n</objects>")
    #expect(e?.file == "w.xib")
    #expect(e?.line == 4)
    #expect(e?.message == "malformed XML: an end tag does not match the open element")
  }

  @Test func textThatIsNotUTF8IsRefusedAtItsLine() {
    // FoundationXML would trap on it in a comment.
    var bytes = Array("<document>\n<!-- caf".utf8)
    bytes += [0xE9]
    bytes += Array(" -->\n</document>".utf8)
    do {
      _ = try InterfaceBuilderWidget(data: Data(bytes), file: "w.xib")
      Issue.record("read a file that is not UTF-8")
    } catch {
      #expect(error.description == "w.xib:2: the file is not valid UTF-8")
    }
  }

  @Test func notAnInterfaceBuilderFile() {
    #expect(
      Self.error("<plist/>")?.description
        == "w.xib:1: not an Interface Builder file: the root element is <plist>, not <document>")
  }

  @Test func sceneNotFoundListsTheScenes() {
    #expect(
      Self.error(Self.xib(""), scene: "nope")?.message
        == "scene \"nope\" not found; the file has root")
  }

  @Test func constraintToAMissingView() {
    let body = """
      <constraints>
          <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
      </constraints>
      """
    let e = Self.error(Self.xib(body))
    #expect(e?.line == 6)
    #expect(
      e?.message
        == "the constraint's firstItem \"ghost\" is not a view or layout guide in this scene")
  }

  @Test func idUsedTwice() {
    let body = """
      <subviews>
          <view id="a"/>
          <view id="a"/>
      </subviews>
      """
    #expect(Self.error(Self.xib(body))?.message == "the id \"a\" is used twice (lines 6 and 7)")
  }

  @Test func horizontalAndVerticalCannotBeRelated() {
    let body = """
      <subviews><view id="a"/></subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c1"/>
      </constraints>
      """
    #expect(
      Self.error(Self.xib(body))?.message
        == "the constraint relates leading to top: a horizontal and a vertical attribute cannot be related"
    )
  }

  @Test(arguments: ["NaN", "1e400", "abc", "1:0"])
  func badNumbersAreRefused(constant: String) {
    let body = """
      <subviews><view id="a"/></subviews>
      <constraints>
          <constraint firstItem="a" firstAttribute="width" constant="\(constant)" id="c1"/>
      </constraints>
      """
    #expect(
      Self.error(Self.xib(body))?.message
        == "constant \"\(constant)\" is not a finite number within ±1,000,000")
  }

  @Test func deepNestingIsRefused() {
    let open = String(repeating: "<view id=\"v\">", count: 300)
    let e = Self.error("<document><objects>\(open)")
    #expect(e?.message == "elements nest deeper than 200 levels")
  }

  @Test func unknownElementsAndCustomClassesAreNoted() throws {
    let body = """
      <subviews>
          <gauge id="g"/>
          <view id="s" customClass="SparklineView"/>
          <slider id="sl"/>
      </subviews>
      """
    let notes = try Self.read(Self.xib(body)).notes.map(\.description)
    #expect(
      notes == [
        "line 6: unknown element <gauge> is read as a plain UIView",
        "line 7: SparklineView is read as its UIKit base class UIView",
        "line 8: <slider> is read as a plain UIView (UISlider's drawing and intrinsic size are not modelled)",
      ])
  }

  @Test func namesComeFromUserLabelThenAccessibilityThenID() throws {
    let body = """
      <subviews>
          <view id="a1" userLabel="header"/>
          <view id="a2"><accessibility key="accessibilityConfiguration" identifier="chart"/></view>
          <view id="a3"/>
      </subviews>
      """
    let root = try #require(try Self.read(Self.xib(body)).description.tree?.compact)
    #expect(root.children.map(\.id) == ["header", "chart", "a3"])
  }
}
