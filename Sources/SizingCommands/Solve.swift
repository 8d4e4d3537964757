import ArgumentParser
import AutoLayout
import Foundation
import PangoText
import SizingModel
import StackLayout

/// `sizing-cli solve FILE|-`: lays out a stack tree given as JSON the way
/// UIStackView would and prints every node's frame.
struct Solve: PrintingCommand {
  static let configuration = CommandConfiguration(
    abstract: "Solve a stack tree given as JSON and print every node's frame.",
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

      Examples:
        sizing-cli solve scripts/peers/widget-tree.json
        sizing-cli solve tree.json --format text --text approximate
        echo '{"root": {"id": "a", "intrinsic": [10, 10]}}' | sizing-cli solve -
      """)

  @Argument(help: "The JSON document, or - for standard input.")
  var file: String

  @Option(help: "json (one line) or text (an indented tree).")
  var format: ReportFormat = .json

  @Option(help: "How labels are measured: pango (real fonts) or approximate (0.5 em/char).")
  var text: TextMeasurement = .pango

  @Option(
    help: ArgumentHelp(
      "stack (the stack solver) or autolayout (UIStackView's constraints on the Auto "
        + "Layout engine; conflicts and ambiguous views go to standard error)."))
  var engine: SolveEngine = .stack

  func output() throws -> String {
    let measurer: any TextMeasuring
    switch text {
    case .pango: measurer = PangoTextMeasurer.shared
    case .approximate: measurer = ApproximateTextMeasurer()
    }
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

/// Which engine `solve` lays the tree out with.
enum SolveEngine: String, ExpressibleByArgument, CaseIterable {
  case stack
  case autolayout
}
