/// The colours of the preview's own parts around the widget (table, plot,
/// numbers, messages) and of the contact sheet: every colour drawn outside
/// a widget style is named here once.
extension Palette {
  /// Plain white: the contact sheet's paper, the canvas message, the
  /// current cell's value.
  public static let white = Color(1, 1, 1)
  /// The contact sheet's frame and label of a cell with a `check` finding.
  public static let sheetFinding = Color(hex: 0xD70015)
  /// The matrix's headings and the plot's frame and axis labels.
  public static let matrixHeading = Color(0.35, 0.35, 0.4)
  /// A device name in the matrix (not the current one).
  public static let matrixDeviceName = Color(0.2, 0.2, 0.25)
  /// The matrix's values and the focused cell's outline.
  public static let matrixValue = Color(0.1, 0.1, 0.15)
  /// The current device's row behind its values.
  public static let matrixCurrentRow = Color(0.88, 0.92, 1)
  /// The current device's name.
  public static let matrixCurrentName = Color(0.05, 0.3, 0.8)
  /// The selected category: its cell, the current device's plot line and dot.
  public static let matrixSelection = Color(0.04, 0.38, 1)
  /// The tint over the selected category's column.
  public static let matrixSelectedColumn = Color(0.04, 0.38, 1, 0.12)
  /// The plot lines of the other devices.
  public static let matrixOtherLines = Color(0.4, 0.45, 0.55, 0.55)
  /// The plot's horizontal gridlines.
  public static let matrixGridline = Color(0.35, 0.35, 0.4, 0.25)
  /// The numbers panel's values.
  public static let numberValue = Color(0.1, 0.1, 0.12)
  /// The numbers panel's provenance markers (* derived, ~ estimated).
  public static let numberMarker = Color(0.7, 0.36, 0)
}
