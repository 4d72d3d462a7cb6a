"""GPU lab: the split-KV attention kernel (schedules/cuda/attention.py) and its variants
(VARIANTS: the same arithmetic, other loop shapes / fences) against the single-CTA kernel
(speccc.ops.attention, cuda), bitwise, then timed.

  python bench/lab_attention.py build OUTDIR   # here (tvm + nvcc): one module, both kernels,
                                               # Qwen2.5-0.5B and SmolLM2-135M shapes, ctx 4096
  python bench/lab_attention.py run OUTDIR     # on the GPU host: torch + apache-tvm-ffi + the
                                               # bundled TVM runtime libs; no tvm import

Kinds: `old` the single-CTA kernel, `default` the schedule's default now, then the other
VARIANTS entries (earlier labs' variants: bench/results/lab/lab_attention_*.json).
`run` checks, per shape and per split kind, for every cache length L in LENGTHS (row 0 at
position L) and M = 1..17 rows at consecutive positions (M capped so the last row fits in
max_ctx), with the cache filled with random K/V up to L + 17 and NaN past it:
  (a) kind == the single-CTA kernel, bitwise (integer views), every row;
  (b) row i of the M-row call == the single-row call at its position (cache NaN past it);
  (c) 100 CUDA-graph replays of the M-row call give the same bits (races, counter reset);
and negative controls that must fail: a 1-ulp change of one cached K value is seen by the
comparison (a), and a counter left non-zero breaks the merge of every split kind whose last CTA
merges (the reset matters). Then it times every kind inside CUDA graphs (20 launches a graph,
median of 30 replays, CUDA events) at M in TIME_M and lengths TIME_LENGTHS (rows at L - M ..
L - 1). Writes
$OUT/lab_attention.json (OUT defaults to OUTDIR) and exits 1 if any check fails.
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import os
import shlex
import shutil
import sys
import time
from pathlib import Path

# the repo root (bench/..), or, for a lab package copied under .carry/NAME/, the checkout it
# runs from (cwd): `run` needs only speccc.parity and bench.gpu_common from there
sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path.cwd())]

MAX_CTX = 4096
MODELS = ("qwen2.5-0.5b", "smollm2-135m")
LENGTHS = (0, 1, 63, 64, 65, 127, 128, 129, 511, 512, 513, 2047, 4095)  # 0: one position
MAX_M = 17
REPLAYS = 100
TIME_M = (1, 8, 16)
TIME_LENGTHS = (64, 128, 512, 2048, 4096)
# split-kernel variants (kwargs of schedules.cuda.attention.kernel); `default` is today's kernel
# (attn3b: merge_prefetch, merge_loads 16; rows: row_tile). Earlier labs' variants are in
# bench/results/lab/lab_attention_*.json and bench/results/{kv_bf16,chains}/ (the knobs of
# SplitAttention, or removed after they were measured)
VARIANTS = {
    "default": {},
    # the kernel at one row a CTA with a timeline of each live CTA (kernel(trace=True), shapes of
    # at least len(TRACE) q heads a group): checked as every kind, its events reported
    "traced": {"rows": 1, "trace": True},
    # the partials merged by a second kernel (one warp per row and q head), not the last CTA
    "merge_kernel": {"merge": "kernel"},
    # scores and P.V with each K / V value read from shared memory once for 4 q heads, with the
    # second kernel's merge (share alone and with lighter mergers: bench/results/merge_share/)
    "share_mk": {"rows": 1, "share": True, "merge": "kernel"},
    # share with the last CTA's merge, its scores loop unrolled by 4 (98 registers, SH1's 149)
    "share": {"rows": 1, "share": True},
}
TRACE_CASES = ((1, 64), (1, 512), (1, 4096), (8, 512), (8, 4096), (16, 4096))  # (M, L)
TRACE_RUNS = 5
GRAPH_LAUNCHES, TIMED_REPLAYS = 20, 30
RUNTIME_LIBS = ("libtvm_runtime.so", "libtvm_runtime_cuda.so")


def _symbol(kind: str, model: str) -> str:
    return f"{kind}_" + "".join(ch if ch.isalnum() else "_" for ch in model)


# -- build (here: tvm + nvcc) ------------------------------------------------------------------
def build(out: Path) -> None:
    from speccc.schedules.cuda import attention as split
    from speccc.schedules.registry import make_kernel

    from speccc.ir.plan import ReductionPlan
    from speccc.ir.target import get_target
    from speccc.model import preset
    from speccc.ops.attention import FAMILY

    out.mkdir(parents=True, exist_ok=True)
    target = get_target("cuda").tvm()
    single_cta = ReductionPlan(lanes=64, tree="shuffle", chunk=64)
    funcs, shapes = {}, {}
    for model in MODELS:
        c = preset(model)
        hq, hkv, hd = c.n_heads, c.n_kv_heads, c.head_dim
        p = {"n_heads": hq, "n_kv_heads": hkv, "head_dim": hd, "max_ctx": MAX_CTX}
        funcs[_symbol("old", model)] = make_kernel("attention", p, target, single_cta)
        plan = split.default_plan(hd, MAX_CTX)
        traceable = hq // hkv >= len(split.TRACE)  # a q head's partial row an event
        kinds = {k: kw for k, kw in VARIANTS.items() if traceable or "trace" not in kw}
        for kind, kw in kinds.items():
            funcs[_symbol(kind, model)] = split.kernel(hq, hkv, hd, MAX_CTX, plan, **kw)
        scratch = FAMILY.scratch("attention", p, plan)
        shapes[model] = {
            "n_heads": hq,
            "n_kv_heads": hkv,
            "head_dim": hd,
            "kernels": {k: _symbol(k, model) for k in ("old", *kinds)},
            "trace_events": list(split.TRACE),
            "chunk": split.CHUNK,
            "variants": kinds,
            "scratch": [(s.name, s.dtype, list(s.shape[1:])) for s in scratch],
        }
    export(out, funcs, {"max_ctx": MAX_CTX, "shapes": shapes})


def export(out: Path, funcs: dict, meta: dict) -> None:
    """funcs (symbol -> PrimFunc) compiled for cuda into out/: kernels.so, kernels.cu, the
    fatbin nvcc builds from it, the TVM runtime libs, and meta.json (meta + the source hash)."""
    import tvm

    from speccc.compiler.build import _runtime_libs
    from speccc.compiler.nvcc import compile_fatbin
    from speccc.ir.target import get_target

    out.mkdir(parents=True, exist_ok=True)
    mod = tvm.IRModule({k: f.with_attr("global_symbol", k) for k, f in funcs.items()})
    t0 = time.time()
    lib = tvm.compile(mod, target=get_target("cuda").tvm())
    lib.export_library(str(out / "kernels.so"))
    cu = lib.mod.imports[0].inspect_source()
    (out / "kernels.cu").write_text(cu)
    compile_fatbin(get_target("cuda"), out, "kernels.cu", "kernels.fatbin", fast_math=False)
    for lib_path in _runtime_libs("cuda"):
        shutil.copy2(lib_path, out / lib_path.name)
    meta = {
        "source_sha256": hashlib.sha256(cu.encode()).hexdigest(),
        "fast_math": False,
        **meta,
        "build_command": "python " + " ".join(shlex.quote(a) for a in sys.argv),
    }
    (out / "meta.json").write_text(json.dumps(meta, indent=1))
    size = sum(p.stat().st_size for p in out.iterdir()) / 1e6
    print(f"built {out} in {time.time() - t0:.1f}s: {len(cu)} chars of CUDA, {size:.1f} MB")


# -- run (GPU host: torch + tvm_ffi + the bundled runtime) --------------------------------------
def load(out: Path, meta: dict):
    import torch  # noqa: F401  (libcudart before the TVM runtime)
    import tvm_ffi

    for name in RUNTIME_LIBS:  # in out/, or shared by the modules of a lab package (out/..)
        lib = out / name if (out / name).exists() else out.parent / name
        ctypes.CDLL(str(lib), mode=ctypes.RTLD_GLOBAL)
    fatbin = (out / "kernels.fatbin").read_bytes()

    def cuda_compile(code):
        if hashlib.sha256(code.encode()).hexdigest() != meta["source_sha256"]:
            raise RuntimeError("the module's CUDA source is not the one the fatbin was built from")
        return fatbin

    tvm_ffi.register_global_func("tvm_callback_cuda_compile", cuda_compile, override=True)
    return tvm_ffi.load_module(str(out / "kernels.so"))


def capture(call, launches: int = 1):
    """A CUDA graph of `launches` call()s (speccc.runtime.cuda_graph: warmed up once first)."""
    from speccc.runtime import cuda_graph

    def run():
        for _ in range(launches):
            call()

    return cuda_graph.capture(run)


class Shape:
    """One model shape's buffers and its two kernels, called as on the engine."""

    def __init__(self, mod, name: str, s: dict, max_ctx: int, seed: int):
        import torch

        self.name, self.hq, self.hkv, self.hd = name, s["n_heads"], s["n_kv_heads"], s["head_dim"]
        self.kernels = {k: mod[sym] for k, sym in s["kernels"].items()}
        self.split_kinds = [k for k in self.kernels if k != "old"]
        self.counted = [k for k in self.split_kinds if s["variants"][k].get("merge") != "kernel"]
        self.trace_events, self.chunk = s["trace_events"], s["chunk"]
        self.max_ctx = max_ctx
        g = torch.Generator(device="cuda").manual_seed(seed)
        dev = "cuda"
        self.q = torch.randn(MAX_M, self.hq, self.hd, device=dev, generator=g)
        self.k_rand = torch.randn(max_ctx, self.hkv, self.hd, device=dev, generator=g)
        self.v_rand = torch.randn(max_ctx, self.hkv, self.hd, device=dev, generator=g)
        self.k, self.v = self.k_rand.clone(), self.v_rand.clone()
        self.scratch = [
            torch.zeros(MAX_M, *shape, dtype=getattr(torch, dt), device=dev)
            for _, dt, shape in s["scratch"]
        ]
        self.out = {k: torch.empty(MAX_M, self.hq * self.hd, device=dev) for k in self.kernels}

    def fill(self, upto: int) -> None:
        """Random K/V at positions < upto, NaN from there on."""
        self.k.copy_(self.k_rand)
        self.v.copy_(self.v_rand)
        self.k[upto:] = float("nan")
        self.v[upto:] = float("nan")

    def call(self, kind: str, q, pos, k=None, v=None):
        m = q.shape[0]
        out = self.out[kind][:m]
        k = self.k if k is None else k
        v = self.v if v is None else v
        if kind == "old":
            self.kernels[kind](q, k, v, pos, out)
        else:
            self.kernels[kind](q, k, v, pos, out, *(t[:m] for t in self.scratch))
        return out

    def graph(self, kind: str, q, pos, launches: int):
        """A CUDA graph of `launches` calls."""
        return capture(lambda: self.call(kind, q, pos), launches)


def _bits(t):
    from speccc.parity import int_view

    return int_view(t)


def reference(sh: Shape, q, pos):
    """float64 softmax attention over each row's prefix 0..pos (GQA head mapping)."""
    import torch

    g = sh.hq // sh.hkv
    out = torch.empty(q.shape[0], sh.hq, sh.hd, dtype=torch.float64, device="cuda")
    for i, p in enumerate(pos.tolist()):
        k = sh.k[: p + 1].double().repeat_interleave(g, dim=1)  # [n, Hq, hd]
        v = sh.v[: p + 1].double().repeat_interleave(g, dim=1)
        w = torch.softmax(torch.einsum("hd,nhd->hn", q[i].double(), k) / sh.hd**0.5, dim=1)
        out[i] = torch.einsum("hn,nhd->hd", w, v)
    return out.reshape(q.shape[0], -1)


def check_length(sh: Shape, base: int) -> dict:
    """(a), (b), (c) of every split kind at cache length `base` for M = 1..min(17,
    max_ctx - base); a kind's failures are listed under `bad[kind]`."""
    import torch

    m_max = min(MAX_M, sh.max_ctx - base)
    rows = torch.arange(base, base + m_max, dtype=torch.int32, device="cuda")
    # single-row calls, each with the cache NaN past its own position (as in a greedy run)
    sh.fill(base + m_max)
    kp, vp = sh.k.clone(), sh.v.clone()
    singles = {k: [None] * m_max for k in sh.split_kinds}
    for i in reversed(range(m_max)):
        kp[base + i + 1 :] = float("nan")
        vp[base + i + 1 :] = float("nan")
        for kind in sh.split_kinds:
            one = sh.call(kind, sh.q[i : i + 1], rows[i : i + 1], kp, vp)
            singles[kind][i] = _bits(one).clone()
    res = {"m_max": m_max, "bad": {}}
    ref = reference(sh, sh.q[:m_max], rows)
    for kind in sh.kernels:  # the tolerance tier, to read a bitwise failure by
        err = (sh.call(kind, sh.q[:m_max], rows).double() - ref).abs().max()
        res[f"{kind}_max_abs_err_vs_fp64"] = float(err)
    for kind in sh.split_kinds:
        bad = {"a_bad_m": [], "b_bad_m": [], "c_bad_m": [], "a_bad_rows": 0}
        single = torch.cat(singles[kind])
        for m in range(1, m_max + 1):
            q, pos = sh.q[:m], rows[:m]
            new = _bits(sh.call(kind, q, pos)).clone()
            old = _bits(sh.call("old", q, pos)).clone()
            bad_a = int((new != old).any(dim=1).sum())
            if bad_a:
                bad["a_bad_m"].append(m)
                bad["a_bad_rows"] += bad_a
            if not torch.equal(new, single[:m]):
                bad["b_bad_m"].append(m)
            g = sh.graph(kind, q, pos, 1)
            diff = torch.zeros((), dtype=torch.int64, device="cuda")
            for _ in range(REPLAYS):
                g.replay()
                diff += (_bits(sh.out[kind][:m]) != new).sum()
            if int(diff):
                bad["c_bad_m"].append(m)
        if bad["a_bad_m"] or bad["b_bad_m"] or bad["c_bad_m"]:
            res["bad"][kind] = bad
    return res


def negative_controls(sh: Shape) -> dict:
    """Each must report a difference; otherwise the checks above could not see one."""
    import torch

    base, m = 511, 4
    pos = torch.arange(base, base + m, dtype=torch.int32, device="cuda")
    sh.fill(base + m)
    ref = _bits(sh.call("default", sh.q[:m], pos)).clone()
    # every K value at row 0's own position moved by 1 ulp: check (a) must see it
    k1 = sh.k.clone()
    k1[base] = torch.nextafter(k1[base], torch.full_like(k1[base], float("inf")))
    seen = {"one_ulp_seen": not torch.equal(_bits(sh.call("old", sh.q[:m], pos, k1, sh.v)), ref)}
    # a counter that was not reset: row 0, group 0 never sees its last arrival, so never merges
    # (the kinds whose last CTA merges)
    cnt = sh.scratch[-1]
    for kind in sh.counted:
        cnt[0, 0] = 1 << 20
        sh.out[kind].fill_(float("nan"))
        seen[f"stale_counter_seen_{kind}"] = not torch.equal(
            _bits(sh.call(kind, sh.q[:m], pos)), ref
        )
        cnt.zero_()
    torch.cuda.synchronize()
    return seen


def time_us(sh: Shape, kind: str, m: int, length: int) -> float:
    import torch

    from bench.gpu_common import cuda_time_ms

    pos = torch.arange(length - m, length, dtype=torch.int32, device="cuda")
    g = sh.graph(kind, sh.q[:m], pos, GRAPH_LAUNCHES)
    return cuda_time_ms(g.replay, iters=TIMED_REPLAYS) * 1000 / GRAPH_LAUNCHES


def trace_report(sh: Shape, kind: str, m: int, length: int) -> dict:
    """The traced kind's events (schedules.cuda.attention.TRACE) at M rows ending at `length`,
    ns from the first live CTA's start, median over TRACE_RUNS calls: when the last CTA started,
    each CTA's staging, compute (scores, softmax, P.V) and arrival (median and max over CTAs),
    when the last arrived, the merge, and when the last merge ended."""
    import statistics

    import torch

    TRACE = sh.trace_events  # noqa: N806  (the kernel module's TRACE, from the build's meta)
    hd, g_, part = sh.hd, sh.hq // sh.hkv, sh.scratch[0]
    pos = torch.arange(length - m, length, dtype=torch.int32, device="cuda")
    sh.fill(length)
    runs = []
    for _ in range(TRACE_RUNS + 1):
        part.zero_()
        sh.call(kind, sh.q[:m], pos)
        torch.cuda.synchronize()
        w = part[:m, :, :, hd + 2 : hd + 4].contiguous().view(torch.int32).to(torch.int64)
        ns = (w[..., 0] & 0xFFFFFFFF) | (w[..., 1] << 32)  # [m, hq, NC]: event i at head g*G + i
        ne = len(TRACE)
        ev = {}  # event -> list of ns over live CTAs
        merge = []
        for r, p in enumerate(pos.tolist()):
            n = -(-(p + 1) // sh.chunk)  # the row's live chunks
            for g in range(sh.hkv):
                e = ns[r, g * g_ : g * g_ + ne, :n]  # [events, n]
                for i in range(ne - 1):
                    ev.setdefault(i, []).extend(e[i].tolist())
                merge.extend(int(x) for x in e[ne - 1].tolist() if x)
        t0 = min(ev[0])
        out = {"last_start": max(ev[0]) - t0}
        for i in range(1, ne - 1):  # each phase of a CTA: median, max over the live CTAs
            phase = [y - x for x, y in zip(ev[i - 1], ev[i], strict=True)]
            out[f"{TRACE[i]}_med"] = statistics.median(phase)
            out[f"{TRACE[i]}_max"] = max(phase)
        out["last_arrived"] = max(ev[ne - 2]) - t0
        out["merge_max"] = max(merge) - max(ev[ne - 2])
        out["end"] = max(merge) - t0
        out["ctas"] = len(ev[0])
        runs.append(out)
    return {k: statistics.median(r[k] for r in runs[1:]) for k in runs[1]}


def run(out: Path) -> int:
    import torch

    meta, mod, res, t0 = lab_start(out)
    ok = True
    for i, (name, s) in enumerate(meta["shapes"].items()):
        sh = Shape(mod, name, s, meta["max_ctx"], seed=i)
        checks = {str(L): check_length(sh, L) for L in LENGTHS}
        neg = negative_controls(sh)
        sh.fill(MAX_CTX)
        timing = {
            f"M={m} L={L}": {k: round(time_us(sh, k, m, L), 2) for k in sh.kernels}
            for m in TIME_M
            for L in TIME_LENGTHS
        }
        bad = {L: c["bad"] for L, c in checks.items() if c["bad"]}
        shape_ok = not bad and all(neg.values())
        ok &= shape_ok
        res[name] = {"ok": shape_ok, "checks": checks, "negative_controls": neg, "us": timing}
        print(
            f"{name}: bitwise (a) kind==old, (b) rows==singles, (c) {REPLAYS} replays, kinds "
            f"{sh.split_kinds}: {'all equal' if not bad else bad}; negative controls: {neg}"
        )
        print(f"  {'us':12s}" + "".join(f"{k:>9s}" for k in sh.kernels))
        for key, t in timing.items():
            print(f"  {key:12s}" + "".join(f"{t[k]:9.2f}" for k in sh.kernels))
        for kind in (k for k in sh.kernels if k.startswith("traced")):
            trace = {f"M={m} L={L}": trace_report(sh, kind, m, L) for m, L in TRACE_CASES}
            res[name][f"{kind}_ns"] = trace
            for key, t in trace.items():
                print(f"  {kind} {key}: " + ", ".join(f"{k} {v:.0f}" for k, v in t.items()))
    torch.cuda.synchronize()
    return lab_finish("lab_attention", res, ok, t0)


def lab_start(out: Path) -> tuple[dict, object, dict, float]:
    """A lab run's start: $OUT defaults to OUTDIR; the build's meta, its module, the result
    dict (the command and the meta) and the start time."""
    os.environ.setdefault("OUT", str(out))
    meta = json.loads((out / "meta.json").read_text())
    mod = load(out, meta)
    res = {"command": "python " + " ".join(shlex.quote(a) for a in sys.argv), "meta": meta}
    return meta, mod, res, time.time()


def lab_finish(name: str, res: dict, ok: bool, t0: float) -> int:
    """Writes $OUT/name.json with ok and the seconds taken; the exit status (1: a check failed)."""
    from bench.gpu_common import write_result

    res["ok"] = ok
    res["seconds"] = round(time.time() - t0, 1)
    print(f"written {write_result(name, res)}; ok={ok} in {res['seconds']} s")
    return 0 if ok else 1


def lab_main(doc: str, build, run) -> int:
    """`build OUTDIR` (here) or `run OUTDIR` (GPU host): the command line of a kernel lab."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("mode", choices=("build", "run"))
    ap.add_argument("outdir", type=Path)
    a = ap.parse_args()
    if a.mode == "build":
        build(a.outdir)
        return 0
    return run(a.outdir)


if __name__ == "__main__":
    sys.exit(lab_main(__doc__, build, run))
