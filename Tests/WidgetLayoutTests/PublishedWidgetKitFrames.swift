import SizingModel

/// WidgetKit frames typed from the published tables in
/// `/work/shared/notes/widgetkit-sizes.md` (HIG "Widgets" §2–4; FrameUp's
/// iPad Lock Screen measurements §5), in points, never read from the model:
/// the expected values of the layout tests.
enum PublishedWidgetKitFrames {
  /// (screen, small side, medium, large) on iPhone (HIG "iOS dimensions").
  static let iPhoneSystem: [(String, Double, (Double, Double), (Double, Double))] = [
    ("430x932", 170, (364, 170), (364, 382)), ("428x926", 170, (364, 170), (364, 382)),
    ("414x896", 169, (360, 169), (360, 379)), ("414x736", 159, (348, 157), (348, 357)),
    ("393x852", 158, (338, 158), (338, 354)), ("390x844", 158, (338, 158), (338, 354)),
    ("375x812", 155, (329, 155), (329, 345)), ("375x667", 148, (321, 148), (321, 324)),
    ("360x780", 155, (329, 155), (329, 345)), ("320x568", 141, (292, 141), (292, 311)),
  ]

  /// (screen, circular side, rectangular, inline) on iPhone; none on 320x568.
  static let iPhoneAccessory: [(String, Double, (Double, Double), (Double, Double))] = [
    ("430x932", 76, (172, 76), (257, 26)), ("428x926", 76, (172, 76), (257, 26)),
    ("414x896", 76, (160, 72), (248, 26)), ("414x736", 76, (170, 76), (248, 26)),
    ("393x852", 72, (160, 72), (234, 26)), ("390x844", 72, (160, 72), (234, 26)),
    ("375x812", 72, (157, 72), (225, 26)), ("375x667", 68, (153, 68), (225, 26)),
    ("360x780", 72, (157, 72), (225, 26)),
  ]

  /// (screen, small side, medium width, large side, extra-large width) of
  /// the iPad canvas: medium is width × small, extra large width × large.
  static let iPadCanvas: [(String, Double, Double, Double, Double)] = [
    ("768x1024", 141, 305.5, 305.5, 634.5), ("744x1133", 141, 305.5, 305.5, 634.5),
    ("810x1080", 146, 320.5, 320.5, 669), ("820x1180", 155, 342, 342, 715.5),
    ("834x1112", 150, 327.5, 327.5, 682), ("834x1194", 155, 342, 342, 715.5),
    ("954x1373", 162, 350, 350, 726), ("970x1389", 162, 350, 350, 726),
    ("1024x1366", 170, 378.5, 378.5, 795), ("1192x1590", 188, 412, 412, 860),
  ]

  /// (screen, circular side, rectangular, inline) on the iPad Lock Screen
  /// (FrameUp, third party).
  static let iPadLockScreen: [(String, Double, (Double, Double), (Double, Double))] = [
    ("1032x1376", 60, (150.5, 60), (372, 36)), ("1024x1366", 59.5, (149, 59.5), (374, 36)),
    ("834x1194", 61, (152, 61), (372, 36)), ("834x1112", 61, (152, 61), (372, 36)),
    ("820x1180", 63, (152, 63), (372, 36)), ("810x1080", 58, (146, 58), (372, 36)),
    ("768x1024", 53, (135.5, 53), (372, 36)), ("744x1133", 53.5, (133, 53.5), (372, 36)),
  ]

  /// Every published layout frame: family, screen, width, height (points).
  static var all: [(family: WidgetFamily, screen: String, width: Double, height: Double)] {
    var out: [(WidgetFamily, String, Double, Double)] = []
    for (screen, small, medium, large) in iPhoneSystem {
      out += [
        (.systemSmall, screen, small, small), (.systemMedium, screen, medium.0, medium.1),
        (.systemLarge, screen, large.0, large.1),
      ]
    }
    for (screen, circular, rectangular, inline) in iPhoneAccessory + iPadLockScreen {
      out += [
        (.accessoryCircular, screen, circular, circular),
        (.accessoryRectangular, screen, rectangular.0, rectangular.1),
        (.accessoryInline, screen, inline.0, inline.1),
      ]
    }
    for (screen, small, medium, large, extraLarge) in iPadCanvas {
      out += [
        (.systemSmall, screen, small, small), (.systemMedium, screen, medium, small),
        (.systemLarge, screen, large, large), (.systemExtraLarge, screen, extraLarge, large),
      ]
    }
    return out.map { (family: $0.0, screen: $0.1, width: $0.2, height: $0.3) }
  }
}
