"""Drive one graph-replayed step under Nsight Compute: the kernels of that step, nothing else.

  ncu --profile-from-start off -k regex:NAME --launch-count N ... \
      python bench/ncu_step.py ARTIFACT M LENGTH [--replays R]

The engine advances its cache to LENGTH positions (contents are whatever the buffers hold:
timing only, no values are checked), captures the M-row step graph, then replays it R times
between cudaProfilerStart/Stop, so ncu's launch filters count kernels of the replays only.
"""

from __future__ import annotations

import argparse
import sys

import torch

sys.path.insert(0, ".")
from bench.gpu_step import set_step  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("m", type=int)
    ap.add_argument("length", type=int)
    ap.add_argument("--replays", type=int, default=1)
    a = ap.parse_args()
    eng = Engine.load(a.artifact, max_rows=a.m)
    set_step(eng, a.m, a.length, [1] * a.m)  # captures the graph, sets ids/pos
    for _ in range(3):
        eng.replay(a.m)
    torch.cuda.synchronize()
    torch.cuda.cudart().cudaProfilerStart()
    for _ in range(a.replays):
        eng.replay(a.m)
    torch.cuda.synchronize()
    torch.cuda.cudart().cudaProfilerStop()
    print(f"ncu_step: M={a.m} length={a.length} replays={a.replays}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
