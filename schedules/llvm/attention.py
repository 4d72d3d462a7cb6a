"""llvm decode attention (a KernelGenerator): the chunked algorithm of speccc.ops.attention with
SIMD along head_dim and one parallel task per (block of RB rows, KV group): chunk by chunk, each
64-position K/V chunk serves the block's rows and the group's G q heads while it is in cache
(each (row, head) keeps its own running state; which rows share a task never changes a row's
operations).

Reduction order of row m, head h, for every M (plan: lanes L, tree "shuffle", chunk C). A lane
sum over n elements: lane l (0 <= l < L) sums elements l, l + L, ... in that order from its
first; the lanes combine by the fixed halving tree lane l += lane l + L/2, then L/4, ..., 1 (the
butterfly of tree "shuffle"); lane 0 is the result.
  score  s_j = (1 / sqrt(hd)) * (lane sum over d of q[d] * k[j, d]); L positions' halving trees
         run side by side in one vector (lanes.lane_trees: the same operations).
  max    mc = max_j s_j over the chunk (exact, order-free); masked positions hold float32 lowest.
  exp    p_j = exp(s_j - mc) by _exp below (one polynomial, the same on every lane), exact 0
         past the row's length; lc = lane sum over j = 0..C-1 of p_j.
  P.V    acc_c[d] = sum_j p_j * v[j, d], j = 0..n_valid-1 serial, every d alike (SIMD along d).
  merge  chunk 0 is taken as is; chunk c > 0: m' = max(m, mc), a = exp(m - m'), b = exp(mc - m'),
         l = l * a + lc * b, acc = acc * a + acc_c * b; out = acc / l.
Every multiply-add is one llvm.fmuladd (fused wherever the target CPU has FMA). A row never
reads another row's data, and the cache past its own position only under a mask, so M only
sets the task count.
"""

from __future__ import annotations

import math

import tvm
from speccc.schedules.attention import CHUNK, NEG, _check
from speccc.schedules.llvm.lanes import lane_sum, lane_trees, products, slices
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan

LANES = 16  # fp32 lanes along head_dim: one AVX-512 vector
RB = 4  # rows per task: a KV chunk serves RB rows x G heads while cached

# exp(x) = 2^n * p(r), n = round(x / ln 2), r = x - n ln 2 (Cephes expf; |rel err| < 2^-22)
_LOG2E, _LN2_HI, _LN2_LO = 1.44269504088896341, 0.693359375, -2.12194440e-4
_EXP_POLY = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1,
             5.0000001201e-1)  # fmt: skip
_EXP_MAX = 88.3762626647949


def _exp(x: tvm.tirx.PrimExpr) -> tvm.tirx.PrimExpr:
    """float32 exp as a fixed sequence of vectorizable ops (libm's expf is a scalar call).
    Inputs below -88.38 give 0; the kernel only feeds it s - max <= 0."""
    f32 = "float32"
    x = T.max(T.min(x, T.float32(_EXP_MAX)), T.float32(-_EXP_MAX))
    n = T.floor(x * T.float32(_LOG2E) + T.float32(0.5))
    r = x - n * T.float32(_LN2_HI) - n * T.float32(_LN2_LO)
    p = T.float32(_EXP_POLY[0])
    for c in _EXP_POLY[1:]:
        p = p * r + T.float32(c)
    p = p * r * r + r + T.float32(1)
    scale = T.reinterpret(f32, T.shift_left(n.astype("int32") + 127, 23))  # 2^n (0 at n = -127)
    return p * scale


def _kernel(hq: int, hkv: int, hd: int, ctx: int, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    C, L = plan.chunk, plan.lanes
    G = hq // hkv
    LC = L if C % L == 0 else 1  # lanes of the chunk-wide sums (max, exp-sum)
    scale = T.float32(1.0 / math.sqrt(hd))
    neg = T.float32(NEG)

    def _scores(Q, Kc, m, h, g, j0):
        """The L scores (unscaled) of positions j0 .. j0 + L - 1 as one vector: each position's
        lane sum (lanes along head_dim), the L halving trees run side by side. Positions past
        the cache are clamped to its last row (their scores are masked)."""
        qs = slices(Q, [m, h], hd, L)
        rows = [j0 + i if ctx % C == 0 else T.min(j0 + i, ctx - 1) for i in range(L)]
        return lane_trees([lane_sum(products(qs, slices(Kc, [r, g], hd, L)), 1) for r in rows])

    @T.macro
    def chunk(Q, Kc, Vc, s, acc, acc_c, st, m, r, hh, g, c, n_valid):
        """Chunk c of row m (slot r), q head g * G + hh: its scores, max, exps, P.V, merged
        into (st[r, hh], acc[r, hh]) in chunk order."""
        h = g * G + hh
        # 1. scores of the row's positions; the rest of the chunk is masked
        if C % L == 0 and L > 1:  # L positions at once: their lane trees side by side
            for jg in range(C // L):
                s[T.ramp(jg * L, 1, L)] = T.Select(
                    T.ramp(jg * L, 1, L) < T.broadcast(n_valid, L),
                    T.broadcast(scale, L) * _scores(Q, Kc, m, h, g, c * C + jg * L),
                    T.broadcast(neg, L),
                )
        else:
            for j in range(n_valid):
                qk = products(slices(Q, [m, h], hd, L), slices(Kc, [c * C + j, g], hd, L))
                s[j] = scale * lane_sum(qk, L)
            for j in range(C - n_valid):
                s[n_valid + j] = neg
        # 2. chunk max, 3. p = exp(s - mc) (exact 0 past the row) and their sum
        st[r, hh, 2] = lane_sum(slices(s, [], C, LC), LC, T.max)
        for j in T.vectorized(C):
            s[j] = T.Select(j < n_valid, _exp(s[j] - st[r, hh, 2]), T.float32(0))
        st[r, hh, 3] = lane_sum(slices(s, [], C, LC), LC)
        # 4. P.V over the row's positions, SIMD along d
        for d in T.vectorized(hd):
            acc_c[d] = T.float32(0)
        for j in range(n_valid):
            for d in T.vectorized(hd):
                acc_c[d] = acc_c[d] + s[j] * Vc[c * C + j, g, d]
        # merge (mc, lc, acc_c) into (m, l, acc) in chunk order
        if c == 0:
            st[r, hh, 0] = st[r, hh, 2]
            st[r, hh, 1] = st[r, hh, 3]
            for d in T.vectorized(hd):
                acc[r, hh, d] = acc_c[d]
        else:
            m_new: T.let[T.float32] = T.max(st[r, hh, 0], st[r, hh, 2])
            a: T.let[T.float32] = _exp(st[r, hh, 0] - m_new)
            b: T.let[T.float32] = _exp(st[r, hh, 2] - m_new)
            st[r, hh, 1] = st[r, hh, 1] * a + st[r, hh, 3] * b
            for d in T.vectorized(hd):
                acc[r, hh, d] = acc[r, hh, d] * a + acc_c[d] * b
            st[r, hh, 0] = m_new

    @T.prim_func(s_tir=True)
    def attention(q_h: T.handle, kc_h: T.handle, vc_h: T.handle, pos_h: T.handle, o_h: T.handle):
        T.func_attr({"tirx.noalias": True})  # buffers: any 4-byte aligned pointer (align=4)
        M = T.int64()
        Q = T.match_buffer(q_h, (M, hq, hd), "float32", align=4)  # q: [M, Hq, hd]
        Kc = T.match_buffer(kc_h, (ctx, hkv, hd), "float32", align=4)  # k cache: [ctx, Hkv, hd]
        Vc = T.match_buffer(vc_h, (ctx, hkv, hd), "float32", align=4)  # v cache: [ctx, Hkv, hd]
        Pos = T.match_buffer(pos_h, (M,), "int32", align=4)  # pos: [M]
        Out = T.match_buffer(o_h, (M, hq * hd), "float32", align=4)  # o: [M, Hq * hd]
        for t in T.parallel(T.ceildiv(M, RB) * hkv):  # one task per (row block, KV group)
            s = T.alloc_buffer((C,), "float32")  # scores, then p, of one chunk
            acc = T.alloc_buffer((RB, G, hd), "float32")  # running P.V per (row, head)
            acc_c = T.alloc_buffer((hd,), "float32")  # this chunk's P.V
            st = T.alloc_buffer((RB, G, 4), "float32")  # m, l, mc, lc per (row, head)
            nc = T.alloc_buffer((1,), "int32")  # chunks of the block's longest row
            g: T.let[T.int64] = t // T.ceildiv(M, RB)  # a group's row blocks run in a row:
            m0: T.let[T.int64] = t % T.ceildiv(M, RB) * RB  # its K/V stay in L2 between them
            rows: T.let[T.int64] = T.min(T.int64(RB), M - m0)
            nc[0] = 0
            for r in range(rows):
                nc[0] = T.max(nc[0], T.ceildiv(Pos[m0 + r] + 1, C))
            for c in range(nc[0]):  # chunk c of every row and head of the task, while cached
                for r in range(rows):
                    n_len: T.let[T.int32] = Pos[m0 + r] + 1
                    if c * C < n_len:
                        n_valid: T.let[T.int32] = T.min(C, n_len - c * C)
                        for hh in range(G):
                            chunk(Q, Kc, Vc, s, acc, acc_c, st, m0 + r, r, hh, g, c, n_valid)
            for r, hh in T.grid(rows, G):
                for d in T.vectorized(hd):
                    Out[m0 + r, (g * G + hh) * hd + d] = acc[r, hh, d] / st[r, hh, 1]

    return attention


class LlvmAttention(KernelGenerator):
    family, targets = "attention", ("llvm",)

    def default_plan(self, dtype, n, k, target):
        """64-position chunks; lanes along head_dim (n): the most of 16, 8, 4, 2, 1 dividing it;
        halving lane tree. Keyed on (head_dim) alone."""
        lanes = next(ln for ln in (LANES, 8, 4, 2, 1) if n % ln == 0)
        return ReductionPlan(lanes=lanes, tree="shuffle", chunk=CHUNK)

    def generate(self, kind, p, target, plan):
        hq, hkv, hd = p["n_heads"], p["n_kv_heads"], p["head_dim"]
        plan = _check(hq, hkv, plan)
        if plan.lanes > 64 or hd % plan.lanes:
            raise ValueError(f"llvm attention: lanes {plan.lanes} must divide {hd}, <= 64")
        if plan.lanes & (plan.lanes - 1) or plan.tree != "shuffle" and plan.lanes > 1:
            raise ValueError(f"llvm attention: lanes {plan.lanes} with tree {plan.tree!r}")
        return _kernel(hq, hkv, hd, p["max_ctx"], plan)


RULE = LlvmAttention()
