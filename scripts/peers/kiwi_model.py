"""UIStackView's constraint set (stack-semantics notes §1.2) on kiwisolver.

Covers distributions fill and fillEqually and alignments fill, leading/top,
center and trailing/bottom, spacing, custom spacing and layout margins: what
the reference widget tree uses. Priorities become kiwi strengths equal to the
UIKit number; 1000 is `required`.
"""

import kiwisolver as kiwi

from stack_tree import DEFAULT_CR, DEFAULT_HUG, gap_after, is_stack, margins

REQUIRED = kiwi.strength.required


def strength(priority):
    return REQUIRED if priority >= 1000 else kiwi.strength.create(0, 0, priority)


class Box:
    def __init__(self, name):
        self.x = kiwi.Variable(name + ".x")
        self.y = kiwi.Variable(name + ".y")
        self.w = kiwi.Variable(name + ".w")
        self.h = kiwi.Variable(name + ".h")

    def lead(self, horizontal):
        return self.x if horizontal else self.y

    def size(self, horizontal):
        return self.w if horizontal else self.h


class KiwiModel:
    def __init__(self, tree, width, edit_intrinsics=()):
        self.solver = kiwi.Solver()
        self.boxes = {}
        self.constraints = []
        self.intrinsic_edits = {}
        self.edit_intrinsics = set(edit_intrinsics)
        root = tree["root"]
        self.root = self.add(root)
        box = self.boxes[root["id"]]
        self.constraints += [(box.x == 0) | REQUIRED, (box.y == 0) | REQUIRED]
        for c in self.constraints:
            self.solver.addConstraint(c)
        self.width = box.w
        self.solver.addEditVariable(box.w, "strong")
        self.solver.suggestValue(box.w, width)
        for var, value in self.intrinsic_edits.values():
            self.solver.addEditVariable(var, "strong")
            self.solver.suggestValue(var, value)
        self.solver.updateVariables()

    def add(self, node):
        box = Box(node["id"])
        self.boxes[node["id"]] = box
        if is_stack(node):
            for item in node["items"]:
                self.add(item)
            self.stack(node, box)
        else:
            self.leaf(node, box)
        return box

    def leaf(self, node, box):
        w, h = node["intrinsic"]
        hug = node.get("hugging", [DEFAULT_HUG, DEFAULT_HUG])
        cr = node.get("compression", [DEFAULT_CR, DEFAULT_CR])
        if node["id"] in self.edit_intrinsics:
            var = kiwi.Variable(node["id"] + ".ih")
            self.intrinsic_edits[node["id"]] = (var, float(h))
            h = var
        for size, value, k in ((box.w, w, 0), (box.h, h, 1)):
            if value is None:
                continue
            self.constraints.append((size <= value) | strength(hug[k]))
            self.constraints.append((size >= value) | strength(cr[k]))

    def stack(self, node, box):
        horizontal = node["axis"] == "horizontal"
        top, left, bottom, right = margins(node)
        items = [self.boxes[i["id"]] for i in node["items"] if not i.get("hidden")]
        visible = [i for i in node["items"] if not i.get("hidden")]
        if not items:
            return
        add = self.constraints.append
        lead_m, trail_m = (left, right) if horizontal else (top, bottom)
        canvas_lead = box.lead(horizontal) + lead_m
        canvas_trail = box.lead(horizontal) + box.size(horizontal) - trail_m
        first, last = items[0], items[-1]
        add((first.lead(horizontal) == canvas_lead) | REQUIRED)
        add((last.lead(horizontal) + last.size(horizontal) == canvas_trail) | REQUIRED)
        for k in range(1, len(items)):
            prev, item = items[k - 1], items[k]
            g = gap_after(node, visible[k - 1])
            add((item.lead(horizontal) == prev.lead(horizontal) + prev.size(horizontal) + g)
                | REQUIRED)
        distribution = node.get("distribution", "fill")
        if distribution == "fillEqually":
            for item in items[1:]:
                add((item.size(horizontal) == first.size(horizontal)) | REQUIRED)
        elif distribution != "fill":
            raise SystemExit("kiwi model: distribution %s not modelled" % distribution)
        self.cross(node, box, items, not horizontal, (top, bottom) if horizontal else (left, right))

    def cross(self, node, box, items, vertical_cross, cross_margins):
        add = self.constraints.append
        h = vertical_cross  # the cross axis is horizontal when vertical_cross is False
        c_lead = box.lead(h) + cross_margins[0]
        c_trail = box.lead(h) + box.size(h) - cross_margins[1]
        alignment = {"top": "leading", "bottom": "trailing"}.get(
            node.get("alignment", "fill"), node.get("alignment", "fill"))
        first = items[0]

        def end(b):
            return b.lead(h) + b.size(h)

        if alignment == "fill":
            for item in items:
                add((item.lead(h) == c_lead) | REQUIRED)
                add((end(item) == c_trail) | REQUIRED)
            return
        spanner = Box(node["id"] + ".spanner")
        add((spanner.size(h) == 0) | strength(51))
        for item in items:
            add((item.size(h) == 0) | strength(25))
        if alignment == "leading":
            for item in items:
                if item is not first:
                    add((item.lead(h) == first.lead(h)) | REQUIRED)
                add((spanner.lead(h) == item.lead(h)) | strength(999.5))
                add((end(spanner) >= end(item)) | REQUIRED)
            add((c_lead == first.lead(h)) | REQUIRED)
            add((end(spanner) == c_trail) | REQUIRED)
        elif alignment == "trailing":
            for item in items:
                if item is not first:
                    add((end(item) == end(first)) | REQUIRED)
                add((end(spanner) == end(item)) | strength(999.5))
                add((spanner.lead(h) <= item.lead(h)) | REQUIRED)
            add((c_trail == end(first)) | REQUIRED)
            add((spanner.lead(h) == c_lead) | REQUIRED)
        elif alignment == "center":
            for item in items:
                if item is not first:
                    add((item.lead(h) + item.size(h) / 2 == first.lead(h) + first.size(h) / 2)
                        | REQUIRED)
                add((spanner.lead(h) <= item.lead(h)) | REQUIRED)
                add((end(spanner) >= end(item)) | REQUIRED)
            add((c_lead == spanner.lead(h)) | REQUIRED)
            add((end(spanner) == c_trail) | REQUIRED)
            add(((c_lead + c_trail) / 2 == first.lead(h) + first.size(h) / 2) | REQUIRED)
        else:
            raise SystemExit("kiwi model: alignment %s not modelled" % alignment)

    def set_width(self, width):
        self.solver.suggestValue(self.width, width)
        self.solver.updateVariables()

    def set_intrinsic(self, node_id, value):
        self.solver.suggestValue(self.intrinsic_edits[node_id][0], value)

    def frames(self):
        return {k: (b.x.value(), b.y.value(), b.w.value(), b.h.value())
                for k, b in self.boxes.items()}
