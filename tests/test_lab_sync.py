"""bench/lab_sync.py's kernels, checked without a GPU: the persistent forms fence, count and poll
after every stage (one counter, or a flag a CTA), the negative control does none of it, and the
PDL chain waits before its first read of the previous stage's vector."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import lab_sync  # noqa: E402

from tests.cuda_source import kernel_bodies  # noqa: E402


def _sources() -> dict[str, str]:
    return kernel_bodies(lab_sync._kernels())


def test_barrier_forms():
    src = _sources()
    p = src["persistent"]
    loop = p[p.index("for (int s = 0;") :]
    at = [loop.index(s) for s in ("fence_acq_rel_gpu();", "atomic_add(", "wait_until_")]
    assert at == sorted(at)
    assert loop.count("__syncthreads();") == 3  # the reduction's, the stage's end, the barrier's
    f = src["flags"]  # its own flag, then every thread polls one or two CTAs' flags
    assert "atomic_add((&(CNT_ptr[((int)blockIdx.x)])), 1)" in f
    assert "wait_until_relaxed_gpu_global_s32(seen_ptr[0], (&(CNT_ptr[((int)threadIdx.x)]))" in f
    assert "atomic" not in src["nobar"] and "wait_until" not in src["nobar"]
    c = src["chain_pdl"]
    assert c.index("griddepcontrol_wait();") < c.index("ld_relaxed_gpu_global_f32(")
    assert "griddepcontrol" not in src["chain"]
