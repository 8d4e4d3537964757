import ArgumentParser
import CheckRules
import SizingModel
import WidgetChecks

/// The output formats of `check`: text for people, JSON for programs,
/// SARIF 2.1.0 for code scanning and JUnit XML for test reports.
enum CheckFormat: String, NamedChoice, ExpressibleByArgument {
  case text
  case json
  case sarif
  case junit
  static let kind = "format"
}

/// How much of each finding `check` prints: `summary` (the default) the
/// finding with its typical and first environments and its count; `full`
/// also every environment where it occurs, each with its own message.
enum CheckDetail: String, NamedChoice, ExpressibleByArgument {
  case summary
  case full
  static let kind = "detail"
}

/// Which findings make `check` exit 1: errors only, errors and warnings
/// (the default), or none.
enum FailOn: String, NamedChoice, ExpressibleByArgument {
  case error
  case warning
  case never
  static let kind = "fail-on"

  /// True when a finding of `severity` that is not in the baseline fails.
  func fails(_ severity: CheckFinding.Severity) -> Bool {
    switch self {
    case .error: severity == .error
    case .warning: true
    case .never: false
    }
  }
}

/// One `--ignore RULE[:ELEMENT-GLOB]`: a rule, everywhere or on the elements
/// whose ids match a glob (`*` any run of characters, dots included; `?` one
/// character), such as `label-truncated:row*.title`.
struct IgnoredFinding: Equatable {
  var rule: String
  /// The element glob; nil ignores the rule on every element.
  var elementGlob: String?

  /// Parses `RULE[:GLOB]`.
  /// - Throws: a one-line usage error for an unknown rule or an empty glob.
  init(_ text: String) throws(CommandError) {
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    rule = String(parts[0])
    _ = try Rules.rule(rule, option: "--ignore \(text)")
    if parts.count == 2 {
      guard !parts[1].isEmpty else {
        throw .usage("--ignore \(text) has an empty element glob; write \(rule) alone")
      }
      elementGlob = String(parts[1])
    }
  }

  /// True when this ignores `finding`.
  func matches(_ finding: CheckFinding) -> Bool {
    guard finding.rule == rule else { return false }
    guard let elementGlob else { return true }
    guard let element = finding.elementID else { return false }
    return Self.glob(Array(elementGlob), matches: Array(element))
  }

  /// `*` and `?` glob matching, by backtracking to the last `*`.
  static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
    var (p, t) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
