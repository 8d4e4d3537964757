// WidgetKit families: the fixed frame, the Lock Screen's inline line and the HIG's text minimum.
extension CheckRule {
  /// A WidgetKit view is cut off by its family's frame or reaches into the content margins, or a
  /// label in it is squeezed below its text.
  public static let familyClipped = CheckRule(
    id: "family-clipped", severity: .error, hosts: .widgetKit,
    summary:
      "A WidgetKit view is cut off by its family's frame or reaches into the content margins, "
      + "or a label in it is squeezed below its text.",
    details: "WidgetKit: a view that draws (a label with text, an image, a coloured view) reaches "
      + "past the family's content rectangle — into the margins, or past the frame, which cuts "
      + "it off — or a label is squeezed below its text's height",
    help: "Nothing grows a WidgetKit frame; use fewer lines, smaller styles or less content in "
      + "that family, or give it its own layout.",
    example: Example(
      fileExtension: "json",
      arguments: [
        "--family", "systemSmall", "--device", "390x844", "--category", "AX3", "--os", "17",
      ],
      text: #"""
        {"version": 2, "appName": "Notes", "widgetKit": {"families": {"systemSmall": {
          "id": "card", "axis": "vertical", "items": [
            {"type": "label", "id": "note", "textStyle": "body", "numberOfLines": 0,
             "text": "Call the plumber about the leak, then book the car in for its service"}]}}}}
        """#))

  /// A WidgetKit family the widget supports shows nothing.
  public static let familyEmpty = CheckRule(
    id: "family-empty", severity: .error, hosts: .widgetKit,
    summary: "A WidgetKit family the widget supports shows nothing.",
    details: "WidgetKit: a family the widget supports shows nothing (no visible label with text, "
      + "image or coloured view)",
    help: "Give the family's tree a visible label, image or coloured view, or drop the family from "
      + "the widget.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneSmallWidget,
      text: #"""
        {"version": 2, "appName": "Steps", "widgetKit": {"families": {"systemSmall": {
          "id": "card", "axis": "vertical", "items": [
            {"type": "view", "id": "gap", "intrinsic": [10, 10]}]}}}}
        """#))

  /// An accessoryInline tree has more than the system shows: one line of text and an optional
  /// image, in the system font.
  public static let inlineIgnored = CheckRule(
    id: "inline-ignored", severity: .warning, hosts: .widgetKit,
    summary: "An accessoryInline tree has more than the system shows: one line of text and an "
      + "optional image, in the system font.",
    details:
      "WidgetKit `accessoryInline`: the system shows one line of text and an optional image, "
      + "in its own font; a further label or image, a coloured view, a label of more lines than "
      + "one or a label with its own font is named with what the system does with it (ignored, "
      + "one line, the system font)",
    help: "The Lock Screen's inline widget draws the first text on one line and the first image "
      + "beside it in its own font; the rest of the tree is ignored. Keep one text and at most "
      + "one image in that family (doc-wf-rect).",
    example: Example(
      fileExtension: "json",
      arguments: [
        "--family", "accessoryInline", "--device", "390x844", "--category", "L", "--os", "17",
      ],
      text: #"""
        {"version": 2, "appName": "Steps", "widgetKit": {"families": {"accessoryInline": {
          "id": "line", "axis": "horizontal", "items": [
            {"type": "label", "id": "steps", "text": "8,204 steps", "textStyle": "body"},
            {"type": "label", "id": "goal", "text": "of 10,000", "textStyle": "body"}]}}}}
        """#))

  /// Text is smaller than 11 pt, the HIG's minimum for widgets.
  public static let textBelowMinimum = CheckRule(
    id: "text-below-minimum", severity: .warning, hosts: .widgetKit,
    summary: "Text is smaller than 11 pt, the HIG's minimum for widgets.",
    details: "WidgetKit: a visible label's text is smaller than 11 pt, the HIG's \"In general, "
      + "display text using fonts at 11 points or larger\" (text styles never are; a `fontSize` "
      + "can be)",
    help: "\"In general, display text using fonts at 11 points or larger\" (HIG, Widgets); use a "
      + "text style, which never goes below 11 pt, or a larger fixed size.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneSmallWidget,
      text: #"""
        {"version": 2, "appName": "Steps", "widgetKit": {"families": {"systemSmall": {
          "id": "card", "axis": "vertical", "items": [
            {"type": "label", "id": "footnote", "text": "Updated 9:41", "fontSize": 9}]}}}}
        """#))
}
