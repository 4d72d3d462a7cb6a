"""The CPU's threads for llvm artifacts: TVM's pool one worker per physical core this process
may run on, and the engine's host copies kept off torch's own pool (fresh_copy).

TVM sizes its pool once, when a parallel kernel first runs, from TVM_NUM_THREADS or else half
the hardware threads on x86 (it assumes two per core). On a machine with one thread per core
that is half the cores: SmolLM2 on the 2-core build box decoded 70 tok/s by default against 138
with TVM_NUM_THREADS=2 (`bench/results/cpu_device_loop/`). The llvm kernels split only outputs
over threads, never a reduction (schedules/llvm), so the count changes no bit
(tests/test_cpu_threads.py)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import torch

ENV = "TVM_NUM_THREADS"
SYS_CPU = Path("/sys/devices/system/cpu")


def physical_cores(cpus: set[int] | None = None, sys_cpu: Path = SYS_CPU) -> int:
    """Physical cores among `cpus` (default: the CPUs this process may run on): distinct
    (package, core) pairs of their sysfs topology; a CPU without one counts as its own core."""
    cpus = os.sched_getaffinity(0) if cpus is None else cpus
    cores = set()
    for cpu in cpus:
        topo = sys_cpu / f"cpu{cpu}" / "topology"
        try:
            cores.add((topo.joinpath("physical_package_id").read_text().strip(),
                       topo.joinpath("core_id").read_text().strip()))  # fmt: skip
        except OSError:
            cores.add(("cpu", str(cpu)))
    return max(1, len(cores))


def set_default_pool_size() -> None:
    """TVM_NUM_THREADS = physical_cores() unless the user set it to something (empty counts as
    unset, as for TVM); a pool TVM already made keeps its size."""
    if not os.environ.get(ENV, "").strip():
        os.environ[ENV] = str(physical_cores())


def fresh_copy(t: torch.Tensor) -> torch.Tensor:
    """A copy of `t` that owns its memory. On the CPU numpy's single-threaded copy, not torch's
    clone: a clone of a logits row (49152 floats, above torch's parallel grain) runs on torch's
    OpenMP threads, which then spin on the cores where TVM's pool runs the next step. SmolLM2 on
    the 2-core build box: `Engine.step` with logits 16.0-20.0 ms against 7.5 for the step's
    kernels alone; 7.7-8.0 with this copy (bench/results/cpu_host_copy/). Off the CPU, or for
    a dtype numpy lacks (bfloat16), torch's clone."""
    if t.device.type != "cpu" or t.dtype == torch.bfloat16:
        return t.clone()
    out = torch.empty_like(t, memory_format=torch.contiguous_format)
    np.copyto(out.numpy(), t.detach().numpy())
    return out
