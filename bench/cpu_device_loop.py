"""generate's device loop against the step loop on the CPU (llvm), greedy, real SmolLM2: the
same tokens, tok/s of each, with and without an eos_id cutting the answer short.

  python bench/cpu_device_loop.py ARTIFACT [--tokens 48] [--reps 2]

ARTIFACT: `python build.py --target llvm --model smollm2-135m --out ARTIFACT`. Prints one line a
run and checks that both loops give the same tokens (exit 1 if not)."""

from __future__ import annotations

import argparse
import sys

from speccc.model import load_tokenizer
from speccc.runtime import Engine
from speccc.speculative import generate

PROMPT = "The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--tokens", type=int, default=48)
    ap.add_argument("--reps", type=int, default=2)
    a = ap.parse_args()
    eng = Engine.load(a.artifact)
    tok = load_tokenizer(eng.art.manifest.model)
    ids = tok.encode(PROMPT)
    ok = True
    for eos in (tok.eos_id, None):
        for _ in range(a.reps):
            runs = {
                dl: generate(eng, ids, a.tokens, eos_id=eos, device_loop=dl) for dl in (True, False)
            }
            ok &= runs[True].tokens == runs[False].tokens
            for dl, g in runs.items():
                print(
                    f"eos {'on ' if eos is not None else 'off'} device_loop={dl!s:5}: "
                    f"{len(g.tokens)} tokens, {g.stats.tokens_per_s:.1f} tok/s, "
                    f"decode {g.stats.decode_s * 1e3:.0f} ms",
                    flush=True,
                )
    print("same tokens" if ok else "TOKENS DIFFER")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
