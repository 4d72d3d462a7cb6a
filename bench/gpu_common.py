"""Shared helpers for the GPU scripts: timing (CUDA events on cuda, the wall clock on cpu, for
the scripts' cpu smoke modes), the copy bandwidth, writing results."""

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


def time_ms(fn, device: torch.device, iters: int = 50, warmup: int = 5) -> float:
    """Median milliseconds of fn() over iters: CUDA events on cuda, perf_counter on cpu."""
    if device.type == "cuda":
        return cuda_time_ms(fn, iters, warmup)
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(iters):
        t0 = time.perf_counter()
        fn()
        times.append(1e3 * (time.perf_counter() - t0))
    times.sort()
    return times[len(times) // 2]


def copy_bandwidth_gbs(device: torch.device | str = "cuda") -> float:
    """Device-to-device copy, bytes read + written, the ceiling the kernels are measured against."""
    device = torch.device(device)
    n = 1 << (28 if device.type == "cuda" else 26)  # 256 MiB on cuda, 64 MiB on cpu
    x = torch.empty(n, dtype=torch.uint8, device=device)
    y = torch.empty_like(x)
    ms = time_ms(lambda: y.copy_(x), device, iters=20)
    return 2 * x.numel() / ms / 1e6


def device_name() -> str:
    return (
        torch.cuda.get_device_name() if torch.cuda.is_available() else platform.processor() or "cpu"
    )


def write_result(name: str, data: dict) -> Path:
    """data + device/torch/host/time as JSON at $OUT/name.json (default bench/results)."""
    out = Path(os.environ.get("OUT", "bench/results"))
    out.mkdir(parents=True, exist_ok=True)
    data = dict(
        data,
        device=device_name(),
        torch=torch.__version__,
        host=platform.node(),
        when=time.strftime("%Y-%m-%d %H:%M:%S"),
    )
    p = out / f"{name}.json"
    p.write_text(json.dumps(data, indent=1))
    return p
