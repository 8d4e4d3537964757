import SizingModel
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

extension PreviewOptions {
  /// The embedded WidgetKit example `--host widgetkit` opens without `--widget`.
  static let widgetKitExample = "widgets/pdf-viewer-widgetkit.json"

  /// The widget to open: the `--widget` file or Swift sources; without it,
  /// the reference Today widget, or for `--host widgetkit` the PDF viewer's
  /// WidgetKit example (as `sizing-cli layout --host widgetkit` uses).
  /// - Throws: `SizingError` or `SwiftSourceError` (``WidgetInput``'s).
  public func loadWidget() throws -> WidgetDescription {
    try loadWidgetInput()?.description ?? builtInWidget()
  }

  /// The `--widget` widget as ``WidgetInput`` reads it (with the files to
  /// watch); nil without `--widget`.
  public func loadWidgetInput() throws -> LoadedWidget? {
    guard let path = widgetPath else { return nil }
    return try WidgetInput.load(
      path, kind: widgetKind, sample: widgetSample, icons: IconLibrary.names,
      interfaceBuilder: interfaceBuilder)
  }

  /// The widget shown without `--widget`.
  func builtInWidget() throws(SizingError) -> WidgetDescription {
    guard requestedHost == .widgetKit else { return .reference }
    guard let text = WidgetSizes.embeddedFile(Self.widgetKitExample) else {
      throw .unsupported("\(Self.widgetKitExample) is not embedded; the build is broken")
    }
    return try WidgetDescription.parse(text, icons: IconLibrary.names)
  }

  /// The state to start in for `description`: the host asked for (else the
  /// Today widget where there is one) and the family asked for (else the
  /// widget's first).
  /// - Throws: ``SizingError/unsupported(_:)`` (exit 64), in `sizing-cli
  ///   layout`'s words, for a host or family the widget does not have.
  public func startingState(for description: WidgetDescription) throws(SizingError)
    -> PreviewState
  {
    let hosts = PreviewHosts(description)
    var state = self.state
    state.host = requestedHost ?? hosts.defaultKind
    if state.host == .today, !hosts.hasToday {
      throw .unsupported(
        "the widget describes a WidgetKit widget only (no \"compact\"); use --host widgetkit")
    }
    if state.host == .widgetKit, hosts.families.isEmpty {
      throw .unsupported(
        "the widget has no \"widgetKit\" section; see Data/\(Self.widgetKitExample) for one")
    }
    if let family = requestedFamily {
      if let reason = hosts.whyNot(family) { throw .unsupported(reason) }
      state.family = family
    } else if let first = hosts.families.first {
      state.family = first
    }
    return state
  }
}
