#!/usr/bin/env bash
# The check and render benchmark (issue 5 §5; Benchmarks.md, "Check and render benchmark"):
#   1. `sizing-cli check` of the reference widget over the whole matrix, as a process:
#      median and best wall time of RUNS runs (default 15), plus one `--format json` run;
#   2. the same sweep in process (Benchmarks/Check, ordo-one/benchmark): cold sweeps (new
#      measurer each time) and warm ones (text cache warm), percentiles, CPU and allocations;
#   3. `sizing-cli render` of 11 devices × 12 categories into a temporary directory,
#      median of 3.
# Each process is timed from just before exec to its exit, with its CPU time (user + sys)
# beside the wall time: on a busy machine wall time includes waiting for a core, CPU does not.
# Targets: check ≤ 100 ms wall, render ≤ 2 s.
#
#   scripts/bench-check.sh              # builds release first
#   RUNS=30 SCRATCH_PATH=.build-bench scripts/bench-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH_PATH:-.build}
runs=${RUNS:-15}
widget=Data/reference-widget.json

swift build -c release --scratch-path "$scratch" --product sizing-cli >&2
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"

# Prints "wall_ms cpu_ms exit_code" for one run of the command.
time_one() {
  python3 - "$@" <<'EOF'
import os, sys, time
# posix_spawn, not fork: copying this interpreter's pages would count as the child's CPU.
null = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_WRONLY, 0) for fd in (1, 2)]
start = time.perf_counter()
pid = os.posix_spawnp(sys.argv[1], sys.argv[1:], os.environ, file_actions=null)
_, status, usage = os.wait4(pid, 0)
wall = (time.perf_counter() - start) * 1000
cpu = (usage.ru_utime + usage.ru_stime) * 1000
print(f"{wall:.1f} {cpu:.1f} {os.waitstatus_to_exitcode(status)}")
EOF
}

# Median and best of RUNS timings; a check with findings exits 1, anything else fails.
measure() {
  local n=$1 expected=$2
  shift 2
  for _ in $(seq "$n"); do
    read -r wall cpu code < <(time_one "$@")
    if [ "$code" != "$expected" ]; then
      echo "unexpected exit $code from: $*" >&2
      exit 1
    fi
    echo "$wall $cpu"
  done | sort -n | awk -v n="$n" '
    { wall[NR] = $1; cpu[NR] = $2 }
    END {
      # cpu median over its own sorted order
      for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++) if (cpu[j] < cpu[i]) { t = cpu[i]; cpu[i] = cpu[j]; cpu[j] = t }
      m = NR % 2 ? wall[(NR + 1) / 2] : (wall[NR / 2] + wall[NR / 2 + 1]) / 2
      c = NR % 2 ? cpu[(NR + 1) / 2] : (cpu[NR / 2] + cpu[NR / 2 + 1]) / 2
      printf "%.1f %.1f %.1f\n", m, wall[1], c
    }'
}

"$bin/sizing-cli" check "$widget" > /dev/null || true   # page the binary in once
read -r check_median check_best check_cpu < <(measure "$runs" 1 "$bin/sizing-cli" check "$widget")
read -r json_wall _ json_cpu < <(measure 1 1 "$bin/sizing-cli" check "$widget" --format json)
read -r start_median start_best start_cpu < <(measure "$runs" 0 "$bin/sizing-cli" --version)
"$bin/sizing-cli" check "$widget" --format json > "$work/check.json" || true
read -r render_median render_best render_cpu < <(
  measure 3 0 "$bin/sizing-cli" render --out "$work/sheet.png")
cells=$(python3 -c "
import struct; d = open('$work/sheet.png', 'rb').read(24); print('%dx%d px' % struct.unpack('>II', d[16:24]))")

python3 - "$work/check.json" <<EOF
import json, sys
s = json.load(open(sys.argv[1]))
def row(label, value, unit, target=None):
    ratio = f"  {value / target:.2f} × target ({target:g} {unit})" if target else ""
    print(f"  {label:<58} {value:8.1f} {unit}{ratio}")
print("sizing-cli check $widget (whole matrix: %d cells):" % s["environments"])
row("process wall, median of $runs", $check_median, "ms", 100)
row("process wall, best of $runs", $check_best, "ms", 100)
row("process CPU (user + sys), median", $check_cpu, "ms")
row("process wall, --format json (1 run)", $json_wall, "ms", 100)
row("start-up alone (sizing-cli --version), wall median", $start_median, "ms")
print("sizing-cli render --out sheet.png (11 devices x 12 categories, $cells):")
row("process wall, median of 3", $render_median / 1000, "s", 2)
row("process CPU (user + sys), median", $render_cpu / 1000, "s")
EOF
echo "in process (Benchmarks/Check: the same sweep, Pango measurer):"
swift package --package-path Benchmarks benchmark --target CheckBenchmarks --no-progress
echo "load average after the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
