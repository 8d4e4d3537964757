import SizingModel
import StrictJSON
import WidgetDescriptions
import WidgetDrawing

/// Everything `sizing-cli validate` finds wrong in one widget description,
/// in document order: every unknown key and unknown name (enum value) the
/// reader meets, each with "did you mean" when one is close, and the first
/// structural problem (malformed JSON, a missing key, a wrong type, a value
/// out of range), which ends the read: what lies behind it is not read.
/// A trailing comma is the exception: reported, then read past.
struct DescriptionProblems {
  /// The problems, sorted by line and column.
  var errors: [JSONError]

  /// At most this many trailing commas are stepped over.
  static let maximumCommas = 100

  /// Reads `text` as `check` would, recording instead of stopping where it
  /// can. A trailing comma is reported and read as if it were not there.
  init(text: String) {
    var found: [JSONError] = []
    var scalars = Array(text.unicodeScalars)
    while true {
      let recorder = JSONIssueRecorder()
      let current = String(String.UnicodeScalarView(scalars))
      var stop: JSONError?
      do {
        _ = try recorder.recording {
          try WidgetDescription.decode(current, icons: IconLibrary.names)
        }
      } catch let error as JSONError {
        stop = error
      } catch {
        stop = JSONError("\(error)", line: 1, column: 1)
      }
      if let stop, stop.path == nil, stop.message.hasPrefix("trailing comma"),
        found.count < Self.maximumCommas,
        let offset = Self.offset(of: stop, in: scalars), scalars[offset] == ","
      {
        found.append(stop)
        scalars[offset] = " "
        continue
      }
      found += stop.map { [$0] } ?? []
      found += recorder.issues.map(Self.suggesting)
      break
    }
    errors = found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// The index in `scalars` of the error's line and column.
  private static func offset(of error: JSONError, in scalars: [Unicode.Scalar]) -> Int? {
    var line = 1
    var start = 0
    for (index, scalar) in scalars.enumerated() where line < error.line && scalar == "\n" {
      line += 1
      start = index + 1
    }
    let offset = start + error.column - 1
    return line == error.line && offset < scalars.count ? offset : nil
  }

  /// The issue's error with "did you mean" after the name, when one is close.
  static func suggesting(_ issue: JSONIssueRecorder.Issue) -> JSONError {
    var error = issue.error
    guard let name = MistypedName.suggestion(for: issue.name, among: issue.valid) else {
      return error
    }
    let hint = "; did you mean \(JSONError.quoted(name))?"
    // Before the valid list: `unknown key "txt"; did you mean "text"? valid keys: …`.
    if let valid = error.message.range(of: "; valid") {
      error.message.replaceSubrange(
        valid.lowerBound..<error.message.index(after: valid.lowerBound), with: hint)
    } else {
      error.message += hint
    }
    return error
  }

  /// `FILE:LINE:COLUMN: PATH: message`, one line per problem, as compilers
  /// write them (so editors jump to them).
  func lines(file: String) -> [String] {
    errors.map { error in
      "\(file):\(error.line):\(error.column): " + (error.path.map { "\($0): " } ?? "")
        + error.message
    }
  }
}
