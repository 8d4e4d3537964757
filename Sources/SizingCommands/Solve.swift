import ArgumentParser
import AutoLayout
import Foundation
import PangoText
import SizingModel
import StackLayout

/// `sizing-cli solve FILE|-`: lays out a stack tree given as JSON the way
/// UIStackView would, or a SwiftUI view given as Swift the way SwiftUI
/// would, and prints every node's frame.
struct Solve: ReportingCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Solve a stack tree given as JSON, or a SwiftUI view given as Swift, and print every frame.",
    discussion: """
      Input: {"width"?, "height"?, "scale"?, "root": NODE}; no width or height
      means unconstrained along that axis.
        leaf:  {"id", "intrinsic": [w|null, h|null], "hugging"?, "compression"?,
                "hidden"?}
        label: {"id", "text", "font": {"size", "lineHeight"}, "lines"?}
        stack: {"id", "axis", "distribution", "alignment", "spacing",
                "customSpacing"?, "margins"?, "marginsRelative"?, "hidden"?,
                "items": [NODE, …]}
      The solver article (Sources/SizingCommands/SizingCommands.docc) has the full schema.

      A .swift file is a SwiftUI view: the View struct
      named by --view, else the one no other view uses, else the file's
      top-level view expressions. It is proposed --width x --height points
      (either absent: its ideal size along that axis) and centred in that
      rectangle, as a hosting view places its root; its texts in the fonts of
      --category; --scale rounds every frame edge to that pixel grid (absent:
      no rounding). Frame ids are accessibilityIdentifiers, else
      FILE.swift:LINE:COLUMN. The same JSON is printed; what was approximated
      goes to standard error ("Reading SwiftUI sources" in the catalog).

      Examples:
        sizing-cli solve scripts/peers/widget-tree.json
        sizing-cli solve tree.json --format text --text approximate
        echo '{"root": {"id": "a", "intrinsic": [10, 10]}}' | sizing-cli solve -
        sizing-cli solve Row.swift --width 320 --category AX2 --scale 3
      """)

  @Argument(help: "The JSON document, - for standard input, or a SwiftUI view's .swift file.")
  var file: String

  @OptionGroup var swiftView: SwiftViewOptions

  @Option(help: "json (one line) or text (an indented tree).")
  var format: ReportFormat = .json

  @Option(help: "How labels are measured: pango (real fonts) or approximate (0.5 em/char).")
  var text: TextMeasurement = .pango

  @Option(
    help: ArgumentHelp(
      "stack (the stack solver) or autolayout (UIStackView's constraints on the Auto "
        + "Layout engine; conflicts and ambiguous views go to standard error)."))
  var engine: SolveEngine = .stack

  func evaluate() throws -> (output: String, code: Int32) {
    let result = try evaluateReporting()
    return (result.output, result.code)
  }

  /// The frames, and for a Swift view the notes on what was approximated.
  func evaluateReporting() throws -> (output: String, warnings: [String], code: Int32) {
    if file.hasSuffix(".swift") {
      let (output, notes) = try swiftView.solve(file, format: format, measurer: measurer)
      return (output, notes, 0)
    }
    try swiftView.rejectForJSON()
    return (try output(), [], 0)
  }

  /// A stack document's frames.
  func output() throws -> String {
    let input = try InputFile(file)
    let document: StackDocument
    do {
      document = try StackDocument(json: input.bytes)
    } catch {
      throw CommandError.data("\(input.name): \(error)")
    }
    var result = document.solve(textMeasurer: measurer)
    if engine == .autolayout {
      result = try autoLayoutResult(document, measurer: measurer)
    }
    if format == .text { return result.textTree(depths: document.root.depthsInTreeOrder) }
    return result.jsonString() + "\n"
  }

  /// Real fonts through Pango, or 0.5 em per character.
  var measurer: any TextMeasuring {
    switch text {
    case .pango: PangoTextMeasurer.shared
    case .approximate: ApproximateTextMeasurer()
    }
  }

  /// The document solved by the Auto Layout engine, as the stack solver's
  /// result (frames by node id in the same order; no snapping).
  func autoLayoutResult(_ document: StackDocument, measurer: any TextMeasuring) throws
    -> LayoutResult
  {
    if document.scale != nil {
      throw CommandError.usage("--engine autolayout does not snap to pixels: drop \"scale\"")
    }
    var engine = AutoLayoutEngine(
      ConstraintSystem(stackTree: document.root), textMeasurer: measurer)
    let solved = engine.solve(width: document.width, height: document.height)
    for conflict in solved.conflicts {
      FileHandle.standardError.write(Data((conflict.log + "\n").utf8))
    }
    for name in solved.ambiguousViews {
      FileHandle.standardError.write(Data("ambiguous layout: \(name)\n".utf8))
    }
    return LayoutResult(
      width: solved.size.width, height: solved.size.height, ids: solved.names,
      frames: solved.frames, texts: solved.texts, diagnostics: [])
  }
}

/// Which engine `solve` lays a stack document out with.
enum SolveEngine: String, ExpressibleByArgument, CaseIterable {
  case stack
  case autolayout
}
