/// How sample values print: the sample date and time every `Date()` is, and
/// the strings formatters give for it (en_US, as a simulator shows them).
enum SampleFormats {
  /// `value` as an integer toward zero, or 0 when it is not finite or out of
  /// ±10^15 (sample values never are; hostile ones must not trap).
  static func whole(_ value: Double) -> Int {
    value.isFinite && abs(value) < 1e15 ? Int(value) : 0
  }

  /// The sample time: 9:41 AM (Apple's keynote time), in seconds from midnight.
  static let sampleTime = 9.0 * 3_600 + 41 * 60
  /// The sample day, spelled as `.date` styles spell it.
  static let sampleDay = (weekday: "Monday", month: "June", monthShort: "Jun", day: 1, year: 2026)

  /// `Text(date, style:)`'s string for a date `seconds` from the sample day's midnight.
  static func text(_ seconds: Double, style: String) -> String {
    switch style {
    case "date": return "\(sampleDay.month) \(sampleDay.day), \(sampleDay.year)"
    case "relative", "offset":
      let minutes = whole(abs(seconds - sampleTime) / 60)
      return minutes >= 60 ? "\(minutes / 60) hr, \(minutes % 60) min" : "\(minutes) min"
    case "timer": return timer(seconds - sampleTime)
    default: return time(seconds)
    }
  }

  /// `9:41 AM`.
  static func time(_ seconds: Double) -> String {
    let minutes = whole((seconds / 60).rounded(.down))
    let hour = ((minutes / 60) % 24 + 24) % 24
    let minute = (minutes % 60 + 60) % 60
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    let padded = minute < 10 ? "0\(minute)" : "\(minute)"
    return "\(twelve):\(padded) \(hour < 12 ? "AM" : "PM")"
  }

  /// `0:05:00`-style elapsed time.
  static func timer(_ seconds: Double) -> String {
    let total = whole(abs(seconds))
    let (hours, minutes, rest) = (total / 3_600, total / 60 % 60, total % 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
  }

  /// A date formatted by `.formatted(…)` / `format: .dateTime…`: the time
  /// when the call names a time part, else the date.
  static func formatted(_ seconds: Double, call: String) -> String {
    let lower = call.lowercased()
    if lower.contains("weekday") { return sampleDay.weekday }
    if lower.contains("hour") || lower.contains("time") || lower.contains("shortened") {
      return time(seconds)
    }
    if lower.contains("month") && !lower.contains("year") {
      return "\(sampleDay.monthShort) \(sampleDay.day)"
    }
    return "\(sampleDay.month) \(sampleDay.day), \(sampleDay.year)"
  }

  /// `String(format:)` / `specifier:` with `%d`, `%i`, `%f`, `%.Nf`, `%@`, `%s`, `%%`.
  static func format(_ pattern: String, values: [String]) -> String {
    var result = ""
    var next = 0
    var characters = Array(pattern)[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        result.append(character)
        continue
      }
      var spec = ""
      while let peek = characters.first, !"dfi@s%".contains(peek) {
        spec.append(peek)
        characters = characters.dropFirst()
      }
      guard let kind = characters.popFirst() else { break }
      if kind == "%" {
        result.append("%")
        continue
      }
      let text = next < values.count ? values[next] : ""
      next += 1
      if kind == "f", let number = Double(text) {
        let digits = Int(spec.split(separator: ".").last.map(String.init) ?? "6") ?? 6
        result += fixed(number, digits: spec.contains(".") ? digits : 6)
      } else if kind == "d" || kind == "i", let number = Double(text) {
        result += "\(whole(number))"
      } else {
        result += text
      }
    }
    return result
  }

  /// `value` with `digits` decimals, rounded half away from zero.
  static func fixed(_ value: Double, digits: Int) -> String {
    let clamped = max(0, min(digits, 10))
    var scale = 1.0
    for _ in 0..<clamped { scale *= 10 }
    let rounded = (abs(value) * scale).rounded() / scale
    let integer = whole(rounded)
    var fraction = whole(((rounded - Double(integer)) * scale).rounded())
    var text = (value < 0 && rounded != 0 ? "-" : "") + "\(integer)"
    guard clamped > 0 else { return text }
    var digitsText = ""
    for _ in 0..<clamped {
      digitsText = "\(fraction % 10)" + digitsText
      fraction /= 10
    }
    text += "." + digitsText
    return text
  }
}
