"""Embedding gather (DESIGN.md rule 5): X[m, :] = table[ids[m], :] as float32.

Args: ids [M] int32, then the table planes, then X [M, D] float32:
  wdtype "float32" | "float16" | "bfloat16": T [V, D]
  wdtype "q8_0": qs int8 [V, D], d float16 [V, D / 32]; value = float32(d) * float32(q)
"""

from __future__ import annotations

import tvm
from tvm import te

from schedules import embed as sched
from speccc.ops.common import rows_var

WDTYPES = ("float32", "float16", "bfloat16", "q8_0")
QBLOCK = 32


def compute(vocab: int, d: int, wdtype: str) -> tvm.tirx.PrimFunc:
    """Unscheduled gather for `wdtype` (see the module docstring for the argument order)."""
    if wdtype not in WDTYPES:
        raise ValueError(f"unknown wdtype {wdtype!r}; known: {WDTYPES}")
    m = rows_var()
    ids = te.placeholder((m,), "int32", name="ids")  # ids: [M]
    if wdtype == "q8_0":
        if d % QBLOCK:
            raise ValueError(f"q8_0 needs D % {QBLOCK} == 0, got D={d}")
        qs = te.placeholder((vocab, d), "int8", name="qs")  # qs: [V, D]
        sc = te.placeholder((vocab, d // QBLOCK), "float16", name="d")  # d: [V, D/32]
        planes = [qs, sc]

        def gather(i, j):
            row = ids[i]
            return sc[row, j // QBLOCK].astype("float32") * qs[row, j].astype("float32")
    else:
        table = te.placeholder((vocab, d), wdtype, name="T")  # table: [V, D]
        planes = [table]

        def gather(i, j):
            return table[ids[i], j].astype("float32")

    x = te.compute((m, d), gather, name="X")  # x: [M, D]
    return te.create_prim_func([ids, *planes, x])


def kernel(vocab: int, d: int, wdtype: str, target) -> tvm.tirx.PrimFunc:
    """Ready-to-build gather. Args: ids [M] int32, planes..., X [M, D] float32."""
    func = compute(vocab, d, wdtype)
    s = sched.apply(func, target, sched.default_plan(d, wdtype, target))
    return func if s is None else s.mod["main"]
