"""Small host <-> device moves by a kernel on pinned host memory instead of a DMA copy.

On a device with unified addressing a pinned host buffer is readable and writable by kernels
at its host address. A step's inputs (ids, positions, sampling params: a few hundred words)
and its top-2 readout are that small: an elementwise kernel can read the pinned staging, or
write the pinned readout, over the bus instead of a cudaMemcpyAsync on a copy engine, whose 64
bytes added ~10 us in front of a kernel and ~20 us behind it on one H200 host
(bench/lab_host_wake.py, verify_gap/g4). On another host (g5) the DMA copies added 5 and 8 us
and these kernels more (9 and 20): Engine uses them only when asked (mapped_copies=True). The
values are the same words: the kernel is a bitwise copy of int32 storage.

`device_view(pinned)` is a cuda tensor over a pinned tensor's memory (no copy; it keeps the
pinned tensor alive); `copy(dst, src)` copies int32 storage by a kernel. A host read after the
copy must wait for it as for any kernel (an event recorded after it), as the DMA copy needed.
"""

from __future__ import annotations

import ctypes
import functools

import torch

UNIFIED_ADDRESSING = 41  # CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING


@functools.cache
def libcuda():
    """The driver library (ctypes) or None where it is missing."""
    try:
        return ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None


def driver_query(name: str, *args) -> int | None:
    """The int the driver call `name` writes through its first argument, or None where the
    driver library or a CUDA device is missing, or the call fails."""
    lib = libcuda()
    if lib is None or not torch.cuda.is_available():
        return None
    value = ctypes.c_int(0)
    if getattr(lib, name)(ctypes.byref(value), *args):
        return None
    return value.value


@functools.cache
def unified_addressing(device_index: int) -> bool:
    """Whether kernels on CUDA device `device_index` reach pinned host memory at its address."""
    return driver_query("cuDeviceGetAttribute", UNIFIED_ADDRESSING, device_index) == 1


class _CudaArray:
    """A pinned tensor's memory as a cuda array (__cuda_array_interface__) for torch.as_tensor."""

    def __init__(self, pinned: torch.Tensor):
        self.pinned = pinned  # the view below holds this object, so the memory stays alive
        self.__cuda_array_interface__ = {
            "shape": tuple(pinned.shape),
            "typestr": "<i4",
            "data": (pinned.data_ptr(), False),
            "version": 3,
        }


def device_view(pinned: torch.Tensor, device: torch.device) -> torch.Tensor:
    """A cuda tensor over the contiguous int32 pinned tensor's memory (kernels read and write
    the host memory itself)."""
    if pinned.dtype != torch.int32 or not pinned.is_pinned() or not pinned.is_contiguous():
        raise ValueError("device_view takes a contiguous pinned int32 tensor")
    return torch.as_tensor(_CudaArray(pinned), device=device)


def copy(dst: torch.Tensor, src: torch.Tensor) -> None:
    """dst[...] = src by an elementwise kernel on the current stream (int32, same shape): a
    bitwise copy that cudaMemcpyAsync would hand to a copy engine."""
    torch.bitwise_or(src, 0, out=dst)
