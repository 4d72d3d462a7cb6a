"""The host path of a decode step and of speculative generation, old vs new in one run (issue 11
item 3). Runs on cuda and on cpu (llvm artifacts).

1. Step: per M, the median wall time (each call waited for) of
     replay      the step's kernels alone: CUDA graph replay (cuda), the kernel calls (llvm);
     lean        Engine.step_top2: staging, the step, the top-2 read back (what generate runs);
     no_copy     Engine.step(ids, logits=False), nothing read back;
     logits      Engine.step(ids) + argmax_ids: the [M, V] logits copy and a host-side pick
                 (how generate verified before);
   and lean / replay (issue 11: Engine.step <= 1.10x graph replay at M=1).
2. Prompt lookup's cost per step at growing context lengths: the old rescan vs the index.
3. Generation on prompt sets (grounded, open-ended, README's main-job prompt), each prompt run
   through every configuration in turn:
     old   greedy / prompt lookup k (rescan, every draft verified) through the logits path;
     new   greedy / prompt lookup k (index) through the lean path, without and with the
           drafting policy (DraftPolicy with this engine's measured step costs).
   Per configuration: decode tokens/s, tokens per verify step, acceptance, speed-up vs the
   same path's greedy, speculation efficiency = speed-up / tokens per verify step; and every
   output is checked identical to greedy's.

  python bench/host_path.py ART                                    # GPU (SmolLM2 cuda artifact)
  python bench/host_path.py ART --prompts 2 --tokens 16 --main-reps 1 --m 1,5 --iters 5  # cpu
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
from bench.prompts import GROUNDED, MAIN_JOB, OPEN  # noqa: E402
from speccc.model import load_tokenizer  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import PromptLookup, argmax_ids, generate  # noqa: E402
from speccc.speculative.ngram_index import rescan  # noqa: E402
from speccc.speculative.policy import DraftPolicy, measure_costs  # noqa: E402


class LogitsPath:
    """The engine seen without its fused top-2 readout: generate verifies through step(ids) ->
    [M, V] logits and a host-side top-2, as it did before the lean path."""

    def __init__(self, eng: Engine):
        self.eng = eng

    def __getattr__(self, name):
        if name in ("step_top2", "top2_host"):
            raise AttributeError(name)
        return getattr(self.eng, name)


class RescanLookup:
    """Prompt lookup as it was: a rescan of the whole context per step, every draft verified."""

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        return rescan(ctx, k, 3, 1)[0]


def _ints(s: str) -> list[int]:
    vals = sorted({int(x) for x in s.split(",") if x.strip()})
    if not vals or vals[0] < 1:
        raise argparse.ArgumentTypeError(f"need integers >= 1: {s!r}")
    return vals


def _wall_ms(fn, sync, iters: int) -> float:
    """Median wall milliseconds of fn(); sync() after each call (a decode loop waits too)."""
    fn()
    sync()
    times = []
    for _ in range(iters):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(1e3 * (time.perf_counter() - t0))
    return statistics.median(times)


def step_times(eng: Engine, ms: list[int], length: int, iters: int, sync) -> list[dict]:
    rows = []
    for m in ms:
        ids = [(13 * i + 5) % eng.cfg.vocab for i in range(m)]
        eng.reset()
        eng.advance(length)
        eng.step(ids)  # captures the m-row graph; leaves ids/pos for replay
        eng.rollback(m)

        def run(step, m=m):
            def once():
                step()
                eng.rollback(m)

            return _wall_ms(once, sync, iters)

        r = {
            "m": m,
            "positions": length,
            "replay_ms": _wall_ms(lambda m=m: eng.replay(m), sync, iters),
            "lean_ms": run(lambda ids=ids: eng.step_top2(ids)),
            "no_copy_ms": run(lambda ids=ids: eng.step(ids, logits=False)),
            "logits_ms": run(lambda ids=ids: argmax_ids(eng.step(ids))),
        }
        r["lean_over_replay"] = r["lean_ms"] / r["replay_ms"]
        r["logits_over_replay"] = r["logits_ms"] / r["replay_ms"]
        rows.append(r)
        print(
            f"M={m:2d} at {length}: replay {r['replay_ms']:.3f} ms, lean {r['lean_ms']:.3f} "
            f"({r['lean_over_replay']:.3f}x), no-copy {r['no_copy_ms']:.3f}, logits+argmax "
            f"{r['logits_ms']:.3f} ({r['logits_over_replay']:.3f}x)",
            flush=True,
        )
    eng.reset()
    return rows


def lookup_cost(lengths: list[int], steps: int = 100) -> list[dict]:
    """Microseconds per proposal (k=4) after one appended token, rescan vs index, on contexts of
    random tokens of a 20000-symbol alphabet (mostly misses: the rescan's worst case)."""
    g = torch.Generator().manual_seed(0)
    out = []
    for n in lengths:
        ctx0 = torch.randint(0, 20000, (n + steps,), generator=g).tolist()
        res = {"context": n}
        for name, prop in (("rescan_us", RescanLookup()), ("index_us", PromptLookup(policy=None))):
            ctx = ctx0[:n]
            prop.propose(ctx, 4)
            t0 = time.perf_counter()
            for t in ctx0[n:]:
                ctx.append(t)
                prop.propose(ctx, 4)
            res[name] = 1e6 * (time.perf_counter() - t0) / steps
        out.append(res)
        print(f"prompt lookup at {n} tokens: rescan {res['rescan_us']:.0f} us/step, index "
              f"{res['index_us']:.1f} us/step", flush=True)  # fmt: skip
    return out


def configs(eng: Engine, ks: list[int], costs: list[float]) -> dict:
    """name -> (backend, generate keywords); a policy per config, so its state is its own."""
    old, cfg = LogitsPath(eng), {}
    cfg["old_greedy"] = (old, {})
    cfg["new_greedy"] = (eng, {})
    for k in ks:
        cfg[f"old_lookup_k{k}"] = (old, {"proposer": RescanLookup(), "k": k})
        cfg[f"new_lookup_k{k}"] = (eng, {"proposer": PromptLookup(policy=None), "k": k})
        pol = PromptLookup(policy=DraftPolicy(costs))
        cfg[f"new_lookup_policy_k{k}"] = (eng, {"proposer": pol, "k": k})
    return cfg


def run_set(prompts: list[list[int]], tokens: int, cfgs: dict, warm: bool) -> dict:
    if warm:  # every M's graph captured outside the timing
        for backend, kw in cfgs.values():
            generate(backend, prompts[0], tokens, **kw)
    acc = {n: {"new": 0, "steps": 0, "decode_s": 0.0, "acc": 0, "drafted": 0} for n in cfgs}
    identical = 0
    for p in prompts:
        outs = {}
        for name, (backend, kw) in cfgs.items():
            g = generate(backend, p, tokens, **kw)
            s, a = g.stats, acc[name]
            a["new"] += s.new_tokens - 1  # tokens after the first (prefill's)
            a["steps"] += s.steps
            a["decode_s"] += s.decode_s
            a["acc"] += s.accepted
            a["drafted"] += s.drafted
            outs[name] = g.tokens
        identical += all(t == outs["new_greedy"] for t in outs.values())
    res = {}
    for name, a in acc.items():
        res[name] = {
            "decode_tokens_per_s": a["new"] / a["decode_s"],
            "tokens_per_verify_step": a["new"] / max(a["steps"], 1),
            "acceptance": a["acc"] / a["drafted"] if a["drafted"] else None,
            "drafted": a["drafted"],
        }
    for name, r in res.items():
        base = res[name.split("_")[0] + "_greedy"]
        r["speedup_vs_greedy"] = r["decode_tokens_per_s"] / base["decode_tokens_per_s"]
        r["efficiency"] = r["speedup_vs_greedy"] / r["tokens_per_verify_step"]
        old = res.get(name.replace("new_", "old_").replace("_policy", ""))
        if name.startswith("new_") and old:
            r["tokens_per_s_over_old"] = r["decode_tokens_per_s"] / old["decode_tokens_per_s"]
    return {"configs": res, "identical_to_greedy": identical, "prompts": len(prompts)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("--m", type=_ints, default=[1, 2, 5, 9], help="rows per timed step")
    ap.add_argument("--length", type=int, default=100, help="cached positions of timed steps")
    ap.add_argument("--iters", type=int, default=200, help="timed calls per step measurement")
    ap.add_argument("--ks", type=_ints, default=[4, 8], help="prompt lookup k")
    ap.add_argument("--tokens", type=int, default=64, help="new tokens per generation")
    ap.add_argument("--prompts", type=int, default=None, help="first N prompts of each set")
    ap.add_argument("--main-reps", type=int, default=5, help="runs of the main-job prompt")
    ap.add_argument(
        "--lookup-lengths", type=_ints, default=[512, 4096, 16384], help="contexts for item 2"
    )
    ap.add_argument("--name", default=None, help="result name (default host_path_MODEL_DEVICE)")
    a = ap.parse_args(argv)
    t0 = time.time()
    eng = Engine.load(a.artifact, max_rows=max(max(a.ks), max(a.m) - 1) + 1)
    cuda = eng.device.type == "cuda"
    sync = torch.cuda.synchronize if cuda else lambda: None
    model = eng.art.manifest.model
    tok = load_tokenizer(model)
    steps = step_times(eng, a.m, a.length, a.iters, sync)
    lookup = lookup_cost(a.lookup_lengths)
    costs = measure_costs(eng, max(a.ks) + 1)
    print("measured step costs (M=1..): " + ", ".join(f"{c:.2f}" for c in costs), flush=True)
    n = a.prompts
    sets = {
        "grounded": [tok.encode(p) for p in GROUNDED[:n]],
        "open": [tok.encode(p) for p in OPEN[:n]],
        "main_job": [tok.encode(MAIN_JOB)] * a.main_reps,
    }
    gen = {}
    for name, prompts in sets.items():
        gen[name] = run_set(prompts, a.tokens, configs(eng, a.ks, costs), warm=cuda)
        print(f"{name} ({len(prompts)} prompts x {a.tokens} tokens), identical to greedy "
              f"{gen[name]['identical_to_greedy']}/{len(prompts)}:")  # fmt: skip
        for c, r in gen[name]["configs"].items():
            acc = "" if r["acceptance"] is None else f", acceptance {r['acceptance']:.1%}"
            vs_old = r.get("tokens_per_s_over_old")
            print(
                f"  {c:22s} {r['decode_tokens_per_s']:8.1f} tok/s, {r['speedup_vs_greedy']:.2f}x "
                f"greedy, {r['tokens_per_verify_step']:.2f} tok/step, efficiency "
                f"{r['efficiency']:.2f}{acc}" + (f", {vs_old:.2f}x old" if vs_old else ""),
                flush=True,
            )
    res = {
        "model": model,
        "artifact": str(a.artifact),
        "run_device": eng.device.type,
        "step": steps,
        "prompt_lookup_cost": lookup,
        "step_costs": costs,
        "generate": gen,
        "tokens": a.tokens,
        "all_identical": all(g["identical_to_greedy"] == g["prompts"] for g in gen.values()),
        "wall_s": time.time() - t0,
        "command": "python bench/host_path.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    name = a.name or f"host_path_{model}_{eng.device.type}"
    print(write_result(name, res))
    return 0 if res["all_identical"] else 1


if __name__ == "__main__":
    sys.exit(main())
