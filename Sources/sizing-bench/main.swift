// sizing-bench: in-process timings (not a test). Run it in release mode:
//   swift run -c release sizing-bench
import Foundation

do {
  for line in try WidgetBenchmark.run() { print(line) }
} catch {
  FileHandle.standardError.write(Data("sizing-bench: \(error)\n".utf8))
  exit(1)
}
