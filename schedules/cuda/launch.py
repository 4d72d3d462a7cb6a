"""How the hand-written CUDA kernels are launched: programmatic dependent launch (PDL).

With Target.pdl, a kernel carries the launch tag "tirx.use_programtic_dependent_launch" (TVM's
spelling), so the runtime launches it with programmatic stream serialization: it may start while
the previous kernel of the stream still runs. Each kernel therefore calls
`griddepcontrol.launch_dependents` at entry (its successor may start once all of its CTAs have),
reads only weights and host-written inputs (pos, the RoPE tables), and calls
`griddepcontrol.wait` (all of the previous kernel done and its writes visible) before it reads an
activation or writes anything; a CTA with nothing to do may exit without waiting. No kernel of a
step writes weights or inputs, so nothing a kernel does before the wait can race; every build
checks that on each call, path by path (speccc.passes.check_pdl_order), and in the machine code
(speccc.compiler.sass_pdl). Without the tag both calls do nothing.
"""

from __future__ import annotations

import tvm
from tvm import tirx
from tvm.script import tirx as T

PDL_TAG = "tirx.use_programtic_dependent_launch"


def thread_tags(func: tvm.tirx.PrimFunc) -> list[str]:
    """The thread axes the kernel binds, blockIdx.* before threadIdx.*, each once."""
    tags: list[str] = []

    def visit(s) -> None:
        if isinstance(s, tirx.For) and s.thread_binding is not None:
            tag = s.thread_binding.thread_tag
            if tag not in tags:
                tags.append(tag)
        for a in ("body", "then_case", "else_case", "block"):
            c = getattr(s, a, None)
            if isinstance(c, tirx.Stmt):
                visit(c)
        if isinstance(s, tirx.SeqStmt):
            for c in s.seq:
                visit(c)

    visit(func.body)
    return sorted(tags, key=lambda t: (not t.startswith("blockIdx"), t))


def with_pdl(func: tvm.tirx.PrimFunc, pdl: bool) -> tvm.tirx.PrimFunc:
    """`func` launched with programmatic dependent launch when `pdl` (see the module doc)."""
    if not pdl:
        return func
    return func.with_attr("tirx.kernel_launch_params", [*thread_tags(func), PDL_TAG])


# A float32 load of the previous kernel's output issued right after the wait, far ahead of its
# use: nvcc emits a plain load of a __restrict__ buffer the kernel never writes as ld.global.nc,
# which ptxas may schedule above the wait (check_pdl_sass caught a residual load there); a
# gpu-scope relaxed load is ordered after it.
LD_ACT = "ld.relaxed.gpu.global.f32"


def prefetch_l2(ptr, nbytes):
    """One bulk L2 prefetch (cp.async.bulk.prefetch.L2, sm_90) of `nbytes` (a multiple of 16)
    from the 16-byte aligned global address `ptr`: a hint that changes no value read later. The
    GEMVs issue it for their weights before griddepcontrol.wait (speccc.schedules.cuda.gemv_mma).
    """
    return T.ptx["cp.async.bulk.prefetch.L2.global"](ptr, T.uint32(nbytes))
