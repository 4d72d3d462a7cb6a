"""speccc.runtime.mapped: the small host <-> device moves as kernels on pinned memory. Its speed
is a GPU measurement (bench/lab_host_wake.py, bench/gpu_verify_gap.py --ab-dma, which also
compares both engines' outputs bitwise); here: the copy is bitwise, the views refuse what they
cannot alias, and an engine without a CUDA device keeps its plain path."""

from __future__ import annotations

import pytest
import torch

from speccc.parity import bitwise_equal
from speccc.runtime import Engine, mapped
from tests.artifacts import llvm_artifact


def test_copy_is_bitwise_for_every_int32_word():
    """Every word of packed storage (ids, positions, float32 bit patterns of top-2 values with
    NaN payloads and signed zeros) arrives unchanged; negative control: one word off differs."""
    edges = [0, 1, -1, 2**31 - 1, -(2**31), 0x7FC00001, 0x7F800000, -(2**31) + 0x7F800001]
    rand = torch.randint(-(2**31), 2**31 - 1, (1000,), dtype=torch.int32)
    words = torch.cat([torch.tensor(edges, dtype=torch.int32), rand])
    dst = torch.zeros_like(words)
    mapped.copy(dst, words)
    assert bitwise_equal(dst, words)
    dst[500] ^= 1
    assert not bitwise_equal(dst, words)


def test_device_view_refuses_what_it_cannot_alias():
    with pytest.raises(ValueError, match="pinned int32"):
        mapped.device_view(torch.zeros(4, dtype=torch.int32), torch.device("cuda"))
    with pytest.raises(ValueError, match="pinned int32"):
        mapped.device_view(torch.zeros(4, dtype=torch.float32), torch.device("cuda"))


def test_cpu_engine_has_no_mapped_copies():
    eng = Engine.load(llvm_artifact("tiny"), max_rows=2)
    assert not eng.mapped_copies
    assert not Engine.load(llvm_artifact("tiny"), max_rows=2, mapped_copies=False).mapped_copies
