"""Open a built artifact: its manifest and its compiled module (through the artifact's loader)."""

from __future__ import annotations

import importlib.util
import json
from dataclasses import dataclass
from pathlib import Path

from speccc.model.config import ModelConfig


@dataclass(slots=True)
class Artifact:
    path: Path
    manifest: dict

    @property
    def cfg(self) -> ModelConfig:
        return ModelConfig.from_dict(self.manifest["config"])

    @property
    def target(self) -> str:
        return self.manifest["target"]

    def load_module(self):
        """Import the artifact's generated load.py and let it load kernels.so."""
        spec = importlib.util.spec_from_file_location(
            f"speccc_artifact_{id(self)}", self.path / "load.py"
        )
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod.load(str(self.path))


def open_artifact(path: str | Path) -> Artifact:
    p = Path(path)
    mf = p / "manifest.json"
    if not mf.is_file():
        raise FileNotFoundError(f"{p} is not a speccc artifact (no manifest.json); run build.py")
    manifest = json.loads(mf.read_text())
    if manifest.get("format") != "speccc-artifact/1":
        raise ValueError(f"{mf}: unknown artifact format {manifest.get('format')!r}")
    return Artifact(p, manifest)
