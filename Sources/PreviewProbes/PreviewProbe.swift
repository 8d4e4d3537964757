import PreviewUI

/// The observer `sizing-preview-probe` runs the real preview with: it keeps
/// the state report (``PreviewReport``) and the benchmark stepper
/// (``PreviewBenchmark``) the options asked for, outside the shipped product.
@MainActor
public final class PreviewProbe: PreviewObserver {
  private let arguments: ProbeArguments
  private let startup = StartupTimes()
  private var report: PreviewReport?
  private var benchmark: PreviewBenchmark?

  public init(_ arguments: ProbeArguments) {
    self.arguments = arguments
    startup.mark("main")
  }

  /// Runs the preview (`program` is argv[0]); the process exit code.
  public func run(program: String) -> Int32 {
    PreviewApplication.run([program] + arguments.previewArguments, observer: self)
  }

  package func startupStep(_ name: String) { startup.mark(name) }

  package func windowOpened(_ preview: PreviewWindow, quit: @escaping @MainActor () -> Void) {
    if let path = arguments.reportPath {
      let report = PreviewReport(path: path, preview: preview)
      self.report = report
      report.schedule()
    }
    if let steps = arguments.benchmarkSteps {
      let benchmark = PreviewBenchmark(
        preview: preview, steps: steps, startup: startup, quit: quit)
      self.benchmark = benchmark
      benchmark.start()
    }
  }

  package func windowChanged(_ preview: PreviewWindow) { report?.schedule() }

  package func windowClosed() {
    report = nil
    benchmark = nil
  }
}
