"""The stack tree as Yoga nodes through poga (stack-semantics notes §3.3, §5.2).

fillEqually children grow from a zero basis; in a fill stack the item with
the lowest hugging grows; alignment maps to alignItems; spacing becomes a
leading margin (poga's Yoga has no gap); layout margins become padding.
"""

from poga import libpoga_capi as yg

from stack_tree import effective_hug, gap_after, is_stack, margins

ALIGN = {"fill": yg.YGAlign.Stretch, "leading": yg.YGAlign.FlexStart,
         "top": yg.YGAlign.FlexStart, "center": yg.YGAlign.Center,
         "trailing": yg.YGAlign.FlexEnd, "bottom": yg.YGAlign.FlexEnd}


class YogaPlan:
    """The tree turned once into a flat list of Yoga calls, so timing a build measures Yoga
    and a plain loop, not the JSON walk."""

    def __init__(self, tree):
        self.steps = []  # (id, parent index, insert index, style calls)
        self.add(tree["root"], -1, 0, [])

    def add(self, node, parent, index, calls):
        position = len(self.steps)
        self.steps.append((node["id"], parent, index, calls))
        if is_stack(node):
            horizontal = node["axis"] == "horizontal"
            calls.append((yg.YGNodeStyleSetFlexDirection,
                          yg.YGFlexDirection.Row if horizontal else yg.YGFlexDirection.Column))
            calls.append((yg.YGNodeStyleSetAlignItems, ALIGN[node.get("alignment", "fill")]))
            top, left, bottom, right = margins(node)
            for edge, value in ((yg.YGEdge.Top, top), (yg.YGEdge.Left, left),
                                (yg.YGEdge.Bottom, bottom), (yg.YGEdge.Right, right)):
                if value:
                    calls.append((yg.YGNodeStyleSetPadding, edge, value))
            items = node["items"]
            grower = None
            if node.get("distribution", "fill") == "fill" and items:
                hugs = [effective_hug(i, horizontal) for i in items]
                grower = hugs.index(min(hugs))
            lead_edge = yg.YGEdge.Left if horizontal else yg.YGEdge.Top
            for k, item in enumerate(items):
                child = []
                if k > 0:
                    child.append((yg.YGNodeStyleSetMargin, lead_edge, gap_after(node, items[k - 1])))
                if node.get("distribution") == "fillEqually":
                    child += [(yg.YGNodeStyleSetFlexGrow, 1), (yg.YGNodeStyleSetFlexShrink, 1),
                              (yg.YGNodeStyleSetFlexBasis, 0)]
                elif k == grower:
                    child.append((yg.YGNodeStyleSetFlexGrow, 1))
                self.add(item, position, k, child)
        else:
            w, h = node["intrinsic"]
            calls.append((yg.YGNodeStyleSetWidth, w))
            calls.append((yg.YGNodeStyleSetHeight, h))


class YogaModel:
    def __init__(self, tree, width, config=None, plan=None):
        if config is None:
            config = yg.YGConfigNew()
            yg.YGConfigSetPointScaleFactor(config, 0)
        self.config = config
        self.plan = plan or YogaPlan(tree)
        refs = []
        new = yg.YGNodeNewWithConfig
        insert = yg.YGNodeInsertChild
        for node_id, parent, index, calls in self.plan.steps:
            ref = new(config)
            refs.append(ref)
            for call in calls:
                call[0](ref, *call[1:])
            if parent >= 0:
                insert(refs[parent], ref, index)
        self.refs = refs
        self.nodes = {step[0]: ref for step, ref in zip(self.plan.steps, refs)}
        self.root = refs[0]
        yg.YGNodeStyleSetWidth(self.root, width)
        self.layout()

    def layout(self):
        yg.YGNodeCalculateLayout(self.root, float("nan"), float("nan"), yg.YGDirection.LTR)

    def set_width(self, width):
        yg.YGNodeStyleSetWidth(self.root, width)
        self.layout()

    def set_height(self, node_id, value):
        yg.YGNodeStyleSetHeight(self.nodes[node_id], value)

    def free(self):
        yg.YGNodeFreeRecursive(self.root)

    def frames(self):
        result = []
        for (node_id, parent, _, _), ref in zip(self.plan.steps, self.refs):
            x, y = yg.YGNodeLayoutGetLeft(ref), yg.YGNodeLayoutGetTop(ref)
            if parent >= 0:
                px, py, _, _ = result[parent]
                x, y = x + px, y + py
            result.append((x, y, yg.YGNodeLayoutGetWidth(ref), yg.YGNodeLayoutGetHeight(ref)))
        return {step[0]: frame for step, frame in zip(self.plan.steps, result)}
