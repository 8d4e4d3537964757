/// How a constraint's two sides compare (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: String, Sendable, CaseIterable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual

  /// The symbol UIKit's constraint descriptions print: `==`, `<=`, `>=`.
  public var symbol: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// UIKit's priorities: 1000 is required; anything lower is optional and
/// every optional level is satisfied as well as it can be before any lower
/// level is considered (strict levels, not weights).
public enum LayoutPriority {
  /// `UILayoutPriority.required`.
  public static let required = 1000.0
  /// `.fittingSizeLevel`: how hard a fitting-size request pulls a view small.
  public static let fittingSizeLevel = 50.0
}

/// `Σ coefficient × variable + constant` over the solver's variables.
public struct LinearExpression: Sendable, Equatable {
  /// Variable indices (from ``PrioritySimplexSolver/makeVariable()``).
  public var variables: [Int32]
  public var coefficients: [Double]
  public var constant: Double

  public init(constant: Double = 0) {
    variables = []
    coefficients = []
    self.constant = constant
  }

  /// `coefficient × variable`.
  public init(_ variable: Int32, _ coefficient: Double = 1) {
    variables = [variable]
    coefficients = [coefficient]
    constant = 0
  }

  /// Room for `count` terms without growing.
  public mutating func reserveCapacity(_ count: Int) {
    variables.reserveCapacity(count)
    coefficients.reserveCapacity(count)
  }

  /// Removes every term and the constant, keeping the storage.
  public mutating func removeAll() {
    variables.removeAll(keepingCapacity: true)
    coefficients.removeAll(keepingCapacity: true)
    constant = 0
  }

  public mutating func add(_ variable: Int32, _ coefficient: Double) {
    variables.append(variable)
    coefficients.append(coefficient)
  }

  /// Adds `factor × other`.
  public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    for i in other.variables.indices { add(other.variables[i], other.coefficients[i] * factor) }
    constant += other.constant * factor
  }
}

/// A linear constraint `expression relation 0` at a priority (1…1000).
public struct LinearConstraint: Sendable, Equatable {
  public var expression: LinearExpression
  public var relation: LayoutRelation
  /// UIKit's 1…1000; 1000 (or more) is required.
  public var priority: Double

  public init(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  public var isRequired: Bool { priority >= LayoutPriority.required }
}
