"""The Engine allocates activations from the artifact's buffer plan (issue 9 item 6): tensors that
share a buffer share storage, and there are as many activation allocations as plan buffers.
Bitwise M-parity with shared storage is tests/test_engine.py; logits vs float64 test_check.py."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from speccc.manifest import ManifestError, load_manifest
from speccc.model import load
from speccc.runtime.buffers import allocate
from speccc.runtime.engine import Engine
from tests.artifacts import edit_manifest, llvm_artifact, private_copy


@pytest.fixture(scope="module")
def engine():
    _, w = load("tiny", max_ctx=512)
    return Engine.load(llvm_artifact("tiny"), w, max_rows=5)


def storage(t: torch.Tensor) -> int:
    return t.untyped_storage().data_ptr()


def test_allocations_equal_the_plans_buffers(engine):
    plan = engine.art.manifest.buffer_plan
    mem = engine.memory
    acts = [n for n, s in engine.art.manifest.tensors.items() if s.role == "act"]
    assert set(plan.assign) == set(acts) and len(plan.buffers) < len(acts)
    assert len({storage(mem.by_name[n]) for n in acts}) == len(plan.buffers) == len(mem.buffers)
    for n, b in plan.assign.items():
        t = mem.by_name[n]
        assert storage(t) == storage(mem.buffers[b]) and t.data_ptr() == mem.buffers[b].data_ptr()
        assert (
            t.shape[0] == engine.max_rows
            and t[0].numel() == engine.art.manifest.tensors[n].row_elems
        )


def test_every_non_weight_tensor_is_allocated_zeroed_and_the_step_uses_the_plan(engine):
    mf = engine.art.manifest
    fresh = allocate(mf, 3, torch.device("cpu"))
    assert set(fresh.by_name) == {n for n, s in mf.tensors.items() if s.role != "weight"}
    assert all(not t.any() for t in fresh.by_name.values())
    engine.reset()
    engine.step([1, 2, 3])
    assert all(b.any() for b in engine.memory.buffers), "a planned buffer was never written"


def test_without_a_plan_every_activation_has_its_own_storage(engine):
    mf = load_manifest(engine.art.path)
    mf.buffer_plan = None
    mem = allocate(mf, 2, torch.device("cpu"))
    acts = [n for n, s in mf.tensors.items() if s.role == "act"]
    assert len({storage(mem.by_name[n]) for n in acts}) == len(acts) and mem.buffers == []


@pytest.fixture
def art(tmp_path) -> Path:
    return private_copy(llvm_artifact("tiny"), tmp_path)


def _plan(art: Path, fn) -> None:
    edit_manifest(art, lambda raw: fn(raw["buffer_plan"]))


def test_plan_putting_live_tensors_in_one_buffer_is_refused(art):
    """Negative control for the plan check: everything in buffer 0 would alias live tensors."""
    _plan(art, lambda p: p.update(assign=dict.fromkeys(p["assign"], 0)))
    with pytest.raises(ManifestError, match=r"share buffer 0 while both live"):
        Engine.load(art)


def test_plan_with_a_too_small_buffer_is_refused(art):
    _plan(art, lambda p: p["buffers"][0].update(row_elems=1))
    with pytest.raises(ManifestError, match=r"buffer 0 \(float32 x 1\) cannot hold"):
        Engine.load(art)
