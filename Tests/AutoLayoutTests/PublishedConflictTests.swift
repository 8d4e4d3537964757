import AutoLayout
import Geometry
import StackLayout
import Testing

/// Eight "Unable to simultaneously satisfy constraints" logs developers
/// published, each rebuilt as a constraint system (the host view as the
/// root, its encapsulated or autoresizing size as the host's) and solved:
/// the engine must list as many constraints as the log does and break the
/// one the log's "Will attempt to recover by breaking constraint" names.
/// UIKit keeps every view's width and height non-negative; four of the
/// logs conflict only through that.
@Suite struct PublishedConflictTests {
  let root = LayoutItem(view: 0)
  let a = LayoutItem(view: 1)
  let b = LayoutItem(view: 2)

  /// The root and `children` (name, class, intrinsic width and height).
  func system(_ children: [(String, String, Double?, Double?)]) -> ConstraintSystem {
    var s = ConstraintSystem()
    s.add(ConstraintView(name: "root", layoutMargins: .zero))
    for (name, cls, w, h) in children {
      s.add(
        ConstraintView(
          name: name, className: cls, parent: 0, intrinsicWidth: w, intrinsicHeight: h,
          layoutMargins: .zero))
    }
    return s
  }

  func solve(_ s: ConstraintSystem, width: Double?, height: Double?) -> ConstraintConflict? {
    var engine = AutoLayoutEngine(s)
    let result = engine.solve(width: width, height: height)
    #expect(result.conflicts.count == 1)
    return result.conflicts.first
  }

  @Test func aFixedHeightInACellTooShortForItsPins() {
    // https://github.com/wordpress-mobile/WordPress-iOS/issues/2385
    // V:[UIImageView(46)], V:|-(12)-[UIImageView], 'UIView-Encapsulated-Layout-Height'
    // 69.5, V:[UIImageView]-(>=12)-|: 12 + 46 + 12 = 70 > 69.5. Broken: the height 46.
    var s = system([("image", "UIImageView", nil, nil)])
    s.add(LayoutConstraint(a, .height, constant: 46))
    s.add(LayoutConstraint(a, .top, .equal, root, .top, constant: 12))
    s.add(LayoutConstraint(root, .bottom, .greaterThanOrEqual, a, .bottom, constant: 12))
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 15))
    s.add(LayoutConstraint(a, .width, constant: 46))
    let conflict = solve(s, width: 320, height: 69.5)
    #expect(conflict?.conflicting.count == 4)
    #expect(conflict?.broken == s.constraints[0])
  }

  @Test func aLabelPinnedInsideAZeroWidthCell() {
    // https://github.com/smileyborg/TableViewCellWithAutoLayout/issues/21
    // 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView(0)],
    // UILabel.trailing == contentView.trailing - 15, H:|-(15)-[UILabel]: the
    // label would be −30 wide. Broken: its trailing constraint.
    var s = system([("label", "UILabel", 180, 20)])
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 15))
    s.add(LayoutConstraint(a, .trailing, .equal, root, .trailing, constant: -15))
    s.add(LayoutConstraint(a, .top, .equal, root, .top))
    let conflict = solve(s, width: 0, height: nil)
    #expect(conflict?.conflicting.count == 3)
    #expect(conflict?.broken == s.constraints[1])
  }

  @Test func aLabelInsetInsideAViewOfAZeroWidthSizingCell() {
    // https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/145
    // view.left == content.left, view.right == content.right, label.left ==
    // view.left + 10, label.right <= view.right - 10, content.width == 0 (the
    // library's sizing constraint): the label at most −20 wide. Broken:
    // label.right <= view.right - 10.
    var s = system([("view", "UIView", nil, nil), ("label", "UILabel", 120, 20)])
    s.add(LayoutConstraint(a, .left, .equal, root, .left))
    s.add(LayoutConstraint(a, .right, .equal, root, .right))
    s.add(LayoutConstraint(b, .left, .equal, a, .left, constant: 10))
    s.add(LayoutConstraint(b, .right, .lessThanOrEqual, a, .right, constant: -10))
    s.add(LayoutConstraint(root, .width, constant: 0))
    let conflict = solve(s, width: nil, height: nil)
    #expect(conflict?.conflicting.count == 5)
    #expect(conflict?.broken == s.constraints[3])
  }

  @Test func aPinnedLabelInAViewAsWideAsAOnePointImage() {
    // https://github.com/Yalantis/DisplaySwitcher/issues/20
    // H:|-(10)-[UILabel], H:[UILabel]-(11)-|, UIImageView.width == 1,
    // UIImageView.width == UIView.width: the label would be −20 wide. Broken:
    // H:[UILabel]-(11)-| — the far edge, not the constant width.
    var s = system([("label", "UILabel", 90, 20), ("image", "UIImageView", nil, nil)])
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading, constant: 10))
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing, constant: 11))
    s.add(LayoutConstraint(b, .width, constant: 1))
    s.add(LayoutConstraint(b, .width, .equal, root, .width))
    let conflict = solve(s, width: nil, height: nil)
    #expect(conflict?.conflicting.count == 4)
    #expect(conflict?.broken == s.constraints[1])
  }

  @Test(arguments: [
    // https://github.com/ermalkaleci/CarbonKit/issues/195: CarbonSwipeRefresh.width
    // == 40 against '_UITemporaryLayoutWidth' width == 0. Broken: width == 40.
    (40.0, 0.0),
    // https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/368:
    // contentView.width == 375 against the system's contentView.width == 0.
    // Broken: width == 375.
    (375, 0),
  ])
  func aConstantWidthAgainstTheHostsWidth(constant: Double, host: Double) {
    var s = system([])
    s.add(LayoutConstraint(root, .width, constant: constant))
    let conflict = solve(s, width: host, height: 10)
    #expect(conflict?.conflicting.count == 2)
    #expect(conflict?.broken == s.constraints[0])
  }

  @Test func viewsPinnedInsideAZeroHeightAutoresizedView() {
    // https://github.com/apptentive/apptentive-ios/issues/178
    // NSAutoresizingMaskLayoutConstraint V:[UIView(0)], V:|-(8)-[UIView] and
    // V:[UIView]-(8)-| in the input view, V:|-(0)-[input] and V:[input]-(0)-|:
    // the inner view would be −16 tall. Broken: V:[UIView]-(8)-|.
    var s = system([("input", "UIView", nil, nil), ("inner", "UIView", nil, nil)])
    s.add(LayoutConstraint(b, .top, .equal, a, .top, constant: 8))
    s.add(LayoutConstraint(a, .bottom, .equal, b, .bottom, constant: 8))
    s.add(LayoutConstraint(a, .top, .equal, root, .top))
    s.add(LayoutConstraint(root, .bottom, .equal, a, .bottom))
    for view in [a, b] {
      s.add(LayoutConstraint(view, .leading, .equal, root, .leading))
      s.add(LayoutConstraint(view, .width, constant: 100))
    }
    let conflict = solve(s, width: 320, height: 0)
    #expect(conflict?.conflicting.count == 5)
    #expect(conflict?.broken == s.constraints[1])
  }

  @Test func edgePinsAgainstAnAutoresizedCentre() {
    // https://github.com/vizllx/DraggableYoutubeFloatingVideo/issues/2 (second log)
    // H:[UIView]-(0)-|, H:|-(0)-[UIView], the superview's autoresizing width
    // 371.325 and the view's autoresizing midX == 187.5: pinned to both
    // edges its centre is at 185.66. Broken: H:[UIView]-(0)-|.
    var s = system([("player", "UIView", nil, nil)])
    s.add(LayoutConstraint(root, .trailing, .equal, a, .trailing))
    s.add(LayoutConstraint(a, .leading, .equal, root, .leading))
    s.add(
      LayoutConstraint(
        a, .centerX, constant: 187.5, identifier: "NSAutoresizingMaskLayoutConstraint"))
    s.add(LayoutConstraint(a, .top, .equal, root, .top))
    s.add(LayoutConstraint(a, .height, constant: 200))
    let conflict = solve(s, width: 371.325, height: 200)
    #expect(conflict?.conflicting.count == 4)
    #expect(conflict?.broken == s.constraints[0])
  }
}
