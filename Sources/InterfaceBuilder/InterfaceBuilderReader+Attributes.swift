import AutoLayout
import SizingModel
import StackLayout
import WidgetDescriptions

extension InterfaceBuilderReader {
  /// `fontDescription` `style` values and the text styles they name.
  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
    "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2,
  ]
  static let lineBreakModes: [String: LineBreakMode] = [
    "wordWrap": .wordWrapping, "characterWrap": .charWrapping, "clip": .clipping,
    "headTruncation": .truncatingHead, "tailTruncation": .truncatingTail,
    "middleTruncation": .truncatingMiddle,
  ]

  /// A `UILabel`: text, font (a text style, or the system font at a size
  /// and weight), lines, line breaks, alignment, Dynamic Type and shrinking.
  mutating func label(_ element: XMLElementNode) -> WidgetNode.Label {
    var label = WidgetNode.Label(
      text: element["text"] ?? "", textStyle: .body,
      adjustsFontForContentSizeCategory: element["adjustsFontForContentSizeCategory"] == "YES")
    applyFont(
      element.child("fontDescription", key: "fontDescription"), to: &label, line: element.line)
    if let lines = element["numberOfLines"].flatMap(Int.init), (0...10_000).contains(lines) {
      label.numberOfLines = lines
    }
    if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) {
      label.lineBreakMode = mode
    }
    if let alignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) {
      label.alignment = alignment
    }
    if element["adjustsFontSizeToFit"] == "YES",
      let factor = element["minimumScaleFactor"].flatMap(Double.init), factor > 0, factor <= 1
    {
      label.minimumScaleFactor = factor
    }
    if element["allowsDefaultTighteningForTruncation"] == "YES" { label.allowsTightening = true }
    if label.text.count > StackDocument.maximumTextLength {
      label.text = String(label.text.prefix(StackDocument.maximumTextLength))
      note(element.line, "the text is cut to \(StackDocument.maximumTextLength) characters")
    }
    return label
  }

  /// A `fontDescription`: `style` (a text style), or `type` system /
  /// boldSystem / italicSystem with `pointSize` and `weight`; a custom font
  /// is measured as the system font at its size (noted).
  mutating func applyFont(_ font: XMLElementNode?, to label: inout WidgetNode.Label, line: Int) {
    guard let font else { return }
    if let style = font["style"] {
      if let textStyle = Self.textStyles[style] {
        label.textStyle = textStyle
      } else {
        note(font.line, "unknown text style \(style): body is used")
      }
      return
    }
    let size = font["pointSize"].flatMap(Double.init) ?? 17
    label.fixedSize = min(max(size.isFinite ? size : 17, 1), 500)
    label.weight = .regular
    switch font["type"] {
    case "boldSystem": label.weight = .bold
    case "italicSystem": label.isItalic = true
    case "system", nil: break
    default:
      note(
        font.line,
        "\(font["name"] ?? font["type"] ?? "a custom font") is measured as the system font at \(formatPoints(size)) pt"
      )
    }
    if let weight = font["weight"].flatMap(FontWeight.init(rawValue:)) { label.weight = weight }
    if font["name"] != nil, font["type"] == nil {
      note(
        font.line,
        "\(font["name"] ?? "a custom font") is measured as the system font at \(formatPoints(size)) pt"
      )
    }
  }

  /// A `UIImageView`: its intrinsic size is its image's, from the file's
  /// image resources; else the frame the file gives it (noted: estimated).
  mutating func image(_ element: XMLElementNode) -> WidgetNode.Image {
    let name = element["image"]
    if let name, let size = imageSizes[name] {
      return WidgetNode.Image(name: name, width: size.0, height: size.1)
    }
    let frame = self.frame(element)
    note(
      element.line,
      "the image \(name.map { "\"\($0)\"" } ?? "(none)") has no size in the file's resources: "
        + "its frame's \(formatPoints(frame.0)) × \(formatPoints(frame.1)) pt is used (estimated)")
    return WidgetNode.Image(name: name, width: frame.0, height: frame.1)
  }

  /// The `<rect key="frame">` size, or 0 × 0.
  func frame(_ element: XMLElementNode) -> (Double, Double) {
    let rect = element.child("rect", key: "frame")
    let w = rect?["width"].flatMap(Double.init) ?? 0
    let h = rect?["height"].flatMap(Double.init) ?? 0
    return (w.isFinite ? min(max(w, 0), 10_000) : 0, h.isFinite ? min(max(h, 0), 10_000) : 0)
  }

  /// `horizontal…` and `vertical…` priorities (hugging or compression
  /// resistance); nil when the file sets neither (the class's default).
  func priorities(_ element: XMLElementNode, _ suffix: String) -> PriorityPair? {
    let h = element["horizontal" + suffix].flatMap(Double.init)
    let v = element["vertical" + suffix].flatMap(Double.init)
    guard h != nil || v != nil else { return nil }
    let fallback = suffix.hasPrefix("Hugging") ? PriorityPair.defaultHugging : .defaultCompression
    func clamp(_ p: Double?, _ d: Double) -> Double {
      p.map { $0.isFinite ? min(max($0, 1), 1000) : d } ?? d
    }
    return PriorityPair(
      horizontal: clamp(h, fallback.horizontal), vertical: clamp(v, fallback.vertical))
  }

  /// `layoutMargins` or `directionalLayoutMargins`, when the file sets them.
  func margins(_ element: XMLElementNode) -> Insets? {
    func value(_ e: XMLElementNode, _ key: String) -> Double {
      let v = e[key].flatMap(Double.init) ?? 0
      return v.isFinite ? min(max(v, -10_000), 10_000) : 0
    }
    if let e = element.child("edgeInsets", key: "layoutMargins") {
      return Insets(
        top: value(e, "top"), left: value(e, "left"), bottom: value(e, "bottom"),
        right: value(e, "right"))
    }
    if let e = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      return Insets(
        top: value(e, "top"), leading: value(e, "leading"), bottom: value(e, "bottom"),
        trailing: value(e, "trailing"))
    }
    return nil
  }

  /// `backgroundColor` as `#rrggbb` when given in RGB components.
  func backgroundColor(_ element: XMLElementNode) -> String? {
    guard
      let color = element.children.first(where: {
        $0.name == "color" && $0["key"] == "backgroundColor"
      }),
      let r = color["red"].flatMap(Double.init), let g = color["green"].flatMap(Double.init),
      let b = color["blue"].flatMap(Double.init), (color["alpha"].flatMap(Double.init) ?? 1) > 0
    else { return nil }
    func hex(_ c: Double) -> String {
      let v = Int((min(max(c.isFinite ? c : 0, 0), 1) * 255).rounded())
      return String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16)
    }
    return "#" + hex(r) + hex(g) + hex(b)
  }
}
