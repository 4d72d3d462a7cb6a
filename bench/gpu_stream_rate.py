"""On the GPU: what a plain kernel streams a weight matrix at, from L2 and from DRAM, to read the
step's GEMVs against (bench/results/layer_l2: they add ~1.4 us + bytes / 3.0 TB/s whether their
weights sit in L2 or in DRAM).

For each of the Qwen2.5-0.5B shape's bf16 weight matrices (wo, qkv, down, gate_up, the LM
head), two torch kernels read the whole matrix once a call: cuBLAS's GEMV (torch.mv, M=1) and a
sum of every element (a streaming reduction). Each is timed in a CUDA graph of repeated calls:
"l2" calls it on one matrix (which stays in the 50 MB L2 when it fits), "dram" on as many
copies as make 256 MB, one call each, so every call reads from DRAM. Prints us a call and GB/s.

  python bench/gpu_stream_rate.py [--reps 20]
"""

from __future__ import annotations

import argparse
import sys

import torch

sys.path.insert(0, ".")
from bench.gpu_common import copy_bandwidth_gbs, cuda_time_ms, write_result  # noqa: E402

SHAPES = {  # name -> (N, K) of W [N, K], Qwen2.5-0.5B
    "wo": (896, 896),
    "qkv": (1152, 896),
    "down": (896, 4864),
    "gate_up": (9728, 896),
    "lm_head": (151936, 896),
}
COLD_BYTES = 256 << 20  # copies enough to leave nothing in L2 between calls


def graph_us(calls: list, reps: int) -> float:
    """Microseconds a call: `calls` (closures) captured in one CUDA graph, reps times over."""
    for c in calls:
        c()  # warm-up outside capture (cuBLAS workspace, allocations)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(reps):
            for c in calls:
                c()
    ms = cuda_time_ms(g.replay, iters=20, warmup=3)
    return 1e3 * ms / (reps * len(calls))


def kernels(w: torch.Tensor, x: torch.Tensor) -> dict:
    y = torch.empty(w.shape[0], dtype=w.dtype, device=w.device)
    s = torch.empty((), dtype=torch.float32, device=w.device)
    return {
        "mv": lambda: torch.mv(w, x, out=y),
        "sum": lambda: torch.sum(w, dim=(0, 1), dtype=torch.float32, out=s),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=20, help="calls a graph (l2)")
    a = ap.parse_args(argv)
    torch.manual_seed(0)
    res: dict = {"copy_gbs": copy_bandwidth_gbs(), "shapes": {}}
    print(f"copy bandwidth {res['copy_gbs']:.0f} GB/s")
    for name, (n, k) in SHAPES.items():
        nbytes = 2 * n * k
        copies = max(1, -(-COLD_BYTES // nbytes))
        ws = [torch.randn(n, k, device="cuda").bfloat16() for _ in range(copies)]
        x = torch.randn(k, device="cuda").bfloat16()
        per = [kernels(w, x) for w in ws]
        row = {"bytes": nbytes}
        for kind in ("mv", "sum"):
            l2 = graph_us([per[0][kind]], a.reps) if copies > 1 else None
            dram = graph_us([p[kind] for p in per], max(1, a.reps // copies))
            row[kind] = {"l2_us": l2, "dram_us": dram}
            l2s = "   -    " if l2 is None else f"{l2:6.2f} us {nbytes / l2 / 1e3:5.0f} GB/s"
            print(
                f"{name:8s} {nbytes / 1e6:7.1f} MB {kind:3s}: l2 {l2s}, dram {dram:6.2f} us "
                f"{nbytes / dram / 1e3:5.0f} GB/s",
                flush=True,
            )
        res["shapes"][name] = row
        del ws, per
        torch.cuda.empty_cache()
    res["command"] = "python bench/gpu_stream_rate.py " + " ".join(
        sys.argv[1:] if argv is None else argv
    )
    print(write_result("gpu_stream_rate", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
