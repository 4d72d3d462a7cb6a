"""On the GPU: decode-step latency of the exact engine (CUDA graphs) at M=1..17, side by side
with the torch backend (eager, and CUDA-graphed where it captures), and the weight roofline.

  python bench/gpu_step.py ARTIFACT [--name NAME]
"""

from __future__ import annotations

import argparse
import sys

import torch

sys.path.insert(0, ".")
from bench.gpu_common import copy_bandwidth_gbs, cuda_time_ms, write_result  # noqa: E402
from speccc.reference import TorchModel  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402

MS = (1, 2, 4, 8, 16, 17)


def time_engine(eng: Engine, m: int) -> float:
    eng.reset()
    eng.prefill(list(range(1, 513)))
    ids = list(range(3, 3 + m))

    def one():
        eng.step(ids)
        eng.rollback(m)

    return cuda_time_ms(one, iters=50)


def time_graph_only(eng: Engine, m: int) -> float:
    """Replay of the captured step alone (no host-side copies of ids/pos, no logits clone)."""
    eng.reset()
    eng.prefill(list(range(1, 513)))
    eng.step(list(range(3, 3 + m)))
    eng.rollback(m)
    return cuda_time_ms(lambda: eng.replay(m), iters=100)


def time_torch(tm: TorchModel, m: int) -> float:
    tm.reset()
    tm.step(list(range(1, 513)))
    ids = list(range(3, 3 + m))

    def one():
        tm.step(ids)
        tm.rollback(m)

    return cuda_time_ms(one, iters=20)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--name", default=None)
    a = ap.parse_args()
    eng, w = Engine.load_with_weights(a.artifact, max_rows=17)
    cfg = eng.cfg
    wbytes = eng.weight_bytes
    copy = copy_bandwidth_gbs()
    roof_ms = wbytes / copy / 1e6  # weights read once at the measured copy throughput
    rows = []
    tm = TorchModel(cfg, w, device="cuda", dtype=torch.bfloat16)
    for m in MS:
        e_ms, g_ms = time_engine(eng, m), time_graph_only(eng, m)
        t_ms = time_torch(tm, m)
        rows.append(
            {
                "m": m,
                "speccc_step_ms": e_ms,
                "speccc_graph_replay_ms": g_ms,
                "torch_eager_bf16_ms": t_ms,
            }
        )
        print(
            f"M={m:2d} speccc step {e_ms:7.3f} ms (graph replay {g_ms:7.3f}) | "
            f"torch eager bf16 {t_ms:7.3f} ms"
        )
    base = rows[0]
    res = {
        "artifact": a.artifact,
        "model": cfg.name,
        "wdtypes": eng.art.manifest.wdtypes,
        "weight_bytes": wbytes,
        "copy_bandwidth_gb_s": copy,
        "weight_roofline_ms": roof_ms,
        "rows": rows,
        "ratios": {
            f"m{r['m']}_over_m1": r["speccc_graph_replay_ms"] / base["speccc_graph_replay_ms"]
            for r in rows
        }
        | {
            "speccc_m1_over_roofline": base["speccc_graph_replay_ms"] / roof_ms,
            "torch_eager_m1_over_speccc_m1": base["torch_eager_bf16_ms"]
            / base["speccc_graph_replay_ms"],
        },
        "command": f"python bench/gpu_step.py {a.artifact}",
    }
    print(f"weights {wbytes / 1e6:.1f} MB, copy {copy:.0f} GB/s, roofline {roof_ms:.3f} ms")
    print({k: round(v, 3) for k, v in res["ratios"].items()})
    print(write_result(a.name or f"gpu_step_{cfg.name}", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
