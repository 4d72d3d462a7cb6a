"""Tokenizers: HF tokenizer.json, GGUF byte-level BPE, and a byte fallback for the tiny preset.

Every tokenizer has `encode(text) -> list[int]`, `decode(ids) -> str`, `eos_id` and `bos_id`
(None when the model has none). `encode` adds BOS only where the model's own tokenizer does.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tokenizers import AddedToken, Regex, decoders, models, pre_tokenizers
from tokenizers import Tokenizer as HFTokenizer

from speccc.model.gguf_loader import open_gguf

_CONTROL, _USER_DEFINED = 3, 4  # gguf TokenType values

# Pre-tokenizer regexes of llama.cpp's `tokenizer.ggml.pre` names (llama-vocab.cpp).
_QWEN2_RE = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+"
)
_LLAMA3_RE = _QWEN2_RE.replace(r"|\p{N}|", r"|\p{N}{1,3}|")


def _byte_level(use_regex: bool) -> pre_tokenizers.PreTokenizer:
    return pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=use_regex)


def _split(pattern: str) -> pre_tokenizers.PreTokenizer:
    split = pre_tokenizers.Split(Regex(pattern), behavior="isolated", invert=False)
    return pre_tokenizers.Sequence([split, _byte_level(False)])


def _pre_tokenizer(pre: str) -> pre_tokenizers.PreTokenizer:
    if pre in ("default", "gpt2", "gpt-2"):
        return _byte_level(True)
    if pre in ("smollm", "starcoder", "refact"):  # digits one by one, then the GPT-2 regex
        digits = pre_tokenizers.Digits(individual_digits=True)
        return pre_tokenizers.Sequence([digits, _byte_level(True)])
    if pre == "qwen2":
        return _split(_QWEN2_RE)
    if pre in ("llama3", "llama-bpe"):
        return _split(_LLAMA3_RE)
    raise ValueError(f"GGUF pre-tokenizer {pre!r} not supported")


class Tokenizer:
    """A `tokenizers.Tokenizer` with the model's special ids."""

    def __init__(self, tok: HFTokenizer, eos_id: int, bos_id: int | None, add_bos: bool = False):
        self.tok, self.eos_id, self.bos_id, self.add_bos = tok, eos_id, bos_id, add_bos

    @property
    def vocab_size(self) -> int:
        return self.tok.get_vocab_size(with_added_tokens=True)

    def encode(self, text: str) -> list[int]:
        ids = self.tok.encode(text).ids
        return [self.bos_id, *ids] if self.add_bos and self.bos_id is not None else ids

    def decode(self, ids: list[int]) -> str:
        return self.tok.decode(list(ids), skip_special_tokens=False)


class ByteTokenizer:
    """Fallback for random-weight presets (tiny): token i < 256 is byte i; eos_id = 256.

    Not a real model tokenizer: it only gives tests and demos text in and text out.
    decode skips ids >= 256 and replaces invalid UTF-8.
    """

    eos_id, bos_id, add_bos, vocab_size = 256, None, False, 257

    def encode(self, text: str) -> list[int]:
        return list(text.encode("utf-8"))

    def decode(self, ids: list[int]) -> str:
        return bytes(i for i in ids if 0 <= i < 256).decode("utf-8", errors="replace")


def gguf_tokenizer(path: str | os.PathLike) -> Tokenizer:
    """Byte-level BPE from tokenizer.ggml.tokens/merges (tokenizer.ggml.model == "gpt2")."""
    r = open_gguf(path)

    def meta(key: str, default=None):
        f = r.fields.get(key)
        return default if f is None else f.contents()

    if meta("tokenizer.ggml.model") != "gpt2":
        raise ValueError(f"GGUF tokenizer {meta('tokenizer.ggml.model')!r}: only gpt2 BPE")
    tokens: list[str] = meta("tokenizer.ggml.tokens")
    merges = [tuple(m.split(" ", 1)) for m in meta("tokenizer.ggml.merges")]
    types = meta("tokenizer.ggml.token_type", [1] * len(tokens))
    bpe = models.BPE(vocab={t: i for i, t in enumerate(tokens)}, merges=merges, fuse_unk=False)
    tok = HFTokenizer(bpe)
    tok.pre_tokenizer = _pre_tokenizer(meta("tokenizer.ggml.pre", "default"))
    tok.decoder = decoders.ByteLevel()
    special = [i for i, t in enumerate(types) if t in (_CONTROL, _USER_DEFINED)]
    tok.add_special_tokens([AddedToken(tokens[i], special=True, normalized=False) for i in special])
    eos = meta("tokenizer.ggml.eos_token_id")
    if eos is None:
        raise ValueError(f"{path}: GGUF has no tokenizer.ggml.eos_token_id")
    bos = meta("tokenizer.ggml.bos_token_id")
    return Tokenizer(
        tok,
        int(eos),
        None if bos is None else int(bos),
        bool(meta("tokenizer.ggml.add_bos_token", False)),
    )


def _special_id(tok: HFTokenizer, value) -> int | None:
    if isinstance(value, dict):
        value = value.get("content")
    return None if value is None else tok.token_to_id(value)


def hf_tokenizer(path: str | os.PathLike) -> Tokenizer:
    """From an HF directory's tokenizer.json; special ids from tokenizer_config.json, then
    config.json. BOS is added by tokenizer.json's own post-processor where it has one."""
    p = Path(path)
    if not (p / "tokenizer.json").is_file():
        raise ValueError(f"{p} has no tokenizer.json")
    tok = HFTokenizer.from_file(str(p / "tokenizer.json"))
    tc = (
        json.loads((p / "tokenizer_config.json").read_text())
        if (p / "tokenizer_config.json").is_file()
        else {}
    )
    mc = json.loads((p / "config.json").read_text()) if (p / "config.json").is_file() else {}
    eos = _special_id(tok, tc.get("eos_token"))
    if eos is None:
        eos = mc.get("eos_token_id")
        eos = eos[0] if isinstance(eos, list) else eos
    if eos is None:
        raise ValueError(f"{p}: no eos token in tokenizer_config.json or config.json")
    bos = _special_id(tok, tc.get("bos_token"))
    if bos is None and isinstance(mc.get("bos_token_id"), int):
        bos = mc["bos_token_id"]
    return Tokenizer(tok, int(eos), bos)
