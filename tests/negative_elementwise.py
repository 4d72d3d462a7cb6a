"""Negative controls for the row-local op families (embed, silu_mul, rope_kv, add_rmsnorm,
top2): variants whose result depends on M, which the parity checks must catch.

Each is called like the real kernel. With one row it IS the real kernel; with more rows it takes
another path, as an M-bucketed kernel switch does (a "batched" path with its own arithmetic).
"""

from __future__ import annotations

import torch
import tvm
from speccc.schedules.registry import make_kernel
from tvm import te

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target
from speccc.ops.common import rows_var


class MKeyed:
    """Calls `one` for a single row, `many` for several (the row count is x.shape[0])."""

    def __init__(self, one, many):
        self.one, self.many = one, many

    def __call__(self, x, *args):
        (self.one if x.shape[0] == 1 else self.many)(x, *args)


def _build(func: tvm.tirx.PrimFunc):
    return tvm.compile(tvm.IRModule({"main": func}), target=get_target("llvm").tvm())["main"]


def silu_mul_sigmoid_form(f: int):
    """y = g * sigmoid(g) * u: the same function as g / (1 + exp(-g)) * u, other roundings."""
    m = rows_var()
    gu = te.placeholder((m, 2 * f), "float32", name="GU")
    y = te.compute((m, f), lambda i, j: gu[i, j] * te.sigmoid(gu[i, j]) * gu[i, j + f], name="Y")
    return _build(te.create_prim_func([gu, y]))


def embed_q8_0_half_product(vocab: int, d: int):
    """q8_0 dequantized as float16(d * q) then widened: the product rounds to half first."""
    m = rows_var()
    ids = te.placeholder((m,), "int32", name="ids")
    qs = te.placeholder((vocab, d), "int8", name="qs")
    sc = te.placeholder((vocab, d // 32), "float16", name="d")
    x = te.compute(
        (m, d),
        lambda i, j: (sc[ids[i], j // 32] * qs[ids[i], j].astype("float16")).astype("float32"),
        name="X",
    )
    return _build(te.create_prim_func([ids, qs, sc, x]))


def rope_float32_angles(fn, max_ctx: int, head_dim: int, theta: float = 10000.0):
    """The real rope kernel fed a cos/sin table whose inverse frequencies were rounded to float32
    (the engine's old table): a batched path with its own table breaks DESIGN.md rule 3."""
    inv = torch.tensor([theta ** (-2.0 * i / head_dim) for i in range(head_dim // 2)])  # float32
    ang = torch.arange(max_ctx, dtype=torch.float64)[:, None] * inv[None]
    cos, sin = ang.cos().float(), ang.sin().float()

    def many(qkv, pos, _cos, _sin, kc, vc, qo):
        fn(qkv, pos, cos, sin, kc, vc, qo)

    return many


def add_rmsnorm_split(d: int, eps: float):
    """add + rmsnorm whose sum of squares is split into 8 partials (the real one is serial)."""
    kernel = make_kernel("add_rmsnorm", {"d": d, "eps": eps}, "llvm", ReductionPlan(lanes=8))
    return _build(kernel)


def top2_from_the_end(fn):
    """The real top-2 kernel run over the reversed vocabulary: equal values now rank by the
    HIGHER token id."""

    def many(x, val, idx):
        fn(x.flip(-1).contiguous(), val, idx)
        idx.copy_(x.shape[-1] - 1 - idx)

    return many
