import StrictJSON

/// A stack tree with the canvas to solve it in: the input of
/// `sizing-cli solve`. JSON schema (points throughout):
///
///     {"width": number?, "height": number?, "scale": number?, "root": NODE}
///
/// An absent width or height means unconstrained along that axis; `scale`
/// (pixels per point, 0 or absent: none) snaps frames to the pixel grid.
/// See ``StackDocumentReader`` for NODE.
public struct StackDocument: Sendable, Equatable {
  /// Canvas width and height in points; nil: unconstrained (fitting size).
  public var width: Double?
  public var height: Double?
  /// Pixels per point for snapping; nil: no snapping.
  public var scale: Double?
  public var root: LayoutNode

  /// Stacks may nest at most this many levels (the root is level 1).
  public static let maximumDepth = 64
  /// A document may hold at most this many nodes.
  public static let maximumNodes = 100_000
  /// Every number must lie within ±this (points), so sums over 100,000
  /// nodes stay finite.
  public static let maximumMagnitude = 1_000_000.0
  /// Canvas sizes, intrinsic sizes, margins and baselines, in points.
  public static let lengthRange = 0...maximumMagnitude
  /// `spacing` and `customSpacing`, in points (negative: overlap).
  public static let spacingRange = -maximumMagnitude...maximumMagnitude
  /// `scale`, in pixels per point (0 or absent: no snapping). Below 1 a
  /// pixel would be wider than a point and every frame would snap to 0.
  public static let scaleRange = 1.0...16.0
  /// Hugging and compression-resistance priorities.
  public static let priorityRange = 0.0...1000.0
  /// A label's font size in points: Pango and FreeType refuse larger
  /// sizes, and 500 pt × ``maximumTextLength`` characters stays within
  /// Pango's 32-bit layout units.
  public static let fontSizeRange = 1.0...500.0
  /// A label's line height in points.
  public static let lineHeightRange = 0.0...1000.0
  /// A label's font weight (CSS and Pango: 100 thin … 900 black).
  public static let fontWeightRange = 1.0...1000.0
  /// A label's `lines` (0: unlimited).
  public static let lineCountRange = 0.0...10_000.0
  /// A label's text is at most this many characters (Unicode scalars):
  /// Pango wraps a long unbroken word in time quadratic in its length.
  public static let maximumTextLength = 1_000

  public init(width: Double?, height: Double?, scale: Double?, root: LayoutNode) {
    self.width = width
    self.height = height
    self.scale = scale
    self.root = root
  }

  /// Reads a document from UTF-8 JSON.
  /// - Throws: ``JSONError``, worded like every other input's: `line L,
  ///   column C: message` for malformed JSON, `path: message (line L, column C)`
  ///   for a refused value.
  public init(json bytes: [UInt8]) throws(JSONError) {
    let parsed = try StrictJSONParser.parse(bytes)
    var reader = StackDocumentReader()
    self = try reader.document(parsed)
  }

  /// Reads a document from JSON text.
  public init(json text: String) throws(JSONError) {
    try self.init(json: Array(text.utf8))
  }

  /// Solves the document with `measurer` for labels.
  public func solve(textMeasurer: (any TextMeasuring)? = nil) -> LayoutResult {
    StackSolver(textMeasurer: textMeasurer, scale: scale).solve(root, width: width, height: height)
  }
}
