"""check_m_flow: where the row count M may appear in a kernel's TIR, checked on the PrimFunc.

The rule (DESIGN.md, PERF.md 5.0): no reduction order may depend on M, so M may appear only
  - in the extent of a grid loop (blockIdx.*) or of a loop over rows (a "row loop"),
  - in a row guard: a comparison whose two sides both derive from M (`row < M`),
  - in a row index: the first index of a buffer whose first dimension is M,
  - in the first dimension of a buffer (M-row arguments, per-row scratch).
Vars derived from M (loop vars of grid/row loops, let-bound row expressions) are "row vars" and
obey the same rule. Anything else that mentions M or a row var is a violation: a loop over
non-row data whose extent depends on M, a split or chunk computed from M, a branch on M's size
(`8 < M`), a shuffle width or a scratch index computed from M.

This sees hand-written kernels, which `check_m_invariance.check_prim_func` passes vacuously
(they have no `T.axis.reduce`). Data loaded from a row (`Pos[m]`) is that row's own data, not M.
"""

from __future__ import annotations

from typing import Any

import tvm
from tvm import tirx
from tvm.ir import prim
from tvm.s_tir import SBlock, SBlockRealize

from speccc.ir.graph import ROWS
from speccc.passes.check_m_invariance import MInvarianceError
from speccc.passes.tir_exprs import LOAD as _LOAD
from speccc.passes.tir_exprs import children as _children
from speccc.passes.tir_exprs import loads as _loads
from speccc.passes.tir_exprs import vars_of as _vars

_CMP = (prim.LT, prim.LE, prim.GT, prim.GE, prim.EQ, prim.NE)


def m_flow_violations(func: tirx.PrimFunc, m_name: str = ROWS) -> list[str]:
    """Every place where M (or a var derived from it) appears outside the allowed forms."""
    rows: set[Any] = set()  # M and the row vars, by identity
    for p in func.params:
        for d in getattr(p, "shape", ()):
            for v in _vars(d):
                if v.name == m_name:
                    rows.add(v)
    out: list[str] = []
    if not rows:
        return out

    def tainted(e: Any) -> bool:
        """Whether e depends on M, not counting the row index of a row buffer's load (the
        row's own data is not a function of M)."""
        if e is None or isinstance(e, int | float | prim.IntImm | prim.FloatImm):
            return False
        if isinstance(e, tirx.Var):
            return e in rows
        if isinstance(e, _LOAD):
            row = is_row_buffer(e.source)
            return any(tainted(x) for i, x in enumerate(e.indices) if i or not row)
        return any(tainted(c) for c in _children(e))

    def is_row_buffer(buf: Any) -> bool:
        return len(buf.shape) > 0 and any(v in rows for v in _vars(buf.shape[0]))

    def expr(e: Any, where: str) -> None:
        """e is used as a value: a row var may appear only in row indices and row guards."""
        if e is None or isinstance(e, int | float) or not tainted(e):
            return
        if isinstance(e, tirx.Var):
            out.append(f"{where}: {e.name} (derived from {m_name}) used as a value")
        elif isinstance(e, _LOAD):
            indices(e.source, e.indices, where)
        elif isinstance(e, _CMP):
            guard(e, where)
        elif isinstance(e, prim.And | prim.Or):
            expr(e.a, where)
            expr(e.b, where)
        elif isinstance(e, prim.Not):
            expr(e.a, where)
        elif isinstance(e, prim.Select):
            expr(e.condition, where)
            expr(e.true_value, where)
            expr(e.false_value, where)
        elif isinstance(e, tvm.ir.Call):
            for a in e.args:
                expr(a, f"{where} (in {e.op})")
        elif isinstance(e, prim.Cast):
            expr(e.value, where)
        else:
            out.append(f"{where}: {e} depends on {m_name}")

    def guard(e: Any, where: str) -> None:
        if not (tainted(e.a) and tainted(e.b)):
            out.append(f"{where}: comparison {e} tests {m_name} against a non-row value")
        for side in (e.a, e.b):
            for v in _loads(side):
                indices(v.source, v.indices, where)

    def indices(buf: Any, idx: Any, where: str) -> None:
        for i, x in enumerate(idx):
            if i == 0 and is_row_buffer(buf):
                for v in _loads(x):
                    indices(v.source, v.indices, where)
                continue
            if tainted(x):
                out.append(f"{where}: index {i} of {buf.name} ({x}) depends on {m_name}")

    def stmt(s: Any) -> None:
        if isinstance(s, tirx.For):
            where = f"loop {s.loop_var.name}"
            if tainted(s.extent) or tainted(s.min):
                tag = s.thread_binding.thread_tag if s.thread_binding is not None else ""
                if tag.startswith("threadIdx"):
                    out.append(f"{where}: thread extent {s.extent} depends on {m_name}")
                rows.add(s.loop_var)  # a grid or row loop: its var is a row var
            stmt(s.body)
        elif isinstance(s, tirx.IfThenElse):
            expr(s.condition, "if")
            stmt(s.then_case)
            stmt(s.else_case)
        elif isinstance(s, tirx.BufferStore):
            indices(s.buffer, s.indices, f"store to {s.buffer.name}")
            expr(s.value, f"store to {s.buffer.name}")
        elif isinstance(s, tirx.Bind):
            if tainted(s.value):
                rows.add(s.var)  # a row expression under a name
                for v in _loads(s.value):
                    indices(v.source, v.indices, f"let {s.var.name}")
        elif isinstance(s, tirx.SeqStmt):
            for c in s.seq:
                stmt(c)
        elif isinstance(s, tirx.Evaluate):
            expr(s.value, "call")
        elif isinstance(s, SBlockRealize):
            for iv, val in zip(s.block.iter_vars, s.iter_values, strict=True):
                if tainted(val) or tainted(iv.dom.extent):
                    rows.add(iv.var)
            expr(s.predicate, f"block {s.block.name_hint} predicate")
            stmt(s.block)
        elif isinstance(s, tirx.AllocBuffer | tirx.DeclBuffer):
            if any(v in rows for d in s.buffer.shape[1:] for v in _vars(d)):
                out.append(f"buffer {s.buffer.name} shaped by {m_name}")
        elif isinstance(s, SBlock):
            for b in s.alloc_buffers:  # per-row scratch (rows first) is a row buffer
                if any(v in rows for d in b.shape[1:] for v in _vars(d)):
                    out.append(f"block {s.name_hint}: scratch {b.name} shaped by {m_name}")
            for mb in s.match_buffers:
                if any(tainted(d) for d in mb.buffer.shape):
                    out.append(f"block {s.name_hint}: match buffer shaped by {m_name}")
            if s.init is not None:
                stmt(s.init)
            stmt(s.body)
        elif isinstance(s, tirx.AttrStmt):
            expr(s.value, f"attr {s.attr_key}") if s.attr_key != "thread_extent" else None
            stmt(s.body)
        else:
            for attr in ("body", "block"):
                if isinstance(c := getattr(s, attr, None), tirx.Stmt):
                    stmt(c)

    stmt(func.body)
    return out


def check_m_flow(func: tirx.PrimFunc, m_name: str = ROWS) -> tirx.PrimFunc:
    """Raise MInvarianceError if M appears in `func` outside the allowed forms."""
    if errs := m_flow_violations(func, m_name):
        name = func.attrs["global_symbol"] if func.attrs and "global_symbol" in func.attrs else ""
        raise MInvarianceError(
            f"{m_name} used outside grid extents, row loops, row indices and row guards in "
            f"{name or 'PrimFunc'}:\n  " + "\n  ".join(errs)
        )
    return func
