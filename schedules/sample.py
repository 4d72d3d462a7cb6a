"""Hand-written sampling kernel (speccc.ops.sample), one source for cuda and llvm.

The kernel is written as SPMD phases: each phase is a loop over the CTA's `lanes` threads, and
phases are separated by barriers. On cuda the loops are thread bindings (grid: split x M CTAs);
on llvm they are serial loops, so the same phases run one thread after another. That computes
the same values, because within a phase no thread reads what another thread writes (apart from
atomic integer adds, whose order cannot change a sum). So the llvm kernel, built with the cuda
plan, runs the cuda kernel's decomposition on the CPU (tests/test_sample_kernel.py).

Per row m (params word MODE = 0, greedy: copy top2_idx[m, 0] and stop):
  1. CTA p of the row's `split` CTAs takes the slice [p*SL, (p+1)*SL) of the logits: gap codes q
     and weights w (speccc.sampling.fixed; the row max is top2_val[m, 0]) into the scratch, its
     weight sum and positive-weight count into part_sum/part_count[m, p]. Then a fence and an
     atomic count in arrived[m]: the last CTA of the row continues, the others are done.
  2. The last CTA: the row's sums from the parts; then top-k (counts) and top-p (weights), each
     as the first token of the order (q, id) whose prefix count or weight reaches a target:
     radix select over q (three 10-bit digits; weight histograms are uint32 low words with
     carries plus high words, as cuda has no signed 64-bit atomic add), then an id-order tie
     break inside the selected q; min-p as a weight floor; u = Philox(seed, pos[m]);
     r = floor(total * u / 2^32); the token is the first id whose prefix sum of kept weights
     exceeds r, found from sums over each thread's contiguous chunk of ids and a walk of one
     chunk (unfiltered rows: from the CTAs' slice sums, then the chosen slice's chunks). It
     resets arrived[m] for the next launch.
Every quantity after the gap codes is an exact integer, so no sum order, split or M changes a
bit; M appears only in the grid (llvm: the row loop) and in row indices.

TVMScript macros cost a walk of the Python stack per expansion, so the phases that repeat are
TIR loops (digits, filters) over few macro expansions.
"""

# The phases are non-hygienic TVMScript macros: they name the kernel's buffers and loop vars at
# their expansion site, which a linter cannot see.
# ruff: noqa: F821, F841

from __future__ import annotations

import functools

import tvm
from speccc.schedules.cuda.launch import FENCE, FENCES, gpu_fence, with_pdl
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target
from speccc.sampling import philox
from speccc.sampling.fixed import (
    GAP_BITS,
    LN2_Q32,
    MIN_P_BITS,
    ONE_BITS,
    POLY,
    POLY_DEGREE,
    Q_ALL,
    QMAX,
    RADIX_BITS,
    RADIX_SHIFTS,
    TOP_P_BITS,
)
from speccc.sampling.params import MIN_P, MODE, SCALE, SEED_HI, SEED_LO, TOP_K, TOP_P, WORDS

THREADS = 512  # cuda lanes per CTA
SLICE = 2048  # cuda: logits per CTA in phase 1, about
GROUP = 32  # sums and searches: serial over groups of GROUP values, then over the groups
NB = 1 << RADIX_BITS  # histogram bins
# the CTA's row scalars (array `sc`)
S_ALL, NPOS, LAST, THR_Q, THR_ID, PFX, NEED, F_IDX, F_BEFORE, F_SUM, R, SEL, R2 = range(13)
N_SC = 16


def default_plan(v: int, target: Target) -> ReductionPlan:
    """From V and the target only. cuda: THREADS lanes, ceil(V / SLICE) CTAs (at most 256);
    llvm: one lane, one slice. tree "serial": groups of GROUP in order, then the groups
    (integer sums: any order gives the same bits)."""
    if target.gpu:
        return ReductionPlan(lanes=THREADS, tree="serial", split=max(1, min(256, -(-v // SLICE))))
    return ReductionPlan(lanes=1, tree="serial", split=1)


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


def _grid(n, tag: str, gpu: bool):
    """A grid axis: bound to `tag` on cuda, a serial loop on llvm."""
    return T.thread_binding(n, thread=tag) if gpu else T.serial(n)


def _lanes(n: int, gpu: bool):
    """One SPMD phase over a CTA's n threads: threadIdx.x on cuda, a serial loop on llvm."""
    return T.thread_binding(n, thread="threadIdx.x") if gpu else T.serial(n)


def _poly(k):
    """POLY[k] for a loop var k in 0..POLY_DEGREE - 1, as a uint32 expression."""
    e = T.uint32(POLY[0])
    for j in range(1, POLY_DEGREE):
        e = T.Select(k == j, T.uint32(POLY[j]), e)
    return e


def _i64(x):
    return T.Cast("int64", x)


def _u64(x):
    return T.Cast("uint64", x)


# The phases below are non-hygienic macros: they read the kernel's names at the call site
# (gpu, v, NT, m, the CTA's arrays sc/gs/hl/hh, the thread's li/lu/lq/lf, the argument buffers).


@T.macro(hygienic=False)
def gap_weight(x):
    """li[0] = the gap code of logit x, li[1] = its weight (speccc.sampling.fixed)."""
    lf[0] = T.Select(T.isnan(x), T.float32(float("-inf")), x)
    li[0] = T.int64(QMAX)
    if lf[0] == TOPV[m, 0]:
        li[0] = T.int64(0)
    else:
        lf[1] = (TOPV[m, 0] - lf[0]) * T.reinterpret("float32", PAR[m, SCALE])
        if lf[1] < T.float32(QMAX):
            li[0] = _i64(T.Cast("int32", lf[1]))
    li[1] = T.int64(0)
    if li[0] < T.int64(QMAX):
        frac = li[0] & T.int64((1 << GAP_BITS) - 1)
        lu[0] = T.Cast("uint32", (_u64(frac) * T.uint64(LN2_Q32)) >> T.uint64(GAP_BITS))  # y Q32
        lu[1] = T.uint32(POLY[POLY_DEGREE])
        for k in T.unroll(POLY_DEGREE):
            lu[1] = _poly(POLY_DEGREE - 1 - k) - T.Cast(
                "uint32", (_u64(lu[1]) * _u64(lu[0])) >> T.uint64(32)
            )
        li[1] = (_i64(lu[1]) << T.int64(ONE_BITS - 31)) >> (li[0] >> T.int64(GAP_BITS))


@T.macro(hygienic=False)
def scan(buf, n, slot, target):
    """sc[slot] = sum(buf[0:n]); with a target (>= 1, <= the sum): sc[F_IDX] = the first i whose
    inclusive prefix sum reaches it, sc[F_BEFORE] = the prefix sum before i."""
    for t in _lanes(NT, gpu):
        for j in range(_cdiv(_cdiv(n, GROUP), NT)):
            if j * NT + t < _cdiv(n, GROUP):
                li[2] = T.int64(0)
                for e in range(GROUP):
                    if (j * NT + t) * GROUP + e < n:
                        li[2] = li[2] + buf[(j * NT + t) * GROUP + e]
                gs[j * NT + t] = li[2]
    if gpu:
        T.tvm_storage_sync("shared")
    for t in _lanes(NT, gpu):
        if t == 0:  # (shared values reach a branch through registers: li[8], li[9])
            li[2] = T.int64(0)
            li[3] = T.int64(0)
            li[4] = T.int64(0)
            li[9] = T.int64(0) if target is None else target
            for g in range(_cdiv(n, GROUP)):
                li[8] = gs[g]
                if target is not None and li[3] == T.int64(0) and li[2] + li[8] >= li[9]:
                    li[4] = _i64(g)
                    li[3] = T.int64(1)
                if li[3] == T.int64(0):
                    li[2] = li[2] + li[8]
            if target is None:
                sc[slot] = li[2]
            else:
                li[3] = T.int64(0)
                li[5] = T.int64(0)
                for e in range(GROUP):
                    li[8] = buf[li[4] * GROUP + e]  # within buf: len(buf) is a multiple of GROUP
                    if li[3] == T.int64(0) and li[4] * GROUP + e < n:
                        if li[2] + li[8] >= li[9]:
                            li[5] = li[4] * GROUP + e
                            li[3] = T.int64(1)
                        else:
                            li[2] = li[2] + li[8]
                sc[F_IDX] = li[5]
                sc[F_BEFORE] = li[2]
    if gpu:
        T.tvm_storage_sync("shared")


@T.macro(hygienic=False)
def hist_add(b, x):
    """(hh[b], hl[b]) += x (0 <= x < 2^41): the low word with its carry, then the high word."""
    lu[6] = T.Cast("uint32", x & T.int64(0xFFFFFFFF))
    if gpu:
        lu[5] = T.cuda.atomic_add(T.address_of(hl[b]), lu[6])
    else:
        lu[5] = hl[b]
        hl[b] = lu[5] + lu[6]
    # the high word plus the carry out of the low word, in 64 bits (TVM's simplifier assumes no
    # overflow and folds the uint32 wrap test `old + x < old` to false)
    lu[7] = T.Cast("uint32", (x >> T.int64(32)) + (_i64(lu[5]) + _i64(lu[6]) >> T.int64(32)))
    if lu[7] > T.uint32(0):
        if gpu:
            T.evaluate(T.cuda.atomic_add(T.address_of(hh[b]), lu[7]))
        else:
            hh[b] = hh[b] + lu[7]


@T.macro(hygienic=False)
def draw(total):
    """sc[R] = floor(total * u / 2^32) + 1, u = word 0 of Philox4x32-10((pos[m], 0, 0, 0),
    seed): the pick is the first id whose prefix sum of kept weights reaches sc[R]."""
    for t in _lanes(NT, gpu):
        if t == 0:
            lu[0] = T.Cast("uint32", POS[m])
            lu[1] = T.uint32(0)
            lu[2] = T.uint32(0)
            lu[3] = T.uint32(0)
            lu[4] = T.Cast("uint32", PAR[m, SEED_LO])
            lu[5] = T.Cast("uint32", PAR[m, SEED_HI])
            for r in range(philox.ROUNDS):
                if r > 0:
                    lu[4] = lu[4] + T.uint32(philox.W0)
                    lu[5] = lu[5] + T.uint32(philox.W1)
                lq[0] = T.uint64(philox.M0) * _u64(lu[0])
                lq[1] = T.uint64(philox.M1) * _u64(lu[2])
                lu[0] = T.Cast("uint32", lq[1] >> T.uint64(32)) ^ lu[1] ^ lu[4]
                lu[1] = T.Cast("uint32", lq[1])
                lu[2] = T.Cast("uint32", lq[0] >> T.uint64(32)) ^ lu[3] ^ lu[5]
                lu[3] = T.Cast("uint32", lq[0])
            lq[0] = (_u64(total & T.int64(0xFFFFFFFF)) * _u64(lu[0])) >> T.uint64(32)
            sc[R] = (total >> T.int64(32)) * _i64(lu[0]) + _i64(lq[0]) + T.int64(1)
    if gpu:
        T.tvm_storage_sync("shared")


def _below(q, i, li):
    """Token (q, id i) is at or before the threshold in the order; the threshold in registers
    (li[10], li[11]) = (sc[THR_Q], sc[THR_ID])."""
    return T.Or(q < li[10], T.And(q == li[10], _i64(i) <= li[11]))


def _kept_weight(q, i, li, W, PAR, m):
    """The weight token (q, i) contributes to the pick: 0 unless it passes every filter."""
    floor_ = _i64(PAR[m, MIN_P]) << T.int64(ONE_BITS - MIN_P_BITS)
    keep = T.And(_below(q, i, li), W[m, i] >= floor_)
    return T.Select(keep, W[m, i], T.int64(0))


@functools.cache
def kernel(
    v: int, plan: ReductionPlan, gpu: bool, pdl: bool = False, fence: str = FENCE
) -> tvm.tirx.PrimFunc:
    """Args: logits [M, V] f32, top2_val [M, 2] f32, top2_idx [M, 2] i32, pos [M] i32,
    params [M, WORDS] i32, out [M] i32; scratch gap [M, V] i32, weight [M, V] i64,
    part_sum [M, split] i64, part_count [M, split] i32, arrived [M] i32. fence (gpu): the
    fences of the slices' arrival and of the row's last CTA (speccc.schedules.cuda.launch.
    gpu_fence; a mapping knob)."""
    if v < 2:
        raise ValueError(f"sampling needs V >= 2, got {v}")
    if fence not in FENCES:
        raise ValueError(f"fence: one of {FENCES}, got {fence!r}")
    if plan.tree != "serial" or plan.vec != 1 or not 1 <= plan.split <= v:
        raise ValueError(f"sample: plan {plan} is not a (lanes, split) serial plan")
    NT, NP = plan.lanes, plan.split
    SL = _cdiv(v, NP)  # logits per slice (CTA)
    CS = _cdiv(SL, NT)  # per thread in phase 1
    CV = _cdiv(v, NT)  # per thread over the whole row, a contiguous chunk of ids
    NV = _cdiv(max(NT, NB, NP), GROUP) * GROUP
    scope = "shared" if gpu else "local"

    @T.prim_func(s_tir=True)
    def sample(
        l_h: T.handle,
        tv_h: T.handle,
        ti_h: T.handle,
        pos_h: T.handle,
        par_h: T.handle,
        out_h: T.handle,
        qa_h: T.handle,
        w_h: T.handle,
        ps_h: T.handle,
        pc_h: T.handle,
        cnt_h: T.handle,
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        L = T.match_buffer(l_h, (M, v), "float32")  # logits: [M, V]
        TOPV = T.match_buffer(tv_h, (M, 2), "float32")  # top-2 values: [M, 2]
        TOPI = T.match_buffer(ti_h, (M, 2), "int32")  # top-2 ids: [M, 2]
        POS = T.match_buffer(pos_h, (M,), "int32")  # absolute positions: [M]
        PAR = T.match_buffer(par_h, (M, WORDS), "int32")  # params rows: [M, WORDS]
        OUT = T.match_buffer(out_h, (M,), "int32")  # the tokens: [M]
        QA = T.match_buffer(qa_h, (M, v), "int32")  # gap codes: [M, V]
        W = T.match_buffer(w_h, (M, v), "int64")  # weights: [M, V]
        PS = T.match_buffer(ps_h, (M, NP), "int64")  # per-CTA weight sums
        PC = T.match_buffer(pc_h, (M, NP), "int32")  # per-CTA positive-weight counts
        CNT = T.match_buffer(cnt_h, (M,), "int32")  # CTAs of the row done (0 between launches)
        for p in _grid(NP, "blockIdx.x", gpu):
            for m in _grid(M, "blockIdx.y", gpu):
                with T.sblock("sample"):
                    T.reads(
                        L[m, 0:v],
                        TOPV[m, 0:2],
                        TOPI[m, 0:2],
                        POS[m],
                        PAR[m, 0:WORDS],
                        QA[m, 0:v],
                        W[m, 0:v],
                        PS[m, 0:NP],
                        PC[m, 0:NP],
                        CNT[m],
                    )
                    T.writes(OUT[m], QA[m, 0:v], W[m, 0:v], PS[m, 0:NP], PC[m, 0:NP], CNT[m])
                    vals = T.sblock_alloc_buffer((NV,), "int64", scope=scope)
                    cnts = T.sblock_alloc_buffer((NV,), "int64", scope=scope)
                    gs = T.sblock_alloc_buffer((_cdiv(NV, GROUP),), "int64", scope=scope)
                    hl = T.sblock_alloc_buffer((NB,), "uint32", scope=scope)
                    hh = T.sblock_alloc_buffer((NB,), "uint32", scope=scope)
                    sc = T.sblock_alloc_buffer((N_SC,), "int64", scope=scope)
                    li = T.sblock_alloc_buffer((12,), "int64", scope="local")
                    lk = T.sblock_alloc_buffer((3,), "int64", scope="local")  # CTA-wide flags
                    lu = T.sblock_alloc_buffer((8,), "uint32", scope="local")
                    lq = T.sblock_alloc_buffer((2,), "uint64", scope="local")
                    lf = T.sblock_alloc_buffer((2,), "float32", scope="local")
                    if pdl:  # no weights: wait for the logits at once
                        T.ptx.griddepcontrol.launch_dependents()
                        T.ptx.griddepcontrol.wait()
                    # every barrier below is explicit: TVM's planner would put barriers inside
                    # thread-0 branches (it treats any two accesses of one shared buffer as a race)
                    with T.attr(0, "hand_threaded", 0):
                        if PAR[m, MODE] == 0:  # greedy: the top-2 path's token
                            for t in _lanes(NT, gpu):
                                if t == 0 and p == 0:
                                    OUT[m] = TOPI[m, 0]
                        else:
                            # 1. this CTA's slice: gap codes, weights, their sum and count
                            for t in _lanes(NT, gpu):
                                li[6] = T.int64(0)
                                li[7] = T.int64(0)
                                for i in range(CS):
                                    if t * CS + i < SL and p * SL + t * CS + i < v:
                                        gap_weight(L[m, p * SL + t * CS + i])
                                        QA[m, p * SL + t * CS + i] = T.Cast("int32", li[0])
                                        W[m, p * SL + t * CS + i] = li[1]
                                        li[6] = li[6] + li[1]
                                        li[7] = li[7] + T.Select(li[1] > 0, T.int64(1), T.int64(0))
                                vals[t] = li[6]
                                cnts[t] = li[7]
                            if gpu:
                                T.tvm_storage_sync("shared")
                            for c in range(2):  # c = 0: the CTA's weight sum, 1: its count
                                for t in _lanes(NT, gpu):
                                    if c == 1:
                                        vals[t] = cnts[t]
                                if gpu:
                                    T.tvm_storage_sync("shared")
                                scan(vals, NT, F_SUM, None)
                                for t in _lanes(NT, gpu):
                                    if t == 0:
                                        if c == 0:
                                            PS[m, p] = sc[F_SUM]
                                        else:
                                            PC[m, p] = T.Cast("int32", sc[F_SUM])
                                if gpu:
                                    T.tvm_storage_sync("shared")
                            for t in _lanes(NT, gpu):
                                if t == 0:
                                    if gpu:
                                        T.evaluate(gpu_fence(fence))
                                        sc[LAST] = _i64(
                                            T.cuda.atomic_add(T.address_of(CNT[m]), 1) == NP - 1
                                        )
                                    else:
                                        CNT[m] = CNT[m] + 1
                                        sc[LAST] = _i64(CNT[m] == NP)
                            if gpu:
                                T.tvm_storage_sync("shared")
                            for _t in _lanes(NT, gpu):
                                lk[0] = sc[LAST]
                            if gpu:
                                T.tvm_storage_sync("shared")
                            # 2. the row's last CTA: filters and the pick
                            if lk[0] == T.int64(1):
                                if gpu:
                                    T.evaluate(gpu_fence(fence))
                                for c in range(2):  # c = 0: the row's count, 1: its weight sum
                                    for t in _lanes(NT, gpu):
                                        for j in range(_cdiv(NP, NT)):
                                            if j * NT + t < NP:
                                                vals[j * NT + t] = T.Select(
                                                    c == 0,
                                                    _i64(PC[m, j * NT + t]),
                                                    PS[m, j * NT + t],
                                                )
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                    scan(vals, NP, F_SUM, None)
                                    for t in _lanes(NT, gpu):
                                        if t == 0:
                                            if c == 0:
                                                sc[NPOS] = sc[F_SUM]
                                            else:
                                                sc[S_ALL] = sc[F_SUM]
                                            sc[THR_Q] = T.int64(Q_ALL)
                                            sc[THR_ID] = T.int64(0)
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                for _t in _lanes(NT, gpu):
                                    lk[1] = sc[NPOS]
                                if gpu:
                                    T.tvm_storage_sync("shared")
                                for f in range(2):  # f = 0: top-k (counts), 1: top-p (weights)
                                    if (
                                        f == 0 and 0 < PAR[m, TOP_K] and _i64(PAR[m, TOP_K]) < lk[1]
                                    ) or (f == 1 and PAR[m, TOP_P] < (1 << TOP_P_BITS)):
                                        if f == 1:  # top-p's target: P of the mass top-k keeps
                                            for t in _lanes(NT, gpu):
                                                li[6] = T.int64(0)
                                                li[10] = sc[THR_Q]
                                                li[11] = sc[THR_ID]
                                                for i in range(CV):
                                                    if t * CV + i < v:
                                                        if _below(
                                                            _i64(QA[m, t * CV + i]), t * CV + i, li
                                                        ):
                                                            li[6] = li[6] + W[m, t * CV + i]
                                                vals[t] = li[6]
                                            if gpu:
                                                T.tvm_storage_sync("shared")
                                            scan(vals, NT, F_SUM, None)
                                        for t in _lanes(NT, gpu):
                                            if t == 0:
                                                pq = _i64(PAR[m, TOP_P])
                                                lo = T.int64((1 << TOP_P_BITS) - 1)
                                                li[2] = (sc[F_SUM] >> T.int64(TOP_P_BITS)) * pq + (
                                                    ((sc[F_SUM] & lo) * pq) >> T.int64(TOP_P_BITS)
                                                )
                                                sc[PFX] = T.int64(0)
                                                sc[NEED] = T.Select(
                                                    f == 0,
                                                    _i64(PAR[m, TOP_K]),
                                                    T.max(li[2], T.int64(1)),
                                                )
                                        if gpu:
                                            T.tvm_storage_sync("shared")
                                        for d in range(len(RADIX_SHIFTS)):  # radix select over q
                                            for t in _lanes(NT, gpu):
                                                for j in range(_cdiv(NB, NT)):
                                                    if j * NT + t < NB:
                                                        hl[j * NT + t] = T.uint32(0)
                                                        hh[j * NT + t] = T.uint32(0)
                                            if gpu:
                                                T.tvm_storage_sync("shared")
                                            for t in _lanes(NT, gpu):
                                                li[10] = sc[PFX]
                                                for i in range(CV):
                                                    if t * CV + i < v:
                                                        li[0] = _i64(QA[m, t * CV + i])
                                                        shift = (
                                                            T.int64(RADIX_SHIFTS[0])
                                                            - _i64(d) * RADIX_BITS
                                                        )
                                                        if (li[0] >> (shift + RADIX_BITS)) == li[
                                                            10
                                                        ] and li[0] < T.int64(QMAX):
                                                            li[6] = (li[0] >> shift) & T.int64(
                                                                NB - 1
                                                            )
                                                            hist_add(
                                                                li[6],
                                                                T.Select(
                                                                    f == 1,
                                                                    W[m, t * CV + i],
                                                                    T.int64(1),
                                                                ),
                                                            )
                                            if gpu:
                                                T.tvm_storage_sync("shared")
                                            for t in _lanes(NT, gpu):
                                                for j in range(_cdiv(NB, NT)):
                                                    if j * NT + t < NB:
                                                        vals[j * NT + t] = (
                                                            _i64(hh[j * NT + t]) << T.int64(32)
                                                        ) + _i64(hl[j * NT + t])
                                            if gpu:
                                                T.tvm_storage_sync("shared")
                                            scan(vals, NB, F_SUM, sc[NEED])
                                            for t in _lanes(NT, gpu):
                                                if t == 0:
                                                    sc[PFX] = sc[PFX] * T.int64(NB) + sc[F_IDX]
                                                    sc[NEED] = sc[NEED] - sc[F_BEFORE]
                                            if gpu:
                                                T.tvm_storage_sync("shared")
                                        # the tie break inside the selected q, in id order
                                        for t in _lanes(NT, gpu):
                                            li[6] = T.int64(0)
                                            li[10] = sc[PFX]
                                            for i in range(CV):
                                                if t * CV + i < v:
                                                    if _i64(QA[m, t * CV + i]) == li[10]:
                                                        li[6] = li[6] + T.Select(
                                                            f == 1, W[m, t * CV + i], T.int64(1)
                                                        )
                                            vals[t] = li[6]
                                        if gpu:
                                            T.tvm_storage_sync("shared")
                                        scan(vals, NT, F_SUM, sc[NEED])
                                        for t in _lanes(NT, gpu):
                                            li[9] = sc[F_IDX]
                                            li[10] = sc[PFX]
                                            li[11] = sc[NEED]
                                            if _i64(t) == li[9]:
                                                li[6] = sc[F_BEFORE]
                                                li[5] = T.int64(0)
                                                for i in range(CV):
                                                    if li[5] == T.int64(0) and t * CV + i < v:
                                                        if _i64(QA[m, t * CV + i]) == li[10]:
                                                            li[6] = li[6] + T.Select(
                                                                f == 1, W[m, t * CV + i], T.int64(1)
                                                            )
                                                            if li[6] >= li[11]:
                                                                sc[SEL] = _i64(t * CV + i)
                                                                li[5] = T.int64(1)
                                        if gpu:
                                            T.tvm_storage_sync("shared")
                                        # the threshold: the earlier of the two, read into
                                        # registers before the barrier, written after it
                                        for _t in _lanes(NT, gpu):
                                            li[8] = sc[PFX]
                                            li[9] = sc[SEL]
                                            li[10] = sc[THR_Q]
                                            li[11] = sc[THR_ID]
                                        if gpu:
                                            T.tvm_storage_sync("shared")
                                        for t in _lanes(NT, gpu):
                                            if t == 0:
                                                if li[8] < li[10] or (
                                                    li[8] == li[10] and li[9] < li[11]
                                                ):
                                                    sc[THR_Q] = li[8]
                                                    sc[THR_ID] = li[9]
                                        if gpu:
                                            T.tvm_storage_sync("shared")
                                # the pick
                                for _t in _lanes(NT, gpu):
                                    lk[2] = _i64(
                                        T.Or(sc[THR_Q] < T.int64(Q_ALL), PAR[m, MIN_P] > 0)
                                    )
                                if gpu:
                                    T.tvm_storage_sync("shared")
                                if lk[2] == T.int64(1):
                                    # filtered: kept weight over each thread's chunk of ids
                                    for t in _lanes(NT, gpu):
                                        li[6] = T.int64(0)
                                        li[10] = sc[THR_Q]
                                        li[11] = sc[THR_ID]
                                        for i in range(CV):
                                            if t * CV + i < v:
                                                li[6] = li[6] + _kept_weight(
                                                    _i64(QA[m, t * CV + i]),
                                                    t * CV + i,
                                                    li,
                                                    W,
                                                    PAR,
                                                    m,
                                                )
                                        vals[t] = li[6]
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                    scan(vals, NT, F_SUM, None)
                                else:
                                    # unfiltered: the slice sums; the row's sum is their total
                                    for t in _lanes(NT, gpu):
                                        for j in range(_cdiv(NP, NT)):
                                            if j * NT + t < NP:
                                                vals[j * NT + t] = PS[m, j * NT + t]
                                        if t == 0:
                                            sc[F_SUM] = sc[S_ALL]
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                draw(sc[F_SUM])
                                if lk[2] == T.int64(1):
                                    scan(vals, NT, F_SUM, sc[R])
                                    for t in _lanes(NT, gpu):
                                        li[9] = sc[F_IDX]
                                        li[10] = sc[THR_Q]
                                        li[11] = sc[THR_ID]
                                        li[7] = sc[R]
                                        if _i64(t) == li[9]:
                                            li[6] = sc[F_BEFORE]
                                            li[5] = T.int64(0)
                                            for i in range(CV):
                                                if li[5] == T.int64(0) and t * CV + i < v:
                                                    li[6] = li[6] + _kept_weight(
                                                        _i64(QA[m, t * CV + i]),
                                                        t * CV + i,
                                                        li,
                                                        W,
                                                        PAR,
                                                        m,
                                                    )
                                                    if li[6] >= li[7]:
                                                        OUT[m] = t * CV + i
                                                        li[5] = T.int64(1)
                                else:
                                    scan(vals, NP, F_SUM, sc[R])  # the slice
                                    for t in _lanes(NT, gpu):
                                        if t == 0:
                                            sc[SEL] = sc[F_IDX]
                                            sc[R2] = sc[R] - sc[F_BEFORE]
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                    for t in _lanes(NT, gpu):  # its threads' chunks
                                        li[6] = T.int64(0)
                                        li[10] = sc[SEL] * SL
                                        for i in range(CS):
                                            if t * CS + i < SL and li[10] + t * CS + i < v:
                                                li[6] = li[6] + W[m, li[10] + t * CS + i]
                                        vals[t] = li[6]
                                    if gpu:
                                        T.tvm_storage_sync("shared")
                                    scan(vals, NT, F_SUM, sc[R2])
                                    for t in _lanes(NT, gpu):
                                        li[9] = sc[F_IDX]
                                        li[10] = sc[SEL] * SL
                                        li[11] = sc[R2]
                                        if _i64(t) == li[9]:
                                            li[6] = sc[F_BEFORE]
                                            li[5] = T.int64(0)
                                            for i in range(CS):
                                                if li[5] == T.int64(0) and t * CS + i < SL:
                                                    if li[10] + t * CS + i < v:
                                                        li[6] = li[6] + W[m, li[10] + t * CS + i]
                                                        if li[6] >= li[11]:
                                                            OUT[m] = T.Cast(
                                                                "int32", li[10] + t * CS + i
                                                            )
                                                            li[5] = T.int64(1)
                                for t in _lanes(NT, gpu):
                                    if t == 0:
                                        CNT[m] = 0

    return with_pdl(sample, pdl and gpu)


class SampleKernel(KernelGenerator):
    family = "sample"
    knobs = ("fence",)

    def knobs_on(self, target: Target) -> tuple[str, ...]:
        return self.knobs if target.gpu else ()  # the CPU kernel has no fences

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        return default_plan(k, target)  # k: V

    def accepts(self, family, kind, params, plan):
        return plan is not None and plan.tree == "serial" and plan.vec == 1

    def generate(self, kind, params, target, plan):
        if not self.accepts(None, kind, params, plan):
            return None
        return kernel(params["v"], plan, target.gpu, target.pdl, **self.knob_kwargs(target))


RULE = SampleKernel()
