"""Guarded mode on the real model: for a sweep of tau, how often the guard fires, what it costs,
and what fraction of generations stay identical to exact greedy. Runs on the artifact's device.

  python bench/tau_sweep.py ARTIFACT [--prompts N] [--tokens N] [--out FILE]

Guarded mode guarantees nothing by construction: this measures, it does not prove.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

sys.path.insert(0, ".")
from bench.prompts import ALL  # noqa: E402
from speccc.model import load_tokenizer  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import PromptLookup, generate  # noqa: E402
from speccc.speculative.torch_backend import TorchVerifier  # noqa: E402

TAUS = (0.0, 0.01, 0.05, 0.1, 0.2, 0.5, 1.0, math.inf)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--prompts", type=int, default=20)
    ap.add_argument("--tokens", type=int, default=24)
    ap.add_argument("--k", type=int, default=4)
    ap.add_argument("--out", default="bench/results/tau_sweep.json")
    a = ap.parse_args()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=a.k + 1)
    model = eng.art.manifest["model"]
    tok = load_tokenizer(model)
    ver = TorchVerifier(eng, w)
    prompts = [tok.encode(p) for p in ALL[: a.prompts]]
    greedy = [generate(eng, p, a.tokens).tokens for p in prompts]
    rows = []
    for tau in TAUS:
        same = fired = inspected = 0
        t0 = time.perf_counter()
        guard_s = 0.0
        for p, want in zip(prompts, greedy, strict=True):
            g = generate(
                eng,
                p,
                a.tokens,
                proposer=PromptLookup(),
                k=a.k,
                mode="guarded",
                tau=tau,
                verifier=ver,
            )
            same += g.tokens == want
            fired, inspected = fired + g.stats.guard_fired, inspected + g.stats.guard_rows
            guard_s += g.stats.guard_s
        wall = time.perf_counter() - t0
        r = {
            "tau": tau if math.isfinite(tau) else "inf",
            "identical": same,
            "of": len(prompts),
            "fire_rate": fired / max(inspected, 1),
            "guard_s": guard_s,
            "wall_s": wall,
        }
        rows.append(r)
        print(
            f"tau={r['tau']!s:>5}: identical {same}/{len(prompts)}, fire rate "
            f"{r['fire_rate']:.1%}, guard {guard_s:.1f}s of {wall:.1f}s",
            flush=True,
        )
    res = {
        "artifact": a.artifact,
        "target": eng.art.target,
        "model": model,
        "k": a.k,
        "tokens": a.tokens,
        "verifier": "torch float32 (TorchVerifier)",
        "rows": rows,
        "command": "python bench/tau_sweep.py " + " ".join(sys.argv[1:]),
    }
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    print(a.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
