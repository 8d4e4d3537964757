/// A rule of `sizing-cli check`: its stable id, its severity and what it
/// means, for reports, SARIF rule metadata and `--ignore`.
public struct CheckRule: Sendable, Equatable {
  /// How bad a finding is: errors fail a check, warnings are worth a look.
  public enum Severity: String, Sendable, Comparable {
    case error
    case warning

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .error && rhs == .warning }
  }

  /// The stable id, for example `action-clipped`.
  public let id: String
  /// The severity of every finding of the rule.
  public let severity: Severity
  /// One sentence: what the rule finds.
  public let summary: String
  /// Why it matters and what to do about it.
  public let help: String

  /// Every rule the checker has, errors first, in the order of ChecksAndTheCIGate.md.
  public static let all: [CheckRule] = [
    CheckRule(
      id: "action-clipped", severity: .error,
      summary: "Quick-action content is taller than the compact height.",
      help: "The system cuts the buttons off at the bottom; use a smaller icon, fewer label "
        + "lines or less spacing."),
    CheckRule(
      id: "compact-clipped", severity: .error,
      summary: "A view of a version-2 compact section is cut off by the compact height.",
      help: "The compact height is fixed by the text size; use fewer lines, smaller styles or "
        + "less spacing, or move content to the expanded section."),
    CheckRule(
      id: "body-clipped", severity: .error,
      summary: "A version-2 expanded body is taller than the maximum expanded height.",
      help: "The system cuts the body off at the bottom; make it shorter or use a list, "
        + "which shows only whole rows."),
    CheckRule(
      id: "content-overflow", severity: .error,
      summary: "A stack's views do not fit it even compressed, so they overlap or leave it.",
      help: "Lower a view's compression resistance or allow its label more lines, so the "
        + "columns share the width instead of colliding."),
    CheckRule(
      id: "family-clipped", severity: .error,
      summary: "A WidgetKit view is cut off by its family's frame or reaches into the content "
        + "margins, or a label in it is squeezed below its text.",
      help: "Nothing grows a WidgetKit frame; use fewer lines, smaller styles or less content "
        + "in that family, or give it its own layout."),
    CheckRule(
      id: "family-empty", severity: .error,
      summary: "A WidgetKit family the widget supports shows nothing.",
      help: "Give the family's tree a visible label, image or coloured view, or drop the "
        + "family from the widget."),
    CheckRule(
      id: "content-vanished", severity: .error,
      summary: "A label, image or coloured view is squeezed to nothing: no area, or a label "
        + "that shows no character or only \"…\".",
      help: "Its stack gave the room to a neighbour with a higher compression resistance (or "
        + "the same one, later in the stack); raise this view's compression resistance, lower "
        + "the neighbour's, or let a long label wrap or truncate instead."),
    CheckRule(
      id: "section-empty", severity: .error,
      summary: "A version-2 section (compact, body or list row) has no visible view that draws.",
      help: "Give the section a visible label with text, an image or a coloured view, or "
        + "drop it (a widget without an expanded section offers no Show More)."),
    CheckRule(
      id: "label-line-limit", severity: .error,
      summary: "A quick-action label wraps beyond the description's labelLines.",
      help: "Shorten the title or allow more lines."),
    CheckRule(
      id: "no-row-shown", severity: .error,
      summary: "Expanded mode is offered and there are rows (recents, or a version-2 list's "
        + "items), but no whole row fits.",
      help: "Show More opens to an empty area; make rows shorter."),
    CheckRule(
      id: "rows-never-fit", severity: .error,
      summary: "No environment shows even one row (of recents, or of a version-2 list).",
      help: "Every row is taller than the room below the compact section."),
    CheckRule(
      id: "narrower-than-minimum", severity: .error,
      summary: "The widget is narrower than the description's minimumWidth.",
      help: "Lower minimumWidth or make the content fit narrower widths."),
    CheckRule(
      id: "glyph-missing", severity: .error,
      summary: "A label shows characters that no installed font has; they are drawn as boxes.",
      help: "The user sees a box instead of the character, and the label's measured width is "
        + "the box's; remove the character, or install (or --font-file) a font that has it."),
    CheckRule(
      id: "unsatisfiable-constraints", severity: .error,
      summary: "A storyboard's or xib's required constraints cannot all hold; Auto Layout "
        + "breaks one (the finding is UIKit's log, with the constraint it breaks).",
      help: "Lower one constraint's priority below 1000 (often a fixed width or height), or "
        + "remove it; the Interface Builder files article says which one UIKit breaks."),
    CheckRule(
      id: "label-truncated", severity: .warning,
      summary: "A label, title or subtitle is cut off at the tail.",
      help: "Often intended (a long file name in a one-line title); ignore it per element "
        + "with --ignore label-truncated:ELEMENT-GLOB."),
    CheckRule(
      id: "ambiguous-layout", severity: .warning,
      summary: "A storyboard's or xib's view has more than one solution: its constraints "
        + "leave its frame free, so UIKit may place it anywhere in that range.",
      help: "Add the missing constraint, or give one of two views that compete for the same "
        + "space a different hugging or compression-resistance priority."),
    CheckRule(
      id: "content-squeezed", severity: .warning,
      summary: "An image or coloured view gets less than its intrinsic size along an axis, by "
        + "more than the tolerance (one pixel by default).",
      help: "An image view scales its image down and a colour block shrinks; raise its "
        + "compression resistance or make room for it."),
    CheckRule(
      id: "image-distorted", severity: .warning,
      summary: "An image is stretched so its width / height is not its intrinsic ratio.",
      help: "A `fill` alignment stretches it across the stack, or low hugging gives it a "
        + "surplus; align it leading, center or trailing, or raise its hugging."),
    CheckRule(
      id: "inline-ignored", severity: .warning,
      summary: "An accessoryInline tree has more than the system shows: one line of text and an "
        + "optional image, in the system font.",
      help: "The Lock Screen's inline widget draws the first text on one line and the first "
        + "image beside it in its own font; the rest of the tree is ignored. Keep one text and "
        + "at most one image in that family (doc-wf-rect)."),
    CheckRule(
      id: "text-below-minimum", severity: .warning,
      summary: "Text is smaller than 11 pt, the HIG's minimum for widgets.",
      help: "\"In general, display text using fonts at 11 points or larger\" (HIG, Widgets); "
        + "use a text style, which never goes below 11 pt, or a larger fixed size."),
    CheckRule(
      id: "style-substituted", severity: .warning,
      summary: "A text style that does not exist on that iOS is replaced by another.",
      help: "Choose a style that exists on every iOS the widget supports."),
  ]

  /// The rule with `id`, or nil.
  public static func named(_ id: String) -> CheckRule? {
    all.first { $0.id == id }
  }
}
