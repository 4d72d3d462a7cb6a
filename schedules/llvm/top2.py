"""llvm top-2 kernel (a KernelGenerator): speccc.ops.top2's order, four SIMD passes per row.

The order ranks (value, id) with NaN as -inf, larger values first, ties to the lower id. It is a
strict total order and the result does no arithmetic, so it is one set of bits whatever the scan
order or tree; the passes below need no merge of partial top-2 states:
  v1 = max of the keys; i1 = the lowest id holding v1;
  v2 = max of the keys but id i1's; i2 = the lowest id but i1 holding v2.
Each pass is `plan.lanes` SIMD lanes along V (contiguous chunks), then the lanes' max / min.
"""

from __future__ import annotations

import tvm
from speccc.schedules.llvm.lanes import lane_tree, vec
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ops.top2 import NO_ID

LANES = 16  # lanes along V: one AVX-512 vector


def _key(x):
    """The ranking value: NaN as -inf."""
    return T.Select(T.isnan(x), T.float32(float("-inf")), x)


def _kernel(v: int, lanes: int) -> tvm.tirx.PrimFunc:
    L = lanes
    KO = v // L  # full chunks; elements KO*L .. v-1 are the tail
    ninf = T.float32(float("-inf"))

    @T.macro
    def lane_max(X, m, acc, skip):
        """acc[0] = max of the keys of row m, id `skip` left out (skip = -1: none)."""
        for ln in T.vectorized(L):
            acc[ln] = ninf
        for ko in range(KO):
            for ln in T.vectorized(L):
                acc[ln] = T.max(
                    acc[ln], T.Select(ko * L + ln == skip, ninf, _key(X[m, ko * L + ln]))
                )
        for t in range(v - KO * L):
            acc[0] = T.max(acc[0], T.Select(KO * L + t == skip, ninf, _key(X[m, KO * L + t])))
        acc[0] = lane_tree(acc.vload([0], vec(L)), L, T.max)

    @T.macro
    def lane_first(X, m, ids, best, skip):
        """ids[0] = the lowest id of row m whose key is `best`, id `skip` left out."""
        for ln in T.vectorized(L):
            ids[ln] = NO_ID
        for ko in range(KO):
            for ln in T.vectorized(L):
                ids[ln] = T.min(
                    ids[ln],
                    T.Select(
                        T.And(_key(X[m, ko * L + ln]) == best, ko * L + ln != skip),
                        ko * L + ln,
                        NO_ID,
                    ),
                )
        for t in range(v - KO * L):
            ids[0] = T.min(
                ids[0],
                T.Select(T.And(_key(X[m, KO * L + t]) == best, KO * L + t != skip), KO * L + t,
                         NO_ID),
            )  # fmt: skip
        ids[0] = lane_tree(ids.vload([0], vec(L, "int32")), L, T.min, "int32")

    @T.prim_func(s_tir=True)
    def top2(x_h: T.handle, val_h: T.handle, idx_h: T.handle):
        T.func_attr({"tirx.noalias": True})  # buffers: any 4-byte aligned pointer (align=4)
        M = T.int64()
        X = T.match_buffer(x_h, (M, v), "float32", align=4)  # logits: [M, V]
        Val = T.match_buffer(val_h, (M, 2), "float32", align=4)  # val: [M, 2]
        Idx = T.match_buffer(idx_h, (M, 2), "int32", align=4)  # idx: [M, 2]
        for m in range(M):
            acc = T.alloc_buffer((L,), "float32")
            ids = T.alloc_buffer((L,), "int32")
            lane_max(X, m, acc, -1)
            v1: T.let[T.float32] = acc[0]
            lane_first(X, m, ids, v1, -1)
            i1: T.let[T.int32] = ids[0]
            lane_max(X, m, acc, i1)
            v2: T.let[T.float32] = acc[0]
            lane_first(X, m, ids, v2, i1)
            Idx[m, 0] = i1
            Idx[m, 1] = ids[0]
            for e in range(2):  # the winners' own keys (a max of +0 and -0 may be either)
                Val[m, e] = _key(X[m, Idx[m, e]])

    return top2


class LlvmTop2(KernelGenerator):
    family, targets = "top2", ("llvm",)

    def default_plan(self, dtype, n, k, target):
        """Keyed on (V = k, target) only: 16 lanes, lanes merged in order (any order: same bits)."""
        return ReductionPlan(lanes=LANES, vec=1, tree="serial")

    def generate(self, kind, p, target, plan):
        if plan is None or plan.tree != "serial" or plan.split != 1:
            raise ValueError(f"llvm top2 needs a serial-tree plan without split, got {plan}")
        if plan.lanes & (plan.lanes - 1) or p["v"] < 2:
            raise ValueError(f"llvm top2: lanes {plan.lanes} (a power of two), V {p['v']} >= 2")
        return _kernel(p["v"], plan.lanes)


RULE = LlvmTop2()
