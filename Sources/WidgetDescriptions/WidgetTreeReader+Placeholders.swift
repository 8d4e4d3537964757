import StrictJSON

extension WidgetTreeReader {
  /// A row template's label with placeholders: the path of its text and the
  /// text, to check each item's substitution against
  /// ``WidgetTreeReader/maximumTextLength``.
  struct TemplateLabel: Equatable {
    var path: String
    var text: String
  }

  /// Records the `{field}` placeholders of `text` and, for a label's text,
  /// the label (``templateLabels``); outside a row template they are an error.
  mutating func collectPlaceholders(
    _ text: String, _ object: JSONObjectReader, _ key: String
  ) throws(JSONError) {
    let fields = Placeholders.fields(in: text)
    guard !fields.isEmpty else { return }
    guard inRowTemplate else {
      throw object.error(
        key, "placeholders such as {\(fields[0])} are only filled in a list's row template")
    }
    for field in fields where placeholders[field] == nil {
      placeholders[field] = object.childPath(key)
    }
    if key == "text" {
      templateLabels.append(TemplateLabel(path: object.childPath(key), text: text))
    }
  }
}
