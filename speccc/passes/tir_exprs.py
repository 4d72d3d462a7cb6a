"""What the kernel checks (check_m_flow, check_pdl_order) read out of TIR expressions: the vars
an expression depends on, the buffer loads inside it, its sub-expressions."""

from __future__ import annotations

from typing import Any

import tvm
from tvm import tirx
from tvm.ir import prim
from tvm.tirx.analysis import undefined_vars

LOAD = tvm.ir.TensorLoad


def vars_of(e: Any) -> list:
    """The free vars of expression e."""
    if e is None or isinstance(e, int | float):
        return []
    if isinstance(e, tirx.Var):
        return [e]
    return list(undefined_vars(e))


def loads(e: Any) -> list:
    """The loads inside expression e (outermost first)."""
    if e is None or isinstance(e, int | float | tirx.Var | prim.IntImm | prim.FloatImm):
        return []
    if isinstance(e, LOAD):
        return [e]
    return [x for c in children(e) for x in loads(c)]


def children(e: Any) -> list:
    """The sub-expressions of a (non-load) expression."""
    kids = []
    for f in ("a", "b", "value", "condition", "true_value", "false_value", "base", "stride"):
        if (c := getattr(e, f, None)) is not None and not isinstance(c, str | int | float):
            kids.append(c)
    return kids + list(getattr(e, "args", []) or [])
