#!/usr/bin/env bash
# The stack-solver benchmark (issue 3 §7): the Swift StackSolver and Auto Layout engine (issue 24)
# against kiwisolver (Cassowary,
# the way Auto Layout solves UIStackView's constraints) and Yoga through poga, on the 32-node
# widget tree in scripts/peers/widget-tree.json. Frames are checked equal (1e-3 pt, no
# snapping) before anything is timed; then one table of medians and p90s with ratios.
# The Swift figures come from the ordo-one/benchmark package in Benchmarks/ (SolverBenchmarks:
# wall-clock µs per solve, one solve per sample); the peers are timed by scripts/peers.
#
#   scripts/bench-solver.sh            # from a fresh clone; creates .venv-bench/ (git-ignored)
#   REPETITIONS=4000 SCRATCH_PATH=.build-bench scripts/bench-solver.sh   # REPETITIONS: peers
set -euo pipefail
cd "$(dirname "$0")/.."
tree=scripts/peers/widget-tree.json
scratch=${SCRATCH_PATH:-.build}
repetitions=${REPETITIONS:-2000}
venv=.venv-bench

if ! "$venv/bin/python" -c "import kiwisolver, poga" 2>/dev/null; then
  echo "setting up $venv (kiwisolver, poga from PyPI; poga compiles Yoga, about a minute)" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "kiwisolver==1.5.1" "poga==0.1.19"
fi

swift build -c release --scratch-path "$scratch" --product sizing-cli >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$scratch/release/sizing-cli" solve "$tree" > "$work/frames.json"
"$venv/bin/python" scripts/peers/run_peers.py check "$tree" "$work/frames.json"
# The Auto Layout engine: the same tree, then generated trees, against kiwisolver.
"$scratch/release/sizing-cli" solve "$tree" --engine autolayout > "$work/autolayout.json"
"$venv/bin/python" scripts/peers/run_peers.py check "$tree" "$work/autolayout.json"
"$venv/bin/python" scripts/peers/check_autolayout.py "$scratch/release/sizing-cli"
swift package --package-path Benchmarks benchmark --target SolverBenchmarks --no-progress \
  --format jmh --path "$work" >&2
python3 scripts/peers/swift_figures.py "$work"/*.jmh.json > "$work/swift.json"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg);" \
  "Swift: $(python3 -c 'import json,sys; print(json.load(sys.stdin)["samples"])' \
  < "$work/swift.json") solves per figure; peers: $repetitions batches of 20 calls"
"$venv/bin/python" scripts/peers/run_peers.py time "$tree" "$work/swift.json" \
  --repetitions "$repetitions"
