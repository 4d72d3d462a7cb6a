"""Compile generated CUDA source to PTX with nvcc, with or without --use_fast_math, and read
off what fast math changes: flush-to-zero (.ftz) and approximate division/sqrt (.approx)."""

from __future__ import annotations

import os
import re
from contextlib import contextmanager

from speccc.ops.common import make_target

FAST_MATH_INSNS = re.compile(r"^\s*[\w.]*\.(ftz|approx)\b[\w.]*", re.M)


@contextmanager
def _fast_math(on: bool):
    """TVM's nvcc driver adds --use_fast_math unless TVM_CUDA_NVCC_NO_FAST_MATH is set."""
    old = os.environ.get("TVM_CUDA_NVCC_NO_FAST_MATH")
    if on:
        os.environ.pop("TVM_CUDA_NVCC_NO_FAST_MATH", None)
    else:
        os.environ["TVM_CUDA_NVCC_NO_FAST_MATH"] = "1"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("TVM_CUDA_NVCC_NO_FAST_MATH", None)
        else:
            os.environ["TVM_CUDA_NVCC_NO_FAST_MATH"] = old


def ptx(source: str, fast_math: bool) -> str:
    from tvm.support import nvcc

    with _fast_math(fast_math), make_target("cuda"):
        return nvcc.compile_cuda(source, target_format="ptx", compiler="nvcc").decode()


def fast_math_insns(ptx_text: str) -> list[str]:
    """The PTX instructions that only fast math emits: flush-to-zero or approximate forms."""
    return [m.group(0).strip() for m in FAST_MATH_INSNS.finditer(ptx_text)]
