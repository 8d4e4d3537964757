import Foundation
import WidgetChecks

/// How a known finding's reach compares with its baseline entry: the
/// number of environments it occurs in, and whether the default
/// environment is among them.
///
/// More environments, or the default environment newly among them, is a
/// spread: it fails the gate as a new finding would. Fewer environments (or
/// no longer the default) is progress, and passes.
struct BaselineSpread: Equatable {
  /// Environments in the baseline and now.
  var was: Int
  var now: Int
  /// Whether the default environment was among them, and is now.
  var wasAtDefault: Bool
  var isAtDefault: Bool

  /// The comparison of `finding` with `entry`; nil when the entry has no
  /// counts (a version-1 baseline).
  init?(_ finding: CheckFinding, entry: CheckBaseline.Entry) {
    guard let was = entry.environments, let wasAtDefault = entry.atDefault else { return nil }
    self.was = was
    now = finding.count
    self.wasAtDefault = wasAtDefault
    isAtDefault = finding.occursAtDefault
  }

  /// The finding newly occurs at the default environment.
  var reachedDefault: Bool { isAtDefault && !wasAtDefault }

  /// It occurs in more environments, or newly at the default one: it fails.
  var hasSpread: Bool { now > was || reachedDefault }

  /// It occurs in fewer environments, or no longer at the default one, and
  /// has not spread.
  var isProgress: Bool { !hasSpread && (now < was || wasAtDefault && !isAtDefault) }

  /// `spread` or `progress`; nil when unchanged.
  var state: String? { hasSpread ? "spread" : isProgress ? "progress" : nil }

  /// `was 280, now 8,718`, `now also at the default environment`, `no
  /// longer at the default environment`, joined by `; `; empty when unchanged.
  var change: String {
    var parts: [String] = []
    if now != was { parts.append("was \(was.formatted()), now \(now.formatted())") }
    if reachedDefault { parts.append("now also at the default environment") }
    if wasAtDefault, !isAtDefault { parts.append("no longer at the default environment") }
    return parts.joined(separator: "; ")
  }
}
