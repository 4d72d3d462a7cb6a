"""Hand-written decode attention kernel for cuda (a KernelGenerator), with the plan that fixes its
reduction order (the algorithm: speccc.ops.attention; llvm: speccc.schedules.llvm.attention).

The plan is keyed on (head_dim, target) only, never on M or on the KV length.
cuda: one CTA per (row, q head) with `plan.lanes` threads: lane t takes positions t + lanes * i
of the chunk (serial), the exp-sum is finished by TVM's shuffle allreduce; P.V maps lanes to
head dims (coalesced V reads).
"""

from __future__ import annotations

import math

import tvm
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan

CHUNK = 64  # KV positions per chunk: a fixed length, not a fixed number of chunks
NEG = -3.4028234663852886e38  # float32 lowest: the identity of max, never fed to exp


def _check(n_heads: int, n_kv_heads: int, plan: ReductionPlan | None) -> ReductionPlan:
    if n_heads % n_kv_heads:
        raise ValueError(f"n_heads={n_heads} is not a multiple of n_kv_heads={n_kv_heads}")
    if plan is None or plan.chunk < 1:
        raise ValueError(f"attention needs a plan with chunk >= 1, got {plan}")
    return plan


def _cuda(hq: int, hkv: int, hd: int, ctx: int, plan: ReductionPlan) -> tvm.tirx.PrimFunc:
    C, NT = plan.chunk, plan.lanes
    G = hq // hkv
    JPT = (C + NT - 1) // NT  # chunk positions per lane: t, t + NT, ...
    DPT = (hd + NT - 1) // NT  # head dims per lane in P.V: t, t + NT, ...
    EPT = (C * hd + NT - 1) // NT  # K-chunk elements per lane when staging (coalesced)
    KS = hd + 1  # padded row stride of the flat K tile: lane j reads row j conflict-free
    scale = T.float32(1.0 / math.sqrt(hd))
    neg = T.float32(NEG)

    @T.prim_func(s_tir=True)
    def attention(q_h: T.handle, kc_h: T.handle, vc_h: T.handle, pos_h: T.handle, o_h: T.handle):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        Q = T.match_buffer(q_h, (M, hq, hd), "float32")  # q: [M, Hq, hd]
        Kc = T.match_buffer(kc_h, (ctx, hkv, hd), "float32")  # k cache: [ctx, Hkv, hd]
        Vc = T.match_buffer(vc_h, (ctx, hkv, hd), "float32")  # v cache: [ctx, Hkv, hd]
        Pos = T.match_buffer(pos_h, (M,), "int32")  # pos: [M]
        Out = T.match_buffer(o_h, (M, hq * hd), "float32")  # o: [M, Hq * hd]
        for m in T.thread_binding(M, thread="blockIdx.x"):
            for h in T.thread_binding(hq, thread="blockIdx.y"):
                for t in T.thread_binding(NT, thread="threadIdx.x"):
                    with T.sblock("attn"):
                        T.reads(
                            Q[m, h, 0:hd], Kc[0:ctx, 0:hkv, 0:hd], Vc[0:ctx, 0:hkv, 0:hd], Pos[m]
                        )
                        T.writes(Out[m, h * hd : h * hd + hd])
                        q_s = T.sblock_alloc_buffer((hd,), "float32", scope="shared")
                        k_s = T.sblock_alloc_buffer((C * KS,), "float32", scope="shared")
                        p_s = T.sblock_alloc_buffer((C,), "float32", scope="shared")
                        s_l = T.sblock_alloc_buffer((JPT,), "float32", scope="local")
                        acc = T.sblock_alloc_buffer((DPT,), "float32", scope="local")
                        acc_c = T.sblock_alloc_buffer((DPT,), "float32", scope="local")
                        st = T.sblock_alloc_buffer((5,), "float32", scope="local")  # m l - - dot
                        part = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        mc = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        lc = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        g: T.let[T.int32] = h // G
                        n_len: T.let[T.int32] = Pos[m] + 1
                        for i in T.serial(DPT):
                            if t + i * NT < hd:
                                q_s[t + i * NT] = Q[m, h, t + i * NT]
                        for c in T.serial(T.ceildiv(n_len, C)):
                            n_valid: T.let[T.int32] = T.min(C, n_len - c * C)
                            # stage this chunk's K rows in shared memory, coalesced along hd
                            for i in T.serial(EPT):
                                e: T.let[T.int32] = t + i * NT
                                if e < C * hd and e // hd < n_valid:
                                    k_s[e // hd * KS + e % hd] = Kc[c * C + e // hd, g, e % hd]
                            T.tvm_storage_sync("shared")
                            # 1. scores (lane t: positions t, t + NT, ...), in-lane max
                            part[0] = neg
                            for i in T.serial(JPT):
                                s_l[i] = neg
                                if t + i * NT < n_valid:
                                    st[4] = T.float32(0)
                                    for d in T.serial(hd):
                                        st[4] = st[4] + q_s[d] * k_s[(t + i * NT) * KS + d]
                                    s_l[i] = st[4] * scale
                                part[0] = T.max(part[0], s_l[i])
                            # 2. chunk max across lanes
                            with T.sblock("chunk_max"):
                                T.reads(part[0])
                                T.writes(mc[0])
                                T.attr(
                                    T.comm_reducer(lambda x, y: T.max(x, y), [neg]),
                                    "reduce_scope",
                                    T.int32(0),
                                )
                                T.tvm_thread_allreduce(
                                    T.uint32(1), part[0], True, mc[0], t, dtype="void"
                                )
                            # 3. p = exp(s - mc) (exact 0 past the row), in-lane sum, shuffle tree
                            part[0] = T.float32(0)
                            for i in T.serial(JPT):
                                s_l[i] = T.Select(
                                    t + i * NT < n_valid, T.exp(s_l[i] - mc[0]), T.float32(0)
                                )
                                if t + i * NT < C:
                                    p_s[t + i * NT] = s_l[i]
                                part[0] = part[0] + s_l[i]
                            with T.sblock("chunk_sum"):
                                T.reads(part[0])
                                T.writes(lc[0])
                                T.attr(
                                    T.comm_reducer(lambda x, y: x + y, [T.float32(0)]),
                                    "reduce_scope",
                                    T.int32(0),
                                )
                                T.tvm_thread_allreduce(
                                    T.uint32(1), part[0], True, lc[0], t, dtype="void"
                                )
                            T.tvm_storage_sync("shared")
                            # 4. P.V (lane t: dims t, t + NT, ...; positions serial)
                            for i in T.serial(DPT):
                                acc_c[i] = T.float32(0)
                                if t + i * NT < hd:
                                    for j in T.serial(n_valid):
                                        acc_c[i] = acc_c[i] + p_s[j] * Vc[c * C + j, g, t + i * NT]
                            # merge (mc, lc, acc_c) into (m, l, acc) in chunk order
                            if c == 0:
                                st[0] = mc[0]
                                st[1] = lc[0]
                                for i in T.serial(DPT):
                                    acc[i] = acc_c[i]
                            else:
                                m_new: T.let[T.float32] = T.max(st[0], mc[0])
                                a: T.let[T.float32] = T.exp(st[0] - m_new)
                                b: T.let[T.float32] = T.exp(mc[0] - m_new)
                                st[1] = st[1] * a + lc[0] * b
                                for i in T.serial(DPT):
                                    acc[i] = acc[i] * a + acc_c[i] * b
                                st[0] = m_new
                            T.tvm_storage_sync("shared")
                        for i in T.serial(DPT):
                            if t + i * NT < hd:
                                Out[m, h * hd + t + i * NT] = acc[i] / st[1]

    return attention


class CudaAttention(KernelGenerator):
    family, targets = "attention", ("cuda",)

    def default_plan(self, dtype, n, k, target):
        """64 lanes (2 warps) per (row, q head), 64-position chunks, shuffle tree."""
        return ReductionPlan(lanes=2 * target.warp_size, tree="shuffle", chunk=CHUNK)

    def generate(self, kind, p, target, plan):
        plan = _check(p["n_heads"], p["n_kv_heads"], plan)
        return _cuda(p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"], plan)


CUDA = CudaAttention()
