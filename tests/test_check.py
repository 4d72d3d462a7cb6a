"""Correctness tier (issue 8 item 5): the engine's logits against the float64 reference within
the tolerance stated in speccc/runtime/check.py. Each broken artifact below agrees with itself
bitwise (an M-row step equals M single steps) and still FAILS the check."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path

import pytest

from speccc.__main__ import main
from speccc.manifest import Arg, Manifest
from speccc.model import load, preset
from speccc.parity import mismatched_rows
from speccc.runtime.artifact import Artifact, open_artifact
from speccc.runtime.check import check_against_reference, tolerance
from speccc.runtime.engine import Engine
from tests.artifacts import llvm_artifact, private_copy


@pytest.fixture(scope="module")
def tiny_weights():
    return load("tiny", max_ctx=512)[1]


def test_tolerance_is_the_stated_formula():
    cfg = preset("tiny")
    k = max(cfg.hidden, cfg.ffn, cfg.q_dim)
    assert tolerance(cfg) == 8 * 2.0**-24 * math.sqrt(k) * (cfg.n_layers + 1)
    assert 1e-6 < tolerance(cfg) < 1e-4


def test_intact_artifact_passes(tiny_weights):
    eng = Engine.load(llvm_artifact("tiny"), tiny_weights, max_rows=5)
    r = check_against_reference(eng, tiny_weights, list(range(1, 12)), decode_steps=3)
    assert r.passed and r.rows == 14 and r.argmax_agree == 14
    assert r.max_rel_err < r.tol / 4  # measured 8.6e-7 against 1.6e-5
    assert eng.pos == 0


def test_self_draft_artifact_is_checked_against_its_own_layers(tiny_weights):
    """A self-draft (first layer only) gets the full checkpoint; the reference takes its layers."""
    eng = Engine.load(llvm_artifact("tiny", n_layers=1), tiny_weights, max_rows=5)
    assert eng.cfg.n_layers == 1
    r = check_against_reference(eng, tiny_weights, decode_steps=2)
    assert r.passed, r.summary()


def _self_consistent(eng: Engine, m: int = 6) -> bool:
    """Bitwise M-parity: an M-row step equals M single steps from the same cache."""
    base, ids = [5, 6, 7], [11 + i for i in range(m)]
    eng.reset()
    eng.prefill(base)
    full = eng.step(ids)
    eng.reset()
    eng.prefill(base)
    singles = [eng.step([t]) for t in ids]
    return mismatched_rows(full, singles) == []


def _broken(src: Path, fn) -> Artifact:
    """The artifact at `src` with `fn` applied to its (typed) manifest in memory; the program
    still keeps its graph contract, so only a comparison with the reference can see it."""
    art = open_artifact(src)
    fn(art.manifest)
    art.manifest.validate()
    return art


def _on_disk(tmp_path: Path, src: Path, fn) -> Path:
    """The same damage written to a copy of the artifact (for the command line)."""
    art = private_copy(src, tmp_path)
    m = open_artifact(art).manifest
    fn(m)
    (art / "manifest.json").write_text(m.to_json())
    return art


def _weight_args(m: Manifest, op: str) -> tuple[list[Arg], list[int]]:
    call = next(c for c in m.program if c.op == op)
    return call.args, [i for i, a in enumerate(call.args) if a.kind == "weight"]


def _swap_layer_matrices(m: Manifest) -> None:
    (a, (i, *_)), (b, (j, *_)) = _weight_args(m, "layers.0.qkv"), _weight_args(m, "layers.1.qkv")
    a[i], b[j] = b[j], a[i]


def _final_norm_from_layer_0(m: Manifest) -> None:
    args, (i,) = _weight_args(m, "add_final_norm")
    args[i] = replace(args[i], name="layers.0.attn_norm")


def _swap_scales_and_mins(m: Manifest) -> None:
    """Q4_1 planes are (packed, scales, mins): give layer 0's QKV its mins as scales."""
    args, (p0, p1, p2) = _weight_args(m, "layers.0.qkv")
    assert [args[p].plane for p in (p0, p1, p2)] == [0, 1, 2]
    args[p1], args[p2] = args[p2], args[p1]


@pytest.mark.parametrize("damage", [_swap_layer_matrices, _final_norm_from_layer_0])
def test_broken_tiny_artifact_agrees_with_itself_and_fails(tiny_weights, damage):
    eng = Engine(_broken(llvm_artifact("tiny"), damage), tiny_weights, max_rows=6)
    assert _self_consistent(eng)
    r = check_against_reference(eng, tiny_weights)
    assert not r.passed and r.max_rel_err > 100 * r.tol, r.summary()


def test_quant_plane_swap_agrees_with_itself_and_fails(smollm2):
    _, w = smollm2
    eng = Engine(_broken(llvm_artifact("smollm2-135m"), _swap_scales_and_mins), w, max_rows=6)
    assert _self_consistent(eng, m=3)
    r = check_against_reference(eng, w, [1, 2, 3, 4], decode_steps=1)
    assert not r.passed and r.max_rel_err > 10 * r.tol, r.summary()


def test_check_command(tmp_path, capsys):
    assert main(["check", str(llvm_artifact("tiny")), "--steps", "2"]) == 0
    out = capsys.readouterr().out
    assert "PASS" in out and "files and program match the manifest" in out
    broken = _on_disk(tmp_path, llvm_artifact("tiny"), _swap_layer_matrices)
    assert main(["check", str(broken), "--steps", "2"]) == 1
    assert "FAIL" in capsys.readouterr().out


def test_check_greedy_reports_the_reference_check(tmp_path, capsys):
    """The broken artifact's speculative output IS identical to its own greedy output: the ids
    comparison alone said YES on main; the reference check makes --check-greedy fail."""
    broken = _on_disk(tmp_path, llvm_artifact("tiny"), _swap_layer_matrices)
    js = tmp_path / "g.json"
    argv = ["generate", "--artifact", str(broken), "--prompt", "abcabcabc", "--max-new-tokens"]
    assert main([*argv, "6", "--check-greedy", "--json", str(js)]) == 1
    err = capsys.readouterr().err
    assert "identical to greedy: YES" in err and "reference check" in err and "FAIL" in err
    assert (
        main(
            [
                "generate",
                "--artifact",
                str(llvm_artifact("tiny")),
                "--prompt",
                "abcabc",
                "--max-new-tokens",
                "6",
                "--check-greedy",
                "--json",
                str(js),
            ]
        )
        == 0
    )
    assert json.loads(js.read_text())["reference_check"]["passed"] is True
