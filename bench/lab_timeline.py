"""GPU lab: a decode step's layers as a timeline, CTA by CTA -- where a Qwen layer's ~23 us go
(issue 11; bench/results/residency/: under PDL a kernel's CTAs start early only where the kernel
before leaves room, and the per-kernel profile cannot say which CTAs end last, or why).

  python bench/lab_timeline.py build OUTDIR   # here (tvm + nvcc)
  python bench/lab_timeline.py run OUTDIR     # on the GPU host: torch + apache-tvm-ffi + the
                                              # bundled TVM runtime libs; no tvm import

LAYERS layers of the Qwen2.5-0.5B shape (bf16, random weights, each layer its own, so they come
from DRAM as in the step), each the step's five kernels with PDL, in one CUDA graph: qkv + norm
+ RoPE + K/V append, split attention, wo + residual, gate_up + norm + SiLU x up, down +
residual, built as the step builds them (default plans, pdl=True). Twice: plain, and with the
four GEMVs in their trace form (schedules.cuda.gemv_mma.TRACE: thread 0's global timer at entry,
after griddepcontrol.wait, after the K loop, after the stores, and the CTA's SM) and split
attention in its (attention.kernel(trace=True), attention.TRACE: each live chunk CTA's start,
staging (after its wait), scores, softmax, P.V and arrival, and its row group's merge; the
partials' unused columns, so the same output bits). M rows at
positions LENGTH - M .. LENGTH - 1, the cache filled below.

Checks (exit 1 if one fails): the traced chain's output bitwise equal to the plain chain's (the
stamps change no arithmetic); a weight changed by one ulp changes it (negative control); every CTA's
events in order. Reported per kernel (medians over the middle layers and TRACE_RUNS replays), ns:
`added` from the previous kernel's last store to this one's (for wo: from its own first wait-return;
attention's own row, analyse_attn, from qkv's last store); `release` from that last store to the
first wait-return; `early` CTAs that entered before it; the critical CTA (the last to store): when
it entered, returned from its wait, left its loop, relative to the previous kernel's last store, and
how many CTAs shared its SM; the loop (wait-return to loop end) and tail (loop end to stores)
medians. Plus each chain's replay time (what the stamps cost). Then, at each of VARIANT_CASES, each
VARIANTS kernel (mapping knobs of gemv_mma.kernel, or `tiles`: the plan's output tiles a warp) in
its role's place, plain and traced: both outputs bitwise equal to the plain chain's (a check); the
plain chain with the variant timed against the plain chain as built, alternating (the decisive
number: the stamps cost the register-ring and shared-memory forms differently, TL2: gate_up's ring
in shared memory looked 1.6 us a layer faster traced but the step, q26_gu4, was not); the traced
one's role row. $OUT/lab_timeline.json.
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import replace
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(_HERE), str(_HERE.parent), str(Path.cwd())]

from lab_attention import capture, export, lab_finish, lab_main, lab_start  # noqa: E402

HIDDEN, FFN, HQ, HKV, HD, CTX, EPS = 896, 4864, 14, 2, 64, 4096, 1e-6
LAYERS = 24
CASES = ((1, 512), (8, 512), (16, 512), (1, 4096), (8, 4096))  # (M, LENGTH)
TRACE_RUNS = 5
GEMVS = {  # role -> the op's params, as the step's manifest has them
    "qkv": dict(
        n=HQ * HD + 2 * HKV * HD,
        k=HIDDEN,
        bias=True,
        norm=EPS,
        epilogue="rope_kv",
        n_heads=HQ,
        n_kv_heads=HKV,
        head_dim=HD,
        max_ctx=CTX,
    ),
    "wo": dict(n=HIDDEN, k=HIDDEN, bias=False, epilogue="residual"),
    "gate_up": dict(n=2 * FFN, k=HIDDEN, bias=False, norm=EPS, epilogue="silu_mul"),
    "down": dict(n=HIDDEN, k=FFN, bias=False, epilogue="residual"),
}
# Variants, each in the chain in its roles' places at VARIANT_CASES: {role: keywords} (a GEMV's:
# gemv_mma.kernel's; `tiles`, `parts`: the plan's tile_n, parts). TL1 / TL2 ran
# xdepth 3 and l2=False on gate_up and down, wring 7 on gate_up (bench/results/timeline/).
# TL3 (bench/results/timeline/tl3) ranked qkv epi_late, gate_up's ring in shared memory (4, or 7
# at 8 tiles), down's (8) and l2_partner on gate_up / qkv as the step did. Role "attn": split
# attention's keywords (attention.kernel); PROBES: timing probes, not exact (their output must
# differ from the chain's: checked), never a build's form.
# TL4 / TL5: the merge as a second kernel +3-9%, no merge at all -6..-19%, the merge's loads in
# wo +17..+65% at M=8 (attention.kernel's probe_no_merge; TL5's wo probe, a dropped design, is
# in git history: 16efefe). TL6: split attention's mapping knobs and a few GEMV forms, screened
# at the lab's ~0.3% (the step A/B had measured them at ~1-2%), and what gate_up's and down's
# K loops wait on (gemv_mma's probe: no_w -9% M=1 @512, no_x -1%). TL7: one MMA a k-step
# instead of three (the exact split's): -14%. TL8: two of the three, and how far a probe's
# output is from the chain's.
# TL9: W as the MMA's A operand (x1, x2 on the MMA's k halves against the same weights: half
# the MMAs at M <= 8) was 0.1-3.7% slower (git history: 83dc833). TL10: one accumulator a part
# (chains of MMAs half as deep): down 0%, gate_up +4-5% (spills). TL11: the MMAs without the
# split's later parts (gemv_mma's probe dup_part) against one MMA a k-step (one_part).
# TL12: both k-steps' parts made before the block's first MMA (gemv_mma's split_early, a
# mapping): same bits, +0.2..+0.7% (removed; git history ba769cd). TL13: x1 as x's upper 16
# bits (a plan field x1 "rz": a byte permute for a conversion; a new order): -0.2..+0.3%
# (removed). TL14: the K loop unrolled whole (gemv_mma's mapping knob unroll_k: its guards
# constants; NC3: branches and predicates as many stall samples as the MMAs), one_part as the
# reference. TL15: split attention's SMs (128 live CTAs two a SM on 65 SMs). TL16 (call H36):
# attention alone on its SM (80 KB of dynamic shared memory beside its 37 KB; the chain -0.3..0%,
# the step -0.3..-2.1%: attention.kernel's solo, its default since), and its merger with 32
# partials in flight a lane (159 registers: +1.5% M=8 @512, +12% M=16, +20% M=8 @4096).
# H38: the merge's partials copied into shared memory by cp.async in one round trip (147 KB a
# CTA): same bits, +1..+30% (attention.kernel's merge_smem, removed; git history 0a12a4d).
# TL17: TL15's M=1 arrival (barrier + fence + atomic: 1.8 us median at M=1 @512, 0.8 at M=8)
# with wo's and gate_up's L2 weight prefetch off (issued before their PDL waits, while attention
# fences): does the prefetch stream slow the fence? (traced attention rows in both variants)
# wo_trigger_waited: wo's launch_dependents after its wait (gemv_mma's trigger_waited), so
# gate_up starts, and prefetches, only once attention has ended.
VARIANTS = {
    "attn_paired": {"attn": {"solo": False}},  # before H36: two CTAs an SM where they fit
    "gu_no_l2": {"gate_up": {"l2": False}},
    "wo_gu_no_l2": {"wo": {"l2": False}, "gate_up": {"l2": False}},
    "wo_trigger_waited": {"wo": {"trigger_waited": True}},
}
PROBES = ()  # a new order or a probe: outputs differ
VARIANT_CASES = CASES
AB_ROUNDS = 5  # alternating timings of the chain as built and with a variant


# -- build (here: tvm) ---------------------------------------------------------------------------
def build(out: Path) -> None:
    from speccc.schedules.cuda import attention, gemv_mma

    funcs, meta = {}, {"gemv": {}, "layers": LAYERS, "cases": CASES, "variants": VARIANTS}
    for role, p in GEMVS.items():
        p = dict(p, wdtype="bfloat16")
        plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
        for traced in (False, True):
            funcs[f"{role}_{'traced' if traced else 'plain'}"] = gemv_mma.kernel(
                p, plan, True, trace=traced
            )
        meta["gemv"][role] = _shape(p, plan)
    meta["variant_gemv"] = {}
    aplan = attention.default_plan(HD, CTX)
    for name, roles in VARIANTS.items():
        for role, kw in roles.items():
            key = f"{name}__{role}"  # its kernels KEY_plain, KEY_traced
            if role == "attn":  # untraced, as the chain's attention
                funcs[f"{key}_plain"] = funcs[f"{key}_traced"] = attention.kernel(
                    HQ, HKV, HD, CTX, aplan, True, **kw
                )
                continue
            p, kw = dict(GEMVS[role], wdtype="bfloat16"), dict(kw)
            plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
            plan = replace(
                plan, tile_n=kw.pop("tiles", plan.tile_n), parts=kw.pop("parts", plan.parts)
            )
            for traced in (False, True):
                funcs[f"{key}_{'traced' if traced else 'plain'}"] = gemv_mma.kernel(
                    p, plan, True, trace=traced, **kw
                )
            meta["variant_gemv"][key] = _shape(p, plan)
    funcs["attn"] = attention.kernel(HQ, HKV, HD, CTX, aplan, True)
    funcs["attn_traced"] = attention.kernel(HQ, HKV, HD, CTX, aplan, True, trace=True)
    meta["attn_split"], meta["attn_trace"] = aplan.split, list(attention.TRACE)
    meta["attn_chunk"] = aplan.chunk
    meta["trace"], meta["trace_slots"] = list(gemv_mma.TRACE), gemv_mma.TRACE_SLOTS
    export(out, funcs, meta)


def _shape(p: dict, plan) -> dict:
    from speccc.schedules.cuda import gemv_mma

    return {
        "ctas": -(-p["n"] // (8 * plan.tile_n)),
        "blocks": p["k"] // gemv_mma.BLOCK // plan.warps,  # K blocks a warp: traced each
        "plan": str(plan),
    }


# -- run (GPU host: torch + tvm_ffi + the bundled runtime) --------------------------------------
class Chain:
    """LAYERS layers' tensors and their calls, as the step's program (a layer's weights its own)."""

    def __init__(self, mod, meta: dict, m: int, length: int):
        import torch

        g = torch.Generator(device="cuda").manual_seed(0)

        def rnd(*shape, scale=1.0, dtype=torch.float32):
            return (torch.randn(*shape, device="cuda", generator=g) * scale).to(dtype)

        bf = torch.bfloat16
        self.mod, self.meta, self.m = mod, meta, m
        self.pos = torch.arange(length - m, length, dtype=torch.int32, device="cuda")
        theta = torch.arange(CTX, device="cuda")[:, None] / 1e6 ** (
            torch.arange(0, HD, 2, device="cuda")[None] / HD
        )
        self.cos, self.sin = theta.cos().float().contiguous(), theta.sin().float().contiguous()
        self.x0 = rnd(m, HIDDEN)
        nqkv = GEMVS["qkv"]["n"]
        self.layers = [
            {
                "g1": 1 + rnd(HIDDEN, scale=0.1),
                "wqkv": rnd(nqkv, HIDDEN, scale=0.03, dtype=bf),
                "bqkv": rnd(nqkv, scale=0.1),
                "kc": rnd(CTX, HKV, HD),
                "vc": rnd(CTX, HKV, HD),
                "q": torch.empty(m, HQ, HD, device="cuda"),
                "part": torch.zeros(m, HQ, meta["attn_split"], HD + 4, device="cuda"),
                "cnt": torch.zeros(m, HKV, dtype=torch.int32, device="cuda"),
                "att": torch.empty(m, HIDDEN, device="cuda"),
                "wo": rnd(HIDDEN, HIDDEN, scale=0.03, dtype=bf),
                "mid": torch.empty(m, HIDDEN, device="cuda"),
                "g2": 1 + rnd(HIDDEN, scale=0.1),
                "wgu": rnd(2 * FFN, HIDDEN, scale=0.03, dtype=bf),
                "act": torch.empty(m, FFN, device="cuda"),
                "wd": rnd(HIDDEN, FFN, scale=0.02, dtype=bf),
                "out": torch.empty(m, HIDDEN, device="cuda"),
                "tr": {  # per role, and per variant
                    r: torch.zeros(
                        c["ctas"],
                        meta["trace_slots"] + c["blocks"],
                        dtype=torch.uint64,
                        device="cuda",
                    )
                    for r, c in (meta["gemv"] | meta["variant_gemv"]).items()
                },
            }
            for _ in range(LAYERS)
        ]

    def call(self, traced: bool, variant: str | None = None) -> None:
        """The LAYERS layers' launches; `variant`: that VARIANTS entry's kernels in their roles."""
        kind = "traced" if traced else "plain"
        f = {r: self.mod[f"{r}_{kind}"] for r in GEMVS}
        f["attn"] = self.mod["attn_traced" if traced else "attn"]
        roles = {} if variant is None else VARIANTS[variant]
        for role in roles:
            f[role] = self.mod[f"{variant}__{role}_{kind}"]
        x = self.x0
        for L in self.layers:
            tr = {r: ([L["tr"][b]] if traced else []) for r, b in self.buffers(variant).items()}
            rope = (self.pos, self.cos, self.sin, L["kc"], L["vc"])
            f["qkv"](x, L["g1"], L["wqkv"], L["bqkv"], *rope, L["q"], *tr["qkv"])
            f["attn"](L["q"], L["kc"], L["vc"], self.pos, L["att"], L["part"], L["cnt"])
            f["wo"](L["att"], L["wo"], x, L["mid"], *tr["wo"])
            f["gate_up"](L["mid"], L["g2"], L["wgu"], L["act"], *tr["gate_up"])
            f["down"](L["act"], L["wd"], L["mid"], L["out"], *tr["down"])
            x = L["out"]

    def graph(self, traced: bool, variant: str | None = None):
        return capture(lambda: self.call(traced, variant))

    @staticmethod
    def buffers(variant: str | None) -> dict:
        """Role -> its trace buffer's key (the variant's in its role)."""
        roles = {} if variant is None else VARIANTS[variant]
        return {r: f"{variant}__{r}" if r in roles else r for r in GEMVS}

    def events(self, variant: str | None = None) -> list[dict]:
        """Per layer, per traced role: [CTAs, slots] int64 (ns ..., SM); "attn" (where the
        chain's attention is the traced kernel): attn_events."""
        import torch

        keys = self.buffers(variant)
        traced_attn = variant is None or "attn" not in VARIANTS[variant]
        return [
            {r: L["tr"][keys[r]].view(torch.int64).cpu() for r in GEMVS}
            | ({"attn": self.attn_events(L)} if traced_attn else {})
            for L in self.layers
        ]

    def attn_events(self, layer: dict):
        """Split attention's events (attention.TRACE, kernel(trace=True): thread 0's global
        timer, left in the partials' unused columns) of one layer's live chunk CTAs: [CTAs,
        events + 1] int64, ns but the last column. Column events - 1 is the end of the merge of
        the CTA's (row, KV group), which only the CTA that arrived last writes: the latest such
        stamp among the group's chunks (the others are older replays'). The last column is the
        CTA's SM, which the kernel leaves in event 1's high half (that half taken from event
        0's, plus one where the low half wrapped between them)."""
        import torch

        ne, g_, chunk = len(self.meta["attn_trace"]), HQ // HKV, self.meta["attn_chunk"]
        w = layer["part"][..., HD + 2 : HD + 4].contiguous().view(torch.int32).to(torch.int64)
        lo, hi = (w[..., 0] & 0xFFFFFFFF).cpu(), w[..., 1].cpu()  # [m, hq, chunks]
        rows = []
        for r, p in enumerate(self.pos.tolist()):
            n = -(-(p + 1) // chunk)  # the row's live chunks
            for g in range(HKV):
                lo_e = lo[r, g * g_ : g * g_ + ne, :n].T  # [n, events]: head g * G + i
                hi_e = hi[r, g * g_ : g * g_ + ne, :n].T.clone()
                sm = hi_e[:, 1].clone()
                hi_e[:, 1] = hi_e[:, 0] + (lo_e[:, 1] < lo_e[:, 0]).long()
                e = lo_e | (hi_e << 32)
                e[:, ne - 1] = e[:, ne - 1].max()
                rows.append(torch.cat([e, sm[:, None]], 1))
        return torch.cat(rows)


def analyse_attn(ev, t0: int, names: list[str], qkv_sm=None) -> dict:
    """One layer's traced attention (Chain.attn_events) against qkv's last store t0, ns: when
    its live CTAs started (first, last: under PDL before t0), each phase between two events
    (median and max over the CTAs), the events of the CTA that arrived last (crit_), the last
    arrival and the last merge's end (merged: what the layer waits for before wo). SMs: how
    many the live CTAs ran on, the most live CTAs on one, how many shared the critical CTA's,
    and (qkv_sm: the SM of each of the layer's qkv CTAs) how many qkv CTAs ran on it."""
    ne = len(names)
    crit = int(ev[:, ne - 2].argmax())
    sm = ev[:, ne]
    row = {
        "ctas": ev.shape[0],
        "first_start": int(ev[:, 0].min()) - t0,
        "last_start": int(ev[:, 0].max()) - t0,
        "sms": int(sm.unique().numel()),
        "max_sm_ctas": int(sm.unique(return_counts=True)[1].max()),
        "crit_sm_ctas": int((sm == sm[crit]).sum()),
    }
    if qkv_sm is not None:
        row["crit_sm_qkv"] = int((qkv_sm == sm[crit]).sum())
    for j in range(1, ne - 1):
        phase = ev[:, j] - ev[:, j - 1]
        row[f"{names[j]}_med"] = float(phase.double().median())
        row[f"{names[j]}_max"] = int(phase.max())
    row |= {f"crit_{names[j]}": int(ev[crit, j]) - t0 for j in range(ne - 1)}
    row["last_arrived"] = int(ev[:, ne - 2].max()) - t0
    row["merged"] = int(ev[:, ne - 1].max()) - t0
    return row


def analyse(layers: list[dict], order_ok: list, attn_names: list[str] | None = None) -> dict:
    """The report's numbers for one replay's events (see the module docstring), per role,
    medians over layers 2 .. LAYERS - 3 (each layer's qkv against the previous layer's down);
    "attn" (analyse_attn) where the events have it."""
    E, W, LP, S, SM = range(5)  # entry, waited, looped, stored, SM
    out: dict[str, dict[str, list[float]]] = {}
    for i in range(2, LAYERS - 2):
        cur, prev = layers[i], layers[i - 1]
        if "attn" in cur:
            a = cur["attn"]
            ne = len(attn_names)  # start .. arrived in order (then the merge, the SM)
            order_ok.append(bool((a[:, 1 : ne - 1] >= a[:, : ne - 2]).all()))
            row = analyse_attn(a, int(cur["qkv"][:, S].max()), attn_names, cur["qkv"][:, SM])
            for k, v in row.items():
                out.setdefault("attn", {}).setdefault(k, []).append(v)
        before = {"qkv": prev["down"], "wo": None, "gate_up": cur["wo"], "down": cur["gate_up"]}
        for role, ev in ((r, e) for r, e in cur.items() if r != "attn"):
            steps = (ev[:, E] <= ev[:, W]) & (ev[:, W] <= ev[:, LP]) & (ev[:, LP] <= ev[:, S])
            order_ok.append(bool(steps.all()))
            t0 = int(before[role][:, S].max()) if before[role] is not None else int(ev[:, W].min())
            crit = int(ev[:, S].argmax())
            sm = ev[:, SM]
            row = {
                "added": int(ev[:, S].max()) - t0,
                "release": int(ev[:, W].min()) - t0,
                "early": int((ev[:, E] < t0).sum()),
                "ctas": ev.shape[0],
                "sms": int(sm.unique().numel()),
                "crit_entry": int(ev[crit, E]) - t0,
                "crit_waited": int(ev[crit, W]) - t0,
                "crit_looped": int(ev[crit, LP]) - t0,
                "crit_sm_ctas": int((sm == sm[crit]).sum()),
                "loop_med": float((ev[:, LP] - ev[:, W]).median()),
                "tail_med": float((ev[:, S] - ev[:, LP]).median()),
            }
            blocks = ev[:, 5:] - ev[:, W : W + 1]  # warp 0's blocks done, after its wait-return
            row |= {
                **{f"crit_b{b}": int(blocks[crit, b]) for b in range(blocks.shape[1])},
                **{f"med_b{b}": float(blocks[:, b].median()) for b in range(blocks.shape[1])},
            }
            if role == "wo":  # attention (untraced): qkv's last store to wo's first wait-return
                row["attn_window"] = int(ev[:, W].min()) - int(cur["qkv"][:, S].max())
            for k, v in row.items():
                out.setdefault(role, {}).setdefault(k, []).append(v)
    return out


def timeline(ch: Chain, graph, order_ok: list, variant: str | None = None) -> dict:
    """analyse() over TRACE_RUNS replays of `graph` (traced), medians per role and column."""
    import torch

    runs = []
    for _ in range(TRACE_RUNS):
        graph.replay()
        torch.cuda.synchronize()
        runs.append(analyse(ch.events(variant), order_ok, ch.meta["attn_trace"]))
    return {
        role: {k: statistics.median(v for r in runs for v in r[role][k]) for k in runs[0][role]}
        for role in runs[0]
    }


def raw_events(layer: dict) -> dict:
    """One layer's events per role as lists, the times from the layer's first qkv entry."""
    t0 = int(layer["qkv"][:, 0].min())
    out = {}
    for role, ev in layer.items():
        ev = ev.clone()
        if role == "attn":  # every column a time but the last, the SM (Chain.attn_events)
            ev[:, :-1] -= t0
        else:
            ev[:, :4] -= t0
            ev[:, 5:] -= t0
        out[role] = ev.tolist()
    return out


def show(report: dict, roles) -> None:
    cols = [c for c in report["gate_up"] if not c.startswith(("crit_b", "med_b"))]
    print(f"  {'ns':16s}" + "".join(f"{c:>13s}" for c in cols))
    for label, role in roles:
        print(f"  {label:16s}" + "".join(f"{report[role].get(c, 0):13.0f}" for c in cols))
    for label, role in roles:  # warp 0's K blocks, ns after its wait-return
        r = report[role]
        for kind in ("crit", "med"):
            b = [f"{r[c]:.0f}" for c in r if c.startswith(f"{kind}_b")]
            print(f"    {label} {kind} blocks after the wait: {' '.join(b)}")
    if "attn" in report:  # the traced attention, ns from qkv's last store
        print("  attn " + ", ".join(f"{k} {v:.0f}" for k, v in report["attn"].items()))


def run(out: Path) -> int:
    import torch

    from bench.gpu_common import cuda_time_ms

    meta, mod, res, t0 = lab_start(out)
    ok = True

    def bits(ch):
        torch.cuda.synchronize()
        return ch.layers[-1]["out"].view(torch.int32).clone()

    for m, length in CASES:
        key = f"M={m} L={length}"
        ch = Chain(mod, meta, m, length)
        plain, traced = ch.graph(False), ch.graph(True)
        plain.replay()
        y_plain = bits(ch)
        traced.replay()
        same = torch.equal(y_plain, bits(ch))
        w = ch.layers[LAYERS // 2]["wgu"]  # negative control: one weight one ulp up
        keep = w[0, 0].clone()
        w.view(torch.int16)[0, 0] += 1
        plain.replay()
        seen = not torch.equal(y_plain, bits(ch))
        w[0, 0] = keep
        graphs = (("plain", plain), ("traced", traced))
        ms = {n: cuda_time_ms(g.replay, iters=30) for n, g in graphs}
        order_ok: list = []
        report = timeline(ch, traced, order_ok)
        case_ok = same and seen and all(order_ok)
        res[key] = {
            "ok": case_ok,
            "traced_equals_plain": same,
            "negative_control_seen": seen,
            "events_in_order": all(order_ok),
            "replay_ms": ms,
            "ns": report,
            # the last replay's raw events of the middle layer, ns from its qkv's first entry
            # (columns: gemv_mma.TRACE, SM, then warp 0's K blocks), for offline reading
            "layer_events": raw_events(ch.events()[LAYERS // 2]),
        }
        print(
            f"{key}: traced == plain {same}, 1-ulp weight seen {seen}, events in order "
            f"{all(order_ok)}; replay {ms['plain']:.3f} ms plain, {ms['traced']:.3f} traced "
            f"({LAYERS} layers)"
        )
        show(report, [(r, r) for r in GEMVS])
        print(
            f"  attention window (qkv's last store to wo's first wait-return): "
            f"{report['wo']['attn_window']:.0f} ns"
        )
        if (m, length) in VARIANT_CASES:  # each variant in its role's place
            for name, roles in VARIANTS.items():
                v_plain, v_traced = ch.graph(False, name), ch.graph(True, name)
                v_same = []
                for g in (v_plain, v_traced):
                    if name in PROBES:  # attention's output, which the probe leaves unwritten,
                        for L in ch.layers:  # poisoned first (TL4: still the last replay's)
                            L["att"].fill_(float("nan"))
                    g.replay()
                    v_same.append(torch.equal(y_plain, bits(ch)))
                y = ch.layers[-1]["out"].float()  # the traced probe's output (the last replay)
                ref = y_plain.view(torch.float32)
                rel = float((y - ref).abs().max() / ref.abs().max())
                base_ms, v_ms = [], []
                for _ in range(AB_ROUNDS):  # alternating: the chain as built, then the variant
                    base_ms.append(cuda_time_ms(plain.replay, iters=20))
                    v_ms.append(cuda_time_ms(v_plain.replay, iters=20))
                b, v = statistics.median(base_ms), statistics.median(v_ms)
                v_report = timeline(ch, v_traced, order_ok, name)
                exact = name not in PROBES  # a probe's output must differ (it skips work)
                case_ok &= all(x == exact for x in v_same) and all(order_ok)
                tr_ms = cuda_time_ms(v_traced.replay, iters=20)
                res[key][name] = {
                    "same_bits_plain_traced": v_same,
                    "max_rel_diff": rel,  # max |output - the chain's| / max |the chain's|
                    "plain_ms": {"built": base_ms, "variant": v_ms},
                    "traced_ms": tr_ms,
                    "ns": v_report,
                }
                print(
                    f"  {name}: same bits {v_same}, plain replay {v:.4f} ms against {b:.4f} "
                    f"as built ({(v / b - 1) * 100:+.1f}%), traced {tr_ms:.3f}, max rel diff "
                    f"{rel:.1e}"
                )
                show(v_report, [(f"{name}:{r}" if r in roles else r, r) for r in GEMVS])
                print(f"  attention window: {v_report['wo']['attn_window']:.0f} ns")
        res[key]["ok"] = case_ok
        ok &= case_ok
    return lab_finish("lab_timeline", res, ok, t0)


if __name__ == "__main__":
    sys.exit(lab_main(__doc__, build, run))
