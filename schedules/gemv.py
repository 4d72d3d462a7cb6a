"""Schedule rule for the GEMV family (speccc.ops.gemv) on cuda: a K-reduction order fixed by the
plan (llvm: the hand-written kernel of speccc.schedules.llvm.gemv, the same lane order with a
serial lane combine).

Per output element (m, n) the float op sequence is, for every M:
  lane l (0 <= l < lanes) sums k = (ko*lanes + l)*vec + v for ko = 0.., v = 0..vec-1, in that
  order (k >= K skipped), starting from 0.0; then the `lanes` partials combine through TVM's
  cross-thread allreduce (warp shuffle-down 16,8,4,2,1; with more than 32 lanes a second fixed
  stage over warps), i.e. tree "shuffle";
  then Y = acc + B[n] if there is a bias.
Rows are innermost: a thread holds `row_tile` rows of accumulators, each dequantized weight
element it loads serves all of them. Rows past M are masked by a predicate. Nothing in the
schedule reads M except the row-tile count ceil(M / row_tile).
"""

from __future__ import annotations

import tvm
from speccc.schedules.rule import TransformRule
from tvm import s_tir
from tvm.s_tir.schedule import ScheduleError
from tvm.tirx.analysis import undefined_vars

from speccc.ir.plan import ReductionPlan
from speccc.ir.target import Target

WARPS_N = 4  # cuda: outputs n per thread block, one warp-row (threadIdx.y) each


class GemvRule(TransformRule):
    family, targets = "gemv", ("cuda",)

    def default_plan(self, dtype: str, n: int, k: int, target: Target) -> ReductionPlan:
        """The plan for (wdtype, N, K, target). Never a function of M."""
        del n  # tiling over N does not change any reduction order
        # one warp of lanes along K; vec = the widest of 8/4/2/1 with lanes*vec | K, so loads
        # stay unpredicated and contiguous. Quant blocks hold 32 elements: vec <= 32 divides it.
        lanes = target.warp_size
        vec = next(v for v in (8, 4, 2, 1) if k % (lanes * v) == 0)
        return ReductionPlan(lanes=lanes, vec=vec, tree="shuffle", row_tile=8)

    def apply(
        self, func: tvm.tirx.PrimFunc, target: Target, plan: ReductionPlan
    ) -> s_tir.Schedule | None:
        """Schedule a speccc.ops.gemv.compute function with `plan`; None if `func` is not one."""
        if not target.gpu:  # not mine: llvm GEMVs are speccc.schedules.llvm.gemv
            return None
        if not isinstance(func, tvm.tirx.PrimFunc) or not _is_gemv(func) or plan.split != 1:
            return None
        gpu = target.gpu
        if gpu and (plan.tree == "shuffle") != (plan.lanes > 1):
            raise ValueError(f"cuda: tree {plan.tree!r} does not fit lanes={plan.lanes}")
        w = target.warp_size
        if gpu and plan.lanes & (plan.lanes - 1) or plan.lanes > w and plan.lanes % w:
            raise ValueError(f"lanes must be a power of two or a multiple of {w}, got {plan.lanes}")

        sch = s_tir.Schedule(func)
        gemv = sch.get_sblock("gemv")
        deq = sch.get_sblock("dequant")
        # Pad rows to a multiple of row_tile: padded rows read X = 0 and are never stored, so local
        # buffers have static shapes and no row predicate sits inside the reduction.
        tail = _epilogue(sch)
        if plan.row_tile > 1:
            sch.pad_einsum(gemv, [plan.row_tile, 1, 1])
            xl = sch.get_sblock("X_pad")  # X tile [row_tile, vec], zero past M
            out = sch.get_sblock("gemv_pad")  # the store of rows < M
            if tail is not None:
                sch.compute_inline(out)
                out = tail
        else:
            xl = sch.cache_read(gemv, 0, "local")
            out = tail

        i, j, k = sch.get_loops(gemv)
        io, ii = sch.split(i, [None, plan.row_tile])  # ii: the row slot, a static extent
        jo, jy = sch.split(j, [None, WARPS_N if gpu else 1])
        ko, kl, kv = sch.split(k, [None, plan.lanes, plan.vec])
        sch.reorder(io, jo, jy, kl, ko, kv, ii)  # rows innermost
        rf = sch.rfactor(kl, factor_axis=0)  # rf: [lanes, Mp, N] per-lane partial sums

        # per-lane partial: serial over (ko, kv), all row slots per weight element
        io, jo, jy, kl, ko, kv, ii = sch.get_loops(rf)
        sch.set_scope(rf, 0, "local")
        sch.compute_at(deq, ko, preserve_unit_loops=True)  # w[n, k..k+vec) once per thread
        sch.set_scope(deq, 0, "local")
        sch.compute_at(xl, ko, preserve_unit_loops=True)
        sch.set_scope(xl, 0, "local")

        # lane combine, then the store (+ bias)
        sch.reverse_compute_at(gemv, jy, preserve_unit_loops=True)
        gi, gj, gl = _loops_of(sch, gemv, ("i", "j", "k"))
        sch.reorder(gi, gj, gl)  # per row slot: one lane combine (lanes innermost)
        if out is not None:
            sch.reverse_compute_at(out, jy, preserve_unit_loops=True)
            sch.set_scope(gemv, 0, "local")
        if gpu:
            sch.bind(io, "blockIdx.y")
            sch.bind(jo, "blockIdx.x")
            sch.bind(jy, "threadIdx.y")
            sch.bind(kl, "threadIdx.x")
            sch.bind(gl, "threadIdx.x")
        init = sch.decompose_reduction(rf, ko)
        if gpu:  # registers, not local memory: unroll every loop over a local array (not ko)
            copies = [xl]
            w_index = _weight_index(sch, deq)
            if sch.get(deq).reads[w_index].source.dtype != "uint8":
                # one vector load of the raw plane per (lane, ko); the 4-bit planes keep byte loads
                # (TVM's region analysis of the ggml nibble index leaves a dynamic local offset)
                wl = sch.cache_read(deq, w_index, "local")
                sch.compute_at(wl, ko, preserve_unit_loops=True)
                copies.append(wl)
            for blk in copies:
                _vector_load(sch, blk, plan.vec)
                for loop in sch.get_loops(blk)[5:-1]:
                    sch.unroll(loop)
            for blk, depth in ((init, 4), (deq, 5), (rf, 5)):
                for loop in sch.get_loops(blk)[depth:]:
                    sch.unroll(loop)
        return sch


def _vector_load(sch: s_tir.Schedule, blk: s_tir.SBlockRV, lanes: int) -> None:
    """Vectorize the innermost copy loop of `blk` in chunks of `lanes` elements (<= 16 bytes)."""
    *_, loop = sch.get_loops(blk)
    dtype = sch.get(blk).reads[0].source.dtype
    lanes = max(1, min(lanes, 128 // tvm.DataType(dtype).bits))
    _, inner = sch.split(loop, [None, lanes])
    sch.vectorize(inner)


def _weight_index(sch: s_tir.Schedule, deq: s_tir.SBlockRV) -> int:
    """Read index of the widest plane (W or qs) in the dequant block."""
    reads = sch.get(deq).reads
    return next(i for i, r in enumerate(reads) if r.source.name in ("W", "qs"))


def _is_gemv(func: tvm.tirx.PrimFunc) -> bool:
    sch = s_tir.Schedule(func)
    try:
        sch.get_sblock("gemv")
        sch.get_sblock("dequant")
    except ScheduleError:  # the rule contract: None when the function is not ours
        return False
    return True


def _loops_of(sch: s_tir.Schedule, block: s_tir.SBlockRV, names: tuple[str, ...]) -> list:
    """The loops binding the named iter vars of `block` (iter var v_i / vk_1 -> name "i" / "k")."""
    loops = sch.get_loops(block)
    realize = sch.get(loops[-1]).body  # SBlockRealize of `block`
    found = {}
    for iv, val in zip(realize.block.iter_vars, realize.iter_values, strict=True):
        name = iv.var.name.removeprefix("v").lstrip("_")[0]
        for loop in loops:
            lv = sch.get(loop).loop_var
            if any(v.same_as(lv) for v in undefined_vars(val)):
                found[name] = loop
    return [found[n] for n in names]


def _epilogue(sch: s_tir.Schedule) -> s_tir.SBlockRV | None:
    try:
        return sch.get_sblock("bias")
    except ScheduleError:
        return None


RULE = GemvRule()
