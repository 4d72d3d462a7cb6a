"""Plain decoding on the device (Engine.decode) against the step-by-step loop, in one run: the
same tokens and K/V, and the time a token takes. Runs on cuda (any artifact: shape builds need no
tokenizer) and on cpu (llvm artifacts, a smoke run).

1. Identity, greedy and sampled (temperature 0.9, top_p 0.95, seed 3): from the same prompt and
   first token, decode(first, n), generate's chunks ahead and n step_sample calls give the same
   tokens, pos and K/V (bitwise); negative control: another first token writes other K/V.
2. Time a token, median over --reps runs of --tokens tokens each (waited for):
     replay   the one-row step's kernels alone (CUDA graph replay; the floor);
     steps    step_sample per token: staging, the step, the readback, the host's pick;
     decode   Engine.decode in chunks of --chunk (generate's DECODE_CHUNK by default);
     ahead    generate's plain decoding: those chunks, each enqueued before the host reads
              the one before (Engine.decode_start).

  python bench/gpu_decode.py ART [--tokens 256] [--chunk 16] [--prompt-len 32]   # GPU
  python bench/gpu_decode.py ART --tokens 8 --reps 2               # cpu smoke (llvm artifact)
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
from speccc.parity import bitwise_equal  # noqa: E402
from speccc.runtime.engine import DECODE_MAX, Engine  # noqa: E402
from speccc.sampling import GREEDY, SamplingParams  # noqa: E402
from speccc.speculative.generate import DECODE_CHUNK, _decode_plain  # noqa: E402

SAMPLED = SamplingParams(temperature=0.9, top_p=0.95, seed=3)


def _prompt(eng: Engine, n: int) -> list[int]:
    return [(7 * i + 3) % eng.cfg.vocab for i in range(n)]


def _start(eng: Engine, params: SamplingParams, plen: int) -> None:
    eng.reset()
    eng.set_sampling(params)
    eng.prefill(_prompt(eng, plen))


def _steps(eng: Engine, first: int, n: int) -> list[int]:
    out, cur = [], first
    for _ in range(n):
        cur = eng.step_sample([cur])[0]
        out.append(cur)
    return out


def _decode(eng: Engine, first: int, n: int, chunk: int) -> list[int]:
    out, cur = [], first
    while len(out) < n:
        new = eng.decode(cur, min(chunk, n - len(out)))
        out += new
        cur = new[-1]
    return out


def _ahead(eng: Engine, first: int, n: int, chunk: int) -> list[int]:
    """generate's plain decoding: chunks of `chunk`, the next enqueued before one is read."""
    out: list[int] = []
    _decode_plain(eng, first, n, lambda t: out.extend(t) or len(t), None, chunk)
    return out


def identity(eng: Engine, n: int, chunk: int, plen: int) -> dict:
    res = {}
    for label, params in (("greedy", GREEDY), ("sampled", SAMPLED)):
        _start(eng, params, plen)
        want = _steps(eng, 3, n)
        want_kv, want_pos = eng.kv_snapshot(), eng.pos
        for form, run in (("decode", _decode), ("ahead", _ahead)):
            _start(eng, params, plen)
            got = run(eng, 3, n, chunk)
            kv, pos = eng.kv_snapshot(), eng.pos
            _start(eng, params, plen)
            run(eng, 4, n, chunk)
            other = eng.kv_snapshot()
            res[f"{label}_{form}"] = r = {
                "same_tokens": got == want,
                "same_pos": pos == want_pos,
                "same_kv": all(bitwise_equal(kv[k], want_kv[k]) for k in want_kv),
                "negative_control_differs": not all(
                    bitwise_equal(other[k], want_kv[k]) for k in want_kv
                ),
            }
            print(f"{label} {form}: {r}", flush=True)
    return res


def timing(eng: Engine, n: int, chunk: int, reps: int, plen: int) -> dict:
    sync = torch.cuda.synchronize if eng.device.type == "cuda" else lambda: None
    runs = {
        "replay": lambda: [eng.replay(1) for _ in range(n)],
        "steps": lambda: _steps(eng, 3, n),
        "decode": lambda: _decode(eng, 3, n, chunk),
        "ahead": lambda: _ahead(eng, 3, n, chunk),
    }
    out = {}
    for name, fn in runs.items():
        times = []
        for _ in range(reps + 1):  # the first run captures graphs
            _start(eng, GREEDY, plen)
            sync()
            t0 = time.perf_counter()
            fn()
            sync()
            times.append((time.perf_counter() - t0) / n * 1e3)
        out[name] = {"ms_per_token": statistics.median(times[1:])}
    for r in out.values():
        r["over_replay"] = r["ms_per_token"] / out["replay"]["ms_per_token"]
        r["tokens_per_s"] = 1e3 / r["ms_per_token"]
    for name, r in out.items():
        print(
            f"{name:7s} {r['ms_per_token']:.4f} ms a token ({r['tokens_per_s']:.0f} tok/s), "
            f"{r['over_replay']:.3f}x replay",
            flush=True,
        )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("artifact")
    ap.add_argument("--tokens", type=int, default=256, help="tokens a run (and the identity's)")
    ap.add_argument("--chunk", type=int, default=DECODE_CHUNK, help=f"1..{DECODE_MAX}")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--prompt-len", type=int, default=32, help="prompt tokens before decoding")
    a = ap.parse_args(argv)
    eng = Engine.load(a.artifact, max_rows=1)
    if a.prompt_len + 1 + a.tokens > eng.cfg.max_ctx:
        ap.error(f"--tokens {a.tokens} past the artifact's max_ctx {eng.cfg.max_ctx}")
    t0 = time.time()
    ident = identity(eng, a.tokens, a.chunk, a.prompt_len)
    times = timing(eng, a.tokens, a.chunk, a.reps, a.prompt_len)
    ok = all(all(v.values()) for v in ident.values())
    res = {
        "model": eng.cfg.name,
        "identity": ident,
        "all_identical": ok,
        "timing": times,
        "tokens": a.tokens,
        "chunk": a.chunk,
        "prompt_len": a.prompt_len,
        "wall_s": time.time() - t0,
        "command": "python bench/gpu_decode.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    print(write_result(f"gpu_decode_{eng.cfg.name}", res))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
