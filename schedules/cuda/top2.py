"""Hand-written CUDA top-2 over the vocabulary, split over CTAs: logits [M, V] -> val, idx [M, 2].

Order (as speccc.ops.top2): a larger value ranks first, equal values rank by the lower id, NaN
ranks as -inf. That is a strict total order on (value, id), so the top-2 of any partition merged
in any order or tree is the same pair: no arithmetic, nothing for M or the tree to change.

Row m is cut into `plan.split` contiguous slices of ceil(V / split) logits, one CTA each (grid
split x M). A CTA scans its slice (thread t takes t, t + T, ...) and merges its threads' states
(warp butterfly, then warps through shared memory). The CTAs' states then merge in one of two
ways (the same bits: the order is total):
  cluster (split <= CLUSTER, the default plan): the row's CTAs are one thread-block cluster;
    after a cluster barrier rank 0 reads their states over distributed shared memory and merges
    them by a butterfly (H200 lab, SmolLM2 V=49152, us at M = 1 / 8 / 16: 6.16 / 6.61 / 7.17 with
    the counter below at 24 CTAs of 256 -> 5.08 / 5.83 / 7.05 at 16 CTAs of 512; Qwen V=151936
    6.36 / 8.18 / 13.41 at 75 CTAs -> 6.62 / 8.14 / 10.09);
  counter (larger splits): each CTA writes its state to the scratch tensors PV/PI [M, parts, 2];
    the last CTA of a row to arrive (a threadfence, then an atomic count in CNT[m]) merges the
    `parts` states, writes val/idx and resets CNT[m] to 0, so a CUDA graph replays cleanly.
The split and the thread count (plan.lanes) are functions of V only; the scratch tensors are
declared by the family (speccc.ops.top2.Top2.scratch) and unused by the cluster form.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import tvm
from speccc.schedules.cuda.launch import with_pdl
from speccc.schedules.rule import KernelGenerator
from tvm.script import tirx as T

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target

NO_ID = 2**31 - 1  # id of the empty slot; loses every tie against a real token
THREADS = 512
SLICE = 512  # logits per CTA at least
CLUSTER = 16  # CTAs a row at most in one cluster (the non-portable cluster size of sm_90)
WARP_LEVEL2 = True  # warps merged by a butterfly in warp 0 (attn3 lab: faster at every M)
CHAINS = 1  # independent states a thread scans into (_scan_parts)
BRANCHLESS = True  # inserts by selects, not branches (_scan_parts; T2: top-2 -1.2 us)
BOUND_KEY = "tirx.launch_bounds_min_blocks_per_sm"  # __launch_bounds__(threads, min CTAs an SM)


def default_plan(v: int) -> ReductionPlan:
    """CTAs per row (split) from V only, at most one cluster's; THREADS lanes each, warp merges
    by XOR butterfly. kernel() takes any split >= 2 and any whole number of warps as lanes: the
    order is total, so every such plan gives the same bits."""
    return ReductionPlan(lanes=THREADS, tree="xor", split=max(1, min(CLUSTER, -(-v // SLICE))))


def _bound(min_ctas: int | None) -> tuple[str, int]:
    """The launch-bound attribute of kernel(min_ctas=) (an unknown key where there is none:
    codegen prints the body alone, as in speccc.schedules.cuda.attention)."""
    return (BOUND_KEY, min_ctas) if min_ctas else ("speccc.no_launch_bound", 0)


def _better(x, xi, y, yi):
    return T.Or(x > y, T.And(x == y, xi < yi))


def _scan_parts(
    v: int, NT: int, NP: int, chains: int = 1, branchless: bool = False
) -> SimpleNamespace:
    """What both forms share, for V logits a row cut into NP slices of NT threads: the
    constants and the macros insert, warp_merge (XOR butterfly), warp_state (a warp's state into
    shared memory), scan_slice (a CTA's slice into its warps' states in shared memory) and
    warps_shuffle (warp 0 merges them). A thread scans its logits as `chains` independent
    states (logit i into state i % chains), merged into state 0 at the end: shorter dependent
    chains, the same pair (the order is total). branchless: insert by selects on two flags,
    not by branches (the same pair)."""
    CH = -(-v // NP)  # logits per CTA
    IT = -(-CH // NT)  # logits per thread
    NW = NT // 32
    R2 = (NW - 1).bit_length()  # butterfly rounds over the NW warps' states
    full = T.uint32(0xFFFFFFFF)
    ninf = T.float32(float("-inf"))

    @T.macro
    def insert(st, si, x, xi, b=0):
        # insert candidate (x, xi) into the sorted state (st[b], si[b]) > (st[b+1], si[b+1])
        if branchless:  # selects on two flags: no branch a warp could diverge on
            g0 = _better(x, xi, st[b], si[b])
            g1 = _better(x, xi, st[b + 1], si[b + 1])
            st[b + 1] = T.Select(g0, st[b], T.Select(g1, x, st[b + 1]))
            si[b + 1] = T.Select(g0, si[b], T.Select(g1, xi, si[b + 1]))
            st[b] = T.Select(g0, x, st[b])
            si[b] = T.Select(g0, xi, si[b])
        elif _better(x, xi, st[b], si[b]):
            st[b + 1] = st[b]
            si[b + 1] = si[b]
            st[b] = x
            si[b] = xi
        elif _better(x, xi, st[b + 1], si[b + 1]):
            st[b + 1] = x
            si[b + 1] = xi

    @T.macro
    def warp_merge(st, si, ot, oi, rounds=5):
        """XOR butterfly over lane groups of 2**rounds (32 lanes at 5)."""
        for i in T.unroll(rounds):
            for j in T.unroll(2):
                ot[j] = T.tvm_warp_shuffle_xor(full, st[j], (1 << (rounds - 1)) >> i, 32, 32)
                oi[j] = T.tvm_warp_shuffle_xor(full, si[j], (1 << (rounds - 1)) >> i, 32, 32)
            for j in T.unroll(2):
                insert(st, si, ot[j], oi[j])

    @T.macro
    def warp_state(st, si, ot, oi, sv, sx, t):
        """The warp's butterfly, then lane 0's state into sv/sx [warp]."""
        warp_merge(st, si, ot, oi)
        if t % 32 == 0:
            for j in T.unroll(2):
                sv[t // 32, j] = st[j]
                sx[t // 32, j] = si[j]

    @T.macro
    def scan_slice(L, st, si, ot, oi, xs, sv, sx, m, p, t):
        """Slice p of row m: every load issued first, then the scan; each warp's state to
        sv/sx [NW, 2]; then a CTA barrier."""
        for j in T.unroll(2 * chains):
            st[j] = ninf
            si[j] = NO_ID
        for i in T.unroll(IT):
            xs[i] = ninf
            if i * NT + t < CH and p * CH + i * NT + t < v:
                xs[i] = L[m, p * CH + i * NT + t]
        for i in T.unroll(IT):
            if i * NT + t < CH and p * CH + i * NT + t < v:
                if branchless:
                    xs[i] = T.Select(T.isnan(xs[i]), ninf, xs[i])
                elif T.isnan(xs[i]):
                    xs[i] = ninf
                insert(st, si, xs[i], p * CH + i * NT + t, 2 * (i % chains))
        for c in T.unroll(1, chains):
            for j in T.unroll(2):
                insert(st, si, st[2 * c + j], si[2 * c + j])
        warp_state(st, si, ot, oi, sv, sx, t)
        T.tvm_storage_sync("shared")

    @T.macro
    def warps_shuffle(st, si, ot, oi, sv, sx, t):
        """Warp 0: lane t < NW takes warp t's state, then a butterfly over NW lanes; lane 0
        ends with the CTA's state."""
        for j in T.unroll(2):
            ot[j] = sv[T.min(t, NW - 1), j]
            oi[j] = sx[T.min(t, NW - 1), j]
        for j in T.unroll(2):
            st[j] = T.Select(t < NW, ot[j], ninf)
            si[j] = T.Select(t < NW, oi[j], NO_ID)
        warp_merge(st, si, ot, oi, R2)

    return SimpleNamespace(
        IT=IT, NW=NW, ninf=ninf, insert=insert, warp_merge=warp_merge, warp_state=warp_state,
        scan_slice=scan_slice, warps_shuffle=warps_shuffle,
    )  # fmt: skip


def kernel(
    v: int,
    plan: ReductionPlan,
    pdl: bool = False,
    warp_level2: bool = WARP_LEVEL2,
    cluster: bool | None = None,
    chains: int = CHAINS,
    min_ctas: int | None = None,
    branchless: bool = BRANCHLESS,
) -> tvm.tirx.PrimFunc:
    """Args: logits [M, V] f32, val [M, 2] f32, idx [M, 2] i32, PV, PI [M, split, 2], CNT [M].
    warp_level2: the warps' states merged by a butterfly in warp 0 instead of serially by
    thread 0 (same bits: the order is total). cluster: a row's split CTAs (at most 16) form one
    thread-block cluster; each keeps its state in shared memory and, after a cluster barrier,
    rank 0 merges them over distributed shared memory (no scratch, fence or counter); None:
    whenever the split is at most CLUSTER. chains: the independent states a thread scans its
    logits into (_scan_parts; same bits). min_ctas: CTAs an SM the kernel is bounded to
    (`__launch_bounds__(lanes, min_ctas)`, so ptxas caps its registers; None: no bound).
    branchless: every insert by selects (_scan_parts; same bits)."""
    if cluster is None:
        cluster = plan.split <= CLUSTER
    if cluster:
        return _cluster_kernel(v, plan, pdl, chains, min_ctas, branchless)
    if v < 2:
        raise ValueError(f"top-2 needs V >= 2, got {v}")
    if plan.tree != "xor" or plan.lanes % 32 or not 32 <= plan.lanes <= 1024 or plan.split < 2:
        raise ValueError(f"split top-2: plan {plan} is not a split-CTA plan")
    NT = plan.lanes  # threads per CTA: any whole number of warps
    NP = plan.split
    sp = _scan_parts(v, NT, NP, chains, branchless)
    LB, MB = _bound(min_ctas)
    IT, NW, ninf, insert, warp_state = sp.IT, sp.NW, sp.ninf, sp.insert, sp.warp_state
    scan_slice, warps_shuffle = sp.scan_slice, sp.warps_shuffle
    warp_level2 = warp_level2 and NW > 1  # one warp: nothing to merge across warps

    @T.macro
    def warps_serial(st, si, ot, oi, sv, sx):
        """Thread 0: its warp's state (st, si) merged with warps 1..NW-1's, one at a time."""
        for w in T.serial(1, NW):
            for j in T.unroll(2):  # via registers: no shared load in a branch
                ot[j] = sv[w, j]
                oi[j] = sx[w, j]
            for j in T.unroll(2):
                insert(st, si, ot[j], oi[j])

    @T.macro
    def publish(PV, PI, CNT, st, si, last, m, p):
        """Thread 0: this CTA's state to PV/PI, then count it; last[0] = 1 in the last CTA."""
        for j in T.unroll(2):
            PV[m, p, j] = st[j]
            PI[m, p, j] = si[j]
        T.cuda.thread_fence()
        last[0] = T.Cast("int32", T.cuda.atomic_add(T.address_of(CNT[m]), 1) == NP - 1)

    @T.macro
    def finish(Val, Idx, CNT, st, si, m):
        for j in T.unroll(2):
            Val[m, j] = st[j]
            Idx[m, j] = si[j]
        CNT[m] = 0

    @T.prim_func(s_tir=True)
    def top2(
        l_h: T.handle, v_h: T.handle, i_h: T.handle, pv_h: T.handle, pi_h: T.handle, c_h: T.handle
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        L = T.match_buffer(l_h, (M, v), "float32")  # logits: [M, V]
        Val = T.match_buffer(v_h, (M, 2), "float32")  # val: [M, 2]
        Idx = T.match_buffer(i_h, (M, 2), "int32")  # idx: [M, 2]
        PV = T.match_buffer(pv_h, (M, NP, 2), "float32")  # per-CTA states: values
        PI = T.match_buffer(pi_h, (M, NP, 2), "int32")  # per-CTA states: ids
        CNT = T.match_buffer(c_h, (M,), "int32")  # CTAs of the row done (0 between launches)
        for p in T.thread_binding(NP, thread="blockIdx.x"):
            for m in T.thread_binding(M, thread="blockIdx.y"):
                for t in T.thread_binding(NT, thread="threadIdx.x"):
                    with T.attr(0, LB, MB):
                        with T.sblock("top2"):
                            T.reads(L[m, 0:v], PV[m, 0:NP, 0:2], PI[m, 0:NP, 0:2], CNT[m])
                            T.writes(Val[m, 0:2], Idx[m, 0:2], PV[m, p, 0:2], PI[m, p, 0:2], CNT[m])
                            st = T.sblock_alloc_buffer((2 * chains,), "float32", scope="local")
                            si = T.sblock_alloc_buffer((2 * chains,), "int32", scope="local")
                            ot = T.sblock_alloc_buffer((2,), "float32", scope="local")
                            oi = T.sblock_alloc_buffer((2,), "int32", scope="local")
                            xs = T.sblock_alloc_buffer((IT,), "float32", scope="local")
                            lk = T.sblock_alloc_buffer((1,), "int32", scope="local")
                            sv = T.sblock_alloc_buffer((NW, 2), "float32", scope="shared")
                            sx = T.sblock_alloc_buffer((NW, 2), "int32", scope="shared")
                            last = T.sblock_alloc_buffer((1,), "int32", scope="shared")
                            if pdl:  # no weights: wait for the logits at once
                                T.ptx.griddepcontrol.launch_dependents()
                                T.ptx.griddepcontrol.wait()
                            # 1. this CTA's slice
                            scan_slice(L, st, si, ot, oi, xs, sv, sx, m, p, t)
                            if warp_level2:
                                if t < 32:
                                    warps_shuffle(st, si, ot, oi, sv, sx, t)
                                if t == 0:
                                    publish(PV, PI, CNT, st, si, last, m, p)
                            elif t == 0:
                                warps_serial(st, si, ot, oi, sv, sx)
                                publish(PV, PI, CNT, st, si, last, m, p)
                            T.tvm_storage_sync("shared")
                            lk[0] = last[0]
                            # 2. the last CTA of the row merges every CTA's state (the others
                            # run the same code on empty states: the barriers stay unconditional)
                            if lk[0] == 1:
                                T.cuda.thread_fence()
                            for j in T.unroll(2):
                                st[j] = ninf
                                si[j] = NO_ID
                            for i in T.serial(-(-NP // NT)):
                                if lk[0] == 1 and i * NT + t < NP:
                                    for j in T.unroll(2):
                                        ot[j] = PV[m, i * NT + t, j]
                                        oi[j] = PI[m, i * NT + t, j]
                                    for j in T.unroll(2):
                                        insert(st, si, ot[j], oi[j])
                            warp_state(st, si, ot, oi, sv, sx, t)
                            T.tvm_storage_sync("shared")
                            if warp_level2:
                                if t < 32 and lk[0] == 1:
                                    warps_shuffle(st, si, ot, oi, sv, sx, t)
                                if t == 0 and lk[0] == 1:
                                    finish(Val, Idx, CNT, st, si, m)
                            elif t == 0 and lk[0] == 1:
                                warps_serial(st, si, ot, oi, sv, sx)
                                finish(Val, Idx, CNT, st, si, m)

    return with_pdl(top2, pdl)


def _cluster_kernel(
    v: int, plan: ReductionPlan, pdl: bool, chains: int, min_ctas: int | None, branchless: bool
) -> tvm.tirx.PrimFunc:
    """kernel(cluster=True): see kernel(). Every warp's state, then the CTA's (warp 0), as
    there; then rank 0's warp 0 takes rank t's state in lane t and merges by a butterfly. It
    takes the counter form's scratch arguments (PV, PI, CNT) and leaves them untouched: the
    family declares one argument list for both forms, so the form stays a knob of the kernel
    (top2.cluster) and never a question for the graph's scratch planning."""
    NT, NP = plan.lanes, plan.split
    if plan.tree != "xor" or NT % 32 or not 64 <= NT <= 1024 or not 2 <= NP <= 16:
        raise ValueError(f"cluster top-2: plan {plan} needs 2..16 CTAs of 64..1024 threads")
    sp = _scan_parts(v, NT, NP, chains, branchless)
    LB, MB = _bound(min_ctas)
    IT, NW, ninf, butterfly = sp.IT, sp.NW, sp.ninf, sp.warp_merge
    scan_slice, warps_shuffle = sp.scan_slice, sp.warps_shuffle
    RP = (NP - 1).bit_length()  # butterfly rounds over the cluster's states
    mapa = "mapa.shared::cluster.u32"

    @T.macro
    def cluster_sync():
        T.ptx["barrier.cluster.arrive"]()
        T.ptx["barrier.cluster.wait"]()

    @T.prim_func(s_tir=True)
    def top2_cluster(
        l_h: T.handle, v_h: T.handle, i_h: T.handle, pv_h: T.handle, pi_h: T.handle, c_h: T.handle
    ):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        M = T.int64()
        L = T.match_buffer(l_h, (M, v), "float32")
        Val = T.match_buffer(v_h, (M, 2), "float32")
        Idx = T.match_buffer(i_h, (M, 2), "int32")
        PV = T.match_buffer(pv_h, (M, NP, 2), "float32")  # unused (the ABI)
        PI = T.match_buffer(pi_h, (M, NP, 2), "int32")  # unused (the ABI)
        CNT = T.match_buffer(c_h, (M,), "int32")  # unused (the ABI)
        for _px in T.thread_binding(NP, thread="blockIdx.x"):  # the cluster: rank p
            for m in T.thread_binding(M, thread="blockIdx.y"):
                for p in T.thread_binding(NP, thread="clusterCtaIdx.x"):
                    for t in T.thread_binding(NT, thread="threadIdx.x"):
                        with T.attr(0, LB, MB):
                            with T.sblock("top2_cluster"):
                                T.reads(L[m, 0:v], PV[m, 0:NP, 0:2], PI[m, 0:NP, 0:2], CNT[m])
                                T.writes(Val[m, 0:2], Idx[m, 0:2])
                                st = T.sblock_alloc_buffer((2 * chains,), "float32", scope="local")
                                si = T.sblock_alloc_buffer((2 * chains,), "int32", scope="local")
                                ot = T.sblock_alloc_buffer((2,), "float32", scope="local")
                                oi = T.sblock_alloc_buffer((2,), "int32", scope="local")
                                xs = T.sblock_alloc_buffer((IT,), "float32", scope="local")
                                adr = T.sblock_alloc_buffer((1,), "uint32", scope="local")
                                sv = T.sblock_alloc_buffer((NW, 2), "float32", scope="shared")
                                sx = T.sblock_alloc_buffer((NW, 2), "int32", scope="shared")
                                cv = T.sblock_alloc_buffer((2,), "float32", scope="shared")
                                ci = T.sblock_alloc_buffer((2,), "int32", scope="shared")
                                if pdl:  # no weights: wait for the logits at once
                                    T.ptx.griddepcontrol.launch_dependents()
                                    T.ptx.griddepcontrol.wait()
                                scan_slice(L, st, si, ot, oi, xs, sv, sx, m, p, t)
                                if t < 32:
                                    warps_shuffle(st, si, ot, oi, sv, sx, t)
                                    if t == 0:
                                        for j in T.unroll(2):
                                            cv[j] = st[j]
                                            ci[j] = si[j]
                                cluster_sync()
                                if p == 0 and t < 32:
                                    for j in T.unroll(2):
                                        st[j] = ninf
                                        si[j] = NO_ID
                                    if t < NP:
                                        for j in T.unroll(2):
                                            T.ptx[mapa](
                                                adr[0],
                                                T.cuda.cvta_generic_to_shared(cv.ptr_to([j])),
                                                T.Cast("uint32", t),
                                            )
                                            T.ptx["ld.shared::cluster.f32"](st[j], adr[0])
                                            T.ptx[mapa](
                                                adr[0],
                                                T.cuda.cvta_generic_to_shared(ci.ptr_to([j])),
                                                T.Cast("uint32", t),
                                            )
                                            T.ptx["ld.shared::cluster.s32"](si[j], adr[0])
                                    butterfly(st, si, ot, oi, RP)
                                    if t == 0:
                                        for j in T.unroll(2):
                                            Val[m, j] = st[j]
                                            Idx[m, j] = si[j]
                                cluster_sync()

    return with_pdl(top2_cluster, pdl)


class Top2Split(KernelGenerator):
    family = "top2"
    targets = ("cuda",)
    knobs = ("warp_level2", "cluster", "chains", "min_ctas", "branchless")
    plan_knobs = ("split", "lanes")

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan | None:
        """default_plan(V); the knobs `split` and `lanes` (for the GPU A/B) set the CTAs a row
        and the threads a CTA: mappings, since the order is total (past CLUSTER the row's CTAs
        merge through the counter)."""
        plan = default_plan(k)  # k: V
        if split := self.plan_knob(target, "split"):
            plan = replace(plan, split=split)
        if lanes := self.plan_knob(target, "lanes"):
            plan = replace(plan, lanes=lanes)
        return plan if plan.split > 1 else None  # one CTA a row: the scheduled TE kernel

    def accepts(self, family, kind, params, plan):
        return plan is not None and plan.tree == "xor"

    def generate(self, kind, params, target, plan):
        ok = self.accepts(None, kind, params, plan)
        return kernel(params["v"], plan, target.pdl, **self.knob_kwargs(target)) if ok else None


RULE = Top2Split()
