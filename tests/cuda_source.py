"""The CUDA C that TVM generates for hand-written kernels, for the tests that read it."""

from __future__ import annotations

import re

import tvm

from speccc.ir.target import get_target


def cuda_source(funcs: dict) -> str:
    """The CUDA source of the kernels `funcs` (symbol -> PrimFunc), compiled as one module."""
    mod = tvm.IRModule({k: f.with_attr("global_symbol", k) for k, f in funcs.items()})
    return tvm.compile(mod, target=get_target("cuda").tvm()).mod.imports[0].inspect_source()


def kernel_bodies(funcs: dict) -> dict[str, str]:
    """Each kernel's definition in that source (the forward declarations end in ";")."""
    src = cuda_source(funcs)
    out = {}
    for k in funcs:
        body = src[re.search(rf" {k}_kernel\([^;{{]*\) {{", src).start() :]
        out[k] = body[: body.index("\n}\n")]
    return out
