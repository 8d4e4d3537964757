// sizing-bench: in-process timings (not a test). Run it in release mode:
//   swift run -c release sizing-bench
//   swift run -c release sizing-bench solver time scripts/peers/widget-tree.json
//   swift run -c release sizing-bench check [Data/reference-widget.json] [--runs N]
import Foundation

do {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "solver" {
    print(try SolverBenchmark.run(Array(arguments.dropFirst())), terminator: "")
  } else if arguments.first == "check" {
    print(try CheckBenchmark.run(Array(arguments.dropFirst())), terminator: "")
  } else {
    for line in try WidgetBenchmark.run() { print(line) }
  }
} catch {
  FileHandle.standardError.write(Data("sizing-bench: \(error)\n".utf8))
  exit(1)
}
