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
and the generate loop's own parts, timed on the host (perf_counter) in an instrumented copy
of its verify branch: launch (staging and the graph launch, returning at once), wait (until
the top-2 copy is on the host), host (acceptance, rollback, emit, the next proposal).

  python bench/gpu_verify_gap.py ART [--k 4,8] [--steps 200] [--reps 5]
  python bench/gpu_verify_gap.py ART --k 4 --steps 8 --reps 1          # cpu smoke (llvm)
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import write_result  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative.generate import generate  # noqa: E402
from speccc.speculative.proposers import PromptLookup  # noqa: E402

PROMPT = 32  # prompt tokens


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


def _steps(eng: Engine, rows: list[int], steps: int) -> None:
    for _ in range(steps):
        eng.step(rows, logits=False)
        eng.top2_host()
        eng.rollback(len(rows) - 1)


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


def measure(eng: Engine, k: int, steps: int, reps: int) -> dict:
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
    gens = [generate(eng, _prompt(eng), steps + k + 1, proposer=Always(), k=k).stats]
    for _ in range(reps):  # the first run above captured graphs; generate's loop ends waited for
        gens.append(generate(eng, _prompt(eng), steps + k + 1, proposer=Always(), k=k).stats)
    gen_ms = statistics.median(s.decode_s / s.steps * 1e3 for s in gens[1:])
    st = gens[-1]
    r = {
        "replay_ms": replay,
        "step_ms": step,
        "generate_ms": gen_ms,
        "step_over_replay": step / replay,
        "generate_over_replay": gen_ms / replay,
        "generate_gap_us": (gen_ms - replay) * 1e3,
        "verify_steps": st.steps,
        "accepted": st.accepted,
        "parts_us": _parts(eng, k, steps),
    }
    p = r["parts_us"]
    print(
        f"k={k} (M={m}): replay {replay:.4f} ms, step {step:.4f} ({r['step_over_replay']:.3f}x),"
        f" generate {gen_ms:.4f} ({r['generate_over_replay']:.3f}x, +{r['generate_gap_us']:.0f}"
        f" us a step; {st.steps} verify steps, {st.accepted} accepted); parts, us: launch"
        f" {p['launch']:.0f}, wait {p['wait']:.0f}, host {p['host']:.0f}",
        flush=True,
    )
    return r


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("--k", default="4,8", help="drafts a verify step, comma-separated")
    ap.add_argument("--steps", type=int, default=200, help="verify steps a run")
    ap.add_argument("--reps", type=int, default=5)
    a = ap.parse_args(argv)
    ks = [int(x) for x in a.k.split(",")]
    eng = Engine.load(a.artifact, max_rows=max(ks) + 1)
    if PROMPT + a.steps + 2 * max(ks) + 2 > eng.cfg.max_ctx:
        ap.error(f"--steps {a.steps} past the artifact's max_ctx {eng.cfg.max_ctx}")
    t0 = time.time()
    res = {
        "model": eng.cfg.name,
        "steps": a.steps,
        "k": {str(k): measure(eng, k, a.steps, a.reps) for k in ks},
        "wall_s": time.time() - t0,
        "command": "python bench/gpu_verify_gap.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    print(write_result(f"gpu_verify_gap_{eng.cfg.name}", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
