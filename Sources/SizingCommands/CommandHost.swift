import SizingModel
import WidgetDescriptions
import WidgetDrawing
import WidgetInput

/// What is host-specific in each command, and nothing else: the commands
/// (`table`, `layout`, `check`, `render`) have one body each, which asks
/// the host chosen by the one resolver (``HostResolver``, through
/// ``WidgetKitOptions``) for its cells, laid out once, and formats, checks
/// and draws what comes back.
///
/// The shape is swift-format's and SwiftLint's: one pipeline, and behind one
/// small protocol the parts that differ (here the hosts: a Today widget's
/// devices × orientations × locations × iOS × modes × recents, WidgetKit's
/// families × screens × placements × iOS). A new host is one conforming
/// type and one case of ``WidgetHostKind/commands``.
protocol CommandHost: Sendable {
  /// Refuses `table`'s options that do not apply to this host, and a bad `--metric`.
  func validate(_ table: Table) throws
  /// The host's table of frames or heights, in any of `table`'s formats.
  func table(_ table: Table) throws -> any TableFormatting
  /// One cell of `description` (nil: the command's `--widget`, read now)
  /// laid out, as `layout` prints it.
  func layOut(_ layout: Layout, _ description: WidgetDescription?) throws
    -> (report: any LayoutReport, appName: String)
  /// The widget checked over every cell the filters keep (`early`: the
  /// widget when it was read before the host was known; nil: read it now).
  func check(_ check: Check, file: String, early: (WidgetDescription, ElementPlaces)?) throws
    -> CheckedWidget
  /// The contact sheet of `description` (nil: read it now): each cell laid
  /// out once, checked, drawn.
  func sheet(_ render: Render, _ description: WidgetDescription?) throws -> RenderedSheet
  /// The version-2 description `init` writes for this host.
  var starterDescription: String { get }
}

extension WidgetHostKind {
  /// This host's part of the commands: the one place the CLI goes from the
  /// host's name to its behaviour.
  var commands: any CommandHost {
    switch self {
    case .today: return TodayCommandHost()
    case .widgetKit: return WidgetKitCommandHost()
    }
  }
}

/// A contact sheet before it is written, with what `render`'s summary says of it.
struct RenderedSheet {
  var sheet: ContactSheet
  /// `2 devices`, `3 families on 375x667`.
  var rows: String
  /// `12 text sizes`.
  var columns: String
  /// Why rows were left out, if any were.
  var note: String?
  /// How many cells have a check finding (framed in red).
  var framed: Int
}
