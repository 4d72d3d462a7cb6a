"""Open a built artifact: its checked manifest and its compiled module (through its loader)."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

import torch

from speccc.manifest import Manifest, ManifestError, load_manifest
from speccc.model.config import ModelConfig
from speccc.runtime.cpu_threads import set_default_pool_size


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
        thread pool one worker a physical core, speccc.runtime.cpu_threads)."""
        if self.target == "cuda" and not torch.cuda.is_available():
            raise ManifestError(f"{self.path}: this artifact targets cuda; no CUDA device here")
        if self.target == "llvm":
            set_default_pool_size()  # before a kernel runs: TVM sizes its pool then
        spec = importlib.util.spec_from_file_location(
            f"speccc_artifact_{id(self)}", self.path / "load.py"
        )
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod.load(str(self.path))


def open_artifact(path: str | Path) -> Artifact:
    """The artifact at `path`, checked before anything of it runs (speccc.manifest.load_manifest:
    schema, program against its graph contract, every file's size and sha256); ManifestError
    (a ValueError) in one line otherwise."""
    p = Path(path)
    return Artifact(p, load_manifest(p))
