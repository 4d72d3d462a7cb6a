"""check_pdl_order: what a kernel launched with programmatic dependent launch (PDL) may do before
`griddepcontrol.wait`, checked on the PrimFunc and the calls of the step.

With PDL a kernel starts while the kernel before it still runs, and so may the kernels after it
(each calls `launch_dependents` at entry). `griddepcontrol.wait` returns once the previous kernel
has finished and its writes are visible; since that kernel waited in turn, every earlier kernel of
the step has finished too. So before its wait a kernel may read only what no kernel of the step
writes, the weights and the step's host-written inputs, and may write nothing global: a write
there could land before an earlier kernel reads that buffer (plan_buffers reuses buffers) or
race with one that writes it. After the wait anything goes.

`pre_wait_access(func)` walks the kernel in program order up to the first wait every thread
reaches (one not under a runtime branch; loops do not make it conditional) and returns the
parameters it reads and the global writes it makes before it; `pdl_order_violations` checks
them against the roles of the tensors each call passes. A kernel with the attribute KV_PREFIX
(speccc.schedules.cuda.launch) may also read the K/V cache before its wait: it promises to read
there only rows below the step's first position, which no kernel of the step writes; the GPU
parity and race tests check the promise, sass_pdl that its later rows are not loaded early.
"""

from __future__ import annotations

from typing import Any

import tvm
from tvm import tirx
from tvm.s_tir import SBlock, SBlockRealize

from speccc.passes.tir_exprs import LOAD, children, loads
from speccc.schedules.cuda.launch import KV_PREFIX

PDL_TAG = "tirx.use_programtic_dependent_launch"  # TVM's spelling of the launch attribute
PRE_WAIT_ROLES = ("weight", "input")  # tensors no kernel of the step writes
KV_ROLE = "kv"  # the K/V caches: rows below pos[0] are read before the wait under KV_PREFIX
WAIT, PREFETCH = "tirx.ptx.griddepcontrol", "tirx.ptx.cp_async_bulk_prefetch"
# cp.async.ca / .cg (global -> shared, non-bulk): its global address is read, its destination
# is shared memory (no parameter); the bulk forms (cp_async_bulk_*) may write global memory
ASYNC_COPY = ("tirx.ptx.cp_async_ca", "tirx.ptx.cp_async_cg")


def _reads_through(name: str) -> bool:
    """Whether a call named `name` only reads through the addresses it is passed."""
    return name.startswith(PREFETCH) or name.startswith(ASYNC_COPY)


class PdlOrderError(ValueError):
    """A PDL kernel touches, before its wait, a buffer an earlier kernel may still be using."""


def uses_pdl(func: tirx.PrimFunc) -> bool:
    params = func.attrs.get("tirx.kernel_launch_params", []) if func.attrs else []
    return PDL_TAG in [str(p) for p in params]


def kv_prefix(func: tirx.PrimFunc) -> bool:
    """Whether `func` declares KV_PREFIX (reads K/V rows below pos[0] before its wait)."""
    return bool(func.attrs and func.attrs.get(KV_PREFIX, False))


def pre_wait_roles(func: tirx.PrimFunc) -> tuple[str, ...]:
    """The roles of the tensors `func` may read before its wait."""
    return PRE_WAIT_ROLES + (KV_ROLE,) if kv_prefix(func) else PRE_WAIT_ROLES


def pre_wait_access(func: tirx.PrimFunc) -> tuple[set[int], list[str]]:
    """(indices of the parameters read before the wait, the global writes made before it).

    Path by path: what follows a wait on the same path is after it (a branch that waits and then
    reads is fine); what follows a statement some path of which skips the wait is before it (a
    wait under a condition does not cover the code after the condition). A loop is taken to run
    at least once, as every kernel loop that holds a wait does (row groups of M >= 1 rows). A
    PrimFunc of several kernels (one after another, each its own blockIdx loop nest, as split
    attention with merge="kernel") is walked kernel by kernel: each is a launch of its own, with
    its own wait, and one kernel's wait covers nothing of the next."""
    alias = param_aliases(func.body)  # a decl_buffer over a parameter's data is that parameter
    params = {p: i for i, p in enumerate(func.params)}

    def param(buf: Any) -> int | None:
        return params.get(alias.get(buf, buf))

    reads: set[int] = set()
    writes: list[str] = []
    in_kernel = [False]  # inside a kernel's blockIdx loop nest

    def expr(e: Any) -> bool:
        """Every load of a parameter in e is a read; every call in e is looked into. True when e
        is the wait."""
        if e is None or isinstance(e, int | float | str):
            return False
        if isinstance(e, LOAD):
            if (i := param(e.source)) is not None:
                reads.add(i)
            for x in e.indices:
                expr(x)
        elif isinstance(e, tvm.ir.Call):
            return call(e)
        else:
            for c in children(e):
                expr(c)
        return False

    def call(c: Any) -> bool:
        name = str(getattr(c.op, "name", ""))
        if name == WAIT and str(c.args[0].value) == "wait":
            return True
        for a in c.args:  # an address passed to anything but a prefetch or an async copy to
            # shared memory may be written through
            if isinstance(a, tvm.ir.Call) and "address_of" in str(a.op):
                for ld in loads(a):
                    if param(ld.source) is not None:
                        if _reads_through(name):
                            reads.add(param(ld.source))
                        else:
                            writes.append(f"{name} through the address of {ld.source.name}")
            expr(a)
        return False

    def stmt(s: Any) -> bool:
        """Walk s up to its waits; True when every path through s waits."""
        if s is None:
            return False
        if isinstance(s, tirx.Evaluate):
            return expr(s.value)
        if isinstance(s, tirx.BufferStore):
            if param(s.buffer) is not None:
                writes.append(f"store to {s.buffer.name}")
            expr(s.value)
            for x in s.indices:
                expr(x)
            return False
        if isinstance(s, tirx.IfThenElse):
            expr(s.condition)
            then_waits = stmt(s.then_case)
            return stmt(s.else_case) and then_waits
        if isinstance(s, tirx.For):
            expr(s.min)
            expr(s.extent)
            if not in_kernel[0] and _launches(s):  # a kernel: walked on its own
                in_kernel[0] = True
                stmt(s.body)
                in_kernel[0] = False
                return False
            return stmt(s.body)
        if isinstance(s, tirx.Bind):
            expr(s.value)
            return False
        if isinstance(s, tirx.SeqStmt):
            return any(stmt(c) for c in s.seq)  # stops at the first that waits on every path
        if isinstance(s, SBlockRealize):
            expr(s.predicate)
            return stmt(s.block)
        if isinstance(s, SBlock):
            return stmt(s.init) or stmt(s.body)
        if isinstance(s, tirx.AttrStmt):
            expr(s.value)
            return stmt(s.body)
        for attr in ("body", "block"):
            if isinstance(c := getattr(s, attr, None), tirx.Stmt):
                return stmt(c)
        return False

    stmt(func.body)
    return reads, writes


def _launches(s: tirx.For) -> bool:
    """Whether loop s is the outermost loop of a kernel launch (a blockIdx binding)."""
    b = s.thread_binding
    return b is not None and str(b.thread_tag).startswith("blockIdx")


def param_aliases(body: Any) -> dict:
    """buffer -> the buffer whose data it declares itself over (T.decl_buffer(data=X.data))."""
    out: dict = {}

    def visit(s: Any) -> None:
        if isinstance(s, tirx.DeclBuffer) and isinstance(s.data, tvm.ir.Call) and s.data.args:
            out[s.buffer] = s.data.args[0]
        if isinstance(s, tirx.SeqStmt):
            for c in s.seq:
                visit(c)
        for attr in ("body", "block", "then_case", "else_case", "init"):
            if isinstance(c := getattr(s, attr, None), tirx.Stmt | SBlock):
                visit(c)

    visit(body)
    return out


def call_roles(call: Any, roles: dict[str, str]) -> list[str]:
    """The role of each tensor a call passes ("weight" for weights); a role in PRE_WAIT_ROLES may
    be read before the wait."""
    return ["weight" if a.kind == "weight" else roles[a.name] for a in call.args]


def pdl_order_violations(func: tirx.PrimFunc, arg_roles: list[str], name: str = "") -> list[str]:
    """What `func`, called with tensors of `arg_roles` (one per parameter), does before its wait
    that PDL makes unsafe; [] for a kernel launched without PDL."""
    return _violations(func, pre_wait_access(func) if uses_pdl(func) else None, arg_roles, name)


def _violations(func, access, arg_roles: list[str], name: str) -> list[str]:
    if access is None:  # launched without PDL
        return []
    reads, writes = access
    out = [f"{name}: {w} before griddepcontrol.wait" for w in writes]
    allowed = pre_wait_roles(func)
    for i in sorted(reads):
        if arg_roles[i] not in allowed:
            p = func.params[i]
            out.append(
                f"{name}: reads {p.name} (a {arg_roles[i]} tensor) before griddepcontrol.wait"
            )
    return out


def check_pdl_order(funcs: dict[str, tirx.PrimFunc], calls: list, roles: dict[str, str]) -> None:
    """Raise PdlOrderError if a call's kernel, launched with PDL, reads a tensor of the step or
    writes anything before its wait. calls: speccc.manifest.Call; roles: tensor name -> role.
    Each kernel is walked once, however many calls share it."""
    access = {uri: pre_wait_access(f) if uses_pdl(f) else None for uri, f in funcs.items()}
    errs: list[str] = []
    for c in calls:
        errs += _violations(funcs[c.kernel], access[c.kernel], call_roles(c, roles), c.op)
    if errs:
        raise PdlOrderError(
            "PDL kernels touch step tensors before their wait:\n  " + "\n  ".join(errs)
        )
