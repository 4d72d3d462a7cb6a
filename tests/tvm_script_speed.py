"""TVMScript parsing at the speed of a shallow stack.

TVM 0.27 finds the parser of a `T.macro` call with `inspect.getouterframes`, which builds a
FrameInfo (source file lookup over all of sys.modules, source lines) for every frame of the
stack before it reads one global of each. Under pytest the stack is deep and sys.modules large:
parsing a hand-written kernel took ~2.4 s in the suite against ~0.1 s in a script.
`fast_macro_lookup` walks the same frames, innermost first, reading the same global: the same
parser is found, so every parsed kernel is the same; only the FrameInfos are not built.
"""

from __future__ import annotations

import sys

import pytest
from tvm.script.parser.core.parser import ScriptMacro

TVM_FIND_PARSER_DEF = ScriptMacro._find_parser_def  # TVM's own (tests compare the two)


def _find_parser_def(self):
    frame = sys._getframe()
    while frame is not None:
        parser = frame.f_globals.get(ScriptMacro.parser_object_name)
        if parser is not None:
            return parser
        frame = frame.f_back
    raise RuntimeError(f"{ScriptMacro.parser_object_name} not available")


def fast_macro_lookup(mp: pytest.MonkeyPatch) -> None:
    """Make ScriptMacro find its parser by walking frames (see the module docstring)."""
    mp.setattr(ScriptMacro, "_find_parser_def", _find_parser_def)
