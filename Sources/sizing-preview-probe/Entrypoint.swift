import Foundation
import PreviewProbes

/// `sizing-preview-probe`: the real preview window plus `--report-file` (the
/// GUI tests read the window's state from it) and `--benchmark-steps`
/// (`scripts/bench-preview.sh`). Not a product: the shipped `sizing-preview`
/// has neither option.
@main
struct SizingPreviewProbe {
  @MainActor static func main() {
    let arguments: ProbeArguments
    do {
      arguments = try ProbeArguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("sizing-preview-probe: \(error)\n".utf8))
      exit(64)
    }
    exit(PreviewProbe(arguments).run(program: CommandLine.arguments[0]))
  }
}
