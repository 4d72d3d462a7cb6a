"""`build.py --model FILE.gguf` builds, and from the real SmolLM2 GGUF gives the artifact of the
`smollm2-135m` preset: the same config (but its name), kernels, call program and logits.
In a full session tests.prebuild builds it (the same build(), same arguments) into the session's
cache, so build.py here publishes the cached artifact (or builds it if the prebuild did not)."""

from __future__ import annotations

import json
import re

from build import main as build_main
from speccc.parity import bitwise_equal
from speccc.runtime.engine import Engine
from tests.artifacts import llvm_artifact


def test_build_from_gguf_path_equals_preset(smollm2, smollm2_path, tmp_path):
    out = tmp_path / "art"  # arguments as in tests.prebuild.SHARED (SMOLLM2_GGUF)
    assert (
        build_main(
            ["--model", smollm2_path, "--max-ctx", "512", "--draft-layers", "1", "--out", str(out)]
        )
        == 0
    )
    preset = llvm_artifact("smollm2-135m", n_layers=1)
    got = json.loads((out / "manifest.json").read_text())
    want = json.loads((preset / "manifest.json").read_text())
    assert got["model"] == smollm2_path
    assert {**got["config"], "name": None} == {**want["config"], "name": None}
    for key in ("wdtypes", "kernels", "program", "tensors"):
        assert got[key] == want[key], key
    _, w = smollm2
    ids = [1, 504, 3300, 17]
    a = Engine.load(out, w, max_rows=4).step(ids)
    b = Engine.load(preset, w, max_rows=4).step(ids)
    assert bitwise_equal(a, b)


def test_build_rejects_a_missing_gguf(tmp_path, capsys):
    assert build_main(["--model", str(tmp_path / "nope.gguf"), "--dump-ir"]) == 1
    assert re.search(
        r"^build.py: error: GGUF file .*nope.gguf' does not exist", capsys.readouterr().err
    )
