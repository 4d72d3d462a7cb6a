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

One exception, declared per kernel by the attribute KV_PREFIX: split attention stages, before its
wait, the K/V cache rows below the step's first position pos[0]. A step writes only the rows at
its own positions pos[0] .. pos[0] + M - 1 (the Engine's steps), so the rows below were written
by earlier steps, which finished before this step began (a CUDA graph replay, like any stream
work, waits for the stream's earlier work; PDL overlaps kernels within a step only). Its rows
from pos[0] on are loaded after the wait with gpu-scope relaxed loads, which ptxas does not hoist
above it; sass_pdl checks that no such load precedes the wait.
"""

from __future__ import annotations

import tvm
from tvm import tirx
from tvm.script import tirx as T

PDL_TAG = "tirx.use_programtic_dependent_launch"
KV_PREFIX = "speccc.kv_prefix_before_wait"  # reads K/V rows below pos[0] before its wait


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


def with_pdl(func: tvm.tirx.PrimFunc, pdl: bool, kv_prefix: bool = False) -> tvm.tirx.PrimFunc:
    """`func` launched with programmatic dependent launch when `pdl` (see the module doc);
    kv_prefix: it reads K/V rows below pos[0] before its wait (KV_PREFIX)."""
    if not pdl:
        return func
    func = func.with_attr("tirx.kernel_launch_params", [*thread_tags(func), PDL_TAG])
    return func.with_attr(KV_PREFIX, True) if kv_prefix else func


# A float32 load of the previous kernel's output issued right after the wait, far ahead of its
# use: nvcc emits a plain load of a __restrict__ buffer the kernel never writes as ld.global.nc,
# which ptxas may schedule above the wait (check_pdl_sass caught a residual load there); a
# gpu-scope relaxed load is ordered after it.
LD_ACT = "ld.relaxed.gpu.global.f32"

GLOBALTIMER = """
__forceinline__ __device__ unsigned long long speccc_globaltimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  return t;
}
"""
SMID = """
__forceinline__ __device__ unsigned int speccc_smid() {
  unsigned int s;
  asm volatile("mov.u32 %0, %smid;" : "=r"(s));
  return s;
}
"""  # one source a function: TVM emits each call's source once per function name


def globaltimer():
    """The GPU's nanosecond global timer, a uint64 expression: for the kernels' trace forms
    (timelines of a launch's CTAs; never in a built step)."""
    return T.cuda.func_call("speccc_globaltimer", source_code=GLOBALTIMER, return_type="uint64")


def smid():
    """The SM the CTA runs on, a uint32 expression (trace forms)."""
    return T.cuda.func_call("speccc_smid", source_code=SMID, return_type="uint32")


def prefetch_l2(ptr, nbytes):
    """One bulk L2 prefetch (cp.async.bulk.prefetch.L2, sm_90) of `nbytes` (a multiple of 16)
    from the 16-byte aligned global address `ptr`: a hint that changes no value read later. The
    GEMVs issue it for their weights before griddepcontrol.wait (speccc.schedules.cuda.gemv_mma).
    """
    return T.ptx["cp.async.bulk.prefetch.L2.global"](ptr, T.uint32(nbytes))


FENCES = ("sc", "acq_rel")  # gpu_fence's kinds
# the kernels' default: same bits as "sc", race-free in 1000 graph replays a step, split attention
# 7.3 -> 6.8 us (Qwen shape @512, ncu), the step within noise or up to 1% faster (H200 run_r7,
# run_r7c: bench/results/fences/)
FENCE = "acq_rel"


def gpu_fence(sem: str):
    """The gpu-scope fence of a publish / consume pattern over a counter (a CTA fences its
    writes, then counts itself; the CTA that counts last fences, then reads them): "sc" is
    __threadfence (fence.sc.gpu, SASS MEMBAR.SC.GPU), "acq_rel" fence.acq_rel.gpu
    (MEMBAR.ALL.GPU), the release / acquire that such message passing needs. A kernel knob:
    either gives the same values."""
    if sem not in FENCES:
        raise ValueError(f"fence: one of {FENCES}, got {sem!r}")
    return T.cuda.thread_fence() if sem == "sc" else T.ptx["fence.acq_rel.gpu"]()
