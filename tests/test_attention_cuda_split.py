"""Split-KV cuda attention (schedules/cuda/attention.py), checked without a GPU.

It builds for sm_90 at the Qwen2.5-0.5B, SmolLM2-135M and tiny shapes and is the compiler's
choice for them; nvcc compiles the generated source and ptxas spills no register; M appears only
where the rule allows it (check_m_flow), and a planted variant whose chunk length depends on M is
flagged; the family's scratch matches the kernel's trailing arguments. The bitwise checks against
the single-CTA kernel run on the GPU: bench/lab_attention.py and bench/gpu_parity.py.
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
import tvm
from speccc.schedules.cuda import attention as split
from speccc.schedules.registry import make_kernel, plan_for

from speccc.ir.graph import ROWS
from speccc.ir.plan import ReductionPlan
from speccc.ir.target import get_target
from speccc.ops.attention import FAMILY
from speccc.passes.check_m_flow import m_flow_violations
from tests.cuda_source import cuda_source as source_of
from tests.cuda_source import kernel_bodies

SHAPES = {  # name: (n_heads, n_kv_heads, head_dim, max_ctx)
    "qwen2.5-0.5b": (14, 2, 64, 4096),
    "smollm2-135m": (9, 3, 64, 4096),
    "tiny": (4, 2, 16, 256),
}
CHUNK_LET = {  # rows of a CTA: the chunk-length binding of that kernel
    1: "n_valid: T.let[T.int32] = T.min(64, n_len - c * 64)",
    2: "n_valid: T.let[T.int32] = T.min(64, nl[0] - c * 64)",
}


def _params(name: str) -> dict:
    hq, hkv, hd, ctx = SHAPES[name]
    return {"n_heads": hq, "n_kv_heads": hkv, "head_dim": hd, "max_ctx": ctx}


def _kernel(name: str, **kw) -> tvm.tirx.PrimFunc:
    p = _params(name)
    return split.kernel(*p.values(), split.default_plan(p["head_dim"], p["max_ctx"]), **kw)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_compiler_picks_the_split_kernel(name):
    plan = plan_for("attention", _params(name), "cuda")
    assert plan.split == -(-SHAPES[name][3] // 64) and plan.chunk == 64
    func = make_kernel("attention", _params(name), "cuda")
    assert "attention_split" in func.script()
    assert m_flow_violations(func) == []  # M: grid, row indices only


@pytest.mark.parametrize("rows", sorted(CHUNK_LET))
def test_m_flow_flags_a_chunk_length_keyed_on_m(rows):
    """Negative control: the chunk length is 64 at M = 1 and 32 otherwise."""
    src = _kernel("tiny", rows=rows).script()
    let = CHUNK_LET[rows]
    assert src.count(let) == 1, "the kernel's chunk-length binding changed; update CHUNK_LET"
    assert m_flow_violations(tvm.script.from_source(src)) == []
    bad = let.replace("T.min(64,", f"T.min(T.if_then_else({ROWS} == 1, 64, 32),")
    assert m_flow_violations(tvm.script.from_source(src.replace(let, bad)))


def test_row_tile_is_a_function_of_the_heads():
    """Two rows a CTA where a KV group has at most 4 q heads (SmolLM2: 3), else one (Qwen: 7);
    the grid's row extent is ceil(M / rows)."""
    assert [split.row_tile(*SHAPES[n][:2]) for n in SHAPES] == [1, 2, 2]
    two = 'T.thread_binding((M + T.int64(1)) // T.int64(2), thread="blockIdx.x")'
    assert two in _kernel("smollm2-135m").script()
    assert 'T.thread_binding(M, thread="blockIdx.x")' in _kernel("qwen2.5-0.5b").script()
    with pytest.raises(ValueError, match="exceed one CTA"):
        _kernel("qwen2.5-0.5b", rows=5)


@pytest.fixture(scope="module")
def cuda_source() -> str:
    return source_of({re.sub(r"\W", "_", n): _kernel(n) for n in SHAPES})


def test_cuda_source_structure(cuda_source):
    """16-byte K/V loads, one arrival atomic, fences, strong loads of the partials."""
    body = cuda_source[cuda_source.rindex("qwen2_5_0_5b_kernel(") :]
    body = body[: body.index("\n}\n")]
    assert "*(float4*)(Kc_ptr" in body and "*(float4*)(Vc_ptr" in body
    assert body.count("tvm_builtin_cuda_atomic_add(") == 1
    assert body.count("fence_acq_rel_gpu()") == 2 and "thread_fence" not in body
    assert "ld_vec_relaxed_gpu_global_v2_f32" in body and "__shfl_down_sync" in body


def _ptxas_report(src: str, monkeypatch) -> str:
    """ptxas -v's report on `src`, compiled to PTX by nvcc."""
    from tvm.support import nvcc

    monkeypatch.setenv("TVM_CUDA_NVCC_NO_FAST_MATH", "1")
    with get_target("cuda").tvm():
        ptx = nvcc.compile_cuda(src, target_format="ptx", compiler="nvcc")
    return subprocess.run(
        ["ptxas", "-v", "-arch=sm_90", "-", "-o", "/dev/null"],
        input=bytes(ptx),
        capture_output=True,
        check=True,
    ).stderr.decode()


def _spills(src: str, monkeypatch) -> list[tuple[str, str]]:
    """(spill stores, spill loads) bytes of each kernel of `src`, by nvcc then ptxas -v."""
    report = _ptxas_report(src, monkeypatch)
    return re.findall(r"(\d+) bytes spill stores, (\d+) bytes spill loads", report)


def _registers(src: str, monkeypatch) -> list[int]:
    """Registers a thread of each kernel of `src`, by nvcc then ptxas -v."""
    return [int(n) for n in re.findall(r"Used (\d+) registers", _ptxas_report(src, monkeypatch))]


def test_nvcc_compiles_without_spills(cuda_source, monkeypatch):
    funcs = _spills(cuda_source, monkeypatch)
    assert len(funcs) == len(SHAPES) and all(f == ("0", "0") for f in funcs)


def test_family_scratch_is_the_kernels_trailing_args():
    for name in SHAPES:
        p = _params(name)
        scratch = FAMILY.scratch("attention", p, split.default_plan(p["head_dim"], p["max_ctx"]))
        params = _kernel(name).params[-len(scratch) :]
        for buf, s in zip(params, scratch, strict=True):
            assert str(buf.ty.dtype) == s.dtype and buf.ty.shape[0].name == ROWS
            assert [int(x) for x in buf.ty.shape[1:]] == list(s.shape[1:])


@pytest.mark.parametrize(
    "args, match", [((14, 3, 64, 512), "multiple"), ((14, 2, 66, 512), "head_dim")]
)
def test_bad_shapes_raise(args, match):
    hq, hkv, hd, ctx = args
    with pytest.raises(ValueError, match=match):
        split.kernel(hq, hkv, hd, ctx, split.default_plan(hd, ctx))


def test_other_plans_are_not_this_kernel():
    other = ReductionPlan(lanes=64, tree="shuffle", chunk=64)  # the single-CTA kernel's
    assert not split.fits(14, 2, 64, 512, other)
    with pytest.raises(ValueError, match="implements only"):
        split.kernel(14, 2, 64, 512, other)


VARIANTS = {  # loop shapes / fences the lab times (bench/lab_attention.py); same arithmetic
    "merge_loads": {"merge_loads": 32},
    "fence_all": {"fence_one": False},
    "fence_sc": {"fence": "sc", "fence_one": False},
    "prefetch": {"merge_loads": 32, "merge_prefetch": True, "fence_one": True},
    "rows2": {"rows": 2},
    "rows4": {"rows": 4},
    "ctas3": {"min_ctas": 3},
    "merge_kernel": {"merge": "kernel"},
    "merge_kernel_rows2": {"merge": "kernel", "rows": 2},
    "share": {"share": True},
    "share_merge_kernel": {"share": True, "merge": "kernel"},
    "fold_select_rows2": {"fold_select": True, "rows": 2},
    "fold_branch": {"fold_select": False},
    "merge_all": {"direct_one": False},
    "merge_all_rows2": {"direct_one": False, "rows": 2},
}


@pytest.mark.parametrize("kw", VARIANTS.values(), ids=list(VARIANTS))
def test_variants_keep_m_out_of_the_arithmetic(kw):
    p = _params("qwen2.5-0.5b")
    func = split.kernel(*p.values(), split.default_plan(p["head_dim"], p["max_ctx"]), **kw)
    assert m_flow_violations(func) == []


def test_prefetch_variant_source():
    """Both scans of the 64-chunk merge are unrolled: 2 * 32 partial loads and 2 (mc, lc)
    loads; with fence_one, one fence before the arrival (thread 0) and one in the merger."""
    p = _params("qwen2.5-0.5b")
    kw = VARIANTS["prefetch"]
    func = split.kernel(*p.values(), split.default_plan(p["head_dim"], p["max_ctx"]), **kw)
    src = source_of({"pf": func})
    src = src[src.rindex("pf_kernel(") :]
    assert src.count("ld_vec_relaxed_gpu_global_v2_f32(tile_ptr[") == 64
    assert src.count("ld_vec_relaxed_gpu_global_v2_f32(mlb_ptr[") == 2
    assert src.count("fence_acq_rel_gpu()") == 2


@pytest.mark.parametrize("rows", [1, 2])
def test_fold_select_is_the_one_row_default(rows):
    """fold_select's default: the merge's per-chunk steps as selects for one row a CTA (H200
    timeline/h26: the Qwen step faster at every M and length), branches for two (SmolLM2 slower
    at M=8, 16 @100); the knob's forms differ in the source."""
    p = _params("qwen2.5-0.5b")
    plan = split.default_plan(p["head_dim"], p["max_ctx"])
    funcs = {
        f"f{v}": split.kernel(*p.values(), plan, rows=rows, fold_select=v) for v in (False, True)
    }
    funcs["fdef"] = split.kernel(*p.values(), plan, rows=rows)
    body = {k: b.replace(k, "K") for k, b in kernel_bodies(funcs).items()}
    assert body["fFalse"] != body["fTrue"]
    assert body["fdef"] == body["fTrue" if rows == 1 else "fFalse"]


@pytest.mark.parametrize("rows", [1, 2])
def test_merge_kernel_is_a_second_kernel(rows, monkeypatch):
    """merge="kernel": the chunk kernel neither counts itself nor fences nor writes O; a second
    kernel of 32 threads, one (row, q head) a CTA, waits, loads the partials (32 in flight a
    batch: 2 * 32 at 64 chunks) and writes O; neither spills."""
    hq, hkv, hd, ctx = SHAPES["smollm2-135m"]
    func = split.kernel(
        hq, hkv, hd, ctx, split.default_plan(hd, ctx), True, rows=rows, merge="kernel"
    )
    src = source_of({"mk": func})
    chunk = src[src.rindex("mk_kernel(") :]
    chunk, merge = chunk[: chunk.index("\n}\n")], src[src.rindex("mk_kernel_1(") :]
    assert "atomic_add" not in chunk and "fence" not in chunk and "Out_ptr" not in chunk
    assert re.search(r"__launch_bounds__\(32\) mk_kernel_1\(float\* __restrict__ Out_ptr", src)
    assert "griddepcontrol_wait" in merge and "atomic_add" not in merge
    assert merge.count("ld_vec_relaxed_gpu_global_v2_f32(tile_ptr[") == 64
    assert all(f == ("0", "0") for f in _spills(src, monkeypatch))


def test_share_reads_each_k_and_v_value_once_for_four_heads():
    """share=True (one row a CTA): the scores' K row and P.V's V value are read from shared
    memory once a thread for its 4 heads (4 chains each), p as one 16-byte broadcast; the
    default reads K / V once a head; share with two rows a CTA is refused."""
    hq, hkv, hd, ctx = SHAPES["qwen2.5-0.5b"]
    plan = split.default_plan(hd, ctx)
    srcs = {}
    for name, kw in {"base": {}, "sh": {"share": True}}.items():
        func = split.kernel(hq, hkv, hd, ctx, plan, **kw)
        srcs[name] = source_of({name: func})
    sh = srcs["sh"]
    assert "pT_ptr" in sh and "pT_ptr" not in srcs["base"]
    assert all(f"su_ptr[{u}] = (su_ptr[{u}] + (p4_ptr[{u}] * v_s_ptr[" in sh for u in range(4))
    assert "*(float4*)(p4_ptr + 0) = *(float4*)(pT_ptr" in sh
    with pytest.raises(ValueError, match="share"):
        split.kernel(*SHAPES["smollm2-135m"], plan, share=True, rows=2)


@pytest.mark.skipif(shutil.which("nvcc") is None or shutil.which("ptxas") is None, reason="nvcc")
def test_share_keeps_the_default_kernels_registers(monkeypatch):
    """share's scores loop is unrolled by SHARE_SCORE_UNROLL (#pragma unroll), so the kernel with
    the last CTA's merger keeps about the default kernel's registers (2 CTAs an SM); fully
    unrolled (the negative control: the pragma taken out) ptxas took ~150. Both with the merge's
    branches (fold_select=False), the form this was measured with (with the selects, ptxas
    keeps ~99 either way)."""
    hq, hkv, hd, ctx = SHAPES["qwen2.5-0.5b"]
    plan = split.default_plan(hd, ctx)
    srcs = {}
    fb = {"fold_select": False}
    for name, kw in {"base": fb, "sh": {"share": True, **fb}}.items():
        func = split.kernel(hq, hkv, hd, ctx, plan, True, **kw)
        srcs[name] = source_of({name: func})
    pragma = f"#pragma unroll {split.SHARE_SCORE_UNROLL}\n"
    assert srcs["sh"].count(pragma) == 1 and pragma not in srcs["base"]
    base, sh = (_registers(srcs[k], monkeypatch)[0] for k in ("base", "sh"))
    assert sh <= base + 8
    assert _registers(srcs["sh"].replace(pragma, ""), monkeypatch)[0] > base + 32


@pytest.mark.parametrize("rows", [1, 2])
def test_launch_bound_only_when_asked(rows):
    """min_ctas puts __launch_bounds__(threads, min_ctas) on the kernel; without it the kernel
    has TVM's plain __launch_bounds__(threads), as before the knob (ptxas allocates registers
    differently under any explicit bound, even 1)."""
    hq, hkv, hd, ctx = SHAPES["smollm2-135m"]
    plan = split.default_plan(hd, ctx)
    heads = {}
    for name, kw in {"plain": {}, "bound": {"min_ctas": 3}}.items():
        func = split.kernel(hq, hkv, hd, ctx, plan, rows=rows, **kw)
        src = source_of({name: func})
        heads[name] = re.search(r"__launch_bounds__\(([^)]*)\) " + name, src).group(1)
    threads = str(32 * (hq // hkv) * rows)
    assert heads == {"plain": threads, "bound": f"{threads}, 3"}


def test_fence_knob_spells_the_fence():
    """The default (fence="acq_rel"): fence.acq_rel.gpu where the kernel fences (arrival and
    merger), no __threadfence (fence.sc.gpu) left; fence="sc" keeps __threadfence (the negative
    control)."""
    hq, hkv, hd, ctx = SHAPES["smollm2-135m"]
    srcs = {}
    for name, kw in {"sc": {"fence": "sc"}, "ar": {}}.items():
        func = split.kernel(hq, hkv, hd, ctx, split.default_plan(hd, ctx), **kw)
        src = source_of({name: func})
        srcs[name] = src[src.rindex(f"{name}_kernel(") :]
    assert srcs["sc"].count("tvm_builtin_cuda_thread_fence()") == 2
    assert "fence_acq_rel_gpu" not in srcs["sc"]
    assert "tvm_builtin_cuda_thread_fence()" not in srcs["ar"]
    assert srcs["ar"].count("fence_acq_rel_gpu") == 2
    with pytest.raises(ValueError, match="fence"):
        split.kernel(hq, hkv, hd, ctx, split.default_plan(hd, ctx), fence="sys")


@pytest.mark.parametrize(
    "kw, match",
    [
        ({"merge_loads": 12}, "merge_loads"),
        ({"kv_prewait": "v"}, "kv_prewait"),
        ({"merge": "tree"}, "merge"),
        ({"merge": "kernel", "trace": True}, "trace"),
    ],
)
def test_bad_variants_raise(kw, match):
    p = _params("qwen2.5-0.5b")
    with pytest.raises(ValueError, match=match):
        split.kernel(*p.values(), split.default_plan(p["head_dim"], p["max_ctx"]), **kw)


def test_trace_is_the_labs_alone_and_keeps_the_m_rule():
    """kernel(trace=True) (the lab's timeline, bench/lab_attention.py) reads the global timer and
    writes only the partials' unused columns; the default kernel has none of it, a shape with
    fewer q heads a group than TRACE's events (or two rows a CTA) is refused, and the traced
    kernel keeps the M rule."""
    hq, hkv, hd, ctx = SHAPES["qwen2.5-0.5b"]
    plan = split.default_plan(hd, ctx)
    traced = split.kernel(hq, hkv, hd, ctx, plan, pdl=True, trace=True)
    assert "speccc_globaltimer" in traced.script()
    assert "speccc_globaltimer" not in split.kernel(hq, hkv, hd, ctx, plan, pdl=True).script()
    assert m_flow_violations(traced) == []
    # its only extra stores: columns hd + 2, hd + 3 (66, 67) of the group's partial rows (event
    # 1's high half: the SM)
    assert "speccc_smid" in traced.script()
    extra = set(re.findall(r"(Part\[[^\]]*\]) = ", traced.script())) - set(
        re.findall(r"(Part\[[^\]]*\]) = ", split.kernel(hq, hkv, hd, ctx, plan).script())
    )
    assert extra == {
        "Part[m, g * 7 + i, c, 66]",
        "Part[m, g * 7 + i, c, 67]",
        "Part[m, g * 7 + 1, c, 67]",
    }
    with pytest.raises(ValueError, match="trace"):
        split.kernel(*SHAPES["smollm2-135m"][:3], ctx, plan, trace=True, rows=1)
    with pytest.raises(ValueError, match="trace"):
        split.kernel(hq, hkv, hd, ctx, plan, trace=True, rows=2)


@pytest.mark.parametrize("rows", [1, 2])
def test_direct_one_writes_o_from_the_chunk_registers(rows):
    """direct_one (a knob, on by default): a row whose only live chunk this CTA holds writes
    O = acc_c / lc itself (each lane its DPL = 2 dims; the two-row kernel where all its rows have
    one chunk), else the arrival and the merge, whose O is acc / l; off, every live CTA
    arrives."""
    p = _params("qwen2.5-0.5b")
    plan = split.default_plan(p["head_dim"], p["max_ctx"])
    funcs = {f"d{v}": split.kernel(*p.values(), plan, rows=rows, direct_one=v) for v in (0, 1)}
    src = source_of(funcs)
    on, off = (
        src[src.rindex("d1_kernel(") :],
        src[src.rindex("d0_kernel(") : src.rindex("d1_kernel(")],
    )
    direct = r"Out_ptr\[[^\]]*\] = \(acc_c_ptr\[\d\] / sc_ptr\[1\]\)"
    merged = r"Out_ptr\[[^\]]*\] = \(acc_ptr\[\d\] / mr_ptr\[0\]\)"
    assert len(re.findall(direct, on)) == 2 and len(re.findall(direct, off)) == 0
    assert len(re.findall(merged, on)) == len(re.findall(merged, off)) == 2
    assert (
        on.count("tvm_builtin_cuda_atomic_add(") == off.count("tvm_builtin_cuda_atomic_add(") == 1
    )


def test_solo_adds_only_unread_dynamic_shared_memory():
    """solo (a residency knob, the one-row kernel's default): the kernel gains a dynamic shared
    buffer of solo_pad() bytes whose only store sits under a guard no row meets (pos >= 0), so
    nothing else changes; solo=False has none, two-row tiles take none by default and refuse it,
    and the pad keeps two CTAs off one SM of sm_90 whatever the static part."""
    hq, hkv, hd, ctx = SHAPES["qwen2.5-0.5b"]
    plan = split.default_plan(hd, ctx)
    solo = split.kernel(hq, hkv, hd, ctx, plan, pdl=True)
    assert '((20480,), "int32", scope="shared.dyn")' in solo.script()  # 80 KB
    plain = split.kernel(hq, hkv, hd, ctx, plan, pdl=True, solo=False)
    src = kernel_bodies({"solo": solo, "plain": plain})
    assert "pad_ptr" not in src["plain"]
    decl = "extern __shared__ __align__(64) int pad_ptr[];"
    assert src["solo"].count("pad_ptr[") == 2 and decl in src["solo"]  # declared, stored once
    guard = re.search(r"if \(n_len < 1\) \{\s*pad_ptr\[[^\]]*\] = n_len;\s*\}", src["solo"])
    assert guard is not None
    rest = src["solo"].replace(guard.group(0), "").replace(decl, "")
    rest = rest.replace("solo_kernel", "plain_kernel")
    assert re.sub(r"\s+", "", rest) == re.sub(r"\s+", "", src["plain"])
    assert re.sub(r"\s+", "", src["solo"].replace("solo_kernel", "plain_kernel")) != re.sub(
        r"\s+", "", src["plain"]
    )  # negative control: the guard is what differs
    two = SHAPES["smollm2-135m"]
    two_rows = split.kernel(*two, split.default_plan(two[2], two[3]))
    assert "shared.dyn" not in two_rows.script()
    with pytest.raises(ValueError, match="solo"):
        split.kernel(*two[:3], ctx, plan, rows=2, solo=True)
    for static in (0, 20_000, split._smem_bytes(7, 64, 1), split.SMEM_BYTES):
        cta = static + 64 * 8 + split.solo_pad(static) + split.CTA_RESERVED
        assert 2 * cta > split.SM_SHARED and cta <= 227 * 1024  # alone, and it launches
