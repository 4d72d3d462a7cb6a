"""Artifacts are checked before they run (issue 8 item 4) and the manifest is a typed contract
(issue 9 item 6): each damaged artifact below is refused with one line naming what is wrong."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from speccc.compiler.nvcc import nvcc_command
from speccc.ir.target import get_target
from speccc.manifest import SCHEMA, Manifest, ManifestError, load_manifest
from speccc.runtime.engine import Engine
from tests.artifacts import cuda_artifact, edit_manifest, llvm_artifact, private_copy

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def art(tmp_path) -> Path:
    return private_copy(llvm_artifact("tiny"), tmp_path)


def test_intact_artifact_loads_and_round_trips(art):
    m = load_manifest(art)
    assert Manifest.from_json(m.to_json()) == m
    assert m.files["kernels.so"].size == (art / "kernels.so").stat().st_size
    assert {"kernels.so", "load.py", "libtvm_runtime.so", "sources/kernels.ll"} <= set(m.files)
    assert m.buffer_plan is not None and m.compile.nvcc_command is None


def test_truncated_kernels_so_is_named_not_a_bus_error(art):
    so = art / "kernels.so"
    with open(so, "r+b") as f:
        f.truncate(so.stat().st_size // 4)  # main: Bus error (rc 135) or a silent run
    code = "import sys; from speccc.runtime.engine import Engine; Engine.load(sys.argv[1])"
    r = subprocess.run(
        [sys.executable, "-c", code, str(art)], cwd=ROOT, capture_output=True, text=True
    )
    assert r.returncode == 1, f"rc {r.returncode}: {r.stderr[-500:]}"
    last = r.stderr.strip().splitlines()[-1]
    assert "kernels.so" in last and "truncated" in last, last


def test_modified_file_of_same_size_is_refused(art):
    p = art / "load.py"
    p.write_text(p.read_text().replace("Order matters", "Order MATTERS"))
    with pytest.raises(ManifestError, match=r"load.py: sha256 differs"):
        Engine.load(art)


def test_missing_file_is_refused(art):
    (art / "libtvm_runtime.so").unlink()
    with pytest.raises(ManifestError, match=r"libtvm_runtime.so: missing"):
        Engine.load(art)


def test_program_without_lm_head_is_refused(art):
    """main ran it and emitted [0, 0, 0]; --check-greedy said YES."""
    edit_manifest(
        art, lambda m: m.update(program=[c for c in m["program"] if c["op"] != "lm_head"])
    )
    with pytest.raises(ManifestError, match=r"top2\).*reads 'logits', which no earlier call"):
        Engine.load(art)


def test_program_without_its_last_call_is_refused(art):
    edit_manifest(art, lambda m: m.update(program=m["program"][:-1]))
    with pytest.raises(ManifestError, match=r"no call writes the output tensor\(s\) \['top2_"):
        Engine.load(art)


def _swap_first_two_layers_calls(m):
    p = m["program"]
    p[1], p[2] = p[2], p[1]  # qkv before the norm that writes its input


@pytest.mark.parametrize(
    "damage, message",
    [
        (_swap_first_two_layers_calls, r"reads 'layers.0.attn_in', which no earlier call writes"),
        (lambda m: m["program"].insert(1, m["program"][0]), r"'h.0' is already written by call 0"),
        (lambda m: m["program"][3].update(kernel="nope"), r"unknown kernel 'nope'"),
        (lambda m: m["program"][1]["args"].pop(0), r"tensor args .* are not its reads \+ writes"),
        (lambda m: m["program"][1]["args"][1].update(name="h.0"), r"'h.0' is not a weight"),
        (lambda m: m["tensors"]["ids"].update(role="act"), r"reads 'ids', which no earlier"),
    ],
)
def test_program_breaking_the_graph_contract_is_refused(art, damage, message):
    edit_manifest(art, damage)
    with pytest.raises(ManifestError, match=message):
        load_manifest(art)


def test_malformed_manifest_is_one_line_not_a_json_traceback(art):
    (art / "manifest.json").write_text('{"format": "speccc-artifact", "schema": 2,')
    with pytest.raises(ManifestError, match=r"manifest.json: malformed JSON \(.* at line 1"):
        Engine.load(art)


@pytest.mark.parametrize(
    "damage, message",
    [
        (
            lambda m: m.update(schema=1),
            rf"artifact schema 1, this speccc reads schema {SCHEMA}; rebuild",
        ),
        (lambda m: m.update(format="other"), r"not a speccc artifact manifest"),
        (lambda m: m.pop("program"), r"manifest.json: missing field 'program'"),
        (lambda m: m.update(colour="blue"), r"manifest.json: unknown field\(s\) \['colour'\]"),
        (
            lambda m: m["program"][2]["args"][1].update(plane="0"),
            r"manifest.json.program\[2\].args\[1\].plane: expected int, got \"0\"",
        ),
        (
            lambda m: m["kernels"][0].update(plan={"lanes": 0}),
            r"kernels\[0\].plan: ReductionPlan.lanes must be an int constant >= 1",
        ),
        (lambda m: m["tensors"]["h.0"].update(role="temp"), r"tensors.h.0: .*role must be one of"),
    ],
)
def test_manifest_of_another_shape_is_refused(art, damage, message):
    edit_manifest(art, damage)
    with pytest.raises(ManifestError, match=message):
        Engine.load(art)


@pytest.fixture(scope="module")
def cuda_art() -> Path:
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not found")
    return cuda_artifact("tiny")


@pytest.mark.skipif(torch.cuda.is_available(), reason="this host has CUDA")
def test_cuda_artifact_without_cuda_says_so(cuda_art):
    with pytest.raises(ManifestError, match="this artifact targets cuda; no CUDA device here"):
        Engine.load(cuda_art)


def test_manifest_records_the_nvcc_command_that_ran(cuda_art, tmp_path):
    """Re-running the recorded command in a copy of the artifact reproduces kernels.fatbin."""
    m = load_manifest(cuda_art)
    cmd = m.compile.nvcc_command
    assert cmd[0] == "nvcc" and "-o" in cmd and cmd[-1] == "sources/kernels.cu"
    assert "--use_fast_math" not in cmd and m.compile.fast_math is False
    assert "release" in m.compile.nvcc_version
    again = Path(shutil.copytree(cuda_art, tmp_path / "again"))
    (again / "kernels.fatbin").unlink()
    subprocess.run(cmd, cwd=again, check=True, capture_output=True)
    assert (again / "kernels.fatbin").read_bytes() == (cuda_art / "kernels.fatbin").read_bytes()
    # negative control: the same source with fast math is another binary
    fast = nvcc_command(get_target("cuda"), "sources/kernels.cu", "kernels.fatbin", True)
    subprocess.run(fast, cwd=again, check=True, capture_output=True)
    assert (again / "kernels.fatbin").read_bytes() != (cuda_art / "kernels.fatbin").read_bytes()
