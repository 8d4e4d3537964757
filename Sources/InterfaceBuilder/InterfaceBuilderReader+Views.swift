import AutoLayout
import SizingModel
import StackLayout
import WidgetDescriptions

extension InterfaceBuilderReader {
  /// The view elements read, with their UIKit classes.
  static let uiKitClasses: [String: String] = [
    "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton",
    "stackView": "UIStackView", "switch": "UISwitch",
    "activityIndicatorView": "UIActivityIndicatorView",
    "visualEffectView": "UIVisualEffectView", "tableView": "UITableView",
    "collectionView": "UICollectionView", "tableViewCellContentView": "UITableViewCellContentView",
  ]
  /// Views read as plain `UIView`s: their drawing and intrinsic size are
  /// not modelled (a note says so).
  static let plainClasses: [String: String] = [
    "textField": "UITextField", "textView": "UITextView", "slider": "UISlider",
    "segmentedControl": "UISegmentedControl", "progressView": "UIProgressView",
    "pageControl": "UIPageControl", "scrollView": "UIScrollView", "datePicker": "UIDatePicker",
    "pickerView": "UIPickerView", "mapView": "MKMapView", "wkWebView": "WKWebView",
    "stepper": "UIStepper", "searchBar": "UISearchBar", "toolbar": "UIToolbar",
    "navigationBar": "UINavigationBar",
  ]
  static var viewKinds: Set<String> {
    Set(uiKitClasses.keys).union(plainClasses.keys)
  }

  /// Reads a view element and its subtree; returns its index.
  mutating func readView(_ element: XMLElementNode, parent: Int, suffix: String)
    throws(InterfaceBuilderError) -> Int
  {
    let index = try addView(element, parent: parent, suffix: suffix)
    switch element.name {
    case "label":
      views[index].content = .label(label(element))
    case "imageView":
      views[index].content = .image(image(element))
    case "button":
      readButton(element, index: index)
    case "stackView":
      views[index].content = .stack(stackAttributes(element))
    case "switch":
      let size = InterfaceBuilderDefaults.switchSize.value
      views[index].content = .view(
        WidgetNode.View(width: size.width, height: size.height, color: "#34c759"))
    case "activityIndicatorView":
      let large = (element["style"] ?? "").lowercased().contains("large")
      let side = InterfaceBuilderDefaults.activityIndicatorSide(large: large).value
      views[index].content = .view(WidgetNode.View(width: side, height: side, color: "#8e8e93"))
    case "visualEffectView":
      if let content = element.child("view", key: "contentView") {
        let inner = try readView(content, parent: index, suffix: suffix)
        pinEdges(inner, to: index)
      }
    case "tableView", "collectionView":
      try readPrototypeRows(element, index: index, suffix: suffix)
    default:
      if let plain = Self.plainClasses[element.name] {
        note(
          element.line,
          "<\(element.name)> is read as a plain UIView (\(plain)'s drawing and intrinsic size are not modelled)"
        )
      }
    }
    for child in element.child("subviews")?.children ?? [] {
      if !Self.viewKinds.contains(child.name) {
        note(child.line, "unknown element <\(child.name)> is read as a plain UIView")
      }
      _ = try readView(child, parent: index, suffix: suffix)
    }
    for constraint in element.child("constraints")?.children ?? []
    where constraint.name == "constraint" {
      pending.append(PendingConstraint(element: constraint, owner: index, suffix: suffix))
    }
    return index
  }

  /// Appends the view with its class, name, priorities, margins and guides.
  mutating func addView(_ element: XMLElementNode, parent: Int, suffix: String)
    throws(InterfaceBuilderError) -> Int
  {
    let objectID = element["id"] ?? "line\(element.line)"
    let key = objectID + suffix
    if let previous = idLines[key] {
      throw error(
        element.line, "the id \"\(objectID)\" is used twice (lines \(previous) and \(element.line))"
      )
    }
    idLines[key] = element.line
    let className = Self.uiKitClasses[element.name] ?? Self.plainClasses[element.name] ?? "UIView"
    if let custom = element["customClass"] {
      note(element.line, "\(custom) is read as its UIKit base class \(className)")
    }
    let index = views.count
    var view = ReadView(
      objectID: objectID, name: uniqueName(element, objectID: objectID, suffix: suffix),
      className: className, parent: parent, line: element.line,
      content: .view(WidgetNode.View(width: nil, height: nil, color: backgroundColor(element))))
    view.isHidden = element["hidden"] == "YES"
    view.hugging = priorities(element, "HuggingPriority")
    view.compression = priorities(element, "CompressionResistancePriority")
    if let margins = margins(element) { view.margins = margins }
    views.append(view)
    ids[key] = index
    if parent >= 0 { views[parent].children.append(index) }
    for guide in element.children where guide.name == "viewLayoutGuide" {
      guard let id = guide["id"] else { continue }
      guides[id + suffix] = LayoutItem(
        view: index, guide: guide["key"] == "safeArea" ? .safeArea : .margins)
    }
    return index
  }

  /// The IB user label, else the accessibility identifier, else the object
  /// id; a name already taken gets `#id`; a sample row's views their `[row]`.
  mutating func uniqueName(_ element: XMLElementNode, objectID: String, suffix: String) -> String {
    let accessibility = element.children.first { $0.name == "accessibility" }?["identifier"]
    var name = (element["userLabel"] ?? accessibility ?? objectID) + suffix
    if names.contains(name) { name = "\(name)#\(objectID)" }
    var attempt = 2
    while names.contains(name) {
      name = "\(objectID)\(suffix)#\(attempt)"
      attempt += 1
    }
    names.insert(name)
    return name
  }

  /// Required constraints holding `inner`'s edges on `outer`'s.
  mutating func pinEdges(_ inner: Int, to outer: Int) {
    for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      extraConstraints.append(
        LayoutConstraint(
          LayoutItem(view: inner), attribute, .equal, LayoutItem(view: outer), attribute,
          identifier: "contentView-edge"))
    }
  }
}
