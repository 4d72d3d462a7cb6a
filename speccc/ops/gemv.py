"""GEMV family: Y[M, N] = X[M, K] @ W[N, K]^T (+ B[N]), fp32 accumulation, symbolic M.

Weights are dequantized inside the kernel by a separate `dequant` block (one value per (n, k),
independent of the row), so a schedule can compute it once per thread and reuse it for every
row of its row tile. The reduction block is `gemv`; the optional bias epilogue is `bias`.
"""

from __future__ import annotations

from collections.abc import Callable

import tvm
from tvm import te

from speccc.ir.plan import ReductionPlan
from speccc.ops.common import rows_var

WDTYPES = ("float32", "float16", "bfloat16", "q8_0", "q4_0", "q4_1")
QBLOCK = 32

Deq = Callable[[tvm.tirx.Expr, tvm.tirx.Expr], tvm.tirx.Expr]


def _shape(*dims: int) -> tuple[tvm.tirx.Expr, ...]:
    """int64 extents, matching the int64 row count M (one index type per buffer)."""
    return tuple(tvm.tirx.const(d, "int64") for d in dims)


def weight_planes(n: int, k: int, wdtype: str) -> tuple[list[te.Tensor], Deq]:
    """The weight argument placeholders of `wdtype` and w(n, k) -> float32 built from them."""
    if wdtype in ("float32", "float16", "bfloat16"):
        w = te.placeholder(_shape(n, k), wdtype, name="W")  # W: [N, K]
        return [w], lambda j, r: w[j, r].astype("float32")
    if wdtype not in WDTYPES:
        raise ValueError(f"unsupported wdtype {wdtype!r}; known: {WDTYPES}")
    if k % QBLOCK:
        raise ValueError(f"{wdtype}: K={k} is not a multiple of {QBLOCK}")
    nb = k // QBLOCK
    d = te.placeholder(_shape(n, nb), "float16", name="d")  # d: [N, K/32]

    def scale(j, r):
        return d[j, r // QBLOCK].astype("float32")

    if wdtype == "q8_0":
        qs = te.placeholder(_shape(n, k), "int8", name="qs")  # qs: [N, K]
        return [qs, d], lambda j, r: scale(j, r) * qs[j, r].astype("float32")

    qs = te.placeholder(_shape(n, k // 2), "uint8", name="qs")  # qs: [N, K/2], ggml nibble order

    def nibble(j, r):
        # element r of block b = r // 32, j = r % 32: byte 16*b + j % 16, high nibble iff j >= 16
        byte = qs[j, (r // QBLOCK) * 16 + r % 16].astype("int32")
        return (byte >> ((r % QBLOCK) // 16 * 4)) & 15

    if wdtype == "q4_0":
        return [qs, d], lambda j, r: scale(j, r) * (nibble(j, r) - 8).astype("float32")
    mn = te.placeholder(_shape(n, nb), "float16", name="m")  # m: [N, K/32]
    return (
        [qs, d, mn],
        lambda j, r: (
            scale(j, r) * nibble(j, r).astype("float32") + mn[j, r // QBLOCK].astype("float32")
        ),
    )


def compute(n: int, k: int, wdtype: str, bias: bool) -> tvm.tirx.PrimFunc:
    """Unscheduled GEMV with symbolic M.

    Arguments: X [M, K] float32, weight planes (W [N, K] for float types; qs, d[, m] for GGUF
    types, see speccc.model.quant), B [N] float32 if `bias`, Y [M, N] float32.
    Blocks: `dequant` (w[n, k] as float32), `gemv` (sum over k of X * w), `bias` (Y = acc + B).
    """
    m_rows = rows_var()
    x = te.placeholder((m_rows, *_shape(k)), "float32", name="X")  # X: [M, K]
    planes, deq = weight_planes(n, k, wdtype)
    w = te.compute(_shape(n, k), deq, name="dequant")  # w: [N, K] float32
    r = te.reduce_axis(_shape(0, k), name="k")
    acc = te.compute(
        (m_rows, *_shape(n)), lambda i, j: te.sum(x[i, r] * w[j, r], axis=r), name="gemv"
    )  # acc: [M, N]
    args = [x, *planes]
    if bias:
        b = te.placeholder(_shape(n), "float32", name="B")  # B: [N]
        y = te.compute((m_rows, *_shape(n)), lambda i, j: acc[i, j] + b[j], name="bias")
        args += [b, y]
    else:
        args.append(acc)
    return te.create_prim_func(args)


def kernel(
    n: int,
    k: int,
    wdtype: str,
    bias: bool,
    target: str,
    plan: ReductionPlan | None = None,
) -> tvm.tirx.PrimFunc:
    """compute + schedules.gemv.apply with `plan` (default: default_plan(wdtype, n, k, target))."""
    from schedules import gemv as sched

    func = compute(n, k, wdtype, bias)
    plan = plan or sched.default_plan(wdtype, n, k, target)
    sch = sched.apply(func, target, plan)
    if sch is None:
        raise ValueError(f"schedules.gemv does not handle this function ({wdtype}, {target})")
    return sch.mod["main"]
