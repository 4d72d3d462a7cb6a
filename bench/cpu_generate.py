"""generate's tokens a second on the CPU (llvm), real SmolLM2, no eos: greedy, sampled and prompt
lookup (k = 4), each run --reps times in turn; the median of each and every run's rate, and
the prefill's time (the prompt and the first token: Stats.prefill_s).

  python bench/cpu_generate.py ARTIFACT [--tokens 48] [--reps 5] [--out FILE.json]

ARTIFACT: `python build.py --target llvm --model smollm2-135m --out ARTIFACT`. The prompt is the
main job's (scripts/main.sh)."""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import sys

from speccc.model import load_tokenizer
from speccc.runtime import Engine
from speccc.speculative import PromptLookup, generate

PROMPT = "The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"
CONFIGS = {
    "greedy": {},
    "sampled": {"temperature": 0.7, "seed": 1},
    "prompt_lookup_k4": {"k": 4},
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--tokens", type=int, default=48)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    eng = Engine.load(a.artifact)
    ids = load_tokenizer(eng.art.manifest.model).encode(PROMPT)
    runs: dict[str, list[float]] = {c: [] for c in CONFIGS}
    prefill: dict[str, list[float]] = {c: [] for c in CONFIGS}
    for _ in range(a.reps):
        for name, kw in CONFIGS.items():
            proposer = PromptLookup() if "k" in kw else None
            g = generate(eng, ids, a.tokens, eos_id=None, proposer=proposer, **kw)
            runs[name].append(round(g.stats.tokens_per_s, 1))
            prefill[name].append(round(g.stats.prefill_s * 1e3, 2))
    med = {c: statistics.median(v) for c, v in runs.items()}
    med_prefill = {c: statistics.median(v) for c, v in prefill.items()}
    for c in CONFIGS:
        print(
            f"{c:17} median {med[c]:6.1f} tok/s, prefill {med_prefill[c]:6.2f} ms"
            f"  runs {runs[c]}  prefill {prefill[c]}"
        )
    if a.out:
        cmd = shlex.join(["python", "bench/cpu_generate.py", *sys.argv[1:]])
        with open(a.out, "w") as f:
            out = {"command": cmd, "tokens": a.tokens, "median": med, "runs": runs}
            out |= {"median_prefill_ms": med_prefill, "prefill_ms": prefill}
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
