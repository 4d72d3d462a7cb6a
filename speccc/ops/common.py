"""What every op family's compute definition shares: the symbolic row count M."""

from __future__ import annotations

import tvm
from tvm import te


def rows_var(name: str = "M") -> tvm.tirx.Var:
    """The symbolic number of rows of a decode step (M = 1..Mmax). Kernels take it from shapes."""
    return te.var(name, "int64")


def int64_shape(*dims: int) -> tuple[tvm.tirx.Expr, ...]:
    """int64 extents, matching the int64 row count M (one index type per buffer)."""
    return tuple(tvm.tirx.const(d, "int64") for d in dims)
