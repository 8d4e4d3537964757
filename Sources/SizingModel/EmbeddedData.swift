extension WidgetSizes {
  /// The text of a file embedded from `Data/` at build time, such as
  /// `reference-widget.json`; nil when no such file was embedded.
  public static func embeddedFile(_ name: String) -> String? {
    EmbeddedFiles.files[name]
  }
}
