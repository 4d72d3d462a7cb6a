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
once by a prefill of random ids. A peer check compares each peer's logits with speccc's at one
step (relative L2 error, top-1 agreement). Writes JSON (after every phase, so a cut-short run
keeps what it measured) and a PNG to $OUT (default bench/results).

  python bench/gpu_step.py ARTIFACT                       # the default run (cuda artifact)
  python bench/gpu_step.py ARTIFACT --m 1,8 --lengths 512 --peers eager   # a quick smoke run
  python bench/gpu_step.py LLVM_ARTIFACT --device cpu --m 1,2 --lengths 16,64 --iters 3
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import copy_bandwidth_gbs, device_name, time_ms, write_result  # noqa: E402
from bench.kernel_profile import kernel_table  # noqa: E402
from bench.step_plot import plot_step  # noqa: E402
from bench.torch_peers import (  # noqa: E402
    COMPILE_MODES,
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


def measure_speccc(eng: Engine, m: int, length: int, ids: list[int], iters: int):
    """(replay ms, Engine.step ms) of an m-row step over `length` cached positions. Leaves that
    step's graph, ids and pos in place (for the kernel profile)."""
    eng.reset()
    eng.advance(length)
    eng.step(ids)  # captures the m-row graph the first time; sets ids/pos for replay
    eng.rollback(m)
    replay_ms = time_ms(lambda: eng.replay(m), eng.device, iters)

    def step():
        eng.step(ids)
        eng.rollback(m)

    return replay_ms, time_ms(step, eng.device, iters)


def build_peers(a, cfg, weights, device, dtype) -> tuple[StaticDecoder | None, dict, dict]:
    """The decoder, {peer: {m: PeerStep}} and {peer: info} (available, reason, setup_s per M)."""
    if not a.peers:
        return None, {}, {}
    model = StaticDecoder(cfg, weights, device=device, dtype=dtype)
    steps, info = {}, {}
    for peer in a.peers:
        fn, reason = model, None
        if peer == "compile":
            reason = compile_unavailable(device)
            fn = None if reason else compiled_forward(model, a.compile_mode, cdt=a.cdt)
        info[peer] = {"available": reason is None, "reason": reason, "setup_s": {}}
        steps[peer] = {}
        for m in a.m if reason is None else []:
            try:
                steps[peer][m] = PeerStep(fn, m, device)
            except Exception as e:  # a compile that fails is reported, not fatal to the run
                reason = f"{type(e).__name__}: {e}".splitlines()[0]
                info[peer].update(available=False, reason=reason)
                steps[peer] = {}
                break
            info[peer]["setup_s"][str(m)] = steps[peer][m].setup_s
            print(f"  peer {peer} M={m}: ready in {steps[peer][m].setup_s:.1f} s", flush=True)
        if reason:
            print(f"  peer {peer}: unavailable ({reason})", flush=True)
    return model, steps, info


def check_peers(eng: Engine, model, steps: dict, m: int, prefix_len: int, tol: float) -> dict:
    """Each peer's logits vs speccc's for one m-row step after the same prefix."""
    g = torch.Generator().manual_seed(1)
    prefix = torch.randint(0, eng.cfg.vocab, (prefix_len,), generator=g).tolist()
    rows = torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()
    eng.reset()
    eng.prefill(prefix)
    ref = eng.step(rows).cpu()
    eng.reset()
    dev = eng.device
    with torch.no_grad():  # the prefix into the peers' cache, eagerly, in one block
        model(torch.tensor(prefix, device=dev), torch.arange(prefix_len, device=dev))
    out = {"m": m, "prefix": prefix_len, "tolerance_rel_l2": tol}
    for peer, by_m in steps.items():
        if m not in by_m:
            continue
        by_m[m].set(rows, prefix_len)
        by_m[m].replay()
        got = by_m[m].logits().cpu()
        rel = float((got - ref).norm() / ref.norm())
        top1 = float((got.argmax(-1) == ref.argmax(-1)).float().mean())
        out[peer] = {"rel_l2": rel, "top1_agree": top1, "agrees": rel <= tol}
        print(f"  check {peer}: rel L2 {rel:.2e}, top-1 {top1:.0%}, within {tol}: {rel <= tol}")
    return out


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
    dtype = (
        DTYPES[a.dtype] if a.dtype else torch.bfloat16 if device.type == "cuda" else torch.float32
    )
    tol = a.check_tol or (0.05 if dtype != torch.float32 else 1e-3)
    name = a.name or f"gpu_step_{cfg.name}"
    copy = copy_bandwidth_gbs(device)
    roof_ms = eng.weight_bytes / copy / 1e6  # weights read once at the measured copy rate
    res = {
        "command": "python bench/gpu_step.py " + shlex.join(sys.argv[1:] if argv is None else argv),
        "artifact": a.artifact,
        "model": cfg.name,
        "wdtypes": eng.art.manifest["wdtypes"],
        "max_ctx": cfg.max_ctx,
        "run_device": device.type,
        "peer_dtype": str(dtype).removeprefix("torch."),
        "weight_bytes": eng.weight_bytes,
        "copy_bandwidth_gb_s": copy,
        "weight_roofline_ms": roof_ms,
        "timing": "median ms of --iters calls (CUDA events on cuda)",
        "iters": a.iters,
        "rows": [],
        "kernels": [],
    }
    print(
        f"{cfg.name}: weights {eng.weight_bytes / 1e6:.1f} MB, copy {copy:.0f} GB/s, "
        f"roofline {roof_ms:.3f} ms",
        flush=True,
    )
    t0 = time.time()
    model, peers, res["peers"] = build_peers(a, cfg, w, device, dtype)
    del w
    res["peer_setup_s"] = time.time() - t0
    if peers:
        cm = 8 if 8 in a.m else max(a.m)
        res["peer_check"] = check_peers(eng, model, peers, cm, min(64, cfg.max_ctx - cm), tol)
    write_result(name, res)
    positions = {(m, n): min(n, cfg.max_ctx - m) for m in a.m for n in a.lengths}
    g = torch.Generator().manual_seed(0)
    fill = torch.randint(0, cfg.vocab, (max(positions.values()),), generator=g).tolist()
    t0 = time.time()
    eng.reset()
    eng.prefill(fill)  # real K/V in every position a measured step reads
    res["prefill_s"] = time.time() - t0
    t0 = time.time()
    for n in a.lengths:
        for m in a.m:
            p, ids = positions[(m, n)], fill[:m]
            row = {"m": m, "length": n, "positions": p}
            row["speccc_replay_ms"], row["speccc_step_ms"] = measure_speccc(eng, m, p, ids, a.iters)
            if m in a.profile_m:
                res["kernels"].append(kernel_table(eng, m, p, copy, replays=a.replays))
            for peer, by_m in peers.items():
                if m in by_m:
                    by_m[m].set(ids, p)
                    row[PEER_KEY[peer]] = time_ms(by_m[m].replay, device, a.iters)
            res["rows"].append(row)
            print(
                f"M={m:2d} len={p:5d}: "
                + ", ".join(f"{k[:-3]} {v:.3f}" for k, v in row.items() if k.endswith("_ms")),
                flush=True,
            )
        write_result(name, res)
    res["measure_s"] = time.time() - t0
    res["ratios"] = ratios(res["rows"], a.m, a.lengths, roof_ms)
    res["wall_s"] = time.time() - t_start
    out = Path(write_result(name, res)).parent
    title = f"{cfg.name} ({res['wdtypes']['matrix']}), {device_name()}"
    png = plot_step(res, out / f"{name}.png", title)
    res["png"] = png.name if png else None
    print(write_result(name, res))
    for k in ("speccc_replay_over_torch_compile_graph", "m8_over_m1", "m16_over_m1"):
        if k in res["ratios"]:
            print(k, res["ratios"][k])
    return 0


if __name__ == "__main__":
    sys.exit(main())
