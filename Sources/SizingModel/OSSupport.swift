/// The iOS versions a device class ran: from the first version any of its
/// models shipped with to the last one any of them was supported on. A class
/// exists while any of its models does, so a model dropped early (the
/// iPhone 5 after iOS 10) does not end it.
public struct OSSupport: Sendable, Equatable {
  /// The first version, as published: `11`, `10.3`, `13.1`.
  public var first: String
  /// The model that set ``first``, with the version it shipped with.
  public var firstSetBy: String
  /// The last version, or nil where a model of the class ran past iOS 13,
  /// the last release of the Today host.
  public var last: String?
  /// The source id of the versions.
  public var source: String
  /// The model that sets ``last``, or that keeps the range open (a WidgetKit
  /// screen's newest model on the newest release), nil where unstated.
  public var lastSetBy: String?
  /// The source id of ``last`` (or of the range staying open), where it is
  /// not ``source``.
  public var lastSource: String?
  /// Why the range is assumed where no source gives it (a size no model
  /// has); nil where the versions are sourced.
  public var estimated: String?

  /// The major number of ``first``: 10 for `10.3`.
  public var firstMajor: Int { Self.major(first) }
  /// The major number of ``last``, nil when open.
  public var lastMajor: Int? { last.map(Self.major) }

  public init(
    first: String, firstSetBy: String, last: String? = nil, source: String,
    lastSetBy: String? = nil, lastSource: String? = nil, estimated: String? = nil
  ) {
    self.first = first
    self.firstSetBy = firstSetBy
    self.last = last
    self.source = source
    self.lastSetBy = lastSetBy
    self.lastSource = lastSource
    self.estimated = estimated
  }

  /// True when the class ran any version of `os`'s release group: the
  /// iPhone XR (from iOS 12) exists on iOS 11–13.
  public func includes(_ os: OSVersion) -> Bool {
    let group = os.releaseMajors
    return firstMajor <= group.upperBound && (lastMajor ?? .max) >= group.lowerBound
  }

  /// `iOS 11 and later`, `iOS 6–10`.
  public var summary: String {
    guard let last else { return "iOS \(first) and later" }
    return "iOS \(first)–\(last)"
  }

  private static func major(_ version: String) -> Int {
    Int(version.prefix { $0.isNumber }) ?? 0
  }
}
