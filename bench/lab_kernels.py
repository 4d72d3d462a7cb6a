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

QWEN = {"qkv": (1152, 896, True), "wo": (896, 896, False), "gate_up": (9728, 896, False),
        "down": (896, 4864, False), "lm_head": (151936, 896, False)}
SMOL = {"qkv": (960, 576, False), "wo": (576, 576, False), "gate_up": (3072, 576, False),
        "down": (576, 1536, False)}
MS = (1, 2, 4, 8, 16)


def _cases():
    """(name, kind, params) for every kernel of the lab."""
    from schedules.cuda.gemv import GemvPlan as P
    from schedules.cuda.gemv_tc import TcPlan as Q

    out = []

    def g(name, n, k, dt, bias, plans):
        for p in plans:
            kind = "gemv_tc" if isinstance(p, Q) else "gemv"
            out.append((f"{name}_{p.tag()}", kind, dict(n=n, k=k, wdtype=dt, bias=bias, plan=p.to_dict())))

    tc = {
        "qkv": [Q(1, 7, 5, 1), Q(1, 14, 1, 1), Q(2, 7, 5, 1), Q(1, 4, 5, 1), Q(2, 4, 5, 2),
                P(32, 1, 2, 8, 3)],
        "gate_up": [Q(2, 4, 5, 1), Q(4, 4, 5, 1), Q(2, 7, 3, 1), Q(4, 2, 5, 1), Q(2, 4, 5, 2),
                    P(16, 4, 4, 8, 2)],
        "lm_head": [Q(2, 4, 5, 1), Q(4, 4, 5, 1), Q(4, 2, 5, 1), Q(2, 7, 3, 1), Q(4, 4, 5, 2),
                    P(16, 4, 4, 8, 2)],
        "down": [Q(1, 8, 5, 1), Q(2, 8, 5, 1), Q(1, 8, 9, 1), Q(1, 4, 7, 1), Q(2, 8, 5, 2),
                 P(32, 1, 4, 8, 3)],
    }
    tc["wo"] = tc["qkv"]
    for name, (n, k, b) in QWEN.items():
        g(f"qwen_{name}", n, k, "bfloat16", b, tc[name])
    # formats and tails the model shapes above do not reach
    g("t_f16", 77, 256, "float16", False, [Q(1, 4, 2, 1), Q(4, 2, 1, 2)])
    g("t_bf16", 333, 64, "bfloat16", True, [Q(1, 2, 1, 1), Q(2, 1, 1, 2)])
    g("t_bf16k", 1000, 4864, "bfloat16", True, [Q(2, 8, 6, 1)])
    for v in (151936, 49152, 512):
        out.append((f"top2_v{v}", "top2", dict(v=v)))
    return out


def build(outdir: str) -> None:
    import shutil

    import tvm

    from schedules.cuda import gemv, gemv_tc, top2
    from speccc.compiler.build import _compile_fatbin, _runtime_libs
    from speccc.ops import gemv as old_gemv
    from speccc.ops import top2 as old_top2
    from speccc.ops.common import make_target

    os.makedirs(outdir, exist_ok=True)
    cases = _cases()
    funcs = {}
    for name, kind, p in cases:
        if kind == "gemv":
            f = gemv.kernel(p["n"], p["k"], p["wdtype"], p["bias"], gemv.GemvPlan(**p["plan"]))
        elif kind == "gemv_tc":
            f = gemv_tc.kernel(p["n"], p["k"], p["wdtype"], p["bias"], gemv_tc.TcPlan(**p["plan"]))
        elif kind == "gemv_old":
            f = old_gemv.kernel(p["n"], p["k"], p["wdtype"], p["bias"], "cuda")
        elif kind == "top2":
            f = top2.kernel(p["v"])
            p["parts"] = top2.parts_for(p["v"])
        else:
            f = old_top2.kernel(p["v"], "cuda")
        funcs[name] = f.with_attr("global_symbol", name)
    lib = tvm.compile(tvm.IRModule(funcs), target=make_target("cuda"))
    lib.export_library(os.path.join(outdir, "kernels.so"))
    cu = lib.mod.imports[0].inspect_source()
    with open(os.path.join(outdir, "kernels.cu"), "w") as f:
        f.write(cu)
    with open(os.path.join(outdir, "kernels.fatbin"), "wb") as f:
        f.write(_compile_fatbin(cu, fast_math=False))
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
        qs = torch.randint(-128, 128, (n, k), generator=gen, device=dev, dtype=torch.int32).to(torch.int8)
        return [qs, d], dd * qs.double()
    qs = torch.randint(0, 256, (n, k // 2), generator=gen, device=dev, dtype=torch.int32).to(torch.uint8)
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
    import torch

    n, k = p["n"], p["k"]
    planes, wd = _planes(n, k, p["wdtype"], gen)
    x = torch.randn(40, k, generator=gen, device="cuda")
    bias = [torch.randn(n, generator=gen, device="cuda")] if p["bias"] else []
    y1 = torch.full((40, n), float("nan"), device="cuda")
    for i in range(40):
        yy = torch.full((1, n), float("nan"), device="cuda")
        f(x[i : i + 1], *planes, *bias, yy)
        y1[i] = yy[0]
    ok = True
    for m in [*range(1, 18), 31, 32, 33, 40]:
        ym = torch.full((m, n), float("nan"), device="cuda")
        f(x[:m], *planes, *bias, ym)
        ok &= _bits_equal(ym, y1[:m])
    ref = x.double() @ wd.T + (bias[0].double() if bias else 0)
    scale = (x.double().abs() @ wd.abs().T).max().item()
    err = ((y1.double() - ref).abs().max().item()) / scale
    wbytes = sum(t.numel() * t.element_size() for t in planes)
    times = {}
    for m in MS:
        ym = torch.empty(m, n, device="cuda")
        us = _graph_us(lambda: f(x[:m], *planes, *bias, ym))
        times[m] = {"us": round(us, 3), "gb_s": round(wbytes / us / 1e3, 1)}
    return {"bitwise_m_invariant": ok, "rel_err_vs_fp64": err, "weight_bytes": wbytes,
            "times": times, "ok": ok and err < 1e-5}


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
        scratch = [torch.zeros(17, np_, 2, device="cuda"), torch.zeros(17, np_, 2, dtype=torch.int32, device="cuda"),
                   torch.zeros(17, dtype=torch.int32, device="cuda")]
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
        times[m] = {"us": round(_graph_us(lambda: f(x[:m], val, idx, *[s[:m] for s in scratch])), 3)}
    return {"exact_and_m_invariant": ok, "replays_ok": replay_ok, "times": times,
            "ok": ok and replay_ok}


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
            r = _run_gemv(f, p, gen) if kind.startswith("gemv") else _run_top2(f, p, gen, kind == "top2_old")
        except Exception as e:  # a kernel that fails to launch is a failed case, not a dead lab
            r = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        r["params"] = p
        res["cases"][name] = r
        if not r["ok"]:
            bad.append(name)
        t = r.get("times", {})
        line = " ".join(f"M{m}:{t[m]['us']:.1f}" + (f"/{t[m]['gb_s']:.0f}" if "gb_s" in t[m] else "") for m in t)
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
