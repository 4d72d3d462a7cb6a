"""Golden generated sources for the tiny config: a changed kernel can mean a changed reduction
order, so any change to generated TIR or CUDA shows up as a diff here.

Regenerate on purpose with SPECCC_UPDATE_GOLDEN=1 and commit the diff with the change.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest
import tvm

from speccc.compiler.build import resolve_build
from speccc.compiler.lower import lower, to_ir_module
from speccc.ir.builder import build_decode_graph
from speccc.ir.target import get_target
from speccc.passes import run_pipeline

GOLDEN = Path(__file__).parent / "golden"


def _sources(target: str) -> str:
    cfg, wd = resolve_build("tiny", 256, None)
    graph = run_pipeline(build_decode_graph(cfg, wd), target)
    mod = to_ir_module(lower(graph, target), target)
    if target == "llvm":
        return mod.script()
    return tvm.compile(mod, target=get_target("cuda").tvm()).mod.imports[0].inspect_source()


@pytest.mark.parametrize("target,name", [("llvm", "tiny_llvm_tir.py"), ("cuda", "tiny_cuda.cu")])
def test_generated_source_matches_golden(target, name, monkeypatch):
    monkeypatch.delenv("SPECCC_PDL", raising=False)  # the golden is the default (PDL on) build
    got = _sources(target)
    path = GOLDEN / name
    if os.environ.get("SPECCC_UPDATE_GOLDEN") == "1":
        path.write_text(got)
    want = path.read_text()
    if got != want:
        diff = "".join(
            difflib.unified_diff(
                want.splitlines(True), got.splitlines(True), "golden/" + name, "generated", n=2
            )
        )
        pytest.fail(
            f"generated {target} source changed (SPECCC_UPDATE_GOLDEN=1 to accept):\n" + diff[:4000]
        )
