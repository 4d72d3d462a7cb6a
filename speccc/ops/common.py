"""What every op family shares: the symbolic row count M and the build targets."""

from __future__ import annotations

import tvm
from tvm import te

TARGETS = ("llvm", "cuda")
CUDA_ARCH = "sm_90"


def rows_var(name: str = "M") -> tvm.tirx.Var:
    """The symbolic number of rows of a decode step (M = 1..Mmax). Kernels take it from shapes."""
    return te.var(name, "int64")


def make_target(kind: str) -> tvm.target.Target:
    """'llvm' (host CPU) or 'cuda' (sm_90). TVM 0.27 wants dict targets for cuda."""
    if kind == "llvm":
        return tvm.target.Target("llvm")
    if kind == "cuda":
        return tvm.target.Target({"kind": "cuda", "arch": CUDA_ARCH})
    raise ValueError(f"unknown target {kind!r}; known: {TARGETS}")


def target_kind(target: str | tvm.target.Target) -> str:
    return target if isinstance(target, str) else str(target.kind.name)
