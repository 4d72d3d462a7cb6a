"""SiLU(gate) * up, elementwise (DESIGN.md rule 5): each output is one fixed expression.

GU [M, 2F] (gate = columns 0..F-1, up = columns F..2F-1) -> Y [M, F]
y = g / (1 + exp(-g)) * u
"""

from __future__ import annotations

import torch
import tvm
from tvm import te

from speccc.ops.common import rows_var
from speccc.ops.family import OpFamily, row_elems, tensors


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


class SiluMul(OpFamily):
    """Params: f (the output row length). The kernel takes the fused [gate | up] form
    (concat_gate_up); the interpreter also runs the unfused two-input form."""

    name = "silu_mul"
    kinds = ("silu_mul",)

    def params(self, graph, op):
        if len(op.inputs) != 1:
            raise ValueError(f"op {op.name!r}: silu_mul has a kernel for [gate | up] only")
        return {"f": row_elems(graph, op.outputs[0])}

    def plan_key(self, p):
        return ("float32", p["f"], 1)

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def compute(self, kind, p):
        return compute(p["f"])

    def interpret(self, run, op, *ins):
        gate, up = ins if len(ins) == 2 else ins[0].chunk(2, dim=-1)
        return torch.nn.functional.silu(gate) * up


FAMILY = SiluMul()
