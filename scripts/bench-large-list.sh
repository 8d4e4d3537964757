#!/usr/bin/env bash
# The large list benchmark (issue 22 §4; Benchmarks.md, "Large list benchmark"): generates a
# version-2 widget whose list has ITEMS items (default 1,000, the most a list may have), and its
# version-1 twin with ITEMS recents, and
# times `sizing-cli check` of it over the whole default matrix, beside the reference widget
# and the stocks example: wall time (median of RUNS runs, default 5), peak memory (maximum
# resident set, /usr/bin/time -v) and, for `--format json`, the bytes printed.
# Targets for the large list: under 1 s, under 200 MB, JSON under 5 MB; the script exits 1
# when one is missed.
#
#   scripts/bench-large-list.sh                  # builds release first
#   RUNS=9 ITEMS=1000 SCRATCH_PATH=.build-bench scripts/bench-large-list.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH_PATH:-.build}
runs=${RUNS:-5}
items=${ITEMS:-1000}

swift build -c release --scratch-path "$scratch" --product sizing-cli >&2
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
large="$work/large-list.json"

# A documents widget: a two-label compact section and a list row of an icon beside a title
# and a detail line, with `items` distinct items.
python3 - "$items" > "$large" <<'EOF'
import json, sys
n = int(sys.argv[1])
items = [{"title": f"Invoice {2017 + i // 100}-{i:04d}.pdf",
          "detail": f"Edited {1 + i % 28} March, {9 + i % 9}:{i % 60:02d}"} for i in range(n)]
label = lambda id, text, style: {"type": "label", "id": id, "text": text, "textStyle": style}
widget = {
    "version": 2, "appName": "Files",
    "compact": {"id": "summary", "axis": "vertical", "alignment": "leading", "spacing": 2,
                "margins": [10, 16, 10, 16],
                "items": [label("summary.count", f"{n} documents", "headline"),
                          label("summary.latest", "Latest: Invoice 2026-0999.pdf", "subheadline")]},
    "expanded": {"list": {
        "maxRows": 4,
        "row": {"id": "doc", "axis": "horizontal", "alignment": "center", "spacing": 10,
                "margins": [6, 16, 6, 16],
                "items": [{"type": "image", "id": "doc.icon", "name": "doc", "size": [28, 28],
                           "compression": [1000, 1000]},
                          {"id": "doc.text", "axis": "vertical", "alignment": "leading",
                           "spacing": 1,
                           "items": [label("doc.title", "{title}", "body"),
                                     label("doc.detail", "{detail}", "footnote")]}]},
        "items": items}}}
json.dump(widget, sys.stdout, indent=1)
EOF

# The same documents as version-1 recents (titles and subtitles), the shape the issue's
# version-1 sweep over every recents count was slow for (1,000 recents: 99 s, 2.5 GB in debug).
recents="$work/large-recents.json"
python3 - "$items" > "$recents" <<'EOF'
import json, sys
n = int(sys.argv[1])
recents = [{"title": f"Invoice {2017 + i // 100}-{i:04d}.pdf",
            "subtitle": f"Edited {1 + i % 28} March, {9 + i % 9}:{i % 60:02d}"} for i in range(n)]
json.dump({"appName": "Files", "quickActions": [{"title": "Scan", "icon": "scan"}],
           "recents": recents}, sys.stdout, indent=1)
EOF

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs"

# Prints "wall_s peak_mb" for one run of `check` with the given arguments; any exit but 64+
# is fine (the widgets have findings, --fail-on never keeps it 0).
time_one() {
  /usr/bin/time -f "%e %M" -o "$work/time" "$bin/sizing-cli" check "$@" --fail-on never \
    > "$work/out"
  awk '{ printf "%.3f %.1f\n", $1, $2 / 1024 }' "$work/time"
}

# Prints "median_wall_s best_wall_s median_peak_mb" over RUNS runs.
measure() {
  for _ in $(seq "$runs"); do time_one "$@"; done | sort -n | awk '
    { wall[NR] = $1; peak[NR] = $2 }
    END {
      for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++) if (peak[j] < peak[i]) { t = peak[i]; peak[i] = peak[j]; peak[j] = t }
      m = NR % 2 ? wall[(NR + 1) / 2] : (wall[NR / 2] + wall[NR / 2 + 1]) / 2
      p = NR % 2 ? peak[(NR + 1) / 2] : (peak[NR / 2] + peak[NR / 2 + 1]) / 2
      printf "%.3f %.3f %.1f\n", m, wall[1], p
    }'
}

"$bin/sizing-cli" check Data/reference-widget.json > /dev/null || true   # page the binary in
status=0
printf '%-34s %8s %12s %10s %10s %10s %12s %10s\n' widget cells "text wall" "text best" "text peak" \
  "json wall" "json bytes" "json peak"
for widget in "$large" "$recents" Data/reference-widget.json Data/widgets/stocks.json; do
  read -r text_wall text_best text_peak < <(measure "$widget")
  read -r json_wall _ json_peak < <(measure "$widget" --format json)
  bytes=$(wc -c < "$work/out")
  cells=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['environments'])" "$work/out")
  case "$widget" in
    "$large") name="large list ($items items)" ;;
    "$recents") name="version 1 ($items recents)" ;;
    *) name="$widget" ;;
  esac
  printf '%-34s %8s %10s s %8s s %7s MB %8s s %12s %7s MB\n' "$name" "$cells" "$text_wall" \
    "$text_best" "$text_peak" "$json_wall" "$bytes" "$json_peak"
  if [ "$widget" = "$large" ] || [ "$widget" = "$recents" ]; then
    python3 - "$text_wall" "$json_wall" "$text_peak" "$json_peak" "$bytes" <<'EOF' || status=1
import sys
text_wall, json_wall, text_peak, json_peak, size = map(float, sys.argv[1:])
missed = [what for what, bad in [
    ("wall time >= 1 s", max(text_wall, json_wall) >= 1),
    ("peak memory >= 200 MB", max(text_peak, json_peak) >= 200),
    ("JSON >= 5 MB", size >= 5_000_000)] if bad]
for what in missed:
    print(f"  target missed: {what}")
sys.exit(1 if missed else 0)
EOF
  fi
done
echo "load average after the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
