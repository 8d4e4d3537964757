#!/usr/bin/env bash
# Benchmarks the live preview (Benchmarks.md, "Preview benchmark"): time from launch
# to the first painted frame, CPU time per text-size slider step over 200
# steps (one step per frame, through the slider's value-changed path), and
# peak RSS, with the cairo renderer on a virtual X display.
#   scripts/bench-preview.sh [RUNS]      (default 5 runs; prints each, then medians)
#   SIZING_PREVIEW_PROBE=path/to/sizing-preview-probe scripts/bench-preview.sh   (skip the build)
#   scripts/bench-preview.sh 5 --host widgetkit --device 402x874   (options after RUNS go to
#     the preview: here the WidgetKit window, whose first frame includes the fit matrix
#     of every WidgetKit screen × 12 text sizes)
# It runs sizing-preview-probe: the shipped sizing-preview's window (PreviewUI) plus the
# --benchmark-steps stepper, which the product does not have (it is not a product).
# Targets: first frame <= 150 ms, <= 2 ms CPU per step, peak RSS <= 100 MB.
#   scripts/bench-preview.sh --instructions   (instructions per slider step under callgrind:
#     deterministic, so it compares builds on a loaded machine; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=time
if [ "${1:-}" = "--instructions" ]; then mode=instructions; shift; fi
runs=${1:-5}
[ $# -gt 0 ] && shift

if [ -n "${SIZING_PREVIEW_PROBE:-}" ]; then
  bin=$SIZING_PREVIEW_PROBE   # an already built binary
else
  swift build -c release --product sizing-preview-probe >&2
  bin=$(swift build -c release --show-bin-path)/sizing-preview-probe
fi

export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none

if [ "$mode" = instructions ]; then
  command -v valgrind >/dev/null || { echo "needs valgrind: apt-get install -y valgrind" >&2; exit 69; }
  # Instructions of a run with 1 step and of one with 61: the difference / 60 is one step.
  count() {
    xvfb-run -a -s "-screen 0 1280x1024x24" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
      "$bin" --benchmark-steps "$1" 2>&1 | awk '/Collected/ {n = $4} END {print n}'
  }
  one=$(count 1)
  many=$(count 61)
  echo "$one $many" | awk '{printf "instructions: start-up and first frame %.0fM, per slider step %.2fM\n", $1 / 1e6, ($2 - $1) / 60 / 1e6}'
  exit 0
fi
export BENCH_BIN="$bin" BENCH_RUNS="$runs" BENCH_ARGS="$*"
# One X server for all runs (-noreset: one that reset after each run would refuse
# the next window now and then); each run is timed from just before exec.
results=$(xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" bash -c '
  for i in $(seq "$BENCH_RUNS"); do
    # shellcheck disable=SC2086  # the options, split on spaces
    SIZING_PREVIEW_LAUNCH_NS=$(date +%s%N) "$BENCH_BIN" --benchmark-steps 200 $BENCH_ARGS
  done')
echo "$results"
echo "$results" | grep '^first-frame' | awk '
  function median(a, n,   i, j, t) {
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  {
    n++
    for (f = 1; f <= NF; f++) { split($f, kv, "="); v[kv[1], n] = kv[2] }
  }
  END {
    for (i = 1; i <= n; i++) {
      ff[i] = v["first-frame-ms", i]; cpu[i] = v["cpu-per-step-ms", i]
      app[i] = v["app-cpu-per-step-ms", i]; rss[i] = v["peak-rss-mb", i]
      ffcpu[i] = v["first-frame-cpu-ms", i]; mcpu[i] = v["matrix-cpu-ms", i]
    }
    printf "median of %d runs: first frame %.0f ms (target 150; CPU to it %.0f ms, of which the matrix %.1f ms), CPU per slider step %.2f ms (target 2; our code %.2f ms), peak RSS %.1f MB (target 100), renderer %s\n",
      n, median(ff, n), median(ffcpu, n), median(mcpu, n), median(cpu, n), median(app, n), median(rss, n), v["renderer", 1]
  }'
