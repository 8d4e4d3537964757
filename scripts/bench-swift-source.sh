#!/usr/bin/env bash
# The Swift-source benchmark (issue 21, Speed; Benchmarks.md, "Swift-source benchmark"): times
# reading and evaluating a widget's Swift sources as a process, cold (a new process each run,
# nothing cached between runs): `sizing-cli widgets` (parse and find the widgets) and
# `sizing-cli import` (parse, then evaluate the entry view in every family into a description)
# of the five-file PDF viewer (Data/widgets/swift/PDFViewer) and of every fixture at once.
# Reports the first run and the median of RUNS runs (default 9) in milliseconds, and the peak
# memory (maximum resident set). Target: import of the five-file widget under
# 200 ms; the script exits 1 when it is missed.
#
#   scripts/bench-swift-source.sh                   # builds release first
#   RUNS=21 SCRATCH_PATH=.build-bench scripts/bench-swift-source.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH_PATH:-.build}
runs=${RUNS:-9}

swift build -c release --scratch-path "$scratch" --product sizing-cli >&2
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"

# Prints "first_ms median_ms peak_mb" over RUNS runs of sizing-cli with the given arguments:
# wall time from start to exit of each process (Python's perf_counter), the peak resident set
# of the runs (getrusage of the children).
measure() {
  python3 - "$runs" "$bin/sizing-cli" "$@" <<'PY'
import resource, statistics, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
walls = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    walls.append((time.perf_counter() - start) * 1000)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"{walls[0]:.0f} {statistics.median(walls):.0f} {peak:.1f}")
PY
}

files=$(find Data/widgets/swift/PDFViewer -name '*.swift' | wc -l)
status=0
printf '%-52s %9s %10s %10s\n' run "first" "median" "peak"
for run in "widgets Data/widgets/swift/PDFViewer" "import Data/widgets/swift/PDFViewer" \
  "widgets Data/widgets/swift" "import Data/widgets/swift --kind com.example.weather"; do
  # shellcheck disable=SC2086
  read -r first median peak < <(measure $run)
  printf '%-52s %6s ms %7s ms %7s MB\n' "$run" "$first" "$median" "$peak"
  if [ "$run" = "import Data/widgets/swift/PDFViewer" ] && [ "$median" -ge 200 ]; then
    echo "  target missed: importing the $files-file widget takes $median ms (target: under 200 ms)"
    status=1
  fi
done
echo "($files Swift files in the PDF viewer; load average after the runs: $(cut -d' ' -f1-3 /proc/loadavg))"
exit "$status"
