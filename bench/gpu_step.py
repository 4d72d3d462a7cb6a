"""On one GPU: the decode step of a speccc artifact against its non-exact torch peers, over M and
cache length, with a per-kernel profile (issue 10 "Benchmark", issue 11 "Benchmarks").

For every M and cache length it measures
  - speccc graph replay (Engine.replay(m) after one step of m rows at that length) and the full
    Engine.step (host copies and the logits copy included);
  - the peers of bench/torch_peers.py on the same weights, each captured in a CUDA graph per M:
    torch eager, and torch.compile(fullgraph=True, dynamic=False) (compile time reported apart).
    They attend over their whole static cache (gpt-fast), so their time barely moves with length;
and, for the --profile-m rows, the per-kernel device time of one speccc step (bench/
kernel_profile.py: method, bytes, GB/s, fraction of the copy bandwidth, by family and by op).
The cache holds `length` positions before the step (clamped to max_ctx - M: `positions`), filled
once by a prefill of random ids. speccc is measured first, then each peer M by M (a slow or failed
compile cannot cost the other results); each peer is checked against speccc's logits at one step
(relative L2 error, top-1 agreement). JSON is written after every phase, and a PNG at the end,
to $OUT (default bench/results).

  python bench/gpu_step.py ARTIFACT                       # the default run (cuda artifact)
  python bench/gpu_step.py ARTIFACT --m 1,8 --lengths 512 --peers eager   # a quick smoke run
  python bench/gpu_step.py LLVM_ARTIFACT --device cpu --m 1,2 --lengths 16,64 --iters 3
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import copy_bandwidth_gbs, device_name, time_ms, write_result  # noqa: E402
from bench.kernel_profile import kernel_table  # noqa: E402
from bench.step_plot import plot_step  # noqa: E402
from bench.torch_peers import (  # noqa: E402
    COMPILE_MODES,
    PEER_TOL,
    PEERS,
    PeerStep,
    StaticDecoder,
    compile_unavailable,
    compiled_forward,
)
from speccc.runtime.engine import Engine  # noqa: E402

PEER_KEY = {p: f"torch_{p}_graph_ms" for p in PEERS}
ENGINES = ("speccc_replay_ms", "speccc_step_ms", *PEER_KEY.values())
DTYPES = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}


def _ints(s: str) -> list[int]:
    if s.strip().lower() == "none":
        return []
    try:
        vals = [int(x) for x in s.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a comma-separated list of integers: {s!r}") from None
    if any(v < 1 for v in vals):
        raise argparse.ArgumentTypeError(f"values must be >= 1: {s!r}")
    return vals


def _peers(s: str) -> list[str]:
    got = [] if s.strip().lower() == "none" else [p for p in s.split(",") if p]
    bad = [p for p in got if p not in PEERS]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown peers {bad}; known: {', '.join(PEERS)}, none")
    return got


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("--m", type=_ints, default=[1, 2, 4, 8, 16], help="rows per step")
    ap.add_argument(
        "--lengths", type=_ints, default=[128, 512, 2048, 4096], help="cached positions"
    )
    ap.add_argument("--peers", type=_peers, default=list(PEERS), help="eager,compile or none")
    ap.add_argument("--compile-mode", choices=COMPILE_MODES, default="default")
    ap.add_argument("--cdt", action="store_true", help="inductor coordinate-descent tuning")
    ap.add_argument("--dtype", choices=DTYPES, default=None, help="peers (cuda: bf16, cpu: f32)")
    ap.add_argument("--iters", type=int, default=50, help="timed calls per measurement")
    ap.add_argument("--profile-m", type=_ints, default=[1, 8], help="Ms to profile, or none")
    ap.add_argument("--replays", type=int, default=5, help="graph replays per kernel profile")
    ap.add_argument("--check-tol", type=float, default=None, help="peer check: max rel. L2 err")
    ap.add_argument("--device", choices=("cuda", "cpu"), default=None, help="the artifact's")
    ap.add_argument("--name", default=None, help="result name (default gpu_step_MODEL)")
    a = ap.parse_args(argv)
    if not a.m or not a.lengths:
        ap.error("--m and --lengths need at least one value")
    a.m, a.lengths = sorted(set(a.m)), sorted(set(a.lengths))
    a.profile_m = [m for m in a.profile_m if m in a.m]
    return a


def set_step(eng: Engine, m: int, length: int, ids: list[int]) -> None:
    """Put the m-row step over `length` cached positions in place: its graph, ids and pos, so
    that eng.replay(m) runs it (timing, the kernel profile)."""
    eng.reset()
    eng.advance(length)
    eng.step(ids)  # captures the m-row graph the first time; sets ids/pos for replay
    eng.rollback(m)


def measure_speccc(eng: Engine, m: int, length: int, ids: list[int], iters: int):
    """(replay ms, Engine.step ms) of an m-row step over `length` cached positions."""
    set_step(eng, m, length, ids)
    replay_ms = time_ms(lambda: eng.replay(m), eng.device, iters)

    def step():
        eng.step(ids)
        eng.rollback(m)

    return replay_ms, time_ms(step, eng.device, iters)


@dataclass
class PeerCheck:
    """speccc's logits for one m-row step after a random prefix, which each peer must match
    within `tol` (relative L2 error); the prefix goes into the peer's cache eagerly first."""

    m: int
    prefix: list[int]
    ids: list[int]
    want: torch.Tensor  # [m, V] float32, cpu
    tol: float

    @classmethod
    def from_engine(cls, eng: Engine, m: int, prefix_len: int, tol: float) -> PeerCheck:
        g = torch.Generator().manual_seed(1)
        prefix = torch.randint(0, eng.cfg.vocab, (prefix_len,), generator=g).tolist()
        ids = torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()
        eng.reset()
        eng.prefill(prefix)
        want = eng.step(ids).cpu()
        eng.reset()
        return cls(m, prefix, ids, want, tol)

    def __call__(self, model: StaticDecoder, step: PeerStep) -> dict:
        dev, n = step.device, len(self.prefix)
        with torch.no_grad():
            model(torch.tensor(self.prefix, device=dev), torch.arange(n, device=dev))
        step.set(self.ids, n)
        step.replay()
        got = step.logits().cpu()
        rel = float((got - self.want).norm() / self.want.norm())
        top1 = float((got.argmax(-1) == self.want.argmax(-1)).float().mean())
        out = {"m": self.m, "prefix": n, "rel_l2": rel, "top1_agree": top1}
        out |= {"tolerance_rel_l2": self.tol, "agrees": rel <= self.tol}
        print(f"  check: rel L2 {rel:.2e}, top-1 {top1:.0%}, within {self.tol}: {rel <= self.tol}")
        return out


def measure_peer(peer: str, fn, model, a, rows: dict, fill: list[int], check, save) -> dict:
    """Time one peer at every (M, length) into rows[(m, length)]; compile/capture per M (setup_s),
    checked against speccc at check.m; save() after each M. A failure to build a step (a compile
    error) ends this peer with its reason instead of the run."""
    info = {"available": True, "reason": None, "setup_s": {}}
    device = model.k_cache.device
    for m in a.m:
        try:
            step = PeerStep(fn, m, device)
        except Exception as e:  # reported, not fatal: the other engines' results stand
            info.update(available=False, reason=f"{type(e).__name__}: {e}".splitlines()[0])
            print(f"  peer {peer} M={m}: unavailable ({info['reason']})", flush=True)
            break
        info["setup_s"][str(m)] = step.setup_s
        print(f"  peer {peer} M={m}: ready in {step.setup_s:.1f} s", flush=True)
        if check is not None and m == check.m:
            info["check"] = check(model, step)
        for n in a.lengths:
            step.set(fill[:m], rows[(m, n)]["positions"])
            rows[(m, n)][PEER_KEY[peer]] = time_ms(step.replay, device, a.iters)
        print(
            f"  peer {peer} M={m}: "
            + ", ".join(f"{n}: {rows[(m, n)][PEER_KEY[peer]]:.3f} ms" for n in a.lengths),
            flush=True,
        )
        save()
    return info


def ratios(rows: list[dict], ms: list[int], lengths: list[int], roof_ms: float) -> dict:
    by = {(r["m"], r["length"]): r for r in rows}

    def table(f) -> dict:
        return {
            f"M={m}": {str(n): f(by[(m, n)]) for n in lengths if (m, n) in by and f(by[(m, n)])}
            for m in ms
        }

    def div(a, b):
        return a / b if a is not None and b else None

    out = {
        f"speccc_replay_over_{k[:-3]}": table(lambda r, k=k: div(r["speccc_replay_ms"], r.get(k)))
        for k in PEER_KEY.values()
    }
    out["speccc_replay_over_weight_roofline"] = table(lambda r: r["speccc_replay_ms"] / roof_ms)
    out["speccc_step_over_replay"] = table(lambda r: r["speccc_step_ms"] / r["speccc_replay_ms"])
    for hi in (8, 16):
        if hi in ms and 1 in ms:
            out[f"m{hi}_over_m1"] = {
                e[:-3]: {
                    str(n): div(by[(hi, n)].get(e), by[(1, n)].get(e))
                    for n in lengths
                    if by[(1, n)].get(e) is not None
                }
                for e in ENGINES
            }
    return out


def main(argv: list[str] | None = None) -> int:
    a = parse_args(argv)
    t_start = time.time()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=max(a.m))
    device = torch.device(a.device or eng.device.type)
    if device != eng.device:
        raise SystemExit(f"the artifact runs on {eng.device.type} (target {eng.art.target})")
    cfg = eng.cfg
    dtype = DTYPES[a.dtype or ("bfloat16" if device.type == "cuda" else "float32")]
    name = a.name or f"gpu_step_{cfg.name}"
    copy = copy_bandwidth_gbs(device)
    roof_ms = eng.weight_bytes / copy / 1e6  # weights read once at the measured copy rate
    rows = {
        (m, n): {"m": m, "length": n, "positions": min(n, cfg.max_ctx - m)}
        for n in a.lengths
        for m in a.m
    }
    res = {
        "command": "python bench/gpu_step.py " + shlex.join(sys.argv[1:] if argv is None else argv),
        "artifact": a.artifact,
        "model": cfg.name,
        "wdtypes": eng.art.manifest.wdtypes,
        "max_ctx": cfg.max_ctx,
        "run_device": device.type,
        "peer_dtype": str(dtype).removeprefix("torch."),
        "weight_bytes": eng.weight_bytes,
        "copy_bandwidth_gb_s": copy,
        "weight_roofline_ms": roof_ms,
        "timing": "median ms of --iters calls (CUDA events on cuda); positions = cached "
        "positions before the step (length clamped to max_ctx - M)",
        "iters": a.iters,
        "rows": list(rows.values()),
        "kernels": [],
        "peers": {},
        "phase_s": {},
    }

    def save() -> Path:
        res["wall_s"] = time.time() - t_start
        return write_result(name, res)

    print(
        f"{cfg.name}: weights {eng.weight_bytes / 1e6:.1f} MB, copy {copy:.0f} GB/s, "
        f"roofline {roof_ms:.3f} ms",
        flush=True,
    )
    check = None
    if a.peers:
        cm = 8 if 8 in a.m else max(a.m)
        tol = a.check_tol or PEER_TOL[dtype]
        check = PeerCheck.from_engine(eng, cm, min(64, cfg.max_ctx - cm), tol)
    # speccc: one prefill puts real K/V in every position a measured step reads
    t0 = time.time()
    g = torch.Generator().manual_seed(0)
    fill = torch.randint(0, cfg.vocab, (max(r["positions"] for r in rows.values()),), generator=g)
    fill = fill.tolist()
    eng.reset()
    eng.prefill(fill)
    res["phase_s"]["speccc_prefill"] = time.time() - t0
    t0 = time.time()
    for (m, _), row in rows.items():
        p = row["positions"]
        row["speccc_replay_ms"], row["speccc_step_ms"] = measure_speccc(
            eng, m, p, fill[:m], a.iters
        )
        print(
            f"M={m:2d} positions {p:5d}: speccc replay {row['speccc_replay_ms']:.3f} ms, "
            f"step {row['speccc_step_ms']:.3f} ms",
            flush=True,
        )
    res["phase_s"]["speccc"] = time.time() - t0
    save()
    # the peers, eager first: a compile that is slow or fails leaves everything else measured
    model = StaticDecoder(cfg, w, device=device, dtype=dtype) if a.peers else None
    del w
    for peer in a.peers:
        t0 = time.time()
        fn, reason = model, None
        if peer == "compile":
            reason = compile_unavailable(device)
            fn = None if reason else compiled_forward(model, a.compile_mode, cdt=a.cdt)
        if reason:
            res["peers"][peer] = {"available": False, "reason": reason, "setup_s": {}}
            print(f"  peer {peer}: unavailable ({reason})", flush=True)
        else:
            res["peers"][peer] = measure_peer(peer, fn, model, a, rows, fill, check, save)
        if peer == "compile":
            res["peers"][peer] |= {"mode": a.compile_mode, "coordinate_descent_tuning": a.cdt}
        res["phase_s"][f"peer_{peer}"] = time.time() - t0
        save()
    # the kernel profiles after every timing, speccc's and the peers': in a run that profiled
    # between timings, the replays timed after the first torch.profiler (CUPTI) session were
    # 5-7% slower than in runs without one (H200 2026-12-01, Qwen M=1: 0.749 ms at 128 before
    # the first profile, 0.798 at 512 after it; 0.741-0.747 at 512 in runs without a profile)
    t0 = time.time()
    for (m, _), row in rows.items():
        if m in a.profile_m:
            set_step(eng, m, row["positions"], fill[:m])  # the timings left the last length's
            kt = kernel_table(eng, m, row["positions"], copy, replays=a.replays)
            res["kernels"].append(kt)
            roles = ", ".join(
                f"{r} {g['us'] / g['calls']:.1f}/{g['added_us'] / g['calls']:.1f}"
                for r, g in kt["by_role"].items()
            )
            print(f"  profile M={m} @{row['positions']} us/added a call: {roles}", flush=True)
    res["phase_s"]["speccc_profile"] = time.time() - t0
    res["ratios"] = ratios(res["rows"], a.m, a.lengths, roof_ms)
    out = save().parent
    title = f"{cfg.name} ({res['wdtypes']['matrix']}), {device_name()}"
    png = plot_step(res, out / f"{name}.png", title)
    res["png"] = png.name if png else None
    print(save())
    for k in ("speccc_replay_over_torch_compile_graph", "m8_over_m1", "m16_over_m1"):
        if k in res["ratios"]:
            print(k, res["ratios"][k])
    return 0


if __name__ == "__main__":
    sys.exit(main())
