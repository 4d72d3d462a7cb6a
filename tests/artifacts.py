"""Build-once helpers for tests: artifacts in a per-run cache directory."""

from __future__ import annotations

import functools
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest

_CACHE = Path(os.environ.get("SPECCC_TEST_CACHE", tempfile.gettempdir())) / "speccc-test-cache"


@functools.cache
def llvm_artifact(model: str, max_ctx: int = 512, n_layers: int | None = None) -> Path:
    return _artifact(model, "llvm", max_ctx, n_layers)


@functools.cache
def cuda_artifact(model: str, max_ctx: int = 64) -> Path:
    """Built with nvcc on this host (no GPU needed to build)."""
    return _artifact(model, "cuda", max_ctx, None)


def schedule_each_kernel_once(mp: pytest.MonkeyPatch) -> None:
    """Make every build in this process schedule a kernel once: the PrimFunc is kept by its URI
    (which spells everything a kernel depends on: speccc.compiler.lower) and the whole target
    record (which carries the environment's switches: PDL, the llvm CPU). Artifacts of one model
    at other depths (a draft's first layers, the same GGUF by path) share all their kernels."""
    from speccc.compiler import lower
    from speccc.ir.target import get_target

    make, kept = lower.make_kernel, {}

    def make_once(spec, target: str):
        key = (spec.uri, repr(get_target(target)))
        if key not in kept:
            kept[key] = make(spec, target)
        return kept[key]

    mp.setattr(lower, "make_kernel", make_once)


def use_test_cache() -> None:
    """Build into the tests' cache (SPECCC_TEST_CACHE) unless SPECCC_CACHE_DIR names one."""
    os.environ.setdefault("SPECCC_CACHE_DIR", str(_CACHE))


def _artifact(model: str, target: str, max_ctx: int, n_layers: int | None) -> Path:
    from speccc.compiler.build import build

    use_test_cache()
    return build(model, target, max_ctx=max_ctx, n_layers=n_layers, log=lambda s: None)


def private_copy(src: Path, tmp_path: Path) -> Path:
    """A copy of artifact `src` under `tmp_path`, free to damage."""
    return Path(shutil.copytree(src, tmp_path / "art"))


def edit_manifest(art: Path, fn) -> None:
    """Apply fn to the raw JSON of art's manifest.json (a damaged manifest on disk)."""
    mf = art / "manifest.json"
    raw = json.loads(mf.read_text())
    fn(raw)
    mf.write_text(json.dumps(raw))
