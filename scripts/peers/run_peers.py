"""Checks the peers' frames against the Swift solver's, then times the peers and prints the
comparison table (issue 3 §7, stack-semantics notes §5).

    python run_peers.py check TREE SWIFT_FRAMES.json
    python run_peers.py time TREE SWIFT_TIMINGS.json [--repetitions N]
"""

import json
import statistics
import sys
import time

from kiwi_model import KiwiModel
from stack_tree import load, text_leaves
from yoga_model import YogaModel

TOLERANCE = 1e-3


def check(tree, swift_path):
    with open(swift_path) as f:
        swift = {k: (v["x"], v["y"], v["width"], v["height"]) for k, v in json.load(f)["frames"].items()}
    width = tree["width"]
    kiwi = KiwiModel(tree, width)
    yoga = YogaModel(tree, width)
    peers = {"kiwisolver": kiwi.frames(), "poga/Yoga": yoga.frames()}
    yoga.free()
    failures = 0
    for name, frames in peers.items():
        if set(frames) != set(swift):
            print("%s: node ids differ: %s" % (name, sorted(set(frames) ^ set(swift))))
            failures += 1
            continue
        for node_id, expected in swift.items():
            got = frames[node_id]
            if any(abs(a - b) > TOLERANCE for a, b in zip(got, expected)):
                print("%s: %s at %s, Swift %s" % (name, node_id, got, expected))
                failures += 1
    if failures:
        sys.exit("frames differ: %d mismatches (tolerance %g pt)" % (failures, TOLERANCE))
    print("frames: all %d nodes agree across Swift, kiwisolver and poga/Yoga within %g pt "
          "(kiwi: %d constraints)" % (len(swift), TOLERANCE, len(kiwi.constraints)))


def measure(repetitions, body, batch=20, warmup=50):
    """Median and p90 in µs per call over `repetitions` batches of `batch` calls."""
    for k in range(warmup):
        body(k)
    samples = []
    call = 0
    for _ in range(repetitions):
        start = time.perf_counter_ns()
        for _ in range(batch):
            body(call)
            call += 1
        samples.append((time.perf_counter_ns() - start) / batch / 1000)
    samples.sort()
    return {"median": statistics.median(samples),
            "p90": samples[min(len(samples) * 9 // 10, len(samples) - 1)], "min": samples[0]}


def time_peers(tree, repetitions):
    width = tree["width"]
    texts = text_leaves(tree)
    heights = {n: h for n, h in ((n["id"], n["intrinsic"][1]) for n in _leaves(tree)) if n in texts}
    results = {}
    results["kiwi_cold"] = measure(max(repetitions // 20, 20), lambda k: KiwiModel(tree, width),
                                   batch=1, warmup=5)
    kiwi = KiwiModel(tree, width)
    results["kiwi_width"] = measure(repetitions, lambda k: kiwi.set_width(width + 16 * (k % 2)))
    kiwi_t = KiwiModel(tree, width, edit_intrinsics=texts)

    def kiwi_intrinsic(k):
        for n in texts:
            kiwi_t.set_intrinsic(n, heights[n] + 2 * (k % 2))
        kiwi_t.solver.updateVariables()
    results["kiwi_intrinsic"] = measure(repetitions, kiwi_intrinsic)

    def yoga_cold(k):
        YogaModel(tree, width, config, plan).free()
    first = YogaModel(tree, width)
    config, plan = first.config, first.plan
    first.free()
    results["yoga_cold"] = measure(max(repetitions // 4, 50), yoga_cold)
    yoga = YogaModel(tree, width, config, plan)
    results["yoga_width"] = measure(repetitions, lambda k: yoga.set_width(width + 16 * (k % 2)))

    def yoga_intrinsic(k):
        for n in texts:
            yoga.set_height(n, heights[n] + 2 * (k % 2))
        yoga.layout()
    results["yoga_intrinsic"] = measure(repetitions, yoga_intrinsic)
    yoga.free()
    return results


def _leaves(tree):
    from stack_tree import is_stack, walk
    return [n for n in walk(tree["root"]) if not is_stack(n)]


def table(swift, peers):
    rows = [
        ("Swift StackSolver: cold (flatten + solve)", swift["cold"]),
        ("Swift: re-solve after a width change", swift["width"]),
        ("Swift: re-solve after an intrinsic (category) change", swift["intrinsic"]),
        ("kiwisolver: build constraints + solve", peers["kiwi_cold"]),
        ("kiwisolver: re-solve after suggestValue(width)", peers["kiwi_width"]),
        ("kiwisolver: re-solve after intrinsic edits", peers["kiwi_intrinsic"]),
        ("poga/Yoga: build nodes + layout + free", peers["yoga_cold"]),
        ("poga/Yoga: set width + layout", peers["yoga_width"]),
        ("poga/Yoga: set heights + layout", peers["yoga_intrinsic"]),
        ("Swift Auto Layout engine: cold (UISV constraints + solve)", swift["al_tree_cold"]),
        ("Swift Auto Layout engine: re-solve after a width change", swift["al_tree_width"]),
        ("Swift Auto Layout, activity-grid storyboard (30 views): cold", swift["al_grid_cold"]),
        ("Swift Auto Layout, activity-grid storyboard: width re-solve", swift["al_grid_width"]),
    ]
    out = ["| operation (32-node widget tree, µs per solve) | median | p90 | min |",
           "|---|---:|---:|---:|"]
    for name, f in rows:
        out.append("| %s | %s | %s | %s |" % (name, _fmt(f["median"]), _fmt(f["p90"]),
                                              _fmt(f["min"])))
    ratio = [
        ("Yoga build+solve / Swift cold", peers["yoga_cold"], swift["cold"]),
        ("Yoga build+solve / Swift re-solve", peers["yoga_cold"], swift["width"]),
        ("Yoga re-layout (width) / Swift re-solve (width)", peers["yoga_width"], swift["width"]),
        ("kiwi build+solve / Swift cold", peers["kiwi_cold"], swift["cold"]),
        ("kiwi re-solve (width) / Swift re-solve (width)", peers["kiwi_width"], swift["width"]),
        ("kiwi re-solve (intrinsic) / Swift re-solve (intrinsic)", peers["kiwi_intrinsic"],
         swift["intrinsic"]),
        ("kiwi build+solve / Swift Auto Layout cold", peers["kiwi_cold"], swift["al_tree_cold"]),
        ("kiwi re-solve (width) / Swift Auto Layout re-solve (width)", peers["kiwi_width"],
         swift["al_tree_width"]),
        ("Swift Auto Layout cold / Swift StackSolver cold", swift["al_tree_cold"], swift["cold"]),
    ]
    out.append("")
    out.append("| ratio | medians × | minimums × |")
    out.append("|---|---:|---:|")
    for name, a, b in ratio:
        out.append("| %s | %.1f | %.1f |" % (name, a["median"] / b["median"], a["min"] / b["min"]))
    return "\n".join(out)


def _fmt(us):
    return "{:,.2f}".format(us) if us < 100 else "{:,.0f}".format(us)


def main(argv):
    if len(argv) < 3 or argv[0] not in ("check", "time"):
        sys.exit(__doc__)
    tree = load(argv[1])
    if argv[0] == "check":
        check(tree, argv[2])
        return
    repetitions = int(argv[argv.index("--repetitions") + 1]) if "--repetitions" in argv else 2000
    with open(argv[2]) as f:
        swift = json.load(f)
    print(table(swift, time_peers(tree, repetitions)))


if __name__ == "__main__":
    main(sys.argv[1:])
