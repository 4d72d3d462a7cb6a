"""Resolve a model name or path to (ModelConfig, weight dtypes) without loading the weights."""

from __future__ import annotations

import json
from pathlib import Path

from speccc.model.config import PRESETS, ModelConfig

_GGUF_TYPES = {
    "F32": "float32",
    "F16": "float16",
    "BF16": "bfloat16",
    "Q8_0": "q8_0",
    "Q4_0": "q4_0",
    "Q4_1": "q4_1",
}
_HF_DTYPES = {"float32": "float32", "float16": "float16", "bfloat16": "bfloat16"}


def gguf_wdtypes(path: str | Path) -> dict[str, str]:
    """{'embed': ..., 'matrix': ...} from the tensor types a GGUF file stores."""
    import gguf

    r = gguf.GGUFReader(str(path))
    types = {t.name: t.tensor_type.name for t in r.tensors}
    bad = {n: t for n, t in types.items() if t not in _GGUF_TYPES}
    if bad:
        raise ValueError(f"{path}: unsupported GGUF tensor types {sorted(set(bad.values()))}")
    mats = {_GGUF_TYPES[t] for n, t in types.items() if n.startswith("blk.") and "norm" not in n}
    if len(mats) != 1:
        raise ValueError(f"{path}: mixed matrix types {sorted(mats)}; speccc needs one")
    return {"embed": _GGUF_TYPES[types["token_embd.weight"]], "matrix": mats.pop()}


def resolve(model: str, max_ctx: int = 2048) -> tuple[ModelConfig, dict[str, str]]:
    """Preset name, .gguf path or HF directory -> (config, {'embed': dtype, 'matrix': dtype})."""
    from speccc.model.gguf_loader import smollm2_gguf_path

    if model == "smollm2-135m":
        return PRESETS[model].with_(max_ctx=max_ctx), gguf_wdtypes(smollm2_gguf_path())
    if model in PRESETS:
        dt = "float32" if model == "tiny" else "bfloat16"
        return PRESETS[model].with_(max_ctx=max_ctx), {"embed": dt, "matrix": dt}
    p = Path(model)
    if p.suffix == ".gguf" and p.is_file():
        from speccc.model.gguf_loader import config_from_gguf, open_gguf

        return config_from_gguf(open_gguf(p), max_ctx=max_ctx, name=p.stem), gguf_wdtypes(p)
    if p.is_dir() and (p / "config.json").is_file():
        hf = json.loads((p / "config.json").read_text())
        dt = _HF_DTYPES.get(str(hf.get("torch_dtype") or hf.get("dtype") or "float32"), "float32")
        cfg = ModelConfig.from_hf(hf, max_ctx=max_ctx).with_(name=p.name)
        return cfg, {"embed": dt, "matrix": dt}
    raise ValueError(
        f"model {model!r} is neither a preset ({sorted(PRESETS)}), a .gguf file, "
        "nor a directory with config.json"
    )
