"""Build targets as records: everything speccc knows about a target, spelled once.

A ReductionPlan is keyed on (family, dtype, N, K, target kind), never on M. Schedules read the
thread geometry here (warp size, max threads per block); the compiler reads the TVM target, the
nvcc flags and the runtime libraries an artifact must ship.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Target:
    """kind:          TVM target kind and the plan key's target ("llvm" | "cuda")
    arch:          GPU architecture ("sm_90"), None on CPU
    warp_size:     threads that shuffle together (1 on CPU: no threads)
    max_threads:   threads per block the schedules may use
    runtime_libs:  TVM runtime libraries an artifact of this target loads (from tvm/lib)
    nvcc_flags:    flags for compiling the generated CUDA source to a device binary
    cpu:           llvm: the CPU the kernels are compiled for, as LLVM names it; "host" is this
                   machine's (e.g. "znver4": AVX-512 and FMA), SPECCC_LLVM_CPU overrides it.
                   It decides whether a*b+c is one fused multiply-add (llvm.fmuladd), so the
                   bits of an llvm build are a function of it (the same for every M)
    pdl:           hand-written kernels use programmatic dependent launch: each lets the next
                   kernel start early (it prefetches its weights, then waits for this one to
                   finish before it reads an activation or writes anything). No order changes.
                   On by default since the kernels are a few us each: H200 Qwen step at 512
                   positions 0.936 -> 0.780 ms (bench/h200/ab_pdl.sh, bench/results/ab_pdl);
                   when they were slower it did not pay (1.360 vs 1.332 ms). SPECCC_PDL=0 at
                   build time turns it off.
    """

    kind: str
    arch: str | None = None
    warp_size: int = 1
    max_threads: int = 1
    runtime_libs: tuple[str, ...] = ("libtvm_runtime.so",)
    nvcc_flags: tuple[str, ...] = ()
    cpu: str | None = None
    pdl: bool = False

    @property
    def gpu(self) -> bool:
        return self.arch is not None

    def tvm(self) -> Any:
        """The tvm.target.Target (TVM 0.27 wants a dict for cuda)."""
        import tvm

        if self.arch is None:
            return tvm.target.Target({"kind": self.kind} | _mcpu(self.cpu))
        return tvm.target.Target({"kind": self.kind, "arch": self.arch})


def _mcpu(cpu: str | None) -> dict:
    if cpu is None:
        return {}
    if cpu == "host":
        from tvm.target.codegen import llvm_get_system_cpu

        cpu = os.environ.get("SPECCC_LLVM_CPU") or llvm_get_system_cpu()
    return {"mcpu": cpu}


def _cuda(arch: str) -> Target:
    cc = arch.removeprefix("sm_")
    return Target(
        kind="cuda",
        arch=arch,
        warp_size=32,
        max_threads=1024,
        runtime_libs=("libtvm_runtime.so", "libtvm_runtime_cuda.so"),
        nvcc_flags=("--fatbin", "-O3", "-gencode", f"arch=compute_{cc},code={arch}"),
        pdl=os.environ.get("SPECCC_PDL", "1") == "1",
    )


TARGETS: dict[str, Target] = {"llvm": Target("llvm", cpu="host"), "cuda": _cuda("sm_90")}
TARGET_KINDS = tuple(TARGETS)


def get_target(target: str | Target | Any) -> Target:
    """The Target of a kind name, a Target, or a tvm.target.Target (by its kind)."""
    if isinstance(target, Target):
        return target
    kind = target if isinstance(target, str) else str(target.kind.name)
    try:
        return TARGETS[kind]
    except KeyError:
        raise ValueError(f"unknown target {kind!r}; known: {TARGET_KINDS}") from None
