import Foundation
import InterfaceBuilder
import SizingModel
import StackLayout
import Testing
import WidgetDescriptions
import WidgetLayout

/// A view controller's root view takes the system's minimum margins for the
/// host's size class (16 pt at the sides in compact width, every iPhone; 20
/// pt in regular width, every iPad; 0 at top and bottom: Apple's
/// `directionalLayoutMargins` documentation), and margins a file sets count
/// where they are larger (`systemMinimumLayoutMargins` is a minimum).
@Suite struct InterfaceBuilderMarginTests {
  static func layout(_ data: Data? = nil, device: String) throws -> TodayLayoutResult {
    let description =
      try data.map {
        try InterfaceBuilderWidget(data: $0, file: "Margins.storyboard").description
      } ?? InterfaceBuilderFileTests.widget("stats-row.storyboard").description
    let layout = TodayWidgetLayout(description: description, measurer: ApproximateTextMeasurer())
    let env = WidgetEnvironment(device: try WidgetSizes.standard.device(device))
    return try layout.layout(in: env, mode: .compact)
  }

  @Test(arguments: [("iphone-8", 16.0), ("ipad", 20.0)])
  func theStatsRowSitsInsideTheSizeClassMargins(device: String, margin: Double) throws {
    // Three equal columns 12 apart between the root's leading and trailing
    // margins: each (W − 2 × margin − 24) / 3 wide, the first at x = margin.
    let result = try Self.layout(device: device)
    let width = result.sections.contentWidth
    let steps = try #require(InterfaceBuilderFileTests.frame(result, "steps"))
    #expect(steps.x == margin)
    #expect(abs(steps.width - (width - 2 * margin - 24) / 3) < 1e-9)
  }

  /// A root view with margins of its own: 4 at the sides, 10 at the top;
  /// one view pinned to its leading and top margins.
  static let customMargins = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
        <scenes>
            <scene sceneID="sc">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <subviews>
                                <view id="box" userLabel="box"/>
                            </subviews>
                            <edgeInsets key="layoutMargins" top="10" left="4" bottom="0" right="4"/>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="40" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """.utf8)

  @Test func aRootsOwnMarginsCountOnlyWhereLarger() throws {
    // Leading: max(4, 16) = 16 on an iPhone; top: max(10, 0) = 10.
    let result = try Self.layout(Self.customMargins, device: "iphone-8")
    let box = try #require(InterfaceBuilderFileTests.frame(result, "box"))
    #expect(box.x == 16 && box.y == 10)
    // The reader says so, with the line of the root view (line 7).
    let widget = try InterfaceBuilderWidget(data: Self.customMargins, file: "Margins.storyboard")
    #expect(widget.notes.contains { $0.line == 7 && $0.message.contains("system's minimum") })
  }
}
