"""Guarded mode over a sweep of tau: identity with exact greedy, fire rate, tokens/s.

The verifier is torch (bf16 by default, the seed's setting) with its own cache, guarded by the
exact kernels. Per tau: how many generations are identical to exact greedy, the guard's fire
rate, tokens/s, and a check of the guarantee (every fired token is greedy's after the same
prefix). Runs on the artifact's device; JSON + PNG to $OUT (default bench/results).

  python bench/guard_sweep.py ARTIFACT [--prompts 100] [--tokens 64] [--k 4]
                              [--verifier-dtype bfloat16] [--taus 0,0.05,0.1,0.25,0.5,1,inf]
                              [--name NAME]

  python bench/guard_sweep.py --merge A.json B.json [--name NAME]   # runs split by --taus

CPU smoke run: python bench/guard_sweep.py ART --prompts 4 --tokens 8
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, ".")
from bench.gpu_common import write_result  # noqa: E402
from bench.prompts import many  # noqa: E402
from speccc import cli  # noqa: E402
from speccc.model import load_tokenizer  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import PromptLookup, TorchVerifier, argmax_ids, generate  # noqa: E402
from speccc.speculative.torch_backend import VERIFIER_DTYPES  # noqa: E402

TAUS = "0,0.05,0.1,0.25,0.5,1,inf"


def _taus(v: str) -> list[float]:
    return [cli.margin(x) for x in v.split(",")]


def exact_predictions(eng: Engine, prompt: list[int], out: list[int]) -> list[int]:
    """Greedy's token after prompt + out[:i], for every i: exact rows, max_rows per step (each
    row bitwise its M=1 step, which tests/test_engine.py proves)."""
    eng.reset()
    preds = argmax_ids(eng.prefill(prompt))
    rest = out[:-1]
    for s in range(0, len(rest), eng.max_rows):
        preds += argmax_ids(eng.step(rest[s : s + eng.max_rows]))
    return preds


def first_divergence(a: list[int], b: list[int]) -> int | None:
    n = min(len(a), len(b))
    i = next((i for i in range(n) if a[i] != b[i]), n)
    return None if a == b else i


def sync() -> None:
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def sweep_tau(eng, ver, prompts, greedy, tau, a) -> dict:
    same = fired = inspected = new = violations = 0
    decode_s = guard_s = 0.0
    prefix = []
    for p, want in zip(prompts, greedy, strict=True):
        sync()
        g = generate(
            eng, p, a.tokens, proposer=PromptLookup(), k=a.k, mode="guarded", tau=tau, verifier=ver
        )
        sync()
        s = g.stats
        same += g.tokens == want
        fired, inspected = fired + s.guard_fired, inspected + s.guard_rows
        new, decode_s, guard_s = new + s.new_tokens, decode_s + s.decode_s, guard_s + s.guard_s
        prefix.append(first_divergence(g.tokens, want))
        if s.guard_fired:
            exact = exact_predictions(eng, p, g.tokens)
            violations += sum(g.tokens[i] != exact[i] for i in s.guard_fired_at)
    diverged = [i for i in prefix if i is not None]
    return {
        "tau": tau if math.isfinite(tau) else "inf",
        "identical": same,
        "of": len(prompts),
        "fire_rate": fired / max(inspected, 1),
        "fired": fired,
        "inspected": inspected,
        "tokens_per_s": new / decode_s if decode_s else 0.0,
        "guard_s": guard_s,
        "decode_s": decode_s,
        "first_divergence_mean": sum(diverged) / len(diverged) if diverged else None,
        "guarantee_violations": violations,  # fired tokens that are not greedy's: must be 0
    }


def plot(res: dict, path) -> bool:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    rows = res["rows"]
    x = list(range(len(rows)))
    labels = [str(r["tau"]) for r in rows]
    fig, ax = plt.subplots(1, 3, figsize=(15, 4))
    ax[0].bar(x, [r["identical"] / r["of"] for r in rows])
    ax[0].set(ylabel="generations identical to exact greedy", ylim=(0, 1.05))
    ax[1].bar(x, [r["fire_rate"] for r in rows])
    ax[1].set(ylabel="guard fire rate (rows re-decoded exactly)", ylim=(0, 1.05))
    ax[2].bar(x, [r["tokens_per_s"] for r in rows])
    ax[2].axhline(res["greedy_tokens_per_s"], color="k", ls="--", label="exact greedy")
    ax[2].axhline(res["exact_spec_tokens_per_s"], color="g", ls=":", label="exact speculative")
    ax[2].set(ylabel="tokens/s")
    ax[2].legend()
    for a in ax:
        a.set_xticks(x, labels)
        a.set_xlabel("tau")
    fig.suptitle(
        f"guarded mode, {res['model']} ({res['target']}): torch {res['verifier_dtype']} "
        f"verify, k={res['k']}, {res['prompts']} prompts x {res['tokens']} tokens"
    )
    fig.tight_layout()
    fig.savefig(path, dpi=80)
    plt.close(fig)
    return True


def merge(paths: list[str], name: str | None) -> int:
    """One JSON + PNG from runs over disjoint tau lists (same artifact, prompts, tokens, k)."""
    runs = [json.loads(Path(p).read_text()) for p in paths]
    keys = ("model", "target", "verifier_dtype", "k", "prompts", "tokens")
    if any(tuple(r[k] for k in keys) != tuple(runs[0][k] for k in keys) for r in runs):
        raise ValueError(f"runs differ in one of {keys}; merge only runs of one setting")
    res = dict(runs[0], rows=[row for r in runs for row in r["rows"]])
    res["command"] = " && ".join(r["command"] for r in runs)
    res["merged_from"] = [Path(p).name for p in paths]
    path = Path(paths[0]).with_name(
        f"{name or 'guard_sweep_' + res['model'] + '_' + res['target']}.json"
    )
    path.write_text(json.dumps(res, indent=1))
    print(path)
    if plot(res, path.with_suffix(".png")):
        print(path.with_suffix(".png"))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("artifact", type=cli.artifact_dir, nargs="?")
    ap.add_argument("--prompts", type=cli.positive_int, default=100, help="(default %(default)s)")
    ap.add_argument("--tokens", type=cli.positive_int, default=64, help="(default %(default)s)")
    ap.add_argument("--k", type=cli.positive_int, default=4, help="(default %(default)s)")
    ap.add_argument("--verifier-dtype", choices=list(VERIFIER_DTYPES), default="bfloat16")
    ap.add_argument("--taus", type=_taus, default=_taus(TAUS), help=f"(default {TAUS})")
    ap.add_argument("--name", help="result file name (default guard_sweep_MODEL_TARGET)")
    ap.add_argument("--merge", nargs="+", metavar="JSON", help="merge runs of other tau lists")
    a = ap.parse_args()
    if a.merge:
        return merge(a.merge, a.name)
    if a.artifact is None:
        ap.error("give an ARTIFACT (or --merge JSON...)")
    t0 = time.time()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=max(a.k + 1, 17))
    model = eng.art.manifest.model
    tok = load_tokenizer(model)
    ver = TorchVerifier(eng, w, VERIFIER_DTYPES[a.verifier_dtype])
    prompts = [tok.encode(p) for p in many(a.prompts)]
    # warm-up: a CUDA graph for every row count, torch's kernels
    for m in range(1, eng.max_rows + 1):
        eng.reset()
        eng.step([0] * m)
    generate(eng, prompts[0], a.tokens, proposer=PromptLookup(), k=a.k)
    generate(eng, prompts[0], a.tokens, proposer=PromptLookup(), k=a.k, mode="guarded", tau=0.5,
             verifier=ver)  # fmt: skip
    sync()
    greedy, g_new, g_s = [], 0, 0.0
    for p in prompts:
        g = generate(eng, p, a.tokens)
        greedy.append(g.tokens)
        g_new, g_s = g_new + g.stats.new_tokens, g_s + g.stats.decode_s
    spec = [generate(eng, p, a.tokens, proposer=PromptLookup(), k=a.k) for p in prompts]
    s_new = sum(g.stats.new_tokens for g in spec)
    s_s = sum(g.stats.decode_s for g in spec)
    s_same = sum(g.tokens == want for g, want in zip(spec, greedy, strict=True))
    print(
        f"exact greedy {g_new / g_s:.1f} tok/s, exact speculative {s_new / s_s:.1f} tok/s "
        f"({s_same}/{len(prompts)} identical)",
        flush=True,
    )
    res = {
        "artifact": str(a.artifact),
        "model": model,
        "target": eng.art.target,
        "verifier_dtype": a.verifier_dtype,
        "k": a.k,
        "prompts": len(prompts),
        "tokens": a.tokens,
        "greedy_tokens_per_s": g_new / g_s if g_s else 0.0,
        "exact_spec_tokens_per_s": s_new / s_s if s_s else 0.0,
        "exact_spec_identical": s_same,
        "rows": [],
        "command": "python bench/guard_sweep.py " + " ".join(sys.argv[1:]),
    }
    name = a.name or f"guard_sweep_{model}_{eng.art.target}"
    for tau in a.taus:  # the JSON is rewritten after every tau: a cut run keeps what it measured
        r = sweep_tau(eng, ver, prompts, greedy, tau, a)
        res["rows"].append(r)
        res["wall_s"] = time.time() - t0
        print(
            f"tau={r['tau']!s:>5}: identical {r['identical']}/{r['of']}, fire rate "
            f"{r['fire_rate']:.1%} ({r['fired']}/{r['inspected']}), {r['tokens_per_s']:.1f} tok/s, "
            f"guarantee violations {r['guarantee_violations']}",
            flush=True,
        )
        path = write_result(name, res)
    rows = res["rows"]
    print(path)
    if plot(res, path.with_suffix(".png")):
        print(path.with_suffix(".png"))
    return 0 if all(r["guarantee_violations"] == 0 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
