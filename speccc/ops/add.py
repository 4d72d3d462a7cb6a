"""Residual add, elementwise: Y = X + R, all [M, N] float32. The passes fuse every add that
feeds an rmsnorm into add_rmsnorm; this family lowers the ones left."""

from __future__ import annotations

import tvm
from tvm import te

from speccc.ops.common import rows_var
from speccc.ops.family import OpFamily, row_elems, tensors


class Add(OpFamily):
    name = "add"
    kinds = ("add",)

    def params(self, graph, op):
        return {"n": row_elems(graph, op.outputs[0])}

    def plan_key(self, p):
        return ("float32", p["n"], 1)

    def args(self, graph, op):
        return tensors(*op.inputs, *op.outputs)

    def compute(self, kind, p) -> tvm.tirx.PrimFunc:
        m, n = rows_var(), p["n"]
        x = te.placeholder((m, n), "float32", name="X")
        r = te.placeholder((m, n), "float32", name="R")
        y = te.compute((m, n), lambda i, j: x[i, j] + r[i, j], name="Y")
        return te.create_prim_func([x, r, y])

    def interpret(self, run, op, x, r):
        return x + r


FAMILY = Add()
