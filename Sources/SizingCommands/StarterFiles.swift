import SizingModel
import StrictJSON

/// What `sizing-cli init` writes: a small valid version-2 widget for a host,
/// and a `.widget-sizing.json` whose `check` section lists it.
enum StarterFiles {
  /// A Today widget: an icon beside a title and a detail line.
  static let today = """
    {
      "version": 2,
      "appName": "My App",
      "compact": {
        "id": "summary", "axis": "horizontal", "alignment": "center", "spacing": 12,
        "margins": [10, 16, 10, 16],
        "items": [
          { "type": "image", "id": "icon", "name": "note", "size": [36, 36], "compression": [1000, 1000] },
          { "id": "text", "axis": "vertical", "alignment": "leading", "spacing": 2,
            "items": [
              { "type": "label", "id": "title", "text": "Groceries", "textStyle": "headline",
                "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.75 },
              { "type": "label", "id": "detail", "text": "3 items", "textStyle": "subheadline" }
            ] }
        ]
      }
    }

    """

  /// A WidgetKit widget: a title above a spacer in the small and medium
  /// families (short enough to fit at every text size: `check` passes).
  static let widgetKit = """
    {
      "version": 2,
      "appName": "My App",
      "widgetKit": {
        "families": {
          "systemSmall": {
            "id": "small", "axis": "vertical", "alignment": "leading", "spacing": 4,
            "items": [
              { "type": "label", "id": "small.title", "text": "Tea", "textStyle": "headline",
                "numberOfLines": 0 },
              { "type": "view", "id": "small.spacer" }
            ]
          },
          "systemMedium": {
            "id": "medium", "axis": "vertical", "alignment": "leading", "spacing": 4,
            "items": [
              { "type": "label", "id": "medium.title", "text": "Groceries", "textStyle": "headline",
                "numberOfLines": 0 },
              { "type": "view", "id": "medium.spacer" }
            ]
          }
        }
      }
    }

    """

  /// The starter description for `host`.
  static func description(for host: WidgetHostKind) -> String {
    host.commands.starterDescription
  }

  /// A configuration whose `check` section checks `widget`.
  static func configuration(widget: String) -> String {
    """
    {
      "check": {
        "widgets": [\(JSONValue.stringLiteral(widget))],
        "failOn": "warning",
        "ignore": []
      }
    }

    """
  }
}
