"""Tokenizers: the GGUF byte-level BPE against transformers' own GGUF conversion."""

from __future__ import annotations

import json
import os

import pytest

from speccc.model import ByteTokenizer, load_tokenizer
from speccc.model.tokenizer import _pre_tokenizer
from tests.hf_gguf import gguf_parsed_once

TEXTS = [
    "The capital of France is",
    "  two  spaces\n\nnew lines\ttab \n",
    "digits 12345 and 3.14159, 2024-06-01 x1000",
    "unicode: héllo wörld — 日本語 🤖 naïve café",
    "<|im_start|>user\nHi!<|im_end|>\n",
    "x=1+22*333; y = f(x) // 2",
    "I'm sure you'll see they've DONE it",
    "",
]


@pytest.fixture(scope="module")
def hf_gguf_tokenizer(smollm2_path):
    transformers = pytest.importorskip("transformers")
    d, f = os.path.split(smollm2_path)
    with gguf_parsed_once():
        return transformers.AutoTokenizer.from_pretrained(d, gguf_file=f)


@pytest.mark.parametrize("text", TEXTS)
def test_gguf_tokenizer_matches_transformers(smollm2_tokenizer, hf_gguf_tokenizer, text):
    ids = smollm2_tokenizer.encode(text)
    assert ids == hf_gguf_tokenizer(text).input_ids
    assert smollm2_tokenizer.decode(ids) == text
    assert hf_gguf_tokenizer.decode(ids) == text


def test_special_ids(smollm2_tokenizer, hf_gguf_tokenizer):
    tok = smollm2_tokenizer
    assert (tok.eos_id, tok.bos_id) == (2, 1)  # <|im_end|>, <|im_start|>
    assert tok.eos_id == hf_gguf_tokenizer.eos_token_id
    assert tok.encode("<|im_end|>") == [2]
    assert tok.vocab_size == 49152
    assert tok.encode("The capital") == [504, 3575]  # no BOS for SmolLM2


def test_hf_directory_tokenizer(tmp_path, smollm2_tokenizer):
    smollm2_tokenizer.tok.save(str(tmp_path / "tokenizer.json"))
    (tmp_path / "tokenizer_config.json").write_text(
        json.dumps({"eos_token": "<|im_end|>", "bos_token": None})
    )
    tok = load_tokenizer(str(tmp_path))
    assert (tok.eos_id, tok.bos_id) == (2, None)
    for text in TEXTS:
        assert tok.encode(text) == smollm2_tokenizer.encode(text)


def test_byte_fallback_for_tiny():
    tok = load_tokenizer("tiny")
    assert isinstance(tok, ByteTokenizer)
    ids = tok.encode("héllo\n")
    assert max(ids) < 256 and tok.decode(ids + [tok.eos_id]) == "héllo\n"


def test_tokenizer_errors(tmp_path):
    with pytest.raises(ValueError, match="no tokenizer"):
        load_tokenizer("qwen2.5-0.5b")
    with pytest.raises(ValueError, match="no tokenizer"):
        load_tokenizer(str(tmp_path))
    with pytest.raises(ValueError, match="not supported"):
        _pre_tokenizer("deepseek-llm")
