"""Checks the Swift Auto Layout engine against kiwisolver on generated stack trees (issue 24).

Each tree is UIStackView's constraint set (kiwi_model.py) on kiwisolver and the same JSON through
`sizing-cli solve --engine autolayout`; every frame must agree within 1e-3 pt. The trees stay
where kiwisolver's weighted strengths and UIKit's strict priority levels give the same answer,
with no optional constraints that compete: distribution fill with a surplus (the canvas is wider
than the content and every leaf in a stack has its own hugging priority, so exactly one hugging
constraint per stack gives way), alignments leading, center and trailing (each item keeps its
cross size; fill would set one item's compression resistance against the others' hugging, which
weights add up and levels do not), no hidden items or labels. fillEqually is left out for the
same reason: its equal sizes set the largest item's compression resistance against the sum of the
others' hugging. (The Swift tests cross-check every distribution and alignment against the stack
solver instead.)

    python check_autolayout.py path/to/sizing-cli [--trees N] [--seed S]
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile

import kiwisolver as kiwi

from kiwi_model import KiwiModel

TOLERANCE = 1e-3


def make_tree(rng, depth=0, counter=None):
    counter = counter if counter is not None else [0]
    counter[0] += 1
    node_id = "n%d" % counter[0]
    if depth >= 2 or (depth > 0 and rng.random() < 0.45):
        return {"id": node_id, "intrinsic": [rng.randint(4, 40), rng.randint(4, 40)]}
    count = rng.randint(1, 4)
    items = [make_tree(rng, depth + 1, counter) for _ in range(count)]
    hugs = rng.sample(range(200, 300), count)
    crs = rng.sample(range(700, 800), count)
    for item, hug, cr in zip(items, hugs, crs):
        if "intrinsic" in item:
            item["hugging"] = [hug, hug]
            item["compression"] = [cr, cr]
    node = {"id": node_id, "axis": rng.choice(["horizontal", "vertical"]),
            "distribution": "fill",
            "alignment": rng.choice(["leading", "center", "trailing"]),
            "spacing": rng.randint(0, 12), "items": items}
    if rng.random() < 0.4:
        node["margins"] = [rng.randint(0, 10) for _ in range(4)]
        node["marginsRelative"] = True
    return node


def swift_frames(cli, tree):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(tree, f)
    out = subprocess.run([cli, "solve", f.name, "--engine", "autolayout", "--text", "approximate"],
                         capture_output=True, text=True, check=True)
    frames = json.loads(out.stdout)["frames"]
    return {k: (v["x"], v["y"], v["width"], v["height"]) for k, v in frames.items()}, out.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("--trees", type=int, default=200)
    parser.add_argument("--seed", type=int, default=24)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    checked = mismatched = skipped = 0
    for index in range(args.trees):
        root = make_tree(rng)
        if "items" not in root:
            continue
        tree = {"width": 1000, "root": root}
        swift, notes = swift_frames(args.cli, tree)
        if notes:
            skipped += 1  # the engine found an ambiguous view: no single answer to compare
            continue
        model = KiwiModel(tree, tree["width"])
        # The fitting height, as UIKit's systemLayoutSizeFitting asks for it (priority 50).
        model.solver.addConstraint(
            (model.boxes[root["id"]].h == 0) | kiwi.strength.create(0, 0, 50))
        model.solver.updateVariables()
        kiwi_frames = model.frames()
        checked += 1
        bad = [(k, swift[k], kiwi_frames[k]) for k in swift
               if any(abs(a - b) > TOLERANCE for a, b in zip(swift[k], kiwi_frames[k]))]
        if bad:
            mismatched += 1
            print("tree %d: %s Swift %s kiwi %s" % ((index,) + bad[0]))
    print("%d trees: %d agree with kiwisolver within %g pt, %d differ, %d ambiguous (skipped)"
          % (checked + skipped, checked - mismatched, TOLERANCE, mismatched, skipped))
    sys.exit(1 if mismatched else 0)


if __name__ == "__main__":
    main()
