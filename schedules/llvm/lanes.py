"""SIMD lane helpers for the hand-written llvm kernels: vector loads and the fixed lane trees,
as TIR expressions (LLVM keeps them in registers)."""

from __future__ import annotations

import tvm


def vec(lanes: int, dtype: str = "float32") -> str:
    """The dtype of `lanes` lanes of `dtype` (the scalar for one)."""
    return dtype if lanes == 1 else f"{dtype}x{lanes}"


def lane_tree(
    v: tvm.tirx.PrimExpr, lanes: int, op=lambda a, b: a + b, dtype: str = "float32"
) -> tvm.tirx.PrimExpr:
    """Lane 0 of the halving tree over a `lanes`-wide vector of `dtype`: lane l op= lane
    l + lanes/2, then lanes/4, ..., 1 (the butterfly of tree "shuffle"), in registers."""
    while lanes > 1:
        x = tvm.tirx.Var(f"t{lanes}", vec(lanes, dtype))
        lanes //= 2
        low = tvm.tirx.Shuffle([x], list(range(lanes)))
        high = tvm.tirx.Shuffle([x], list(range(lanes, 2 * lanes)))
        v = tvm.tirx.Let(x, v, op(low, high))
    return v


def lane_trees(vs: list, op=lambda a, b: a + b) -> tvm.tirx.PrimExpr:
    """The halving trees of L vectors of L lanes (L = len(vs), a power of two), side by side:
    lane i of the result is lane_tree(vs[i], L, op), by the same operations (each level adds
    lane l + w/2 to lane l of every vector, two vectors' halves packed in one), in fewer
    instructions than L separate trees."""
    n = len(vs)
    w = n  # lanes each input vector still has at this level
    while w > 1:
        h, segs = w // 2, n // w  # each vector holds `segs` inputs of w lanes
        lo = [s * w + i for s in range(segs) for i in range(h)]
        hi = [x + h for x in lo]
        vs = [
            op(tvm.tirx.Shuffle([a, b], lo + [n + x for x in lo]),
               tvm.tirx.Shuffle([a, b], hi + [n + x for x in hi]))
            for a, b in zip(vs[0::2], vs[1::2], strict=True)
        ]  # fmt: skip
        w = h
    return vs[0]


def slices(buf, idx: list, n: int, lanes: int) -> list:
    """buf[*idx, i : i + lanes] for i = 0, lanes, ... < n (vector loads; lanes | n)."""
    return [buf.vload([*idx, i], vec(lanes)) for i in range(0, n, lanes)]


def products(xs: list, ys: list) -> list:
    return [x * y for x, y in zip(xs, ys, strict=True)]


def lane_sum(vs: list, lanes: int, op=lambda a, b: a + b) -> tvm.tirx.PrimExpr:
    """op over the elements of the `lanes`-wide vectors vs: lane l takes vs[0][l], vs[1][l], ...
    in order from its first, then the halving tree."""
    v = vs[0]
    for x in vs[1:]:
        v = op(v, x)
    return lane_tree(v, lanes, op)
