"""Build targets as records: everything speccc knows about a target, spelled once.

A ReductionPlan is keyed on (family, dtype, N, K, target kind), never on M. Schedules read the
thread geometry here (warp size, max threads per block); the compiler reads the TVM target, the
nvcc flags and the runtime libraries an artifact must ship.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from types import MappingProxyType
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
    pdl_choice:    hand-written kernels use programmatic dependent launch: each lets the next
                   kernel start early (it prefetches its weights, then waits for this one to
                   finish before it reads an activation or writes anything). No order changes.
                   SPECCC_PDL=1 / 0 at build time turns it on / off; unset (None), a build
                   decides by its model (pdl_default).
    knobs:         mapping knobs a build sets on hand-written kernels, (("family.name", value),
                   ...) sorted: `name` a keyword of the kernel builder of a rule serving
                   `family` that declares it (Rule.knobs), e.g. ("attention.min_ctas", 3). A
                   knob chooses launch bounds, staging or prefetching, never an order, so an
                   artifact's bits do not depend on it (build.py --knob; bench/build_variant.py
                   names the ones measured on the GPU). Empty: every kernel's own defaults.
    """

    kind: str
    arch: str | None = None
    warp_size: int = 1
    max_threads: int = 1
    runtime_libs: tuple[str, ...] = ("libtvm_runtime.so",)
    nvcc_flags: tuple[str, ...] = ()
    cpu: str | None = None
    pdl_choice: bool | None = None
    knobs: tuple[tuple[str, Any], ...] = ()

    @property
    def pdl(self) -> bool:
        """Whether kernels are built for programmatic dependent launch (unset: off)."""
        return bool(self.pdl_choice)

    def knobs_of(self, family: str) -> dict[str, Any]:
        """The knobs set for `family`'s kernels: name -> value."""
        head = family + "."
        return {k.removeprefix(head): v for k, v in self.knobs if k.startswith(head)}

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
        pdl_choice={"1": True, "0": False}.get(os.environ.get("SPECCC_PDL", "")),
    )


TARGETS: dict[str, Target] = {"llvm": Target("llvm", cpu="host"), "cuda": _cuda("sm_90")}
TARGET_KINDS = tuple(TARGETS)
# per thread (and task) of a build: the kinds whose Target model_target decided for its model
_MODEL_TARGETS: ContextVar[Mapping[str, Target]] = ContextVar(
    "speccc_model_targets", default=MappingProxyType({})
)


def get_target(target: str | Target | Any) -> Target:
    """The Target of a kind name, a Target, or a tvm.target.Target (by its kind)."""
    if isinstance(target, Target):
        return target
    kind = target if isinstance(target, str) else str(target.kind.name)
    if kind in (decided := _MODEL_TARGETS.get()):
        return decided[kind]
    try:
        return TARGETS[kind]
    except KeyError:
        raise ValueError(f"unknown target {kind!r}; known: {TARGET_KINDS}") from None


# weight formats whose GEMVs run on the tensor-core kernels (CTAs of about one wave that load
# their weights before the PDL wait): 16-bit floats and the GGUF block formats
PDL_WDTYPES = ("bfloat16", "float16", "q4_0", "q4_1", "q8_0")


def pdl_default(wdtypes: dict) -> bool:
    """Programmatic dependent launch for a model when SPECCC_PDL is unset: on when every weight
    matrix is in PDL_WDTYPES (H200: Qwen2.5-0.5B step 0.94 -> 0.78 ms at 512 positions,
    bench/results/ab_pdl; SmolLM2-135M Q4_1 on the quantized tensor-core GEMVs 0.73 -> 0.62 ms
    at 1000 positions, M=8 0.84 -> 0.73, bench/results/mma_quant), off otherwise (float32: the
    lane-group GEMVs, which PDL slowed: SmolLM2 on them 1.18 -> 1.42 ms)."""
    return all(dt in PDL_WDTYPES for dt in wdtypes.values())


@contextmanager
def model_target(
    kind: str, wdtypes: dict, knobs: Mapping[str, Any] | None = None
) -> Iterator[Target]:
    """Within the block, get_target(kind) in this thread (or task) is TARGETS[kind] with an unset
    PDL decided for this model (pdl_default) and the build's `knobs` ({"family.name": value}).
    TARGETS itself never changes, so builds of two models in two threads each see their own."""
    t = get_target(kind)
    changes: dict[str, Any] = {"knobs": tuple(sorted(knobs.items()))} if knobs else {}
    if t.pdl_choice is None and t.gpu:
        changes["pdl_choice"] = pdl_default(wdtypes)
    if not changes:
        yield t
        return
    decided = replace(t, **changes)
    token = _MODEL_TARGETS.set(MappingProxyType({**_MODEL_TARGETS.get(), t.kind: decided}))
    try:
        yield decided
    finally:
        _MODEL_TARGETS.reset(token)
