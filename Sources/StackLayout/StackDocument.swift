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
  /// Every number must lie within ±this (points, pixels per point), so sums
  /// over 100,000 nodes stay finite.
  public static let maximumMagnitude = 1_000_000.0

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
