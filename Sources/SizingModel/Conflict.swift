/// A published value that disagrees with the one the model uses for the same
/// cell, kept visible: `sizing-cli sources` lists every conflict and the JSON
/// of a table cell names the ones that concern it.
public struct Conflict: Sendable, Equatable {
  /// The other value, in points.
  public var value: Double
  /// Its source id.
  public var source: String
  /// What it is: "iPad mini", "iOS 11 comment".
  public var label: String
  /// Why the model does not use it.
  public var note: String

  public init(value: Double, source: String, label: String, note: String) {
    self.value = value
    self.source = source
    self.label = label
    self.note = note
  }
}
