/// Where, and under which iOS, a widget is shown: the one host concept. A
/// Today host (``WidgetHost``: a location such as the Today view, iOS 9–13)
/// and a WidgetKit host (``WidgetKitHost``: a family in a placement, iOS 14+)
/// both answer with a ``HostAvailability``.
public protocol WidgetHosting: Sendable, CustomStringConvertible {
  /// Which kind of host this is.
  var kind: WidgetHostKind { get }
  /// The iOS version.
  var os: OSVersion { get }
}

extension WidgetHost: WidgetHosting {
  public var kind: WidgetHostKind { .today }
}
