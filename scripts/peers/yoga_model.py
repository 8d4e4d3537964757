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


class YogaModel:
    def __init__(self, tree, width, config=None):
        if config is None:
            config = yg.YGConfigNew()
            yg.YGConfigSetPointScaleFactor(config, 0)
        self.config = config
        self.nodes = {}
        self.order = []
        self.root = self.add(tree["root"], None, 0)
        yg.YGNodeStyleSetWidth(self.root, width)
        self.layout()

    def add(self, node, parent, index):
        ref = yg.YGNodeNewWithConfig(self.config)
        self.nodes[node["id"]] = ref
        self.order.append((node["id"], parent))
        if is_stack(node):
            horizontal = node["axis"] == "horizontal"
            yg.YGNodeStyleSetFlexDirection(
                ref, yg.YGFlexDirection.Row if horizontal else yg.YGFlexDirection.Column)
            yg.YGNodeStyleSetAlignItems(ref, ALIGN[node.get("alignment", "fill")])
            top, left, bottom, right = margins(node)
            for edge, value in ((yg.YGEdge.Top, top), (yg.YGEdge.Left, left),
                                (yg.YGEdge.Bottom, bottom), (yg.YGEdge.Right, right)):
                yg.YGNodeStyleSetPadding(ref, edge, value)
            items = node["items"]
            grower = None
            if node.get("distribution", "fill") == "fill" and items:
                hugs = [effective_hug(i, horizontal) for i in items]
                grower = hugs.index(min(hugs))
            lead_edge = yg.YGEdge.Left if horizontal else yg.YGEdge.Top
            for k, item in enumerate(items):
                child = self.add(item, node["id"], k)
                yg.YGNodeInsertChild(ref, child, k)
                if k > 0:
                    yg.YGNodeStyleSetMargin(child, lead_edge, gap_after(node, items[k - 1]))
                if node.get("distribution") == "fillEqually":
                    yg.YGNodeStyleSetFlexGrow(child, 1)
                    yg.YGNodeStyleSetFlexShrink(child, 1)
                    yg.YGNodeStyleSetFlexBasis(child, 0)
                else:
                    yg.YGNodeStyleSetFlexGrow(child, 1 if k == grower else 0)
                    yg.YGNodeStyleSetFlexShrink(child, 0)
        else:
            w, h = node["intrinsic"]
            yg.YGNodeStyleSetWidth(ref, w)
            yg.YGNodeStyleSetHeight(ref, h)
        return ref

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
        result = {}
        for node_id, parent in self.order:
            ref = self.nodes[node_id]
            x, y = yg.YGNodeLayoutGetLeft(ref), yg.YGNodeLayoutGetTop(ref)
            if parent is not None:
                px, py, _, _ = result[parent]
                x, y = x + px, y + py
            result[node_id] = (x, y, yg.YGNodeLayoutGetWidth(ref), yg.YGNodeLayoutGetHeight(ref))
        return result
