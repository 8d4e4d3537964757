#!/usr/bin/env bash
# The text-metrics benchmark (issue 19; Benchmarks.md, "Text metrics benchmark"), side by side in one
# run: a whole-matrix `sizing-cli check` of the stocks example (11 devices × 12 text sizes ×
# every orientation, location, iOS and list size: 32 labels each) by this tree's sizing-cli and by
# one built from BASE (default 3f01b51, the last commit with the HIG leading), alternating, RUNS
# times (default 11); then this tree's check of the same widget with every label allowed to shrink
# (adjustsFontSizeToFitWidth, minimumScaleFactor 0.5) beside the plain one: what shrink-to-fit
# costs. Prints medians of wall and CPU time and the ratios.
#
#   scripts/bench-text.sh
#   RUNS=21 BASE=3f01b51 scripts/bench-text.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-11}
base=${BASE:-3f01b51}
old_tree=.build-bench-base-src
swift build -c release --product sizing-cli >&2
new=$(swift build -c release --show-bin-path)/sizing-cli
if [ ! -d "$old_tree" ]; then git worktree add -f "$old_tree" "$base" >&2; fi
git -C "$old_tree" checkout -q --detach "$base"
(cd "$old_tree" && swift build -c release --product sizing-cli --scratch-path ../.build-bench-base >&2)
old=$(cd "$old_tree" && swift build -c release --scratch-path ../.build-bench-base --show-bin-path)/sizing-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every label of the stocks example allowed to shrink to half its size.
python3 - Data/widgets/stocks.json "$work/stocks-shrink.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
def visit(node):
    if isinstance(node, dict):
        if node.get("type") == "label":
            node["adjustsFontSizeToFitWidth"] = True
            node["minimumScaleFactor"] = 0.5
        for value in node.values(): visit(value)
    elif isinstance(node, list):
        for value in node: visit(value)
visit(doc)
json.dump(doc, open(sys.argv[2], "w"))
PY
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"
python3 - "$runs" "$old" "$new" "$work/stocks-shrink.json" <<'PY'
import os, statistics, sys, time
runs, old, new, shrink = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
def once(argv):
    null = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_WRONLY, 0) for fd in (1, 2)]
    start = time.perf_counter()
    pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=null)
    _, status, usage = os.wait4(pid, 0)
    return (time.perf_counter() - start) * 1000, (usage.ru_utime + usage.ru_stime) * 1000
cases = {
    "stocks, HIG leading (base)": [old, "check", "Data/widgets/stocks.json"],
    "stocks, SF line metrics (this tree)": [new, "check", "Data/widgets/stocks.json"],
    "stocks, every label may shrink (this tree)": [new, "check", shrink],
}
times = {name: [] for name in cases}
for _ in range(runs):
    for name, argv in cases.items():
        times[name].append(once(argv))
medians = {}
for name, samples in times.items():
    wall = statistics.median(s[0] for s in samples)
    cpu = statistics.median(s[1] for s in samples)
    medians[name] = (wall, cpu)
    print(f"{name:45s} wall {wall:7.1f} ms  cpu {cpu:7.1f} ms  (median of {runs})")
names = list(cases)
for label, a, b in [("this tree / base", names[1], names[0]), ("shrinking / plain", names[2], names[1])]:
    print(f"{label:45s} wall ×{medians[a][0] / medians[b][0]:.2f}  cpu ×{medians[a][1] / medians[b][1]:.2f}")
PY
