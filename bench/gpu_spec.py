"""On the GPU: speculative output == greedy output, token for token, on the real model, and
greedy vs speculative tokens/s on grounded prompts; then the K-sweep probe for both backends.

  python bench/gpu_spec.py ARTIFACT DRAFT_ARTIFACT [--tokens N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, ".")
from bench.gpu_common import write_result  # noqa: E402
from bench.prompts import ALL, GROUNDED  # noqa: E402
from speccc import probe  # noqa: E402
from speccc.model import load, load_tokenizer  # noqa: E402
from speccc.reference import TorchModel  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import DraftModel, PromptLookup, generate  # noqa: E402

KS = (1, 2, 4, 8, 16)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("draft_artifact")
    ap.add_argument("--tokens", type=int, default=48)
    ap.add_argument("--probe-tokens", type=int, default=64)
    a = ap.parse_args()
    t0 = time.time()
    cfg, w = load("smollm2-135m")
    tok = load_tokenizer("smollm2-135m")
    eng = Engine.load(a.artifact, w, max_rows=17)
    draft = DraftModel(Engine.load(a.draft_artifact, w, max_rows=17))
    prompts = [tok.encode(p) for p in ALL]
    greedy = [generate(eng, p, a.tokens) for p in prompts]
    ident = {}
    for name, prop in (("prompt-lookup", PromptLookup()), ("draft", draft)):
        for k in KS:
            same = acc = drafted = steps = new = 0
            for p, g in zip(prompts, greedy, strict=True):
                s = generate(eng, p, a.tokens, proposer=prop, k=k)
                same += s.tokens == g.tokens
                acc, drafted = acc + s.stats.accepted, drafted + s.stats.drafted
                steps, new = steps + s.stats.steps, new + s.stats.new_tokens
            ident[f"{name}_k{k}"] = {
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
    # speed on grounded prompts, warm (graphs captured above)
    speed = {}
    grounded = [tok.encode(p) for p in GROUNDED]
    for name, kw in (
        ("greedy", {}),
        ("prompt-lookup_k4", {"proposer": PromptLookup(), "k": 4}),
        ("prompt-lookup_k8", {"proposer": PromptLookup(), "k": 8}),
        ("draft_k4", {"proposer": draft, "k": 4}),
    ):
        torch.cuda.synchronize()
        t = time.perf_counter()
        n = 0
        for p in grounded:
            n += generate(eng, p, a.tokens, **kw).stats.new_tokens
        torch.cuda.synchronize()
        speed[name] = n / (time.perf_counter() - t)
    speed_ratio = {k: v / speed["greedy"] for k, v in speed.items()}
    print("tokens/s on grounded prompts:", {k: round(v, 1) for k, v in speed.items()})
    print("speed-up vs greedy:", {k: round(v, 2) for k, v in speed_ratio.items()})
    # the K-sweep probe, both backends
    out = Path(__import__("os").environ.get("OUT", "bench/results"))
    probes = {}
    texts = [tok.encode(p) for p in ALL[:8]]
    for label, backend in (
        ("exact", eng),
        ("torch_fp32", TorchModel(cfg, w, device="cuda")),
        ("torch_bf16", TorchModel(cfg, w, device="cuda", dtype=torch.bfloat16)),
    ):
        r = probe.sweep(backend, texts, [1, 2, 4, 8, 16], a.probe_tokens, log=lambda s: None)
        print(f"probe {label}:\n{probe.format_table(r)}", flush=True)
        probe.write(r, out, f"{label}_cuda")
        probes[label] = [
            {k: v for k, v in row.items() if k not in ("row_max_abs_delta", "row_ref_gap")}
            for row in r["table"]
        ]
    res = {
        "identity": ident,
        "tokens_per_s": speed,
        "speedup_vs_greedy": speed_ratio,
        "probe": probes,
        "tokens": a.tokens,
        "prompts": len(prompts),
        "all_identical": all(v["identical"] == v["of"] for v in ident.values()),
        "wall_s": time.time() - t0,
        "command": f"python bench/gpu_spec.py {a.artifact} {a.draft_artifact}",
    }
    print(write_result("gpu_spec_smollm2-135m", res))
    return 0 if res["all_identical"] else 1


if __name__ == "__main__":
    sys.exit(main())
