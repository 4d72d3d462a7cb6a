"""Open a built artifact: its checked manifest and its compiled module (through its loader)."""

from __future__ import annotations

import importlib.util
import inspect
import os
from dataclasses import dataclass
from pathlib import Path

import torch

from speccc.manifest import Manifest, ManifestError, load_manifest
from speccc.model.config import ModelConfig
from speccc.runtime.cpu_threads import set_default_pool_size
from speccc.templates import LOADER_RUNTIME_ENV, LOADER_RUNTIMES


def loader_runtime() -> str:
    """The TVM runtime an artifact's load.py takes (speccc.templates.LOADER_RUNTIMES), from the
    environment variable LOADER_RUNTIME_ENV; unset or empty: "auto"."""
    runtime = os.environ.get(LOADER_RUNTIME_ENV, "").strip() or "auto"
    if runtime not in LOADER_RUNTIMES:
        raise ValueError(f"{LOADER_RUNTIME_ENV}={runtime!r}: one of {', '.join(LOADER_RUNTIMES)}")
    return runtime


@dataclass(slots=True)
class Artifact:
    path: Path
    manifest: Manifest

    @property
    def cfg(self) -> ModelConfig:
        return self.manifest.config

    @property
    def target(self) -> str:
        return self.manifest.target

    def load_module(self):
        """Import the artifact's generated load.py and let it load kernels.so (llvm: with TVM's
        thread pool one worker a physical core, speccc.runtime.cpu_threads) on the TVM runtime
        loader_runtime() names (a load.py that predates the choice takes "auto")."""
        runtime = loader_runtime()
        if self.target == "cuda" and not torch.cuda.is_available():
            raise ManifestError(f"{self.path}: this artifact targets cuda; no CUDA device here")
        if self.target == "llvm":
            set_default_pool_size()  # before a kernel runs: TVM sizes its pool then
        spec = importlib.util.spec_from_file_location(
            f"speccc_artifact_{id(self)}", self.path / "load.py"
        )
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        if "runtime" not in inspect.signature(mod.load).parameters:
            return mod.load(str(self.path))
        return mod.load(str(self.path), runtime=runtime)


def open_artifact(path: str | Path) -> Artifact:
    """The artifact at `path`, checked before anything of it runs (speccc.manifest.load_manifest:
    schema, program against its graph contract, every file's size and sha256); ManifestError
    (a ValueError) in one line otherwise."""
    p = Path(path)
    return Artifact(p, load_manifest(p))
