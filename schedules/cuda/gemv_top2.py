"""The top-2 epilogue of the tensor-core GEMV (gemv_mma, epilogue "top2"): the vocabulary
projection also gives each row's top-2 (values, ids), so no top-2 kernel reads the logits back.

The order is speccc.ops.top2's: a larger value first, equal values by the lower id, NaN ranked and
reported as -inf. It is a strict total order on (value, id), so the top-2 of any partition merged
in any order is the same pair: these bits equal the top-2 kernel's, whatever the split.

Per row group of a CTA (after the logits are written):
  1. each thread's logits of the group (tk, ti: value and id, -inf / NO_ID where absent), one
     per epilogue slot j; a warp's 32 slots (one row's 32 consecutive columns) merge by an XOR
     butterfly, and lane 0 keeps the warp's pair in shared memory (wv, wi: slot j * NW + warp);
  2. thread r < ROWS merges its row's OUT / 32 warp pairs, writes the CTA's pair to the
     scratch PV, PI [M, NCTA, 2], fences and counts it on CNT[m]; the CTA that counts last for a
     row (NCTA - 1 before it) marks it in thread r's register;
  3. warp 0 gathers the marks and lists the rows; for each the whole CTA merges the NCTA pairs
     (thread t takes t, t + NT, ..., a butterfly, then warp 0 over the warps' pairs), writes
     val, idx [M, 2] and resets CNT[m] to 0, so a CUDA graph replays cleanly.
M appears only in row guards (uniform over the CTA in step 3) and row indices.
"""

from __future__ import annotations

from types import SimpleNamespace

from speccc.schedules.cuda import top2
from tvm.script import tirx as T

NO_ID = top2.NO_ID


def fits(out: int, rows: int, warps: int) -> bool:
    """Whether a CTA's epilogue slots line up: each warp's 32 slots one row's columns, every
    slot of a row group used (OUT columns a CTA, ROWS rows a group, `warps` warps)."""
    return out % 32 == 0 and (rows * out) % (32 * warps) == 0


def parts(NW: int, OUT: int, ROWS: int, NCTA: int) -> SimpleNamespace:
    """The epilogue's macros for a CTA of NW warps with OUT columns and ROWS rows a group."""
    NT = 32 * NW
    NJ = ROWS * OUT // NT  # epilogue slots a thread
    WPR = OUT // 32  # warps' pairs a row
    om = top2.order_macros(NT)
    insert, warp_merge, warp_state = om.insert, om.warp_merge, om.warp_state
    warps_shuffle, ninf = om.warps_shuffle, om.ninf

    @T.macro
    def clear(tk, ti):
        for j in T.unroll(NJ):
            tk[j] = ninf
            ti[j] = NO_ID

    @T.macro
    def keep(tk, ti, j, value, col):
        # slot j's logit (NaN ranked as -inf) and its id
        tk[j] = T.Select(T.isnan(value), ninf, value)
        ti[j] = T.Cast("int32", col)

    @T.macro
    def cta_pairs(tk, ti, st, si, ot, oi, wv, wi, lk, PV, PI, CNT, bx, rg, M, tx):
        # steps 1 and 2: this CTA's pair of each row of group rg, counted; lk[0] = 1 in thread r
        # when this CTA counted row r last. (No shared store follows a shared load in one
        # condition: the kernel's shared buffers are one merged allocation, and a barrier
        # between them would have to sit inside the condition.)
        for j in T.unroll(NJ):
            st[0] = tk[j]
            si[0] = ti[j]
            st[1] = ninf
            si[1] = NO_ID
            warp_merge(st, si, ot, oi)
            if tx % 32 == 0:
                for i in T.unroll(2):
                    wv[j * NW + tx // 32, i] = st[i]
                    wi[j * NW + tx // 32, i] = si[i]
        T.tvm_storage_sync("shared")
        lk[0] = 0
        if tx < ROWS:
            if rg * ROWS + tx < M:
                for i in T.unroll(2):
                    st[i] = wv[tx * WPR, i]
                    si[i] = wi[tx * WPR, i]
                for q in T.serial(1, WPR):
                    for i in T.unroll(2):  # via registers: no shared load in a branch
                        ot[i] = wv[tx * WPR + q, i]
                        oi[i] = wi[tx * WPR + q, i]
                    for i in T.unroll(2):
                        insert(st, si, ot[i], oi[i])
                for i in T.unroll(2):
                    PV[rg * ROWS + tx, bx, i] = st[i]
                    PI[rg * ROWS + tx, bx, i] = si[i]
                T.cuda.thread_fence()
                lk[0] = T.Cast(
                    "int32", T.cuda.atomic_add(T.address_of(CNT[rg * ROWS + tx]), 1) == NCTA - 1
                )
        T.tvm_storage_sync("shared")

    @T.macro
    def merge_rows(st, si, ot, oi, sv, sx, rows, nm, lk, fl, cn, PV, PI, CNT, Val, Idx, rg, tx):
        # step 3: warp 0 gathers the rows this CTA counted last (threads 0..ROWS-1's lk) and
        # lane 0 lists them; each is then merged by the whole CTA, in a loop over the list, so
        # the barriers sit in no condition and a CTA that counted no row last passes one
        if tx < 32:
            cn[0] = 0
            for r in T.unroll(ROWS):
                fl[0] = T.tvm_warp_shuffle(T.uint32(0xFFFFFFFF), lk[0], r, 32, 32)
                if tx == 0 and fl[0] == 1:
                    rows[cn[0]] = r
                    cn[0] = cn[0] + 1
            if tx == 0:
                nm[0] = cn[0]
        T.tvm_storage_sync("shared")
        cn[0] = nm[0]
        for q in T.serial(cn[0]):
            fl[0] = rows[q]
            T.cuda.thread_fence()
            for i in T.unroll(2):
                st[i] = ninf
                si[i] = NO_ID
            for c in T.serial(-(-NCTA // NT)):
                if c * NT + tx < NCTA:
                    for i in T.unroll(2):
                        ot[i] = PV[rg * ROWS + fl[0], c * NT + tx, i]
                        oi[i] = PI[rg * ROWS + fl[0], c * NT + tx, i]
                    for i in T.unroll(2):
                        insert(st, si, ot[i], oi[i])
            warp_state(st, si, ot, oi, sv, sx, tx)
            T.tvm_storage_sync("shared")
            if tx < 32:
                warps_shuffle(st, si, ot, oi, sv, sx, tx)
                if tx == 0:
                    for i in T.unroll(2):
                        Val[rg * ROWS + fl[0], i] = st[i]
                        Idx[rg * ROWS + fl[0], i] = si[i]
                    CNT[rg * ROWS + fl[0]] = 0
            T.tvm_storage_sync("shared")

    return SimpleNamespace(NJ=NJ, WPR=WPR, clear=clear, keep=keep, cta_pairs=cta_pairs,
                           merge_rows=merge_rows)  # fmt: skip
