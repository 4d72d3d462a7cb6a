"""check_m_invariance: reject any reduction whose order could depend on the row count M.

Graph level (`run`, `graph_violations`):
  - every op of a reducing family (family.reduces) has a ReductionPlan;
  - every plan field is a plain int or str (not a tvm expression, not a callable) and no str
    names "M"; op attrs hold no tvm objects or callables;
  - the kernel params and the plan key (family, dtype, N, K) have no "M" in them;
  - select_plan re-run under graph.target gives the same plan (no hidden state, no M input).
TIR level (`check_prim_func`, `prim_func_violations`), for each scheduled kernel:
  - a reduce iter var (T.axis.reduce) whose domain or binding mentions M;
  - a loop whose var feeds a reduce binding (directly, or through an outer block's binding)
    with a min or extent that mentions M (e.g. a split of k by M).
Both raise MInvarianceError, whose message names the op (or block) and the field.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import tvm
from tvm import tirx
from tvm.tirx.analysis import undefined_vars

from speccc.ir.graph import ROWS, DecodeGraph
from speccc.ir.plan import ReductionPlan
from speccc.ops.registry import family_of
from speccc.passes.pin_reduction_plans import plan_key
from speccc.schedules.registry import select_plan

_M_TOKEN = re.compile(rf"\b{ROWS}\b")


class MInvarianceError(ValueError):
    """A reduction whose order may depend on M."""


def _bad_value(v: Any) -> str | None:
    """Why `v` is not a plain M-free constant, or None."""
    if isinstance(v, tvm.runtime.Object | tvm.ir.Node):
        return f"a tvm object ({type(v).__name__})"
    if callable(v):
        return "a callable"
    if type(v) is str:
        return "a string naming M" if _M_TOKEN.search(v) else None
    if type(v) in (int, float, bool) or v is None:
        return None
    if isinstance(v, list | tuple):
        return next((r for r in map(_bad_value, v) if r), None)
    if isinstance(v, dict):
        return next((r for r in map(_bad_value, v.values()) if r), None)
    return f"not a plain constant ({type(v).__name__})"


def graph_violations(graph: DecodeGraph) -> list[str]:
    out: list[str] = []
    for op in graph.ops():
        where = f"op {op.name!r} ({op.kind})"
        for a, v in op.attrs.items():
            if (why := _bad_value(v)) is not None:
                out.append(f"{where}: attrs[{a!r}] = {v!r} is {why}")
        fam = family_of(op.kind)
        for a, v in fam.params(graph, op).items():
            if v == ROWS or (why := _bad_value(v)) is not None:
                out.append(f"{where}: kernel param {a} = {v!r} is {why or 'M'}")
        if not fam.reduces:
            continue
        plan = op.plan
        if not isinstance(plan, ReductionPlan):
            out.append(f"{where}: plan is {plan!r}, need a ReductionPlan")
            continue
        bad = False
        for f in dataclasses.fields(plan):
            v = getattr(plan, f.name)
            why = _bad_value(v) if type(v) in (int, str) else _bad_value(v) or "not an int/str"
            if why is not None:
                out.append(f"{where}: plan.{f.name} = {v!r} is {why}")
                bad = True
        key = plan_key(graph, op)
        if any(x == ROWS or _bad_value(x) for x in key[1:]):
            out.append(f"{where}: plan key {key} depends on M")
            continue
        if bad or graph.target is None:
            continue
        again = select_plan(*key, graph.target)
        for f in dataclasses.fields(plan):
            if getattr(again, f.name) != getattr(plan, f.name):
                out.append(
                    f"{where}: plan.{f.name} = {getattr(plan, f.name)!r}, but the "
                    f"selector gives {getattr(again, f.name)!r} for {key} on {graph.target}"
                )
    return out


def run(graph: DecodeGraph) -> DecodeGraph:
    """Raises MInvarianceError listing every violation; returns the graph unchanged."""
    if graph.target is None:
        raise MInvarianceError("check_m_invariance needs graph.target (run pin_reduction_plans)")
    if errs := graph_violations(graph):
        raise MInvarianceError("M-dependent reduction:\n  " + "\n  ".join(errs))
    return graph


# -- TIR ------------------------------------------------------------------------------------
def _mentions(expr: Any, m_name: str) -> bool:
    if expr is None or isinstance(expr, int):
        return False
    if isinstance(expr, tirx.Var):
        return expr.name == m_name
    return any(v.name == m_name for v in undefined_vars(expr))


def _children(stmt: Any) -> list[Any]:
    kids = []
    for a in ("body", "then_case", "else_case", "block", "init"):
        c = getattr(stmt, a, None)
        if isinstance(c, tirx.Stmt):
            kids.append(c)
    if isinstance(stmt, tirx.SeqStmt):
        kids.extend(stmt.seq)
    return kids


def prim_func_violations(func: tirx.PrimFunc, m_name: str = ROWS) -> list[str]:
    out: list[str] = []
    # var -> ("loop", For) | ("block", binding expr); vars are keyed by identity
    defs: dict[Any, tuple[str, Any]] = {}

    def feeds_m(expr: Any, seen: set) -> str | None:
        """Which loop / block var of `expr`'s free vars brings M into it, if any."""
        for v in undefined_vars(expr):
            if v in seen or v not in defs:
                continue
            seen.add(v)
            kind, d = defs[v]
            if kind == "loop" and (_mentions(d.extent, m_name) or _mentions(d.min, m_name)):
                return f"loop {v.name} (extent {d.extent}, min {d.min})"
            if kind == "block" and (why := feeds_m(d, seen)):
                return why
        return None

    def visit(stmt: Any) -> None:
        if isinstance(stmt, tirx.For):
            defs[stmt.loop_var] = ("loop", stmt)
        if isinstance(stmt, tvm.s_tir.SBlockRealize):
            blk = stmt.block
            for iv, val in zip(blk.iter_vars, stmt.iter_values, strict=True):
                defs[iv.var] = ("block", val)
                if iv.iter_type != tirx.IterVar.CommReduce:
                    continue
                where = f"block {blk.name_hint!r}: reduce iter {iv.var.name}"
                if _mentions(iv.dom.extent, m_name) or _mentions(iv.dom.min, m_name):
                    out.append(f"{where}: extent {iv.dom.extent} depends on {m_name}")
                elif _mentions(val, m_name):
                    out.append(f"{where}: binding {val} depends on {m_name}")
                elif why := feeds_m(val, set()):
                    out.append(f"{where}: fed by {why}, which depends on {m_name}")
        for c in _children(stmt):
            visit(c)

    visit(func.body)
    return out


def check_prim_func(func: tirx.PrimFunc, m_name: str = ROWS) -> tirx.PrimFunc:
    """Raises MInvarianceError if a reduction of `func` depends on the var named `m_name`."""
    if errs := prim_func_violations(func, m_name):
        name = func.attrs["global_symbol"] if func.attrs and "global_symbol" in func.attrs else ""
        raise MInvarianceError(
            f"M-dependent reduction in {name or 'PrimFunc'}:\n  " + "\n  ".join(errs)
        )
    return func
