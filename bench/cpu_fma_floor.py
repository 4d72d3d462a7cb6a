"""The fp32 FMA floor of a SmolLM2-135M step at M rows on one CPU core, against the measured step.

  python bench/cpu_fma_floor.py [--step bench/results/cpu_step_smollm2-135m_t12.json]

An exact llvm step multiplies every weight with every row's fp32 activation: M x (multiply-adds
of one row) fp32 FMAs at least, whatever the schedule. This measures one core's fp32 FMA rate
with a single-threaded sgemm (numpy's BLAS: about the best a core does), counts SmolLM2's
multiply-adds per row from its config, and sets the floor of the M=8 step against 1.5 x the
measured M=1 step (issue 13's M=8 <= 1.5 x M=1), for every thread count of the step file (n
threads: the floor over n cores, as if the FMAs split perfectly).
"""

from __future__ import annotations

import os

if __name__ == "__main__":  # one core (before numpy loads its BLAS); not when imported
    for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[_v] = "1"

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from bench.gpu_common import write_result  # noqa: E402
from speccc.model import resolve  # noqa: E402


def sgemm_gfma(n: int = 2048, reps: int = 7) -> float:
    """Best single-threaded sgemm rate, in 1e9 fp32 multiply-adds a second."""
    a = np.random.rand(n, n).astype(np.float32)
    b = np.random.rand(n, n).astype(np.float32)
    a @ b
    best = min(_timed(lambda: a @ b) for _ in range(reps))
    return n**3 / best / 1e9


def _timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def macs_per_row(cfg) -> int:
    """Multiply-adds of one decode row through every weight matrix (projections, MLP, LM head)."""
    d, f = cfg.hidden, cfg.ffn
    layer = d * cfg.qkv_dim + cfg.q_dim * d + 3 * d * f
    return cfg.n_layers * layer + cfg.vocab * d


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--step", default="bench/results/cpu_step_smollm2-135m_t12.json")
    a = ap.parse_args()
    cfg = resolve("smollm2-135m", max_ctx=2048).cfg
    rate = sgemm_gfma()
    macs = macs_per_row(cfg)
    per_threads = {}
    for n, run in json.load(open(a.step))["by_threads"].items():
        steps = {s["M"]: s["median_ms"] for s in run["steps"] if s["positions"] == 100}
        floor8 = 8 * macs / (rate * 1e9 * int(n)) * 1e3
        per_threads[n] = {
            "m8_fma_floor_ms": round(floor8, 2),
            "measured_m1_ms": round(steps[1], 2),
            "measured_m8_ms": round(steps[8], 2),
            "target_m8_ms": round(1.5 * steps[1], 2),
            "floor_over_target": round(floor8 / (1.5 * steps[1]), 3),
        }
    res = {
        "command": " ".join(["python", *sys.argv]),
        "sgemm_gfma_per_s_one_core": round(rate, 1),
        "macs_per_row": macs,
        "positions": 100,
        "by_threads": per_threads,
        "step_file": a.step,
    }
    print(json.dumps(res, indent=1))
    print(f"written {write_result('cpu_fma_floor_smollm2-135m', res)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
