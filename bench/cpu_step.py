"""CPU (llvm) speed of SmolLM2-135M against HF transformers fp32, in one run on the same prompts.

  python bench/cpu_step.py [--prompts N] [--tokens N] [--k K] [--repeats N] [--reps N]
                           [--threads 1,2] [--out FILE]

Measures, interleaved prompt by prompt so both sides see the same machine load:
  - greedy tokens/s: speccc llvm exact greedy vs transformers fp32 greedy (the same GGUF,
    dequantized by transformers, as tests/conftest.py's hf_smollm2 does);
  - prompt lookup tokens/s: speccc PromptLookup (k drafts, output == greedy, checked) vs
    transformers' `prompt_lookup_num_tokens=k`;
  - step time of the speccc engine at M = 1, 4, 8 rows with 100 and 1000 cached positions.
Decode tokens/s = (new tokens - 1) / (generation time - prefill time) on both sides (the first
new token comes from the prefill); end-to-end tokens/s includes the prefill. The load average
is recorded before and after every section: the machine may be shared.

--threads 1,2 repeats everything with 1, then 2 threads on both sides (TVM's pool and torch's
intra-op threads alike). TVM sizes its pool once, from TVM_NUM_THREADS or else half the
hardware threads on x86 (1 on a 2-core machine), so this script sets TVM_NUM_THREADS to the
largest count before TVM loads and narrows the pool per run with runtime.config_threadpool.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import statistics
import sys
import time

import torch


def _thread_counts(argv: list[str]) -> list[int]:
    """--threads, read before TVM loads (its pool size is fixed at start-up)."""
    ap = argparse.ArgumentParser(add_help=False)
    ap.add_argument("--threads", default="1,2")
    return [int(t) for t in ap.parse_known_args(argv)[0].threads.split(",")]


os.environ["TVM_NUM_THREADS"] = str(max(_thread_counts(sys.argv[1:])))
sys.path.insert(0, ".")
from bench.prompts import GROUNDED, OPEN  # noqa: E402
from speccc.compiler.build import build  # noqa: E402
from speccc.model import load, load_tokenizer, smollm2_gguf_path  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402
from speccc.speculative import PromptLookup, generate  # noqa: E402

MODEL = "smollm2-135m"


def load_avg() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def hf_model():
    """transformers' LlamaForCausalLM from the SmolLM2 GGUF, dequantized to fp32."""
    import transformers

    d, f = os.path.split(smollm2_gguf_path())
    model = transformers.AutoModelForCausalLM.from_pretrained(d, gguf_file=f, dtype=torch.float32)
    return model.eval()


def hf_generate(model, ids: list[int], new: int, lookup: int | None) -> tuple[list[int], float]:
    """(new token ids, seconds) of transformers greedy generate (prompt lookup if `lookup`)."""
    x = torch.tensor([ids])
    kw = {"prompt_lookup_num_tokens": lookup} if lookup else {}
    t0 = time.perf_counter()
    with torch.inference_mode():
        out = model.generate(
            x,
            attention_mask=torch.ones_like(x),
            max_new_tokens=new,
            min_new_tokens=new,
            do_sample=False,
            pad_token_id=0,
            **kw,
        )
    return out[0, len(ids) :].tolist(), time.perf_counter() - t0


def step_times(eng: Engine, positions: tuple, rows: tuple, reps: int) -> list[dict]:
    """Median / min milliseconds of the lean step (Engine.step_top2, what generate calls) per
    (positions, M), over `reps` rounds that each time every M once (interleaved: a load spike
    on a shared machine hits every M alike, not one). thread_cpu_ms: the calling thread's CPU
    time (with one thread, the kernels' own time less any time the OS gave the core away)."""
    out = []
    for pos in positions:
        ts: dict[int, list[tuple[float, float]]] = {m: [] for m in rows}
        for i in range(reps + 1):  # round 0 warms up
            for m in rows:
                eng.reset()
                eng.advance(pos)
                t0, c0 = time.perf_counter(), time.thread_time()
                eng.step_top2(list(range(1, m + 1)))
                if i:
                    ts[m].append(
                        ((time.perf_counter() - t0) * 1e3, (time.thread_time() - c0) * 1e3)
                    )
        for m in rows:
            wall, cpu = [w for w, _ in ts[m]], [c for _, c in ts[m]]
            med, low, tc = statistics.median(wall), min(wall), statistics.median(cpu)
            out.append(
                {"positions": pos, "M": m, "median_ms": med, "min_ms": low, "thread_cpu_ms": tc}
            )
            print(f"step pos={pos} M={m}: median {med:.2f} ms, min {low:.2f}, cpu {tc:.2f}")
    return out


def rate(tokens: int, seconds: float) -> float:
    return tokens / seconds if seconds > 0 else float("nan")


def set_threads(n: int) -> dict:
    """n threads in TVM's pool (<= TVM_NUM_THREADS) and in torch's intra-op pool; the counts
    as the libraries report them."""
    import tvm

    tvm.get_global_func("runtime.config_threadpool")(0, n)
    torch.set_num_threads(n)
    tvm_n = int(tvm.get_global_func("runtime.NumThreads")())
    got = {"tvm": tvm_n, "torch": torch.get_num_threads()}
    if got != {"tvm": n, "torch": n}:
        raise SystemExit(f"asked for {n} threads, got {got}")
    return got


def one_prompt(eng, hf, ids: list[int], a) -> dict:
    """Decode and prefill seconds of the four sides on one prompt, each the fastest of
    `a.repeats` runs (a load spike on a shared machine hits one run, not all)."""
    best: dict[str, dict] = {}

    def keep(side: str, **t) -> None:
        if side not in best or t["decode_s"] < best[side]["decode_s"]:
            best[side] = t

    for _ in range(a.repeats):
        g = generate(eng, ids, a.tokens)
        s = generate(eng, ids, a.tokens, proposer=PromptLookup(), k=a.k)
        if s.tokens != g.tokens:
            raise SystemExit(f"prompt {ids[:8]}...: prompt lookup output != greedy output")
        hf_g, hf_g_s = hf_generate(hf, ids, a.tokens, None)
        _, hf_1_s = hf_generate(hf, ids, 1, None)  # the prefill and the first token
        hf_l, hf_l_s = hf_generate(hf, ids, a.tokens, a.k)
        keep("speccc_greedy", decode_s=g.stats.decode_s, prefill_s=g.stats.prefill_s)
        keep("speccc_lookup", decode_s=s.stats.decode_s, prefill_s=s.stats.prefill_s,
             acceptance=s.stats.acceptance, steps=s.stats.steps)  # fmt: skip
        keep("hf_greedy", decode_s=hf_g_s - hf_1_s, prefill_s=hf_1_s)
        keep("hf_lookup", decode_s=hf_l_s - hf_1_s, prefill_s=hf_1_s)
    return best | {
        # fp32 dequantized weights, another summation order: near-ties may go either way
        "hf_greedy_common_prefix": next(
            (i for i, (x, y) in enumerate(zip(hf_g, g.tokens, strict=False)) if x != y), len(hf_g)
        ),
        "hf_lookup_equals_hf_greedy": hf_l == hf_g,
    }


SIDES = ("speccc_greedy", "speccc_lookup", "hf_greedy", "hf_lookup")


def measure(eng, hf, prompts: list[list[int]], a) -> dict:
    """Generation on every prompt (interleaved sides), then the step times: one thread count."""
    res: dict = {"load_avg_start": load_avg()}
    rows = []
    for i, ids in enumerate(prompts):
        r = {"prompt": i, "prompt_tokens": len(ids), "load_avg": load_avg()}
        r |= one_prompt(eng, hf, ids, a)
        rows.append(r)
        rates = ", ".join(f"{k} {rate(a.tokens - 1, r[k]['decode_s']):.1f}" for k in SIDES)
        print(f"prompt {i} tok/s: {rates}", flush=True)
    n = (a.tokens - 1) * len(prompts)  # decoded tokens (the first comes from the prefill)
    tps = {k: rate(n, sum(r[k]["decode_s"] for r in rows)) for k in SIDES}
    e2e = {
        k: rate(a.tokens * len(prompts), sum(r[k]["decode_s"] + r[k]["prefill_s"] for r in rows))
        for k in SIDES
    }
    res["load_avg_after_generation"] = load_avg()
    steps = step_times(eng, (100, 1000), (1, 4, 8), a.reps)
    res["load_avg_end"] = load_avg()
    by = {(s["positions"], s["M"]): s["median_ms"] for s in steps}
    low = {(s["positions"], s["M"]): s["min_ms"] for s in steps}
    cpu = {(s["positions"], s["M"]): s["thread_cpu_ms"] for s in steps}
    return res | {
        "decode_tokens_per_s": tps,
        "end_to_end_tokens_per_s": e2e,
        "greedy_speedup_vs_hf": tps["speccc_greedy"] / tps["hf_greedy"],
        "lookup_speedup_vs_hf_lookup": tps["speccc_lookup"] / tps["hf_lookup"],
        "lookup_speedup_vs_hf_greedy": tps["speccc_lookup"] / tps["hf_greedy"],
        "steps": steps,
        "m4_over_m1": {p: by[(p, 4)] / by[(p, 1)] for p in (100, 1000)},
        "m8_over_m1": {p: by[(p, 8)] / by[(p, 1)] for p in (100, 1000)},
        "m8_over_m1_min": {p: low[(p, 8)] / low[(p, 1)] for p in (100, 1000)},
        "m8_over_m1_thread_cpu": {p: cpu[(p, 8)] / cpu[(p, 1)] for p in (100, 1000)},
        "per_prompt": rows,
    }


HEADLINE = ("load_avg_start", "decode_tokens_per_s", "greedy_speedup_vs_hf", "m8_over_m1",
            "load_avg_end")  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--prompts", type=int, default=8, help="prompts (default %(default)s)")
    ap.add_argument("--tokens", type=int, default=64, help="new tokens each (default %(default)s)")
    ap.add_argument("--k", type=int, default=4, help="drafts per verify (default %(default)s)")
    ap.add_argument("--repeats", type=int, default=2, help="runs per prompt, the fastest kept")
    ap.add_argument("--reps", type=int, default=20, help="step repetitions (default %(default)s)")
    ap.add_argument("--threads", default="1,2", help="thread counts, one run each (%(default)s)")
    ap.add_argument("--out", default="bench/results/cpu_step_smollm2-135m.json")
    a = ap.parse_args()
    res = {"command": "python " + shlex.join(sys.argv), "load_avg_start": load_avg()}

    art = build(MODEL, "llvm", max_ctx=2048, log=lambda s: None)
    _, w = load(MODEL, max_ctx=2048)
    eng = Engine.load(art, w, max_rows=max(a.k + 1, 8))
    tok = load_tokenizer(MODEL)
    hf = hf_model()
    n_grounded = (a.prompts + 1) // 2
    texts = GROUNDED[:n_grounded] + OPEN[: a.prompts - n_grounded]
    prompts = [tok.encode(t) for t in texts]
    res |= {
        "model": MODEL,
        "artifact": str(art),
        "machine": {
            "cpu": platform.processor() or platform.machine(),
            "cores": os.cpu_count(),
            "target": eng.art.manifest.target_spec,
        },
        "prompts": len(prompts),
        "new_tokens": a.tokens,
        "k": a.k,
        "repeats": a.repeats,
        "by_threads": {},
    }
    for n in _thread_counts(sys.argv[1:]):
        print(f"-- {n} thread(s)", flush=True)
        threads = set_threads(n)
        res["by_threads"][str(n)] = {"threads": threads} | measure(eng, hf, prompts, a)
    res["load_avg_end"] = load_avg()
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    summary = {n: {k: r[k] for k in HEADLINE} for n, r in res["by_threads"].items()}
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
