"""Kernel lab: the new hand-written CUDA GEMV and top-2 kernels next to today's, on the H200.

  python bench/lab_kernels.py build OUTDIR     # here (CPU box + nvcc): one module + fatbin
  python bench/lab_kernels.py run OUTDIR       # GPU host: torch + apache-tvm-ffi, no tvm

For every case, run checks (exit 1 if any fails): row i of an M-row call == the single-row call,
bitwise, M = 1..17; the result against a float64 reference (a sanity bound, not parity); for
top-2 the exact (value, lowest id) answer and 100 CUDA-graph replays. Then it times each kernel
in CUDA graphs (20 launches per graph, median of 30 replays) at M in {1, 2, 4, 8, 16} and writes
$OUT/lab_kernels.json.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

QWEN = {
    "qkv": (1152, 896, True),
    "wo": (896, 896, False),
    "gate_up": (9728, 896, False),
    "down": (896, 4864, False),
    "lm_head": (151936, 896, False),
}
SMOL = {
    "qkv": (960, 576, False),
    "wo": (576, 576, False),
    "gate_up": (3072, 576, False),
    "down": (576, 1536, False),
}
MS = (1, 2, 4, 8, 16)


def _cases():
    """(name, kind, params) for every kernel of the lab: each GEMV of the two models with the
    plan the compiler picks (speccc.schedules.registry.select_plan), its fused forms, and the
    split top-2."""
    from speccc.schedules.registry import select_plan

    out = []

    def g(name, n, k, dt, bias, **fused):
        plan = select_plan("gemv", dt, n, k, "cuda")
        p = dict(n=n, k=k, wdtype=dt, bias=bias, **fused)
        out.append((f"{name}_{plan.uri()[1:]}", "gemv", dict(p, plan=plan.to_dict())))

    for name, (n, k, b) in QWEN.items():
        g(f"qwen_{name}", n, k, "bfloat16", b)
    for name, (n, k, b) in SMOL.items():
        g(f"smol_{name}", n, k, "q4_1", b)
    g("smol_lm_head", 49152, 576, "q8_0", False)
    rope = dict(epilogue="rope_kv", n_heads=14, n_kv_heads=2, head_dim=64, max_ctx=4096)
    g("qwen_qkv_norm_rope", 1152, 896, "bfloat16", True, norm=1e-6, **rope)
    g("qwen_gate_up_norm_silu", 9728, 896, "bfloat16", False, norm=1e-6, epilogue="silu_mul")
    g("qwen_down_residual", 896, 4864, "bfloat16", False, epilogue="residual")
    g("qwen_lm_head_norm", 151936, 896, "bfloat16", False, norm=1e-6)
    rope = dict(epilogue="rope_kv", n_heads=9, n_kv_heads=3, head_dim=64, max_ctx=4096)
    g("smol_qkv_norm_rope", 960, 576, "q4_1", False, norm=1e-5, **rope)
    g("smol_gate_up_norm_silu", 3072, 576, "q4_1", False, norm=1e-5, epilogue="silu_mul")
    g("smol_down_residual", 576, 1536, "q4_1", False, epilogue="residual")
    # formats and tails the model shapes above do not reach
    g("t_f16", 77, 256, "float16", False)
    g("t_bf16", 333, 64, "bfloat16", True)
    g("t_f32", 200, 96, "float32", True)
    g("t_q4_0", 96, 576, "q4_0", True)
    g("t_q8_0", 50, 96, "q8_0", False)
    for v in (151936, 49152):
        out.append((f"top2_v{v}", "top2", dict(v=v)))
    return out


def build(outdir: str) -> None:
    import shutil

    import tvm
    from speccc.schedules.registry import make_kernel

    from speccc.compiler.build import _runtime_libs
    from speccc.compiler.nvcc import compile_fatbin
    from speccc.ir.plan import ReductionPlan
    from speccc.ir.target import get_target

    os.makedirs(outdir, exist_ok=True)
    cases = _cases()
    funcs = {}
    for name, kind, p in cases:
        if kind == "gemv":
            plan = ReductionPlan.from_dict(p["plan"])
            f = make_kernel("gemv", {k: v for k, v in p.items() if k != "plan"}, "cuda", plan)
        else:
            f = make_kernel("top2", p, "cuda")
            p["parts"] = int(f.params[3].shape[1])  # the split count the scratch is shaped by
        funcs[name] = f.with_attr("global_symbol", name)
    lib = tvm.compile(tvm.IRModule(funcs), target=get_target("cuda").tvm())
    lib.export_library(os.path.join(outdir, "kernels.so"))
    cu = lib.mod.imports[0].inspect_source()
    with open(os.path.join(outdir, "kernels.cu"), "w") as f:
        f.write(cu)
    compile_fatbin(
        get_target("cuda"), Path(outdir), "kernels.cu", "kernels.fatbin", fast_math=False
    )
    for lib_path in _runtime_libs("cuda"):
        shutil.copy2(lib_path, outdir)
    meta = {"sha": hashlib.sha256(cu.encode()).hexdigest(), "cases": cases}
    with open(os.path.join(outdir, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(f"built {len(cases)} kernels into {outdir} ({len(cu) / 1e6:.1f} MB of CUDA)")


# ---- run (GPU host: no tvm) ----------------------------------------------------------------
def _load(outdir):
    import ctypes

    import torch  # noqa: F401  (libcudart first)
    import tvm_ffi

    for n in ("libtvm_runtime.so", "libtvm_runtime_cuda.so"):
        ctypes.CDLL(os.path.join(outdir, n), mode=ctypes.RTLD_GLOBAL)
    fb = open(os.path.join(outdir, "kernels.fatbin"), "rb").read()
    tvm_ffi.register_global_func("tvm_callback_cuda_compile", lambda code: fb, override=True)
    return tvm_ffi.load_module(os.path.join(outdir, "kernels.so"))


def _planes(n, k, wdtype, gen):
    """Random weight planes on the GPU and their float64 dequantization [N, K]."""
    import torch

    dev = "cuda"
    if wdtype in ("float32", "float16", "bfloat16"):
        w = (torch.randn(n, k, generator=gen, device=dev) * 0.05).to(getattr(torch, wdtype))
        return [w], w.double()
    nb = k // 32
    d = (torch.rand(n, nb, generator=gen, device=dev) * 0.01 + 0.001).half()
    dd = d.double().repeat_interleave(32, dim=1)
    if wdtype == "q8_0":
        qs = torch.randint(-128, 128, (n, k), generator=gen, device=dev, dtype=torch.int32).to(
            torch.int8
        )
        return [qs, d], dd * qs.double()
    qs = torch.randint(0, 256, (n, k // 2), generator=gen, device=dev, dtype=torch.int32).to(
        torch.uint8
    )
    blk = qs.view(n, nb, 16).int()
    q = torch.cat([blk & 15, blk >> 4], dim=2).reshape(n, k).double()  # element j, then j + 16
    if wdtype == "q4_0":
        return [qs, d], dd * (q - 8)
    m = (torch.rand(n, nb, generator=gen, device=dev) * -0.05).half()
    return [qs, d, m], dd * q + m.double().repeat_interleave(32, dim=1)


def _graph_us(fn, launches=20, reps=30):
    import statistics

    import torch

    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        fn()
    torch.cuda.current_stream().wait_stream(s)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(launches):
            fn()
    for _ in range(3):
        g.replay()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        g.replay()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b) * 1000 / launches)
    return statistics.median(ts)


def _bits_equal(a, b):
    import torch

    return bool(torch.equal(a.contiguous().view(torch.int32), b.contiguous().view(torch.int32)))


def _run_gemv(f, p, gen):
    """Rows of an M-row call == single-row calls (outputs, and K/V rows for rope_kv), bitwise;
    the fp64 reference of the (fused) op; times."""
    import torch

    n, k, ep = p["n"], p["k"], p.get("epilogue", "")
    planes, wd = _planes(n, k, p["wdtype"], gen)
    rows, base = 40, 100  # rows at positions base .. base + 39 (rope_kv)
    x = torch.randn(rows, k, generator=gen, device="cuda")
    g = [torch.rand(k, generator=gen, device="cuda") + 0.5] if "norm" in p else []
    bias = [torch.randn(n, generator=gen, device="cuda")] if p["bias"] else []
    extra, ny = [], n
    if ep == "residual":
        extra = [torch.randn(rows, n, generator=gen, device="cuda")]
    if ep == "silu_mul":
        ny = n // 2
    if ep == "rope_kv":
        hq, hkv, hd, ctx = p["n_heads"], p["n_kv_heads"], p["head_dim"], p["max_ctx"]
        pos = torch.arange(base, base + rows, dtype=torch.int32, device="cuda")
        ang = torch.arange(ctx, device="cuda", dtype=torch.float64)[:, None] * torch.rand(
            hd // 2, generator=gen, device="cuda", dtype=torch.float64
        )
        cos, sin = ang.cos().float(), ang.sin().float()
        kc = torch.full((ctx, hkv, hd), float("nan"), device="cuda")
        vc = torch.full_like(kc, float("nan"))

    def call(lo, hi, out, caches=None):
        if ep == "residual":
            args = [extra[0][lo:hi]]
        elif ep == "rope_kv":
            args = [pos[lo:hi], cos, sin, *caches]
        else:
            args = []
        f(x[lo:hi], *g, *planes, *bias, *args, out)

    shape = (hq, hd) if ep == "rope_kv" else (ny,)
    y1 = torch.full((rows, *shape), float("nan"), device="cuda")
    c1 = (kc.clone(), vc.clone()) if ep == "rope_kv" else None
    for i in range(rows):
        yy = torch.full((1, *shape), float("nan"), device="cuda")
        call(i, i + 1, yy, c1)
        y1[i] = yy[0]
    ok = True
    for m in [*range(1, 18), 31, 32, 33, 40]:
        ym = torch.full((m, *shape), float("nan"), device="cuda")
        cm = (kc.clone(), vc.clone()) if ep == "rope_kv" else None
        call(0, m, ym, cm)
        ok &= _bits_equal(ym, y1[:m])
        if cm is not None:
            ok &= all(
                _bits_equal(a[base : base + m], b[base : base + m])
                for a, b in zip(cm, c1, strict=True)
            )
    # float64 reference
    xd = x.double()
    if g:
        xd = xd * torch.rsqrt((xd * xd).mean(-1, keepdim=True) + p["norm"]) * g[0].double()
    ref = xd @ wd.T + (bias[0].double() if bias else 0)
    scale = (xd.abs() @ wd.abs().T).max().item()
    got = y1.double()
    if ep == "residual":
        ref = ref + extra[0].double()
    elif ep == "silu_mul":
        ref = torch.nn.functional.silu(ref[:, :ny]) * ref[:, ny:]
        scale = scale * ref.abs().max().item() + 1
    elif ep == "rope_kv":
        q = ref[:, : hq * hd].reshape(rows, hq, hd)
        c, s_ = cos.double()[pos.long()][:, None], sin.double()[pos.long()][:, None]
        q1, q2 = q[..., : hd // 2], q[..., hd // 2 :]
        ref = torch.cat([q1 * c - q2 * s_, q2 * c + q1 * s_], -1)
    err = ((got - ref).abs().max().item()) / scale
    wbytes = sum(t.numel() * t.element_size() for t in planes)
    times = {}
    for m in MS:
        ym = torch.empty(m, *shape, device="cuda")
        cm = (kc.clone(), vc.clone()) if ep == "rope_kv" else None
        us = _graph_us(lambda m=m, ym=ym, cm=cm: call(0, m, ym, cm))
        times[m] = {"us": round(us, 3), "gb_s": round(wbytes / us / 1e3, 1)}
    return {
        "bitwise_m_invariant": ok,
        "rel_err_vs_fp64": err,
        "weight_bytes": wbytes,
        "times": times,
        "ok": ok and err < 1e-5,
    }


def _top2_ref(x):
    """(val, idx) [M, 2] by the strict order: larger value, then lower id; NaN as -inf."""
    import torch

    x = torch.where(torch.isnan(x), torch.full_like(x, float("-inf")), x)
    v = x.shape[1]
    ids = torch.arange(v, device=x.device).expand_as(x)
    # sort by value desc, id asc: a stable sort on value of the id-ordered row
    order = torch.sort(x, dim=1, descending=True, stable=True).indices[:, :2]
    return torch.gather(x, 1, order), torch.gather(ids, 1, order).int()


def _run_top2(f, p, gen, old):
    import torch

    v = p["v"]
    x = torch.randn(17, v, generator=gen, device="cuda")
    x[0, 7] = x[0, 9] = 100.0  # a tie: id 7 first
    x[1, :] = float("nan")
    x[1, 5] = 1.0
    x[2, 3] = float("nan")
    x[3, :] = 0.0
    x[4, v - 1] = 1e30
    x[4, v - 2] = 1e30
    rv, ri = _top2_ref(x)
    scratch = []
    if not old:
        np_ = p["parts"]
        scratch = [
            torch.zeros(17, np_, 2, device="cuda"),
            torch.zeros(17, np_, 2, dtype=torch.int32, device="cuda"),
            torch.zeros(17, dtype=torch.int32, device="cuda"),
        ]
    ok = True
    for m in range(1, 18):
        val = torch.empty(m, 2, device="cuda")
        idx = torch.empty(m, 2, dtype=torch.int32, device="cuda")
        f(x[:m], val, idx, *[s[:m] for s in scratch])
        ok &= _bits_equal(val, rv[:m]) and torch.equal(idx, ri[:m])
    val = torch.empty(17, 2, device="cuda")
    idx = torch.empty(17, 2, dtype=torch.int32, device="cuda")
    replay_ok = True
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        f(x, val, idx, *scratch)
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        f(x, val, idx, *scratch)
    for _ in range(100):
        val.fill_(0)
        g.replay()
        replay_ok &= _bits_equal(val, rv) and torch.equal(idx, ri)
    times = {}
    for m in MS:
        val = torch.empty(m, 2, device="cuda")
        idx = torch.empty(m, 2, dtype=torch.int32, device="cuda")
        args = [x[:m], val, idx, *[s[:m] for s in scratch]]
        times[m] = {"us": round(_graph_us(lambda args=args: f(*args)), 3)}
    return {
        "exact_and_m_invariant": ok,
        "replays_ok": replay_ok,
        "times": times,
        "ok": ok and replay_ok,
    }


def run(outdir: str) -> int:
    import torch

    meta = json.load(open(os.path.join(outdir, "meta.json")))
    mod = _load(outdir)
    from bench.gpu_common import copy_bandwidth_gbs

    copy = copy_bandwidth_gbs()
    print(f"copy bandwidth {copy:.0f} GB/s", flush=True)
    res = {"copy_gb_s": copy, "cases": {}, "command": f"python bench/lab_kernels.py run {outdir}"}
    bad = []
    for name, kind, p in meta["cases"]:
        gen = torch.Generator(device="cuda").manual_seed(0)
        f = mod[name]
        try:
            r = _run_gemv(f, p, gen) if kind == "gemv" else _run_top2(f, p, gen, False)
        except Exception as e:  # a kernel that fails to launch is a failed case, not a dead lab
            r = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        r["params"] = p
        res["cases"][name] = r
        if not r["ok"]:
            bad.append(name)
        t = r.get("times", {})
        line = " ".join(
            f"M{m}:{t[m]['us']:.1f}" + (f"/{t[m]['gb_s']:.0f}" if "gb_s" in t[m] else "") for m in t
        )
        print(f"{'ok ' if r['ok'] else 'BAD'} {name:34s} {line} {r.get('error', '')}", flush=True)
    out = os.environ.get("OUT", outdir)
    with open(os.path.join(out, "lab_kernels.json"), "w") as f:
        json.dump(res, f, indent=1)
    print(f"{len(bad)} failing: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    if sys.argv[1] == "build":
        build(sys.argv[2])
    else:
        sys.exit(run(sys.argv[2]))
