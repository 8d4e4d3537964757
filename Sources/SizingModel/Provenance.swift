/// Where a number comes from. Every value the toolkit prints carries one.
public enum Provenance: Equatable, Sendable {
  /// A published measurement, named by its source id (see `Data/sources.json`),
  /// or `calibration` for the user's own measurements.
  case measured(source: String)
  /// A stated rule applied to measurements; `sources` are the measurements used.
  case derived(rule: String, sources: [String])
  /// An assumption where nothing was measured.
  case estimated(assumption: String)

  /// `measured`, `derived` or `estimated`.
  public var kind: String {
    switch self {
    case .measured: return "measured"
    case .derived: return "derived"
    case .estimated: return "estimated"
    }
  }

  /// The source id of a measurement, or the first source a rule used.
  public var source: String? {
    switch self {
    case .measured(let source): return source
    case .derived(_, let sources): return sources.first
    case .estimated: return nil
    }
  }

  /// One character marking a value that is not measured: `*` derived, `~` estimated.
  public var marker: String {
    switch self {
    case .measured: return ""
    case .derived: return "*"
    case .estimated: return "~"
    }
  }
}

/// A value together with where it comes from.
public struct Sourced<Value: Sendable & Equatable>: Sendable, Equatable {
  public var value: Value
  public var provenance: Provenance

  public init(_ value: Value, _ provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }
}

/// A size whose width and height each carry their own provenance.
public struct SourcedSize: Sendable, Equatable {
  /// Width in points.
  public var width: Sourced<Double>
  /// Height in points.
  public var height: Sourced<Double>

  public init(width: Sourced<Double>, height: Sourced<Double>) {
    self.width = width
    self.height = height
  }

  /// The plain size in points.
  public var size: PointSize { PointSize(width: width.value, height: height.value) }
}

extension Sourced where Value == Double {
  /// The number and its marker, the way every front end prints a model value:
  /// `110`, `304*` (derived), `416~` (estimated).
  public var marked: String { formatPoints(value) + provenance.marker }

  /// ``marked`` with the unit: `304* pt`.
  public var markedPoints: String { marked + " pt" }
}

extension SourcedSize {
  /// Both sides with their markers and the unit: `359 × 616* pt`.
  public var markedPoints: String { "\(width.marked) × \(height.marked) pt" }
}
