"""SiLU(gate) * up, elementwise (DESIGN.md rule 5): each output is one fixed expression.

GU [M, 2F] (gate = columns 0..F-1, up = columns F..2F-1) -> Y [M, F]
y = g / (1 + exp(-g)) * u
"""

from __future__ import annotations

import tvm
from tvm import te

from schedules import silu_mul as sched
from speccc.ops.common import rows_var


def compute(f: int) -> tvm.tirx.PrimFunc:
    """Unscheduled: GU [M, 2F] float32 -> Y [M, F] float32."""
    m = rows_var()
    gu = te.placeholder((m, 2 * f), "float32", name="GU")  # gu: [M, 2F]
    one = tvm.tirx.const(1.0, "float32")

    def silu_mul(i, j):
        g = gu[i, j]
        return g / (one + te.exp(-g)) * gu[i, j + f]

    y = te.compute((m, f), silu_mul, name="Y")  # y: [M, F]
    return te.create_prim_func([gu, y])


def kernel(f: int, target) -> tvm.tirx.PrimFunc:
    """Ready-to-build silu_mul. Args: GU [M, 2F], Y [M, F]."""
    func = compute(f)
    s = sched.apply(func, target, sched.default_plan(f, target))
    return func if s is None else s.mod["main"]
