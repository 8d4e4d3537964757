import Foundation
import GtkKit
import PreviewUI

/// `sizing-preview-probe --benchmark-steps N` (used by `scripts/bench-preview.sh`):
/// measures the time from launch to the first painted frame, then moves the
/// text-size slider N times by setting its value (the same
/// `value-changed` path a drag takes), one step per painted frame, ping-ponging
/// xS…xxxL, and prints one line of figures before exiting.
///
/// Launch time comes from `SIZING_PREVIEW_LAUNCH_NS` (the shell's
/// `date +%s%N` just before exec); without it, from the process start time.
@MainActor
final class PreviewBenchmark {
  private let preview: PreviewWindow
  private let steps: Int
  private let startup: StartupTimes
  private let quit: @MainActor () -> Void
  private var done = 0
  private var firstFrameMs = 0.0
  /// The process's CPU time up to the first frame, and the matrix's part of it.
  private var firstFrameCPUMs = 0.0
  private var matrixCPUMs = 0.0
  private var startCPU = 0.0
  private var startAppCPU = 0.0
  private var startWall = 0.0
  private var stepWall: [Double] = []
  private var stepStarted = 0.0

  init(
    preview: PreviewWindow, steps: Int, startup: StartupTimes,
    quit: @escaping @MainActor () -> Void
  ) {
    self.preview = preview
    self.steps = steps
    self.startup = startup
    self.quit = quit
  }

  /// Starts once the window has painted its first frame.
  func start() {
    FrameTicks.afterNextPaint(of: preview.window) { [self] in
      firstFrameMs = (Self.now() - Self.launchTime()) * 1000
      startCPU = Self.cpuSeconds()
      firstFrameCPUMs = startCPU * 1000
      matrixCPUMs = preview.matrix.buildCPU * 1000
      startAppCPU = appCPU
      startWall = Self.now()
      step()
    }
  }

  private func step() {
    if done > 0 { stepWall.append((Self.now() - stepStarted) * 1000) }
    guard done < steps else { return finish() }
    let cycle = done % 12
    let stop = cycle < 6 ? cycle + 1 : 12 - cycle - 1
    done += 1
    stepStarted = Self.now()
    preview.controls.scale.value = Double(stop)
    FrameTicks.afterNextPaint(of: preview.window) { [self] in step() }
  }

  private func finish() {
    let cpu = (Self.cpuSeconds() - startCPU) * 1000 / Double(steps)
    let app = (appCPU - startAppCPU) * 1000 / Double(steps)
    let wall = (Self.now() - startWall) * 1000 / Double(steps)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let sorted = stepWall.sorted()
    let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    print(
      String(
        format: "first-frame-ms=%.1f first-frame-cpu-ms=%.1f matrix-cpu-ms=%.1f steps=%d "
          + "cpu-per-step-ms=%.2f app-cpu-per-step-ms=%.2f wall-per-step-ms=%.1f "
          + "p95-step-ms=%.1f peak-rss-mb=%.1f draws=%d renderer=%@",
        firstFrameMs, firstFrameCPUMs, matrixCPUMs, steps, cpu, app, wall, p95,
        Double(usage.ru_maxrss) / 1024,
        preview.canvas.drawCount, WindowSnapshot.rendererName(preview.window)))
    print(
      "startup-ms: " + startup.summary(since: Self.launchTime())
        + " first-frame=\(Int(firstFrameMs))")
    fflush(nil)
    quit()
  }

  /// CPU in our own code: solve + widget updates + drawing the widget.
  private var appCPU: Double { preview.updateCPU + preview.canvas.drawCPU }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The launch time in seconds since the epoch.
  static func launchTime() -> Double {
    if let text = ProcessInfo.processInfo.environment["SIZING_PREVIEW_LAUNCH_NS"],
      let nanoseconds = Double(text)
    {
      return nanoseconds / 1e9
    }
    // Process start: /proc/self/stat field 22 (clock ticks after boot).
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return now() }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticks = Double(fields.count > 19 ? fields[19] : "0") ?? 0
    let up = Double(uptime.split(separator: " ").first ?? "0") ?? 0
    return now() - up + ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
