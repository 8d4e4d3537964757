import SizingModel
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

extension PreviewOptions {
  /// The `--widget` widget as ``WidgetInput`` reads it (with the files to
  /// watch); nil without `--widget`.
  public func loadWidgetInput() throws -> LoadedWidget? {
    guard let path = widgetPath else { return nil }
    return try WidgetInput.load(
      path, kind: widgetKind, sample: widgetSample, icons: IconLibrary.names,
      interfaceBuilder: interfaceBuilder)
  }

  /// The widget shown without `--widget`: the reference Today widget, or for
  /// `--host widgetkit` the PDF viewer's WidgetKit example (as `sizing-cli
  /// layout --host widgetkit` uses).
  package func builtInWidget() throws(SizingError) -> WidgetDescription {
    try HostResolver.builtInWidget(requestedHost, icons: IconLibrary.names)
  }

  /// The state to start in for `description`: the host asked for (else the
  /// Today widget where there is one) and the family asked for (else the
  /// widget's first).
  /// - Throws: ``SizingError/unsupported(_:)`` (exit 64), in `sizing-cli
  ///   layout`'s words, for a host or family the widget does not have.
  public func startingState(for description: WidgetDescription) throws(SizingError)
    -> PreviewState
  {
    let hosts = HostResolver(description)
    var state = self.state
    do {
      state.host = try hosts.resolve(requestedHost)
      if let family = requestedFamily {
        state.family = try hosts.families([family])[0]
      } else if let first = hosts.families.first {
        state.family = first
      }
    } catch {
      throw error.error
    }
    return state
  }
}
