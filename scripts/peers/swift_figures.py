"""Turns the JMH export of `swift package --package-path Benchmarks benchmark --target
SolverBenchmarks --format jmh` into the Swift figures run_peers.py compares: median, p90 and
minimum wall-clock µs per solve, one JSON line.

    python swift_figures.py RESULTS.jmh.json
"""

import json
import sys

NAMES = {
    "cold": "solver-cold",
    "width": "solver-resolve-width",
    "intrinsic": "solver-resolve-intrinsic",
    "al_tree_cold": "autolayout-tree-cold",
    "al_tree_width": "autolayout-tree-resolve-width",
    "al_grid_cold": "autolayout-grid-cold",
    "al_grid_width": "autolayout-grid-resolve-width",
}


def main(path):
    with open(path) as f:
        elements = json.load(f)
    by_name = {e["benchmark"].rsplit(".", 1)[-1]: e for e in elements}
    figures = {}
    for key, name in NAMES.items():
        element = by_name.get(name)
        if element is None:
            sys.exit("no benchmark %r in %s (have: %s)" % (name, path, sorted(by_name)))
        wall = element["secondaryMetrics"]["Time (wall clock)"]
        percentiles = wall["scorePercentiles"]
        figures[key] = {"median": percentiles["50.0"], "p90": percentiles["90.0"],
                        "min": percentiles["0.0"], "unit": wall["scoreUnit"]}
    figures["samples"] = element["measurementIterations"]
    print(json.dumps(figures))


if __name__ == "__main__":
    main(sys.argv[1])
