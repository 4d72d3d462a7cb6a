"""Embedding gather (DESIGN.md rule 5): X[m, :] = table[ids[m], :] as float32.

Args: ids [M] int32, then the table planes (speccc.model.quant.WEIGHT_FORMATS; the float plane
is named T [V, D]), then X [M, D] float32. Params: vocab, d, wdtype (from the table tensor).
"""

from __future__ import annotations

import tvm
from tvm import te

from speccc.ops.common import rows_var
from speccc.ops.dequant import weight_planes
from speccc.ops.family import OpFamily, tensors, weight


class Embed(OpFamily):
    name = "embed"
    kinds = ("embed",)

    def params(self, graph, op):
        table = graph.tensors[op.attrs["weight"]]
        return {"vocab": table.shape[0], "d": table.shape[1], "wdtype": table.dtype}

    def plan_key(self, p):
        return (p["wdtype"], p["d"], 1)

    def args(self, graph, op):
        w = graph.tensors[op.attrs["weight"]]
        return tensors(op.inputs[0]) + weight(w.name, w.dtype) + tensors(op.outputs[0])

    def compute(self, kind, p) -> tvm.tirx.PrimFunc:
        """Unscheduled gather (see the module docstring for the argument order)."""
        m = rows_var()
        ids = te.placeholder((m,), "int32", name="ids")  # ids: [M]
        planes, value = weight_planes(p["wdtype"], p["vocab"], p["d"], lambda *s: s, "T")
        x = te.compute((m, p["d"]), lambda i, j: value(ids[i], j), name="X")  # x: [M, D]
        return te.create_prim_func([ids, *planes, x])

    def interpret(self, run, op, ids):
        return run.weight(op.attrs["weight"])[ids]  # [M, D]


FAMILY = Embed()
