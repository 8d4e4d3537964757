/// An input surface the fuzz target covers: each is a kind of input a user
/// can hand the tools.
public enum FuzzSurface: String, CaseIterable, Sendable {
  /// Widget descriptions: version 1, version 2 (Today), with `widgetKit`,
  /// and SwiftUI-layout trees; read ones are laid out in both Today modes
  /// and in every WidgetKit family they list.
  case descriptions
  /// `check --baseline` files, versions 1 and 2.
  case baselines
  /// `.widget-sizing.json` configuration files, read and applied as `check` does.
  case configurations
  /// `sizing-cli` command lines: parsed, and the quick commands run.
  case flags
}

/// What one fuzz input did.
public enum FuzzOutcome: Equatable, Sendable {
  /// Read (or parsed) and used without a crash.
  case accepted
  /// Refused with a clear one-line error.
  case refused
  /// Something that must not happen: a multi-line or empty error, an
  /// unexpected exit code. The text says what.
  case failed(String)
}

/// The figures of a fuzz run over one surface.
public struct FuzzSummary: Sendable {
  public var surface: FuzzSurface
  public var firstSeed: UInt64
  public var runs = 0
  public var accepted = 0
  public var refused = 0
  /// Each failing input's seed and what went wrong.
  public var failures: [(seed: UInt64, message: String)] = []
  /// The slowest input's seed and wall time, in seconds.
  public var slowest: (seed: UInt64, seconds: Double) = (0, 0)
}
