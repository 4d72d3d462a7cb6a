"""bench/lab_timeline.py and the GEMV's trace form, checked without a GPU: the lab's plain
kernels are the step's own (the same CUDA as a default build's), the traced ones differ only by
the clock reads and the trace stores (the same MMAs, reductions and stores of Y), and both keep
the PDL order (no stamp-store before the wait) and the M rule."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from speccc.schedules.cuda import gemv_mma

from speccc.passes.check_m_flow import m_flow_violations
from speccc.passes.check_pdl_order import pdl_order_violations

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import lab_timeline  # noqa: E402

from tests.cuda_source import kernel_bodies  # noqa: E402


def _kernels(role: str) -> dict:
    p = dict(lab_timeline.GEMVS[role], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    return {"plan": plan, **{t: gemv_mma.kernel(p, plan, True, trace=t) for t in (False, True)}}


THREAD0 = r"\n\s*if \(\(\(int\)threadIdx\.x\) == 0\) \{\n"
STAMP = re.compile(THREAD0 + r"\s*tt_ptr\[[^\n]*\] = speccc_globaltimer\(\);\n\s*\}")
PUT = re.compile(THREAD0 + r"(\s*(int cse_v\d+ = |Tr_ptr\[)[^\n]*\n)+\s*\}")


def _normal(src: str, name: str) -> str:
    """The source with the trace's parts taken out, the kernel's name and CSE numbering neutral."""
    src = PUT.sub("", STAMP.sub("", src))
    src = re.sub(r"\n  alignas\(64\) uint64_t tt_ptr\[\d+\];", "", src)
    src = src.replace(" uint64_t* __restrict__ Tr_ptr,", "")
    src = re.sub(r"cse_v\d+", "cse_v", src.replace(name, "K"))
    return re.sub(r"\n\s*(int|int64_t) cse_v = [^\n]*;", "", src)  # CSE temporaries


def test_trace_form_adds_only_clocks_and_trace_stores():
    for role, roles in (("qkv", None), ("gate_up", ["act", "weight", "weight", "act"])):
        k = _kernels(role)
        src = kernel_bodies({"plain": k[False], "traced": k[True]})
        plain, traced = src["plain"], src["traced"]
        assert "speccc_globaltimer" not in plain and "Tr_ptr" not in plain
        blocks = lab_timeline.GEMVS[role]["k"] // gemv_mma.BLOCK // k["plan"].warps
        assert traced.count("speccc_globaltimer()") > len(gemv_mma.TRACE)  # + the blocks'
        assert traced.count("Tr_ptr[") == gemv_mma.TRACE_SLOTS + blocks
        assert _normal(traced, "traced") == _normal(plain, "plain")  # the rest: the same kernel
        assert _normal(traced.replace("Y_ptr[", "Q_ptr[", 1), "traced") != _normal(plain, "plain")
        assert m_flow_violations(k[True]) == []
        if roles:  # no trace store before the PDL wait (Tr: written, like an activation)
            assert pdl_order_violations(k[True], roles) == []


def test_the_labs_plain_kernels_are_the_steps():
    """The plain chain calls gemv_mma.kernel with the default plan and pdl, as a build does
    (speccc.schedules.cuda.gemv_mma.GemvMma.generate with no knobs)."""
    from speccc.schedules.registry import make_kernel, plan_for

    from speccc.ir import target as tg

    with tg.model_target("cuda", {"matrix": "bfloat16"}) as t:
        for role, p in lab_timeline.GEMVS.items():
            p = dict(p, wdtype="bfloat16")
            built = make_kernel("gemv", p, t, plan_for("gemv", p, t))
            assert built.script() == _kernels(role)[False].script(), role


def test_epi_late_loads_the_rope_inputs_after_the_wait():
    """epi_late (a mapping knob): qkv's pos, cos and sin loads move from before
    griddepcontrol.wait to after it and the first X loads; the plain kernel keeps them before."""
    p = dict(lab_timeline.GEMVS["qkv"], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    src = kernel_bodies(
        {
            "base": gemv_mma.kernel(p, plan, True),
            "late": gemv_mma.kernel(p, plan, True, epi_late=True),
        }
    )
    for name, before in (("base", True), ("late", False)):
        body = src[name]
        wait = body.index("griddepcontrol_wait()")
        for load in ("Pos_ptr[", "Cos_ptr[", "Sin_ptr["):
            assert (body.index(load) < wait) == before, (name, load)
    late = src["late"]
    assert late.index("Cos_ptr[") > late.index("X_ptr", late.index("griddepcontrol_wait()"))


def test_trigger_waited_moves_launch_dependents_after_the_wait():
    """trigger_waited (a mapping knob): wo's launch_dependents moves from its entry to right
    after griddepcontrol.wait; everything else is the plain kernel's, line for line."""
    p = dict(lab_timeline.GEMVS["wo"], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    src = kernel_bodies(
        {
            "base": gemv_mma.kernel(p, plan, True),
            "trig": gemv_mma.kernel(p, plan, True, trigger_waited=1),
        }
    )
    call = "tvm_builtin_ptx_griddepcontrol_launch_dependents();"
    for name, before in (("base", True), ("trig", False)):
        body = src[name]
        assert body.count(call) == 1, name
        assert (body.index(call) < body.index("griddepcontrol_wait()")) == before, name
    trig = src["trig"]
    assert trig[trig.index("griddepcontrol_wait()") :].split("\n")[1].strip() == call
    lines = {
        k: [x.strip() for x in v.replace(k, "K").split("\n") if call not in x]
        for k, v in src.items()
    }
    assert lines["trig"] == lines["base"]


def test_l2_partner_prefetches_the_last_ctas_rows_before_the_wait():
    """l2_partner=P (a mapping knob): CTAs bx < P add, before griddepcontrol.wait, one bulk L2
    prefetch a row of CTA bx + NCTA - P's weights; nothing else changes, and P must leave the
    partners distinct (<= NCTA / 2)."""
    import pytest

    p = dict(lab_timeline.GEMVS["gate_up"], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    ncta = p["n"] // (8 * plan.tile_n)
    src = kernel_bodies(
        {
            "base": gemv_mma.kernel(p, plan, True),
            "part": gemv_mma.kernel(p, plan, True, l2_partner=76),
        }
    )
    pre = {k: v[: v.index("griddepcontrol_wait()")] for k, v in src.items()}
    assert pre["part"].count("prefetch_L2") == pre["base"].count("prefetch_L2") + plan.tile_n
    guard = pre["part"].index("if (((int)blockIdx.x) < 76) {")
    rows = 8 * plan.tile_n // 2  # a CTA's gate rows (then the matching up rows)
    words = (ncta - 76) * rows * p["k"] // 2  # CTA bx + 228's first row: 2 bf16 a 32-bit word
    assert f"+ {words})" in pre["part"][guard:]
    strip = re.compile(r"\n  if \(\(\(int\)blockIdx\.x\) < 76\) \{\n(    [^\n]*\n)*  \}")
    assert strip.sub("", src["part"]).replace("part", "K") == src["base"].replace("base", "K")
    assert src["part"] != src["base"]
    with pytest.raises(ValueError, match="l2_partner"):
        gemv_mma.kernel(p, plan, True, l2_partner=ncta // 2 + 1)


def test_attention_probe_leaves_out_the_merge_kernel_only():
    """attention probe_no_merge (the lab's timing probe, not exact): merge="kernel"'s chunk
    kernel without its merge kernel; no knob reaches it, and other merges refuse it."""
    import pytest
    from speccc.schedules.cuda import attention

    from tests.cuda_source import cuda_source

    plan = attention.default_plan(lab_timeline.HD, lab_timeline.CTX)
    args = (lab_timeline.HQ, lab_timeline.HKV, lab_timeline.HD, lab_timeline.CTX, plan, True)
    full = cuda_source({"full": attention.kernel(*args, merge="kernel")})
    probe = cuda_source({"probe": attention.kernel(*args, merge="kernel", probe_no_merge=True)})
    defined = re.compile(r"__global__ void[^;{]* (\w+)\([^;{]*\) \{")
    assert defined.findall(full) == ["full_kernel", "full_kernel_1"]  # chunks, then the merge
    assert defined.findall(probe) == ["probe_kernel"]
    body = {  # the chunk kernel's definition, its CSE numbering neutral
        k: re.search(rf" {k}_kernel\([^;{{]*\) {{.*?\n}}\n", src, re.S).group(0)
        for k, src in (("full", full), ("probe", probe))
    }
    body = {k: re.sub(r"cse_v\d+", "v", v) for k, v in body.items()}
    assert body["probe"] == body["full"].replace("full", "probe")
    assert "probe_no_merge" not in attention.RULE.knobs
    with pytest.raises(ValueError, match="probe_no_merge"):
        attention.kernel(*args, probe_no_merge=True)


def test_loop_probes_drop_the_x_or_the_weight_loads():
    """gemv_mma probe (the lab's timing probes, not a knob): "no_x" loads no X, "no_w" no
    weights and issues no L2 prefetch, "one_part" issues a third of the MMAs; the rest of the
    kernel keeps its loads."""
    import pytest

    p = dict(lab_timeline.GEMVS["gate_up"], wdtype="bfloat16")
    plan = gemv_mma.default_plan("bfloat16", p["n"], p["k"])
    src = kernel_bodies({k: gemv_mma.kernel(p, plan, True, probe=k) for k in gemv_mma.PROBES})
    base = kernel_bodies({"base": gemv_mma.kernel(p, plan, True)})["base"]
    x, w = "(X_ptr + ", "(Wu_ptr + "  # their 16-byte loads
    assert x in base and w in base and "prefetch_L2" in base
    assert x not in src["no_x"] and w in src["no_x"]
    assert w not in src["no_w"] and "Wu_ptr" not in src["no_w"].split(") {", 1)[1]
    assert "prefetch_L2" not in src["no_w"] and x in src["no_w"]
    mma = "mma.sync.aligned.m16n8k16"
    assert base.count(mma) == plan.parts * src["one_part"].count(mma) > 0
    assert "probe" not in gemv_mma.RULE.knobs
    with pytest.raises(ValueError, match="probe"):
        gemv_mma.kernel(p, plan, True, probe="no_y")


def _attn_chain(pos: list[int]):
    """A stand-in for lab_timeline.Chain's attention fields: meta, pos, one layer's partials
    with event i of (row r, group g, chunk c) at 10**6 + 10**4 * r + 1000 * g + 100 * c + 10 * i
    ns in the trace columns, the merge (the last event) only in chunk 0's rows, and an older
    replay's merge stamp in chunk 1's; the CTA's SM (c % 3) in event 1's high half."""
    import types

    import torch
    from speccc.schedules.cuda import attention

    names = list(attention.TRACE)
    hq, hkv, hd, nc = lab_timeline.HQ, lab_timeline.HKV, lab_timeline.HD, 64
    g_, ne = hq // hkv, len(names)
    t = torch.zeros(len(pos), hq, nc, 2, dtype=torch.int64)
    for r in range(len(pos)):
        for g in range(hkv):
            for c in range(nc):
                for i in range(ne):
                    t[r, g * g_ + i, c, 0] = 10**6 + 10**4 * r + 1000 * g + 100 * c + 10 * i
            t[r, g * g_ + ne - 1, 2:, 0] = 0  # no merge stamp but chunk 0's and 1's
            t[r, g * g_ + ne - 1, 1, 0] = 5  # chunk 1: an older replay's merge
            t[r, g * g_ + 1, :, 1] = torch.arange(nc) % 3  # the SM
    part = torch.zeros(len(pos), hq, nc, hd + 4)
    part[..., hd + 2 : hd + 4] = t.to(torch.int32).view(torch.float32)
    meta = {"attn_trace": names, "attn_chunk": attention.CHUNK}
    return types.SimpleNamespace(meta=meta, pos=torch.tensor(pos)), {"part": part}, names


def test_attention_events_of_the_live_chunks_and_their_merge():
    """Chain.attn_events reads each live chunk CTA's events (ceil((pos + 1) / 64) chunks a row
    and KV group) from the partials' trace columns, the group's merge the latest stamp among its
    chunks; analyse_attn's phases and critical CTA are those events' differences."""
    import torch

    ch, layer, names = _attn_chain([100, 130])  # 2 and 3 live chunks
    ev = lab_timeline.Chain.attn_events(ch, layer)
    assert tuple(ev.shape) == ((2 + 3) * lab_timeline.HKV, len(names) + 1)  # + the SM
    first = 10**6 + 10**4 * 1 + 1000 * 1 + 100 * 2  # row 1, group 1, chunk 2: the last CTA
    assert ev[-1, :-2].tolist() == [first + 10 * i for i in range(len(names) - 1)]
    merge = 10**6 + 10**4 * 1 + 1000 * 1 + 10 * (len(names) - 1)  # chunk 0's, not chunk 1's
    assert ev[-1, -2] == merge and ev[-3, -2] == merge
    assert ev[:, -1].tolist() == [0, 1] * 2 + [0, 1, 2] * 2  # the SMs, not in event 1's ns
    qkv_sm = torch.tensor([2, 2, 0, 5])
    row = lab_timeline.analyse_attn(ev, 10**6, names, qkv_sm)
    assert row["ctas"] == 10 and row["first_start"] == 0 and row["last_start"] == first - 10**6
    assert (row["sms"], row["max_sm_ctas"], row["crit_sm_ctas"], row["crit_sm_qkv"]) == (3, 4, 2, 2)
    assert row[f"{names[1]}_med"] == row[f"{names[1]}_max"] == 10
    assert row["crit_start"] == first - 10**6  # the CTA that arrived last
    assert row["last_arrived"] == first + 10 * (len(names) - 2) - 10**6
    assert row["merged"] == merge - 10**6
    raw = lab_timeline.raw_events({"qkv": torch.full((1, 5), 10**6), "attn": ev})["attn"]
    assert raw[-1] == [t - 10**6 for t in ev[-1, :-1].tolist()] + [2]  # the SM left as it is
    ch.pos = torch.tensor([100, 63])  # one live chunk less in the second row
    assert lab_timeline.Chain.attn_events(ch, layer).shape[0] == (2 + 1) * lab_timeline.HKV
