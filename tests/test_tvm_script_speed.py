"""tests.tvm_script_speed: the frame-walking macro lookup parses the same kernels as TVM's own."""

from __future__ import annotations

import pytest
from speccc.schedules.registry import make_kernel
from tvm.script.parser.core.parser import ScriptMacro

from tests import tvm_script_speed

# hand-written kernels whose T.macro calls need the lookup: llvm and cuda GEMVs, llvm attention
KERNELS = [
    ("gemv", dict(n=37, k=96, wdtype="q4_1", bias=True), "llvm"),
    ("gemv", dict(n=64, k=256, wdtype="bfloat16", bias=False), "cuda"),
    ("attention", dict(n_heads=4, n_kv_heads=2, head_dim=16, max_ctx=128), "llvm"),
]


def _scripts(find) -> tuple[list[str], int]:
    """(each kernel's TVMScript, lookups made) with ScriptMacro._find_parser_def = find."""
    calls = []

    def counted(self):
        calls.append(1)
        return find(self)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ScriptMacro, "_find_parser_def", counted)
        scripts = [make_kernel(kind, p, target).script() for kind, p, target in KERNELS]
    return scripts, len(calls)


def test_fast_lookup_parses_the_same_kernels():
    fast, n_fast = _scripts(tvm_script_speed._find_parser_def)
    slow, n_slow = _scripts(tvm_script_speed.TVM_FIND_PARSER_DEF)
    assert n_fast == n_slow > 0  # the kernels do call macros
    assert fast == slow
