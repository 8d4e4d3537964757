import SizingModel

/// The command line of `sizing-preview`, parsed without GTK.
///
/// ```
/// sizing-preview [--device ID] [--category C] [--orientation portrait|landscape]
///                [--location L] [--os 9|10|13] [--mode compact|expanded]
///                [--recents N] [--quick-actions N] [--zoom fit|1|2] [--widget FILE]
///                [--screenshot FILE.png] [--report-file FILE] [--version] [--help]
/// ```
public struct PreviewOptions: Sendable, Equatable {
  /// What the user asked for.
  public var state = PreviewState()
  /// A widget description file; nil: the reference widget.
  public var widgetPath: String?
  /// Render the window to this PNG after the first frame, then exit 0.
  public var screenshotPath: String?
  /// Test hook: after every settled change, rewrite this file with the
  /// numbers panel's accessible names and the controls' geometry.
  public var reportPath: String?
  /// Benchmark hook: time the first frame and this many slider steps, print
  /// one line of figures and exit (`scripts/bench-preview.sh`).
  public var benchmarkSteps: Int?
  public var showsVersion = false
  public var showsHelp = false

  public init() {}

  /// The usage text for `--help`.
  public static let usage = """
    usage: sizing-preview [--device ID] [--category C] [--orientation portrait|landscape]
                          [--location L] [--os 9|10|13] [--mode compact|expanded]
                          [--recents 0-8] [--quick-actions 1-4] [--zoom fit|1|2]
                          [--widget FILE] [--screenshot FILE.png] [--version]
    Opens the live preview window (needs a display; without one run it under xvfb-run).
    """

  /// Parses `arguments` (without the program name).
  /// - Throws: ``SizingError`` naming the bad option or value and the valid
  ///   choices (exit 64).
  public static func parse(_ arguments: [String], model: SizingModel = .standard)
    throws(SizingError) -> PreviewOptions
  {
    var options = PreviewOptions()
    var index = 0
    func value(_ name: String) throws(SizingError) -> String {
      index += 1
      guard index < arguments.count else { throw .unsupported("\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--device": options.state.deviceID = try model.device(try value(argument)).id
      case "--category":
        let text = try value(argument)
        guard let category = ContentSizeCategory(parsing: text) else {
          throw .unknownValue(
            kind: "category", value: text, valid: ContentSizeCategory.allCases.map(\.shortName))
        }
        options.state.category = category
        if category.isAccessibility { options.state.largerAccessibilitySizes = true }
      case "--orientation": options.state.orientation = try Orientation.parse(try value(argument))
      case "--location": options.state.location = try WidgetLocation.parse(try value(argument))
      case "--os": options.state.os = try OSVersion.parse(try value(argument))
      case "--mode": options.state.mode = try DisplayMode.parse(try value(argument))
      case "--recents": options.state.recents = try integer(try value(argument), argument, 0...8)
      case "--quick-actions":
        options.state.quickActions = try integer(try value(argument), argument, 1...4)
      case "--zoom": options.state.zoom = try PreviewZoom.parse(try value(argument))
      case "--widget": options.widgetPath = try value(argument)
      case "--screenshot": options.screenshotPath = try value(argument)
      case "--report-file": options.reportPath = try value(argument)
      case "--benchmark-steps":
        options.benchmarkSteps = try integer(try value(argument), argument, 1...100_000)
      case "--version": options.showsVersion = true
      case "--help", "-h": options.showsHelp = true
      default:
        throw .unsupported(
          "unknown option '\(argument)'; valid: --device, --category, --orientation, "
            + "--location, --os, --mode, --recents, --quick-actions, --zoom, --widget, "
            + "--screenshot, --version, --help")
      }
      index += 1
    }
    return options
  }

  private static func integer(_ text: String, _ name: String, _ range: ClosedRange<Int>)
    throws(SizingError) -> Int
  {
    guard let number = Int(text), range.contains(number) else {
      throw .unsupported(
        "\(name) must be a whole number \(range.lowerBound)…\(range.upperBound), not '\(text)'")
    }
    return number
  }
}
