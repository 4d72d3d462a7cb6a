"""On the GPU: exact seeded sampling on the real model (the artifact's; SmolLM2-135M on the H200).

1. Identity: speculative sampling == plain sampling, token for token, at the same settings and
   seed, for every prompt (bench/prompts.many(--prompts)), every temperature of --temps, every
   seed of --seeds, with prompt lookup (every draft verified) and, given a draft artifact, the
   self-draft, at each K of --ks.
2. Cost of the sampling kernel: the step (CUDA graph replay) with greedy params vs sampling
   params (plain, top-k, top-p, min-p), M = 1 and M = 5, and the sampling kernel alone (its
   share of the step).
3. Tokens/s of plain and speculative (prompt lookup k=4) generation, greedy vs sampled, on the
   grounded prompts (decode tokens/s, prefill excluded).

  python bench/gpu_sample.py ARTIFACT [DRAFT_ARTIFACT] [--prompts 50] [--tokens 32]
  python bench/gpu_sample.py TINY_LLVM TINY_DRAFT_LLVM --prompts 2 --tokens 6 --ks 2 \\
      --seeds 1 --iters 3                                                     # cpu smoke
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import time_ms, write_result  # noqa: E402
from bench.prompts import GROUNDED, many  # noqa: E402
from speccc.model import load_tokenizer  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.sampling import GREEDY, SamplingParams  # noqa: E402
from speccc.speculative import DraftModel, PromptLookup, generate  # noqa: E402

SETTINGS = {  # the kernel-cost settings: name -> generate()/SamplingParams keywords
    "greedy": {},
    "T1": {"temperature": 1.0},
    "T0.8_top_k50": {"temperature": 0.8, "top_k": 50},
    "T0.8_top_p0.95": {"temperature": 0.8, "top_p": 0.95},
    "T0.8_min_p0.05": {"temperature": 0.8, "min_p": 0.05},
}


def _floats(s: str) -> list[float]:
    return [float(x) for x in s.split(",") if x.strip()]


def _ints(s: str) -> list[int]:
    return [int(x) for x in s.split(",") if x.strip()]


def identity(eng, prompts, proposers: dict, ks, temps, seeds, tokens: int) -> dict:
    """Per proposer and K: how many (prompt, temperature, seed) runs equal plain sampling."""
    plain = {
        (i, t, s): generate(eng, p, tokens, temperature=t, seed=s).tokens
        for i, p in enumerate(prompts)
        for t in temps
        for s in seeds
    }
    out = {}
    for name, prop in proposers.items():
        for k in ks:
            same = acc = drafted = 0
            for (i, t, s), want in plain.items():
                g = generate(eng, prompts[i], tokens, proposer=prop, k=k, temperature=t, seed=s)
                same += g.tokens == want
                acc, drafted = acc + g.stats.accepted, drafted + g.stats.drafted
            out[f"{name}_k{k}"] = {
                "identical": same,
                "of": len(plain),
                "acceptance": acc / max(drafted, 1),
            }
            print(f"{name:14s} k={k:2d}: identical {same}/{len(plain)}, acceptance "
                  f"{acc / max(drafted, 1):.1%}", flush=True)  # fmt: skip
    return out


def kernel_cost(eng, ids: list[int], iters: int) -> dict:
    """Step replay and sampling-kernel milliseconds per setting, for M = 1 and 5."""
    out = {}
    for m in (1, 5):
        uri = next(u for u, _, _ in eng.program(m) if u.startswith("sample_"))
        run_sample = next(run for u, run, _ in eng.program(m) if u == uri)
        for name, kw in SETTINGS.items():
            eng.reset()
            eng.set_sampling(SamplingParams(**kw) if kw else GREEDY)
            eng.prefill(ids)
            eng.step(ids[:m], logits=False)  # stages the params; captures the M-row graph
            step = time_ms(lambda m=m: eng.replay(m), eng.device, iters=iters)
            kern = time_ms(run_sample, eng.device, iters=iters)
            out[f"M{m}_{name}"] = {"step_ms": step, "sample_kernel_ms": kern}
            print(f"M={m} {name:16s} step {step:.4f} ms, sampling kernel {kern:.4f} ms "
                  f"({kern / step:.1%} of the step)", flush=True)  # fmt: skip
    eng.set_sampling(GREEDY)
    return out


def speed(eng, prompts, tokens: int, configs: dict) -> dict:
    """Decode tokens/s (tokens after the first / decode time) per configuration."""
    sync = torch.cuda.synchronize if eng.device.type == "cuda" else lambda: None
    out = {}
    for name, kw in configs.items():
        generate(eng, prompts[0], tokens, **kw)  # graphs captured outside the timing
        sync()
        new = decode_s = 0.0
        for p in prompts:
            s = generate(eng, p, tokens, **kw).stats
            new, decode_s = new + s.new_tokens - 1, decode_s + s.decode_s
        sync()
        out[name] = {"decode_tokens_per_s": new / decode_s}
        print(f"{name:24s} {new / decode_s:8.1f} tok/s (decode)", flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("draft_artifact", nargs="?")
    ap.add_argument("--prompts", type=int, default=50, help="identity prompts (>= 50 for issue 12)")
    ap.add_argument("--tokens", type=int, default=32, help="new tokens per generation")
    ap.add_argument("--temps", type=_floats, default=[0.7, 1.0], help="temperatures")
    ap.add_argument("--seeds", type=_ints, default=[1, 2], help="seeds")
    ap.add_argument("--ks", type=_ints, default=[1, 4, 16], help="K values of the identity runs")
    ap.add_argument("--iters", type=int, default=200, help="timing iterations")
    a = ap.parse_args(argv)
    t0 = time.time()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=max(*a.ks, 5) + 1)
    model = eng.art.manifest.model
    tok = load_tokenizer(model)
    prompts = [tok.encode(p) for p in many(a.prompts)]
    proposers = {"prompt-lookup": PromptLookup(policy=None)}
    if a.draft_artifact:
        proposers["draft"] = DraftModel(Engine.load(a.draft_artifact, w, max_rows=eng.max_rows))
    ident = identity(eng, prompts, proposers, a.ks, a.temps, a.seeds, a.tokens)
    cost = kernel_cost(eng, prompts[0][:8] * 2, a.iters)
    grounded = [tok.encode(p) for p in GROUNDED[: max(2, a.prompts // 5)]]
    pl = {"proposer": PromptLookup(policy=None), "k": 4}
    sampled = {"temperature": 0.7, "seed": 1}
    tps = speed(eng, grounded, a.tokens, {
        "greedy": {},
        "sampled_T0.7": sampled,
        "greedy_prompt-lookup_k4": pl,
        "sampled_T0.7_prompt-lookup_k4": pl | sampled,
    })  # fmt: skip
    res = {
        "model": model,
        "identity": ident,
        "all_identical": all(v["identical"] == v["of"] for v in ident.values()),
        "kernel_cost": cost,
        "decode_tokens_per_s": tps,
        "sampled_vs_greedy": tps["sampled_T0.7"]["decode_tokens_per_s"]
        / tps["greedy"]["decode_tokens_per_s"],
        "prompts": len(prompts),
        "tokens": a.tokens,
        "temps": a.temps,
        "seeds": a.seeds,
        "wall_s": time.time() - t0,
        "command": "python bench/gpu_sample.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    print(f"sampled / greedy decode tokens/s: {res['sampled_vs_greedy']:.3f}")
    print(write_result(f"gpu_sample_{model}", res))
    return 0 if res["all_identical"] else 1


if __name__ == "__main__":
    os.environ.setdefault("OUT", "bench/results")
    sys.exit(main())
