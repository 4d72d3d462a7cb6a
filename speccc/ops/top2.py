"""Top-2 over the vocabulary: logits [M, V] -> val [M, 2], idx [M, 2], symbolic M.

Order: a larger value ranks first; equal values rank by the LOWER token id. NaN ranks as -inf
(reported as -inf, never above a number). That is a strict total order on (value, id), so the
top-2 merge below is associative and commutative and any reduction tree gives the same bits.
"""

from __future__ import annotations

import ctypes

import torch
import tvm
import tvm_ffi
from tvm import te

from speccc.ops.common import rows_var
from speccc.ops.family import OpFamily, Scratch, row_elems, tensors

NO_ID = 2**31 - 1  # id of the empty slot; loses every tie against a real token


def _better(x, xi, y, yi):
    return tvm.tirx.Or(x > y, tvm.tirx.And(x == y, xi < yi))


def _merge(a, b):
    """Top-2 of two top-2 states (v1, i1, v2, i2), each sorted best first."""
    a1, ai1, a2, ai2 = a
    b1, bi1, b2, bi2 = b
    s = tvm.tirx.Select
    ab = _better(a1, ai1, b1, bi1)
    p, pi = s(ab, a2, a1), s(ab, ai2, ai1)  # second-best candidates: the winner's runner-up
    q, qi = s(ab, b1, b2), s(ab, bi1, bi2)  # ... and the loser's best
    pq = _better(p, pi, q, qi)
    return s(ab, a1, b1), s(ab, ai1, bi1), s(pq, p, q), s(pq, pi, qi)


def _identity(*dtypes):
    ninf = tvm.tirx.const(float("-inf"), "float32")
    none = tvm.tirx.const(NO_ID, "int32")
    return ninf, none, ninf, none


top2_reducer = te.comm_reducer(_merge, _identity, name="top2")


def _register() -> None:
    """Teach s_tir's ReducerRegistry the top-2 merge, so rfactor and the cross-thread
    allreduce lowering recognize the `top2` block (once per process).

    The registry lives until C++ static destruction, after the interpreter is gone; freeing a
    Python callback then crashes. One leaked reference per callback keeps them alive."""
    fns = [
        tvm_ffi.convert(lambda x, y: list(_merge(x, y))),
        tvm_ffi.convert(lambda values: list(_identity())),
    ]
    for fn in fns:
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(fn))
    tvm.get_global_func("s_tir.schedule.RegisterReducer")(4, *fns)


_register()


def compute(v: int) -> tvm.tirx.PrimFunc:
    """Unscheduled top-2. Arguments: logits [M, V] float32, val [M, 2] float32, idx [M, 2] int32.
    Blocks: `top2` (the reduction, 4 outputs), `val`, `idx` (the stores)."""
    if v < 2:
        raise ValueError(f"top-2 needs V >= 2, got {v}")
    m_rows = rows_var()
    vv = tvm.tirx.const(v, "int64")
    x = te.placeholder((m_rows, vv), "float32", name="logits")  # x: [M, V]
    r = te.reduce_axis((tvm.tirx.const(0, "int64"), vv), name="k")

    def key(i):
        xi = x[i, r]
        return tvm.tirx.Select(tvm.tirx.isnan(xi), tvm.tirx.const(float("-inf"), "float32"), xi)

    ninf, none = _identity()[:2]
    t1, t1i, t2, t2i = te.compute(
        (m_rows,),
        lambda i: top2_reducer((key(i), r.var.astype("int32"), ninf, none), axis=r),
        name="top2",
    )  # each [M]
    two = tvm.tirx.const(2, "int64")
    val = te.compute((m_rows, two), lambda i, j: te.if_then_else(j == 0, t1[i], t2[i]), name="val")
    idx = te.compute(
        (m_rows, two), lambda i, j: te.if_then_else(j == 0, t1i[i], t2i[i]), name="idx"
    )
    return te.create_prim_func([x, val, idx])


class Top2(OpFamily):
    """Params: v (the logits row length). Plan key ("float32", 2, V)."""

    name = "top2"
    kinds = ("top2",)
    reduces = True

    def params(self, graph, op):
        return {"v": row_elems(graph, op.inputs[0])}

    def plan_key(self, p):
        return ("float32", 2, p["v"])

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def compute(self, kind, p):
        return compute(p["v"])

    def scratch(self, kind, p, plan):
        """A split scan (plan.split > 1 CTAs per row) keeps each CTA's (value, id) pair of
        states and a per-row arrival count for the merge by the last CTA."""
        if plan is None or plan.split == 1:
            return []
        s = plan.split
        return [
            Scratch("part_val", ("M", s, 2), "float32"),
            Scratch("part_idx", ("M", s, 2), "int32"),
            Scratch("arrived", ("M",), "int32"),
        ]

    def interpret(self, run, op, logits):
        i1 = logits.argmax(-1)  # the first (lowest id) maximum
        rest = logits.scatter(-1, i1[:, None], float("-inf"))
        i2 = rest.argmax(-1)
        idx = torch.stack([i1, i2], -1)
        return logits.gather(-1, idx), idx.to(torch.int32)


FAMILY = Top2()
