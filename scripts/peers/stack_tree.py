"""Shared reading of the stack-tree JSON (the `sizing-cli solve` schema) for the peers."""

import json

DEFAULT_HUG = 250.0
DEFAULT_CR = 750.0


def load(path):
    with open(path) as f:
        return json.load(f)


def is_stack(node):
    return "items" in node


def margins(node):
    """Effective (top, left, bottom, right) margins of a stack."""
    m = node.get("margins")
    relative = node.get("marginsRelative", m is not None)
    if not relative:
        return (0.0, 0.0, 0.0, 0.0)
    return tuple(float(v) for v in (m or [8, 8, 8, 8]))


def gap_after(stack, child):
    return float(stack.get("customSpacing", {}).get(child["id"], stack.get("spacing", 0)))


def walk(node):
    yield node
    for item in node.get("items", []):
        yield from walk(item)


def effective_hug(node, horizontal):
    """Hugging along an axis as the Swift solver defines it (enough for the peers' trees)."""
    if not is_stack(node):
        return float(node.get("hugging", [DEFAULT_HUG, DEFAULT_HUG])[0 if horizontal else 1])
    own_axis = node["axis"] == "horizontal"
    if own_axis != horizontal:
        return 51.0 if node.get("alignment", "fill") != "fill" else max(
            effective_hug(i, horizontal) for i in node["items"])
    return min(effective_hug(i, horizontal) for i in node["items"])


def text_leaves(tree):
    """Leaves whose height a Dynamic Type change would alter (labels, titles, subtitles)."""
    return [n["id"] for n in walk(tree["root"])
            if not is_stack(n) and n["id"].rstrip("0123456789") in ("label", "title", "subtitle")]
