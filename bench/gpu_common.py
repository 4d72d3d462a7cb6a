"""Shared helpers for the GPU scripts: timing with CUDA events, writing results."""

from __future__ import annotations

import json
import os
import platform
import time
from pathlib import Path

import torch


def cuda_time_ms(fn, iters: int = 50, warmup: int = 5) -> float:
    """Median milliseconds of fn() over iters, timed with CUDA events."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b))
    times.sort()
    return times[len(times) // 2]


def copy_bandwidth_gbs() -> float:
    """Device-to-device copy, bytes read + written, the ceiling the kernels are measured against."""
    x = torch.empty(1 << 28, dtype=torch.uint8, device="cuda")  # 256 MiB
    y = torch.empty_like(x)
    ms = cuda_time_ms(lambda: y.copy_(x), iters=20)
    return 2 * x.numel() / ms / 1e6


def write_result(name: str, data: dict) -> Path:
    """data + device/torch/host/time as JSON at $OUT/name.json (default bench/results)."""
    out = Path(os.environ.get("OUT", "bench/results"))
    out.mkdir(parents=True, exist_ok=True)
    data = dict(
        data,
        device=torch.cuda.get_device_name() if torch.cuda.is_available() else platform.machine(),
        torch=torch.__version__,
        host=platform.node(),
        when=time.strftime("%Y-%m-%d %H:%M:%S"),
    )
    p = out / f"{name}.json"
    p.write_text(json.dumps(data, indent=1))
    return p
