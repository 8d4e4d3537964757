#!/usr/bin/env bash
# The long-label benchmark (issue 22 §8; Benchmarks.md, "Long label benchmark"): times
# `sizing-cli check` over the whole default matrix of a widget whose one label wraps
# (`numberOfLines: 0`) LENGTH characters of text, for LENGTH 250, 500 and 1,000, as one long word
# and as words; the same label in seven WidgetKit families (`--host widgetkit`); and a list of 25
# items of 1,000 characters each. Prints the median wall time of RUNS runs (default 3), the peak
# memory, and the ratio of each time to the 250-character one: linear measuring gives 2 and 4.
# The aim: a 1,000-character label (and 25 × 1,000) checks the whole matrix in about a second.
#
#   scripts/bench-long-label.sh                 # builds release first
#   RUNS=5 SCRATCH_PATH=.build-bench scripts/bench-long-label.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH_PATH:-.build}
runs=${RUNS:-3}

swift build -c release --scratch-path "$scratch" --product sizing-cli >&2
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# widget KIND LENGTH: a version-2 widget with one wrapping label of LENGTH characters beside a
# title (KIND word: one word; words: words of 3–9 letters; kit: the label in seven WidgetKit
# families; list: a 25-item list whose rows show that label).
widget() {
  python3 - "$1" "$2" <<'PY'
import json, sys
kind, n = sys.argv[1], int(sys.argv[2])
if kind == "word":
    text = ("abcdefghij" * (n // 10 + 1))[:n]
else:
    words, i = [], 0
    while len(" ".join(words)) < n:
        words.append("lorem ipsum dolor sit amet consectetur adipiscing"[i % 7 * 6:][:3 + i % 7])
        i += 1
    text = " ".join(words)[:n].strip()
label = lambda id, text: {"type": "label", "id": id, "text": text, "textStyle": "body",
                          "numberOfLines": 0}
tree = lambda id: {"id": id, "axis": "vertical", "alignment": "leading", "spacing": 4,
                   "items": [{"type": "label", "id": id + ".title", "text": "Notes",
                              "textStyle": "headline"}, label(id + ".body", text)]}
widget = {"version": 2, "appName": "Notes", "compact": tree("compact")}
if kind == "kit":
    families = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
                "accessoryRectangular", "accessoryCircular", "accessoryInline"]
    widget = {"version": 2, "appName": "Notes",
              "widgetKit": {"families": {f: tree(f) for f in families}}}
if kind == "list":
    widget["expanded"] = {"list": {"maxRows": 4, "row": {"id": "row", "axis": "horizontal",
                          "items": [label("row.text", "{text}")]},
                          "items": [{"text": text[i:] + text[:i]} for i in range(25)]}}
json.dump(widget, sys.stdout)
PY
}

# Prints "wall_s peak_mb" for the median run of `check` with the given arguments.
measure() {
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin/sizing-cli" check "$@" --fail-on never \
      > /dev/null
    awk '{ printf "%.3f %.1f\n", $1, $2 / 1024 }' "$work/time"
  done | sort -n | awk '{ w[NR] = $1; m[NR] = $2 } END { i = int((NR + 1) / 2); print w[i], m[i] }'
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"
printf '%-34s %8s %10s %10s %8s\n' case chars "wall (s)" "peak (MB)" "÷ 250"
for kind in word words kit list; do
  base=""
  for n in 250 500 1000; do
    [ "$kind" = list ] && [ "$n" != 1000 ] && continue
    widget "$kind" "$n" > "$work/$kind-$n.json"
    args=("$work/$kind-$n.json")
    [ "$kind" = kit ] && args+=(--host widgetkit)
    read -r wall peak < <(measure "${args[@]}")
    [ -z "$base" ] && base=$wall
    ratio=$(awk -v a="$wall" -v b="$base" 'BEGIN { printf (b > 0 ? "%.2f" : "-"), a / b }')
    case $kind in
      word) name="one word, Today";; words) name="words, Today";;
      kit) name="one word, 7 WidgetKit families";; list) name="25 list items × 1,000, Today";;
    esac
    printf '%-34s %8s %10s %10s %8s\n' "$name" "$n" "$wall" "$peak" "$ratio"
  done
done
