/// One published measurement the model uses, beside what the model says in
/// the same environment and what its rule alone would say there: the ledger
/// `sizing-cli measurements` prints and HowTheModelWorks.md carries.
public struct PublishedMeasurement: Sendable {
  /// The quantity: "maximum expanded height", "width", "compact height"…
  public var quantity: String
  /// Where: device, orientation, location, iOS and text size.
  public var environment: WidgetEnvironment
  /// The source id.
  public var source: String
  /// The published value, in points.
  public var published: Double
  /// The model's value in that environment, in points, with its provenance.
  public var model: Sourced<Double>
  /// The stated rule's value there when the measurement is set aside, in
  /// points; nil where no rule covers the cell (the rule is the measurement).
  public var rule: Double?
  /// Which rule: "44-pt rows, Today view offset".
  public var ruleName: String?

  /// rule − published, in points; nil without a rule.
  public var residual: Double? { rule.map { $0 - published } }
}
