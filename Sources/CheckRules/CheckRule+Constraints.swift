// Storyboards and xibs: Auto Layout's conflicts and ambiguity.
extension CheckRule {
  /// A storyboard's or xib's required constraints cannot all hold; Auto Layout breaks one (the
  /// finding is UIKit's log, with the constraint it breaks).
  public static let unsatisfiableConstraints = CheckRule(
    id: "unsatisfiable-constraints", severity: .error, hosts: .today,
    summary: "A storyboard's or xib's required constraints cannot all hold; Auto Layout breaks one "
      + "(the finding is UIKit's log, with the constraint it breaks).",
    details:
      "a storyboard's or xib's required constraints cannot all hold: Auto Layout breaks one; "
      + "the message is UIKit's log with the constraint broken and its XML line ([Interface "
      + "Builder files](<doc:InterfaceBuilderFiles>))",
    help: "Lower one constraint's priority below 1000 (often a fixed width or height), or "
      + "remove it; the Interface Builder files article says which one UIKit breaks.",
    example: Example(
      fileExtension: "storyboard",
      arguments: Example.oneTodayEnvironment,
      text: bannerStoryboard(
        size: #"""
          <constraint firstAttribute="width" constant="343" id="width"/>
          <constraint firstAttribute="height" constant="44" id="height"/>
          """#,
        edges: #"""
          <constraint firstItem="banner" firstAttribute="leading" secondItem="root"
              secondAttribute="leading" constant="16" id="leading"/>
          <constraint firstAttribute="trailing" secondItem="banner"
              secondAttribute="trailing" constant="16" id="trailing"/>
          <constraint firstItem="banner" firstAttribute="top" secondItem="root"
              secondAttribute="top" constant="12" id="top"/>
          """#)))

  /// A storyboard's or xib's view has more than one solution: its constraints leave its frame
  /// free, so UIKit may place it anywhere in that range.
  public static let ambiguousLayout = CheckRule(
    id: "ambiguous-layout", severity: .warning, hosts: .today,
    summary: "A storyboard's or xib's view has more than one solution: its constraints leave its "
      + "frame free, so UIKit may place it anywhere in that range.",
    details: "a storyboard's or xib's view has more than one solution (its constraints leave its "
      + "frame free); the frame drawn is one of them",
    help: "Add the missing constraint, or give one of two views that compete for the same space a "
      + "different hugging or compression-resistance priority.",
    example: Example(
      fileExtension: "storyboard",
      arguments: Example.oneTodayEnvironment,
      text: bannerStoryboard(
        size: #"""
          <constraint firstAttribute="height" constant="44" id="height"/>
          """#,
        edges: #"""
          <constraint firstItem="banner" firstAttribute="leading" secondItem="root"
              secondAttribute="leading" constant="16" id="leading"/>
          <constraint firstItem="banner" firstAttribute="top" secondItem="root"
              secondAttribute="top" constant="12" id="top"/>
          """#)))

  /// A Today widget's storyboard with one view, a blue banner: `size` holds
  /// the banner's own constraints, `edges` those to the widget's view (each
  /// one `<constraint>` element a line or more).
  static func bannerStoryboard(size: String, edges: String) -> String {
    func indented(_ lines: String, by spaces: Int) -> String {
      lines.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 }
        .joined(separator: "\n")
    }
    return #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"
          useAutolayout="YES" initialViewController="vc">
        <scenes>
          <scene sceneID="scene">
            <objects>
              <viewController id="vc" sceneMemberID="viewController">
                <view key="view" id="root">
                  <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="banner"
                        userLabel="banner">
                      <color key="backgroundColor" red="0.2" green="0.47" blue="0.96" alpha="1"
                          colorSpace="custom" customColorSpace="sRGB"/>
                      <constraints>
      \#(indented(size, by: 18))
                      </constraints>
                    </view>
                  </subviews>
                  <constraints>
      \#(indented(edges, by: 14))
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """#
  }
}
