import SizingModel
import WidgetDescriptions

/// What `accessoryInline` shows (the Lock Screen's line above the clock):
/// one line of text and an optional image, in the system font. Everything
/// else in the family's tree is reported (`inline-ignored`) as what the
/// system does with it.
enum WidgetKitInlineChecks {
  static func diagnostics(_ root: WidgetNode) -> [WidgetDiagnostic] {
    let hidden = WidgetKitChecks.hiddenIDs(root)
    var found: [WidgetDiagnostic] = []
    var text: String?
    var image: String?
    func report(_ id: String, _ message: String) {
      found.append(
        WidgetDiagnostic(kind: .inlineIgnored, element: .tree(id, row: nil), message: message))
    }
    for node in root.allNodes where !hidden.contains(node.id) && WidgetKitChecks.draws(node) {
      switch node.content {
      case .label(let label):
        guard text == nil else {
          report(node.id, "the system shows one text (\(text!)); this label is ignored")
          continue
        }
        text = node.id
        if label.numberOfLines != 1 {
          report(node.id, "the system shows the text on one line; the rest is cut")
        }
        if label.fixedSize != nil || label.weight != nil {
          report(node.id, "the system draws the text in its own font; this font is ignored")
        }
      case .image:
        guard image == nil else {
          report(node.id, "the system shows one image (\(image!)); this image is ignored")
          continue
        }
        image = node.id
      default:
        report(node.id, "the system shows a text and an image only; this view is ignored")
      }
    }
    return found
  }
}
