"""A CUDA stream that waits for the host: the driver's stream memory wait (cuStreamWaitValue32)
on a word of pinned host memory, through ctypes (torch exposes no binding).

Engine.arm enqueues a step before its inputs exist: the stream waits until the host writes a
sequence number >= the step's into the word (Engine.release), then runs the input copy and the
step's CUDA graph. The graph's launch (tens of microseconds of host time for a step of ~150
kernels) then overlaps the step before it instead of leaving the device idle.

Pinned host memory is device-accessible at its host address on a device with unified
addressing (every 64-bit Linux CUDA device), and stream memory operations are always available
from CUDA 12.0 on; `supported()` checks both.
"""

from __future__ import annotations

import ctypes
import functools

import torch

from speccc.runtime.mapped import driver_query, libcuda, unified_addressing

GEQ = 0x0  # CU_STREAM_WAIT_VALUE_GEQ: wait until (int32) *addr - value >= 0
MIN_DRIVER = 12000  # stream memory operations on by default


@functools.cache
def _driver():
    """cuStreamWaitValue32 (ctypes) or None where the driver library is missing."""
    lib = libcuda()
    if lib is None:
        return None
    wait = getattr(lib, "cuStreamWaitValue32_v2", None) or lib.cuStreamWaitValue32
    wait.argtypes = [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_uint32, ctypes.c_uint]
    wait.restype = ctypes.c_int
    return wait


@functools.cache
def supported(device_index: int) -> bool:
    """Whether the stream of CUDA device `device_index` can wait on a pinned host word."""
    if _driver() is None or (driver_query("cuDriverGetVersion") or 0) < MIN_DRIVER:
        return False
    return unified_addressing(device_index)


def wait_geq(stream: torch.cuda.Stream, word: torch.Tensor, value: int) -> None:
    """Enqueue on `stream`: wait until the int32 `word` (pinned host memory) is >= value.
    RuntimeError naming the driver's error code if the driver refuses it."""
    drv = _driver()
    if drv is None:
        raise RuntimeError("stream wait: libcuda.so.1 not found")
    rc = drv(stream.cuda_stream, word.data_ptr(), value, GEQ)
    if rc:
        raise RuntimeError(f"stream wait: cuStreamWaitValue32 failed with CUresult {rc}")
