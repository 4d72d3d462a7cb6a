"""Compile generated CUDA source with nvcc, with or without --use_fast_math, and read off of the
PTX what fast math changes: flush-to-zero (.ftz) arithmetic and compares, approximate division.

Precise (default) builds contain one .ftz instruction of their own, `ex2.approx.ftz.f32` inside
libdevice's expf (which scales its argument so no denormal reaches it), and `rsqrt.approx.f32`
(PTX has no other rsqrt). Any other .ftz instruction, and approximate division or square root,
comes from --use_fast_math."""

from __future__ import annotations

import os
import re
from contextlib import contextmanager

from speccc.ir.target import get_target

OPCODES = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.]*)", re.M)


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


PRECISE_EXPF = "ex2.approx.ftz.f32"


def compile_cuda(source: str, fast_math: bool, fmt: str = "ptx") -> bytes:
    from tvm.support import nvcc

    with _fast_math(fast_math), get_target("cuda").tvm():
        return nvcc.compile_cuda(source, target_format=fmt, compiler="nvcc")


def fast_math_insns(ptx_text: str) -> list[str]:
    """Opcodes of the PTX instructions that only fast math emits (flush-to-zero or approximate
    forms other than precise expf's own ex2)."""
    ops = (m.group(1) for m in OPCODES.finditer(ptx_text))
    return [
        op
        for op in ops
        if (".ftz" in op and op != PRECISE_EXPF) or op.startswith(("div.approx", "sqrt.approx"))
    ]


def check_fast_math_flag(source: str) -> tuple[str, str]:
    """Compile `source` both ways; assert the precise PTX has no fast-math instruction and the
    fast-math PTX has some (so the flag really reached nvcc and changed the code), and that the
    precise build also assembles to an sm_90 fatbin. Returns (precise PTX, fast PTX)."""
    precise, fast = (compile_cuda(source, fm).decode() for fm in (False, True))
    assert fast_math_insns(precise) == [], sorted(set(fast_math_insns(precise)))
    assert fast_math_insns(fast), "--use_fast_math changed nothing: was it passed to nvcc?"
    assert len(compile_cuda(source, False, "fatbin")) > 0
    return precise, fast
