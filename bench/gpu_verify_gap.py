"""Where a speculative verify step's time goes beyond its kernels (issue 11: grounded prompt
lookup's efficiency, 0.83-0.86 in decode_loop/v2). Runs on any artifact (shape builds: random
weights, no tokenizer) on cuda, and on cpu (llvm artifacts, a smoke run).

For each k, the ms a verify step takes (median over --reps runs of --steps steps, each waited
for), against the M = k+1 step's CUDA graph replay alone:
  replay     eng.replay(k+1): the kernels (the floor);
  step       eng.step(rows, logits=False) + top2_host(): staging, the graph, the readback;
  generate   generate() with a proposer that always offers k drafts (token ids no model
             predicts, so none is accepted and every step is a verify of k+1 rows): the loop
             of a grounded prompt's verify steps, host work included (its decode_s a step);
  ahead      the step loop with the next step armed while one runs (Engine.arm / release:
             the graph's launch overlaps the step before), its top-2 checked bitwise against
             `step`'s, step by step (`ahead_same`; a negative control releases other ids);
  generate_ahead  generate() as above with its verify steps armed ahead (VERIFY_AHEAD);
and the generate loop's own parts, timed on the host (perf_counter) in an instrumented copy
of its verify branch: launch (staging and the graph launch, returning at once), wait (until
the top-2 copy is on the host), host (acceptance, rollback, emit, the next proposal).
With --ab-dma, the engine moves its small host copies by kernels (Engine(mapped_copies=True))
and everything runs a second time on one with DMA copies (the default); the two engines' top-2
(plain and armed loops, step by step) and a 48-token greedy decode are compared bitwise
(`mapped_same`).
With --trace N (on an engine with DMA copies: the steps are cut at its input copies), N steps of
each loop (step, ahead) run under torch.profiler, and the device's timeline a step is split from
its records (`trace`, us, medians): h2d (the ids/pos copy), h2d_to_kernel (its end to the
graph's first kernel), kernels (first kernel's start to the last one's end), to_d2h and d2h (the
top-2 copy), turn (the copy's end to the next step's input copy: the host's wake-up, its work
and the launch or release), call_to_h2d (the host's step() or release() call to that copy's
start; host and device clocks as the profiler aligns them).

  python bench/gpu_verify_gap.py ART [--k 4,8] [--steps 200] [--reps 5]
  python bench/gpu_verify_gap.py ART --k 4 --steps 8 --reps 1          # cpu smoke (llvm)
  python bench/gpu_verify_gap.py ART --trace 40                         # + device timelines
  python bench/gpu_verify_gap.py ART --ab-dma                           # + DMA copies, A/B
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import write_result  # noqa: E402
from speccc.parity import bitwise_equal  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative.generate import generate  # noqa: E402

GEN = sys.modules["speccc.speculative.generate"]  # (the package's `generate` is the function)
from speccc.speculative.proposers import PromptLookup  # noqa: E402

PROMPT = 32  # prompt tokens
DECODE = 24  # tokens a decode chunk in the --ab-dma check


class Always:
    """A proposer that offers k drafts at every step: token ids 0, 1, ... (the random-weight
    shapes never predict them in this run: the result's accepted count says so)."""

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        return list(range(k))


def _prompt(eng: Engine) -> list[int]:
    return [(7 * i + 3) % eng.cfg.vocab for i in range(PROMPT)]


def _median_ms(fn, steps: int, reps: int, sync) -> float:
    times = []
    for _ in range(reps + 1):  # the first run captures graphs
        sync()
        t0 = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - t0) / steps * 1e3)
    return statistics.median(times[1:])


def _unmarked(name: str) -> contextlib.AbstractContextManager:
    return contextlib.nullcontext()


def _steps(eng: Engine, rows: list[int], steps: int, seen: list | None = None, mark=_unmarked):
    """The verify loop: each step keeps one row (none accepted). `mark(name)`: a context around
    each step's launch (trace's profiler range)."""
    for _ in range(steps):
        with mark("call"):
            eng.step(rows, logits=False)
        vals, ids = eng.top2_host()
        if seen is not None:
            seen.append((vals.clone(), ids.clone()))
        eng.rollback(len(rows) - 1)


def _ahead(
    eng: Engine, rows: list[int], steps: int, seen: list | None = None, other=None, mark=_unmarked
):
    """_steps with the next step armed while one runs; `other` (a negative control) is
    released in place of rows at the second step."""
    armed = eng.arm(len(rows))
    for i in range(steps):
        with mark("call"):
            eng.release(armed, other if other and i == 1 else rows)
        armed = eng.arm(len(rows)) if i + 1 < steps else None
        vals, ids = eng.top2_host()
        if seen is not None:
            seen.append((vals.clone(), ids.clone()))
        eng.rollback(len(rows) - 1)


def _decoded(eng: Engine) -> list[int]:
    """Greedy decode chunks from the prompt (decode_start / decode_finish: the token ring's
    readback): what --ab-dma compares."""
    eng.reset()
    eng.prefill(_prompt(eng))
    tokens = eng.decode(3, DECODE)
    tokens += eng.decode_finish(eng.decode_start(None, DECODE))
    return tokens


def _same_steps(a: list, b: list) -> bool:
    return len(a) == len(b) and all(
        bitwise_equal(x[0], y[0]) and bitwise_equal(x[1], y[1]) for x, y in zip(a, b, strict=True)
    )


def _parts(eng: Engine, k: int, steps: int) -> dict[str, float]:
    """generate's verify branch, instrumented: median us of launch, wait and host a step."""
    lookup = PromptLookup()
    eng.reset()
    ctx = _prompt(eng)
    eng.prefill(ctx)
    out = [3]
    ctx.append(3)
    parts: dict[str, list[float]] = {"launch": [], "wait": [], "host": []}
    drafts = list(range(k))
    for _ in range(steps):
        p0 = eng.pos
        rows = [out[-1]] + drafts
        t0 = time.perf_counter()
        eng.step(rows, logits=False)
        t1 = time.perf_counter()
        _, ids = eng.top2_host()
        t2 = time.perf_counter()
        preds = ids[:, 0].tolist()
        n = 0
        while n + 1 < len(rows) and rows[n + 1] == preds[n]:
            n += 1
        eng.rollback(eng.pos - (p0 + n + 1))
        new = rows[1 : n + 1] + [preds[n]]
        out.extend(new)
        ctx.extend(new)
        lookup.propose(ctx, k)  # the next step's proposal (its drafts unused: `drafts` stay)
        t3 = time.perf_counter()
        for key, a, b in (("launch", t0, t1), ("wait", t1, t2), ("host", t2, t3)):
            parts[key].append((b - a) * 1e6)
    return {key: statistics.median(v) for key, v in parts.items()}


def _traced_events(loop) -> list[dict]:
    from torch.profiler import ProfilerActivity, profile, record_function

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        loop(record_function)
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "trace.json"
        prof.export_chrome_trace(str(p))
        return json.loads(p.read_text())["traceEvents"]


def timeline(events: list[dict], call: str) -> dict[str, float]:
    """Median us of a step's device timeline parts (module docstring, --trace) from a trace's
    events: steps are cut at each input copy (a memcpy HtoD); `call` names the host's
    record_function range that starts a step."""
    dev = sorted(
        (e for e in events if e.get("cat") in ("kernel", "gpu_memcpy")), key=lambda e: e["ts"]
    )
    calls = sorted(e["ts"] for e in events if e.get("name") == call and e.get("ph") == "X")
    cuts = [i for i, e in enumerate(dev) if "HtoD" in e["name"]]
    parts: dict[str, list[float]] = {}
    for a, b in zip(cuts, cuts[1:], strict=False):
        h2d, nxt = dev[a], dev[b]
        ks = [e for e in dev[a + 1 : b] if e["cat"] == "kernel"]
        d2h = [e for e in dev[a + 1 : b] if "DtoH" in e["name"]]
        if not ks or len(d2h) != 1:
            continue
        k_end = max(e["ts"] + e["dur"] for e in ks)
        got = {
            "h2d": h2d["dur"],
            "h2d_to_kernel": ks[0]["ts"] - (h2d["ts"] + h2d["dur"]),
            "kernels": k_end - ks[0]["ts"],
            "to_d2h": d2h[0]["ts"] - k_end,
            "d2h": d2h[0]["dur"],
            "turn": nxt["ts"] - (d2h[0]["ts"] + d2h[0]["dur"]),
            "period": nxt["ts"] - h2d["ts"],
        }
        before = [t for t in calls if t < nxt["ts"]]
        if before:
            got["call_to_h2d"] = nxt["ts"] - before[-1]
        for key, v in got.items():
            parts.setdefault(key, []).append(v)
    return {key: statistics.median(v) for key, v in parts.items()} | {"steps": len(cuts) - 1}


def trace(eng: Engine, rows: list[int], steps: int) -> dict[str, dict[str, float]]:
    """The device timeline of `steps` verify steps, plain (step + top2_host) and armed ahead."""
    out = {}
    for name, loop in (("step", _steps), ("ahead", _ahead)):
        eng.reset()
        eng.prefill(_prompt(eng))
        events = _traced_events(lambda rf, loop=loop: loop(eng, rows, steps, mark=rf))
        out[name] = timeline(events, "call")
    return out


def measure(eng: Engine, k: int, steps: int, reps: int, traced: int = 0) -> dict:
    sync = torch.cuda.synchronize if eng.device.type == "cuda" else lambda: None
    m = k + 1

    def start() -> None:
        eng.reset()
        eng.prefill(_prompt(eng))

    start()
    rows = [3] + list(range(k))
    eng.step(rows, logits=False)  # the m-row graph's inputs for replay()
    replay = _median_ms(lambda: [eng.replay(m) for _ in range(steps)], steps, reps, sync)
    start()
    step = _median_ms(lambda: _steps(eng, rows, steps), steps, reps, sync)
    start()
    ahead = _median_ms(lambda: _ahead(eng, rows, steps), steps, reps, sync)
    seen = {}
    for name, loop in (("step", _steps), ("ahead", _ahead)):
        start()
        seen[name] = []
        loop(eng, rows, 8, seen[name])
    start()
    seen["control"] = []
    _ahead(eng, rows, 8, seen["control"], other=[4] + rows[1:])
    gen_ms, st = _generate_ms(eng, k, steps, reps)
    GEN.VERIFY_AHEAD = True
    try:
        gen_ahead_ms, st_ahead = _generate_ms(eng, k, steps, reps)
    finally:
        GEN.VERIFY_AHEAD = False
    r = {
        "replay_ms": replay,
        "step_ms": step,
        "generate_ms": gen_ms,
        "ahead_ms": ahead,
        "generate_ahead_ms": gen_ahead_ms,
        "step_over_replay": step / replay,
        "generate_over_replay": gen_ms / replay,
        "ahead_over_replay": ahead / replay,
        "generate_ahead_over_replay": gen_ahead_ms / replay,
        "generate_gap_us": (gen_ms - replay) * 1e3,
        "ahead_same": _same_steps(seen["step"], seen["ahead"]),
        "ahead_control_differs": not _same_steps(seen["step"], seen["control"]),
        "generate_ahead_same_tokens": st_ahead.new_tokens == st.new_tokens,
        "verify_steps": st.steps,
        "accepted": st.accepted,
        "parts_us": _parts(eng, k, steps),
        "mapped_copies": eng.mapped_copies,
        "_seen": seen,
    }
    if traced and not eng.mapped_copies:
        r["trace_us"] = trace(eng, rows, traced)
        for name, t in r["trace_us"].items():
            print(f"  trace {name}: " + ", ".join(f"{x} {v:.1f}" for x, v in t.items()), flush=True)
    p = r["parts_us"]
    print(
        f"k={k} (M={m}): replay {replay:.4f} ms, step {step:.4f} ({r['step_over_replay']:.3f}x),"
        f" generate {gen_ms:.4f} ({r['generate_over_replay']:.3f}x, +{r['generate_gap_us']:.0f}"
        f" us a step; {st.steps} verify steps, {st.accepted} accepted); parts, us: launch"
        f" {p['launch']:.0f}, wait {p['wait']:.0f}, host {p['host']:.0f}; armed ahead: step"
        f" {ahead:.4f} ({r['ahead_over_replay']:.3f}x), generate {gen_ahead_ms:.4f}"
        f" ({r['generate_ahead_over_replay']:.3f}x); top-2 same {r['ahead_same']}, control"
        f" differs {r['ahead_control_differs']}; mapped copies {eng.mapped_copies}",
        flush=True,
    )
    return r


def _generate_ms(eng: Engine, k: int, steps: int, reps: int):
    """(ms a verify step of generate's loop, its last run's stats): the median of decode_s a
    step over reps runs after one that captures graphs."""
    gens = [generate(eng, _prompt(eng), steps + k + 1, proposer=Always(), k=k).stats]
    for _ in range(reps):
        gens.append(generate(eng, _prompt(eng), steps + k + 1, proposer=Always(), k=k).stats)
    return statistics.median(s.decode_s / s.steps * 1e3 for s in gens[1:]), gens[-1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("--k", default="4,8", help="drafts a verify step, comma-separated")
    ap.add_argument("--steps", type=int, default=200, help="verify steps a run")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--trace", type=int, default=0, help="steps a loop under torch.profiler")
    ap.add_argument(
        "--ab-dma", action="store_true", help="kernel copies, then DMA copies; compare bits"
    )
    a = ap.parse_args(argv)
    ks = [int(x) for x in a.k.split(",")]
    kw = {"mapped_copies": True} if a.ab_dma else {}
    eng, weights = Engine.load_with_weights(a.artifact, max_rows=max(ks) + 1, **kw)
    if a.trace and eng.device.type != "cuda":
        ap.error("--trace needs a cuda artifact")
    if PROMPT + max(a.steps, a.trace) + 2 * max(ks) + 2 > eng.cfg.max_ctx:
        ap.error(f"--steps {a.steps} past the artifact's max_ctx {eng.cfg.max_ctx}")
    t0 = time.time()
    res = {
        "model": eng.cfg.name,
        "steps": a.steps,
        "k": {str(k): measure(eng, k, a.steps, a.reps, a.trace) for k in ks},
    }
    if a.ab_dma:
        dma = Engine.load(a.artifact, weights, max_rows=max(ks) + 1, mapped_copies=False)
        print("with DMA copies:", flush=True)
        res["k_dma"] = {str(k): measure(dma, k, a.steps, a.reps, a.trace) for k in ks}
        res["mapped_same"] = all(
            _same_steps(res["k"][k]["_seen"][n], res["k_dma"][k]["_seen"][n])
            for k in res["k"]
            for n in ("step", "ahead")
        ) and _decoded(eng) == _decoded(dma)
        print(f"mapped copies == DMA copies, bitwise: {res['mapped_same']}", flush=True)
    for runs in (res["k"], res.get("k_dma", {})):
        for r in runs.values():
            r.pop("_seen")
    res |= {
        "wall_s": time.time() - t0,
        "command": "python bench/gpu_verify_gap.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    print(write_result(f"gpu_verify_gap_{eng.cfg.name}", res))
    ok = all(r["ahead_same"] and r["ahead_control_differs"] for r in res["k"].values())
    ok = ok and res.get("mapped_same", True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
