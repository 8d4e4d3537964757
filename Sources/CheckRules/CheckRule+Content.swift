// Content on either host: views that overflow, vanish, shrink, stretch or lose text.
extension CheckRule {
  /// A stack's views do not fit it even compressed, so they overlap or leave it.
  public static let contentOverflow = CheckRule(
    id: "content-overflow", severity: .error, hosts: .both,
    summary: "A stack's views do not fit it even compressed, so they overlap or leave it.",
    details: "version 2: a stack's views do not fit it even compressed (views whose compression "
      + "resistance is required), so they overlap or leave it: columns colliding at large text "
      + "sizes",
    help: "Lower a view's compression resistance or allow its label more lines, so the columns "
      + "share the width instead of colliding.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Columns", "compact": {
          "id": "columns", "axis": "horizontal", "spacing": 8, "margins": [8, 16, 8, 16],
          "items": [
            {"type": "view", "id": "left", "intrinsic": [200, 40], "color": "#3366cc",
             "compression": [1000, 750]},
            {"type": "view", "id": "right", "intrinsic": [200, 40], "color": "#cc6633",
             "compression": [1000, 750]}]}}
        """#))

  /// A label, image or coloured view is squeezed to nothing: no area, or a label that shows no
  /// character or only "…".
  public static let contentVanished = CheckRule(
    id: "content-vanished", severity: .error, hosts: .both,
    summary:
      "A label, image or coloured view is squeezed to nothing: no area, or a label that shows "
      + "no character or only \"…\".",
    details:
      "version 2 and WidgetKit: a visible label with text, image or coloured view is squeezed "
      + "to no width or no height (≤ the tolerance) along an axis where it has an intrinsic "
      + "length; and any truncated label (version 1's quick-action labels, row titles and "
      + "subtitles too) in which its first character and \"…\" (its last after \"…\" for "
      + "`truncatingHead`; on a label of several lines, whose first line wraps, its first "
      + "character alone) do not fit on one line at its width plus the tolerance, so it shows no "
      + "character or only \"…\". Replaces that label's `label-truncated` warning",
    help: "Its stack gave the room to a neighbour with a higher compression resistance (or the "
      + "same one, later in the stack); raise this view's compression resistance, lower the "
      + "neighbour's, or let a long label wrap or truncate instead.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Streak", "compact": {
          "id": "streak", "axis": "horizontal", "alignment": "center", "spacing": 8,
          "margins": [10, 16, 10, 16], "items": [
            {"type": "view", "id": "rings", "intrinsic": [300, 40], "color": "#33aa55",
             "compression": [1000, 750]},
            {"type": "label", "id": "count", "text": "27", "textStyle": "title1"}]}}
        """#))

  /// A label shows characters that no installed font has; they are drawn as boxes.
  public static let glyphMissing = CheckRule(
    id: "glyph-missing", severity: .error, hosts: .both,
    summary: "A label shows characters that no installed font has; they are drawn as boxes.",
    details:
      "a label (quick-action label, row title or subtitle, version-2 or WidgetKit label) shows "
      + "a character that no installed font has, so it is drawn as a box and the label is "
      + "measured as boxes; the message names the characters as `U+XXXX` ([Emoji, missing glyphs "
      + "and your own font](<doc:Text#Emoji-missing-glyphs-and-your-own-font>))",
    help: "The user sees a box instead of the character, and the label's measured width is the "
      + "box's; remove the character, or install (or --font-file) a font that has it.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Tickets", "compact": {
          "id": "column", "axis": "vertical", "margins": [10, 16, 10, 16], "items": [
            {"type": "label", "id": "seat", "textStyle": "body", "text": "Seat \uD80C\uDC00"}]}}
        """#))

  /// A label, title or subtitle is cut off at the tail.
  public static let labelTruncated = CheckRule(
    id: "label-truncated", severity: .warning, hosts: .both,
    summary: "A label, title or subtitle is cut off at the tail.",
    details:
      "a quick-action label, a row's title or a row's subtitle (version 2 and WidgetKit: any "
      + "label) is cut off beyond its line limit",
    help: "Often intended (a long file name in a one-line title); ignore it per element with "
      + "--ignore label-truncated:ELEMENT-GLOB.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Inbox", "compact": {
          "id": "column", "axis": "vertical", "margins": [10, 16, 10, 16], "items": [
            {"type": "label", "id": "subject", "textStyle": "body",
             "text": "Re: the quarterly planning offsite agenda and the catering order"}]}}
        """#))

  /// An image or coloured view gets less than its intrinsic size along an axis, by more than the
  /// tolerance (one pixel by default).
  public static let contentSqueezed = CheckRule(
    id: "content-squeezed", severity: .warning, hosts: .both,
    summary:
      "An image or coloured view gets less than its intrinsic size along an axis, by more than "
      + "the tolerance (one pixel by default).",
    details:
      "version 2 and WidgetKit: an image or coloured view gets less than its intrinsic width "
      + "or height by more than the tolerance, but keeps some area (labels give way by "
      + "truncating: `label-truncated`; spacers and uncoloured views draw nothing and are not "
      + "reported)",
    help: "An image view scales its image down and a colour block shrinks; raise its compression "
      + "resistance or make room for it.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Cover", "compact": {
          "id": "row", "axis": "horizontal", "alignment": "center", "spacing": 8,
          "margins": [10, 16, 10, 16], "items": [
            {"type": "view", "id": "progress", "intrinsic": [300, 8], "color": "#33aa55",
             "compression": [1000, 750]},
            {"type": "view", "id": "badge", "intrinsic": [40, 40], "color": "#cc3333"}]}}
        """#))

  /// An image is stretched so its width / height is not its intrinsic ratio.
  public static let imageDistorted = CheckRule(
    id: "image-distorted", severity: .warning, hosts: .both,
    summary: "An image is stretched so its width / height is not its intrinsic ratio.",
    details:
      "version 2 and WidgetKit: an image that is not squeezed is laid out out of its intrinsic "
      + "ratio: its frame's height differs from width × intrinsic height / intrinsic width, and "
      + "its width from height × intrinsic width / intrinsic height, each by more than the "
      + "tolerance (a `fill` alignment stretching it across the stack, or a surplus along it)",
    help: "A `fill` alignment stretches it across the stack, or low hugging gives it a surplus; "
      + "align it leading, center or trailing, or raise its hugging.",
    example: Example(
      fileExtension: "json",
      arguments: Example.oneTodayEnvironment,
      text: #"""
        {"version": 2, "appName": "Brand", "compact": {
          "id": "column", "axis": "vertical", "alignment": "fill", "margins": [10, 16, 10, 16],
          "items": [{"type": "image", "id": "logo", "name": "logo", "size": [40, 40]}]}}
        """#))

  /// A text style that does not exist on that iOS is replaced by another.
  public static let styleSubstituted = CheckRule(
    id: "style-substituted", severity: .warning, hosts: .today,
    summary: "A text style that does not exist on that iOS is replaced by another.",
    details:
      "a text style that does not exist on that iOS was replaced (`largeTitle` before iOS 11 "
      + "becomes `title1`)",
    help: "Choose a style that exists on every iOS the widget supports.",
    example: Example(
      fileExtension: "json",
      arguments: [
        "--device", "iphone-8", "--category", "L", "--os", "10", "--orientation", "portrait",
        "--location", "today-view",
      ],
      text: #"""
        {"version": 2, "appName": "Weather", "compact": {
          "id": "column", "axis": "vertical", "margins": [10, 16, 10, 16], "items": [
            {"type": "label", "id": "temperature", "textStyle": "largeTitle", "text": "21°"}]}}
        """#))
}
