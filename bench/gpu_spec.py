"""On the GPU: speculative decoding on the real model (the artifact's; SmolLM2-135M on the H200).

1. Identity: speculative ids == greedy ids, token for token, for every prompt of
   bench/prompts.ALL, with prompt lookup and the self-draft at every K of --ks.
2. Speed (issue 11), on three prompt sets: grounded (GROUNDED), open-ended (OPEN: low acceptance)
   and README's main-job prompt (MAIN_JOB, run --main-reps times). Configurations: greedy
   (generate's default: plain decoding on the device, Engine.decode, 16 tokens a readback),
   greedy-step (one step and readback a token: greedy before the device loop), prompt
   lookup k=4 and k=8 verifying every draft, the same under the drafting policy (DraftPolicy
   with this engine's measured step costs; "prompt-lookup-policy_k*"), each with its steps
   that have no drafts decoding IDLE_CHUNK tokens a chunk on the device, proposing on a chunk
   while the next runs (generate's default), with verify steps as generate runs them by default
   or armed ahead while drafting ("-ahead": generate.VERIFY_AHEAD, Engine.arm); and the
   self-draft k=4 on grounded prompts (the idle chunks one at a time, "-idlesync", were
   measured against the pipelined ones in decode_loop/o8, o9, v2). Every configuration's tokens
   are compared with greedy's. Per configuration:
     tokens_per_s           new tokens / wall time, prefill included (what this script reported
                            before);
     decode_tokens_per_s    tokens after the first / decode time (prefill is the same for all);
     tokens_per_verify_step tokens after the first / steps after prefill (greedy: 1);
     efficiency             (decode_tokens_per_s / greedy's) / tokens_per_verify_step: 1.0 when a
                            verify step of k+1 rows costs what one greedy step costs.
   Graphs for every M are captured before timing (one untimed generation per configuration).
3. The K-sweep probe, for the exact engine and torch fp32 / bf16 (--probe-tokens 0 skips it).

  python bench/gpu_spec.py ARTIFACT DRAFT_ARTIFACT [--tokens N] [--idle-chunks 1,4]
  python bench/gpu_spec.py TINY_LLVM TINY_DRAFT_LLVM --prompts 2 --tokens 8 --ks 1,4 \\
      --main-reps 1 --probe-tokens 0                                          # cpu smoke
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import sys
import time
from pathlib import Path
from unittest import mock

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import write_result  # noqa: E402
from bench.prompts import ALL, GROUNDED, MAIN_JOB, OPEN  # noqa: E402
from speccc import probe  # noqa: E402
from speccc.model import load_tokenizer  # noqa: E402
from speccc.reference import TorchModel  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import DraftModel, PromptLookup, generate  # noqa: E402
from speccc.speculative.policy import DraftPolicy, measure_costs  # noqa: E402

KS = (1, 2, 4, 8, 16)


def _ks(s: str) -> list[int]:
    ks = sorted({int(x) for x in s.split(",") if x.strip()})
    if not ks or ks[0] < 1:
        raise argparse.ArgumentTypeError(f"need K values >= 1: {s!r}")
    return ks


def identity(eng, prompts, greedy, proposers: dict, ks: list[int], tokens: int) -> dict:
    """For every proposer and K: how many speculative generations equal greedy's (the step
    loop: every step verifies its drafts; speed() compares the device loop's)."""
    out = {}
    for name, prop in proposers.items():
        for k in ks:
            same = acc = drafted = steps = new = 0
            for p, g in zip(prompts, greedy, strict=True):
                s = generate(eng, p, tokens, proposer=prop, k=k, device_loop=False)
                same += s.tokens == g.tokens
                acc, drafted = acc + s.stats.accepted, drafted + s.stats.drafted
                steps, new = steps + s.stats.steps, new + s.stats.new_tokens
            out[f"{name}_k{k}"] = {
                "identical": same,
                "of": len(prompts),
                "acceptance": acc / max(drafted, 1),
                "tokens_per_step": new / max(steps, 1),
            }
            print(
                f"{name:14s} k={k:2d}: identical {same}/{len(prompts)}, acceptance "
                f"{acc / max(drafted, 1):.1%}, {new / max(steps, 1):.2f} tokens/step",
                flush=True,
            )
    return out


@contextlib.contextmanager
def _patched(gen_mod, kw: dict):
    """generate() keywords without speed()'s own keys, with those applied to generate's module
    while the context lasts."""
    kw = dict(kw)
    ahead = kw.pop("verify_ahead", gen_mod.VERIFY_AHEAD)
    idle = kw.pop("idle_chunk", gen_mod.IDLE_CHUNK)
    with (
        mock.patch.object(gen_mod, "VERIFY_AHEAD", ahead),
        mock.patch.object(gen_mod, "IDLE_CHUNK", idle),
    ):
        yield kw


def speed(eng, prompts: list[list[int]], tokens: int, configs: dict) -> dict:
    """Tokens/s, tokens per verify step and efficiency of each configuration over `prompts`
    (see the module docstring); configs: name -> generate() keywords, "greedy" first, and
    optionally "verify_ahead" (generate's VERIFY_AHEAD for that configuration) and
    "idle_chunk" (its IDLE_CHUNK). The configurations take turns prompt by prompt, so a
    drift of the machine's speed during the run falls on all of them alike. Each
    configuration's tokens are compared with greedy's (identical_to_greedy)."""
    sync = torch.cuda.synchronize if eng.device.type == "cuda" else lambda: None
    gen_mod = sys.modules[generate.__module__]
    gens: dict[str, list] = {name: [] for name in configs}
    wall = dict.fromkeys(configs, 0.0)
    for i, p in enumerate([prompts[0]] + prompts):  # the first pass captures every M's graph
        for name, kw in configs.items():
            with _patched(gen_mod, kw) as kw:
                sync()
                t0 = time.perf_counter()
                g = generate(eng, p, tokens, **kw)
                sync()
            if i:
                wall[name] += time.perf_counter() - t0
                gens[name].append(g)
    out, greedy_tokens = {}, None
    for name in configs:
        got = [g.tokens for g in gens[name]]
        greedy_tokens = greedy_tokens or got
        new, steps, decode_s, acc, drafted = (
            sum(getattr(g.stats, f) for g in gens[name])
            for f in ("new_tokens", "steps", "decode_s", "accepted", "drafted")
        )
        after_first = new - len(prompts)
        out[name] = {
            "new_tokens": new,
            "tokens_per_s": new / wall[name],
            "decode_tokens_per_s": after_first / decode_s,
            "tokens_per_verify_step": after_first / max(steps, 1),
            "acceptance": acc / drafted if drafted else None,
            "identical_to_greedy": got == greedy_tokens,
        }
    base = out["greedy"]
    for r in out.values():
        r["speedup_vs_greedy"] = r["decode_tokens_per_s"] / base["decode_tokens_per_s"]
        r["wall_speedup_vs_greedy"] = r["tokens_per_s"] / base["tokens_per_s"]
        r["efficiency"] = r["speedup_vs_greedy"] / r["tokens_per_verify_step"]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("draft_artifact")
    ap.add_argument("--tokens", type=int, default=48, help="new tokens per generation")
    ap.add_argument("--probe-tokens", type=int, default=64, help="0 skips the probe")
    ap.add_argument("--ks", type=_ks, default=list(KS), help="K values of the identity runs")
    ap.add_argument("--prompts", type=int, default=None, help="first N prompts of each set")
    ap.add_argument("--main-reps", type=int, default=10, help="runs of the main-job prompt")
    ap.add_argument(
        "--idle-chunks", type=_ks, default=[], help="also prompt lookup k=4 at these IDLE_CHUNKs"
    )
    a = ap.parse_args(argv)
    t0 = time.time()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=max(*a.ks, 16) + 1)  # probe: K=16
    cfg, model = eng.cfg, eng.art.manifest.model
    tok = load_tokenizer(model)
    draft = DraftModel(Engine.load(a.draft_artifact, w, max_rows=eng.max_rows))
    n = a.prompts
    prompts = [tok.encode(p) for p in ALL[:n]]
    greedy = [generate(eng, p, a.tokens) for p in prompts]
    ident = identity(
        eng,
        prompts,
        greedy,
        {"prompt-lookup": PromptLookup(policy=None), "draft": draft},  # every K's rows verified
        a.ks,
        a.tokens,
    )
    costs = measure_costs(eng, 9)
    pl = {}
    for k in (4, 8):
        for name, prop in (("", PromptLookup(policy=None)), ("-policy", None)):
            prop = prop or PromptLookup(policy=DraftPolicy(costs))
            kw = {"proposer": prop, "k": k}  # steps with no drafts: IDLE_CHUNK tokens on the device
            pl[f"prompt-lookup{name}_k{k}"] = kw
            pl[f"prompt-lookup{name}_k{k}-ahead"] = kw | {"verify_ahead": True}
    for c in a.idle_chunks:
        pl[f"prompt-lookup_k4-idle{c}"] = {"proposer": PromptLookup(policy=None), "k": 4} | {
            "idle_chunk": c
        }
    sets = {
        "grounded": (
            [tok.encode(p) for p in GROUNDED[:n]],
            {"draft_k4": {"proposer": draft, "k": 4}},
        ),
        "open": ([tok.encode(p) for p in OPEN[:n]], {}),
        "main_job": ([tok.encode(MAIN_JOB)] * a.main_reps, {}),
    }
    by_set = {}
    for name, (ps, extra) in sets.items():
        step = {"greedy-step": {"device_loop": False}}  # one step and readback a token
        by_set[name] = speed(eng, ps, a.tokens, {"greedy": {}} | step | pl | extra)
        print(f"{name} ({len(ps)} prompts x {a.tokens} tokens):")
        for c, r in by_set[name].items():
            acc = "" if r["acceptance"] is None else f", acceptance {r['acceptance']:.1%}"
            acc += "" if r["identical_to_greedy"] else ", NOT IDENTICAL TO GREEDY"
            print(
                f"  {c:28s} {r['decode_tokens_per_s']:8.1f} tok/s (decode), "
                f"{r['speedup_vs_greedy']:.2f}x greedy, {r['tokens_per_verify_step']:.2f} "
                f"tokens/step, efficiency {r['efficiency']:.2f}{acc}",
                flush=True,
            )
    grounded = by_set["grounded"]
    out = Path(os.environ.get("OUT", "bench/results"))
    probes = {}
    texts = [tok.encode(p) for p in ALL[:8]]
    backends = (
        ("exact", eng),
        ("torch_fp32", TorchModel(cfg, w, device=eng.device)),
        ("torch_bf16", TorchModel(cfg, w, device=eng.device, dtype=torch.bfloat16)),
    )
    for label, backend in backends if a.probe_tokens > 0 else ():
        r = probe.sweep(backend, texts, [1, 2, 4, 8, 16], a.probe_tokens, log=lambda s: None)
        print(f"probe {label}:\n{probe.format_table(r)}", flush=True)
        probe.write(r, out, f"{label}_{eng.device.type}")
        probes[label] = [
            {k: v for k, v in row.items() if k not in ("row_max_abs_delta", "row_ref_gap")}
            for row in r["table"]
        ]
    res = {
        "model": model,
        "identity": ident,
        "tokens_per_s": {c: r["tokens_per_s"] for c, r in grounded.items()},
        "speedup_vs_greedy": {c: r["wall_speedup_vs_greedy"] for c, r in grounded.items()},
        "speed": by_set,
        "efficiency": {s: {c: r["efficiency"] for c, r in v.items()} for s, v in by_set.items()},
        "probe": probes,
        "tokens": a.tokens,
        "prompts": len(prompts),
        "can_arm": eng.can_arm,  # whether the "-ahead" configurations armed their verify steps
        "policy_costs": costs,  # the policy configurations' step costs (measure_costs), M=1..9
        "all_identical": all(v["identical"] == v["of"] for v in ident.values())
        and all(r["identical_to_greedy"] for v in by_set.values() for r in v.values()),
        "wall_s": time.time() - t0,
        "command": "python bench/gpu_spec.py " + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    print(f"Engine.can_arm: {eng.can_arm} (False: the -ahead configurations did not arm)")
    print(write_result(f"gpu_spec_{model}", res))
    return 0 if res["all_identical"] else 1


if __name__ == "__main__":
    sys.exit(main())
