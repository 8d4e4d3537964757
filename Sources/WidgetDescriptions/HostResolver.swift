import SizingModel

/// The one host resolver of `sizing-cli` and the preview: which hosts a
/// widget description offers (a Today widget, WidgetKit families, or both),
/// which one it is shown in when one is asked for or none is, and which
/// families; every refusal is a ``HostRefusal``, worded once.
public struct HostResolver: Sendable, Equatable {
  /// True when the description has a Today widget (version 1, or `compact`).
  public var hasToday: Bool
  /// The WidgetKit families it supports, in ``WidgetFamily`` order; empty
  /// without a `widgetKit` section.
  public var families: [WidgetFamily]

  public init(hasToday: Bool, families: [WidgetFamily]) {
    self.hasToday = hasToday
    self.families = families
  }

  public init(_ description: WidgetDescription) {
    self.init(
      hasToday: description.hasTodayWidget, families: description.widgetKit?.families ?? [])
  }

  /// The hosts it can be shown in: today, widgetkit or both, in that order.
  public var kinds: [WidgetHostKind] {
    (hasToday ? [.today] : []) + (families.isEmpty ? [] : [.widgetKit])
  }

  /// The host a description opens in when none is asked for: the Today
  /// widget where there is one.
  public var defaultKind: WidgetHostKind { hasToday ? .today : .widgetKit }

  /// Why the widget cannot be shown in `kind`; nil when it can.
  public func refusal(_ kind: WidgetHostKind) -> HostRefusal? {
    switch kind {
    case .today where !hasToday: return .noTodayWidget
    case .widgetKit where families.isEmpty: return .noWidgetKitSection
    default: return nil
    }
  }

  /// Why the widget has no layout for `family`; nil when it has one (or has
  /// no WidgetKit part at all, which ``refusal(_:)-(WidgetHostKind)`` says).
  public func refusal(_ family: WidgetFamily) -> HostRefusal? {
    guard !families.contains(family), !families.isEmpty else { return nil }
    return .familyMissing(family, families: families)
  }

  /// The host `requested` (nil: ``defaultKind``), refused when the widget lacks it.
  public func resolve(_ requested: WidgetHostKind?) throws(HostRefusal) -> WidgetHostKind {
    let kind = requested ?? defaultKind
    if let refusal = refusal(kind) { throw refusal }
    return kind
  }

  /// The families `wanted` names (empty: every family of the widget), each
  /// once, in ``WidgetFamily`` order; refused for one the widget lacks.
  public func families(_ wanted: [WidgetFamily]) throws(HostRefusal) -> [WidgetFamily] {
    if let refusal = refusal(.widgetKit) { throw refusal }
    guard !wanted.isEmpty else { return families }
    for family in wanted {
      if let refusal = refusal(family) { throw refusal }
    }
    return WidgetFamily.allCases.filter(wanted.contains)
  }

  /// The widget shown without `--widget`: the reference Today widget, or for
  /// `kind` WidgetKit the PDF viewer's WidgetKit example
  /// (``HostRefusal/widgetKitExample``), its icons among `icons`.
  public static func builtInWidget(_ kind: WidgetHostKind?, icons: [String]) throws(SizingError)
    -> WidgetDescription
  {
    guard kind == .widgetKit else { return .reference }
    guard let text = WidgetSizes.embeddedFile(HostRefusal.widgetKitExample) else {
      throw .unsupported("\(HostRefusal.widgetKitExample) is not embedded; the build is broken")
    }
    return try WidgetDescription.parse(text, icons: icons)
  }
}
