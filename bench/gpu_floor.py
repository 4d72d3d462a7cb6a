"""On the GPU: the per-kernel floor of a CUDA-graph replay, to read the engine's step time against.

Replays a graph of N trivial torch kernels (x.add_(1) on 576 floats) and the engine's captured
step, and samples the SM clock (nvidia-smi) while each runs.

  python bench/gpu_floor.py ARTIFACT [--n 274]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import threading

import torch

sys.path.insert(0, ".")
from bench.gpu_common import cuda_time_ms, write_result  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402


def sm_clock_during(fn, seconds: float = 1.5) -> list[int]:
    clocks, stop = [], threading.Event()

    def sample():
        while not stop.is_set():
            out = subprocess.run(
                ["nvidia-smi", "--query-gpu=clocks.sm", "--format=csv,noheader,nounits"],
                capture_output=True,
                text=True,
            ).stdout.strip()
            if out.isdigit():
                clocks.append(int(out))

    t = threading.Thread(target=sample)
    t.start()
    import time

    end = time.time() + seconds
    while time.time() < end:
        fn()
        torch.cuda.synchronize()
    stop.set()
    t.join()
    return clocks


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--n", type=int, default=274)
    a = ap.parse_args()
    x = torch.zeros(576, device="cuda")
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        x.add_(1)
    torch.cuda.synchronize()
    with torch.cuda.graph(g):
        for _ in range(a.n):
            x.add_(1)
    trivial_ms = cuda_time_ms(g.replay, iters=100)
    trivial_clk = sm_clock_during(g.replay)
    eng = Engine.load(a.artifact, max_rows=17)
    eng.prefill(list(range(1, 100)))
    eng.step([5])
    eng.rollback(1)
    step_ms = cuda_time_ms(lambda: eng.replay(1), iters=100)
    step_clk = sm_clock_during(lambda: eng.replay(1))
    n_calls = len(eng.art.manifest.program)
    res = {
        "trivial_graph_ms": trivial_ms,
        "trivial_kernels": a.n,
        "trivial_us_per_kernel": trivial_ms * 1e3 / a.n,
        "trivial_sm_clock_mhz": trivial_clk,
        "engine_m1_replay_ms": step_ms,
        "engine_kernels": n_calls,
        "engine_us_per_kernel": step_ms * 1e3 / n_calls,
        "engine_sm_clock_mhz": step_clk,
        "command": f"python bench/gpu_floor.py {a.artifact} --n {a.n}",
    }
    print({k: v for k, v in res.items() if not k.endswith("clock_mhz")})
    print("sm clock during trivial replay:", trivial_clk[:10], "engine replay:", step_clk[:10])
    print(write_result(f"gpu_floor_{eng.cfg.name}", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
