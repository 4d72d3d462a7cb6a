"""ModelConfig from HF config dicts, from GGUF metadata, to_hf round trips, and errors."""

from __future__ import annotations

import pytest

from speccc.model import PRESETS, ModelConfig, load, preset

SMOLLM2_HF = {  # HuggingFaceTB/SmolLM2-135M-Instruct config.json (the fields that matter)
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 576,
    "intermediate_size": 1536,
    "num_attention_heads": 9,
    "num_hidden_layers": 30,
    "num_key_value_heads": 3,
    "rms_norm_eps": 1e-05,
    "rope_theta": 100000,
    "tie_word_embeddings": True,
    "vocab_size": 49152,
    "attention_bias": False,
}
QWEN25_HF = {  # Qwen/Qwen2.5-0.5B-Instruct config.json
    "architectures": ["Qwen2ForCausalLM"],
    "model_type": "qwen2",
    "hidden_size": 896,
    "intermediate_size": 4864,
    "num_attention_heads": 14,
    "num_hidden_layers": 24,
    "num_key_value_heads": 2,
    "rms_norm_eps": 1e-06,
    "rope_theta": 1000000.0,
    "tie_word_embeddings": True,
    "vocab_size": 151936,
}


@pytest.mark.parametrize(
    ("hf", "name"), [(SMOLLM2_HF, "smollm2-135m"), (QWEN25_HF, "qwen2.5-0.5b")]
)
def test_from_hf_matches_preset(hf, name):
    cfg = ModelConfig.from_hf(hf)
    assert cfg.with_(name=name) == preset(name)
    assert cfg.head_dim == 64
    assert cfg.qkv_bias == (cfg.arch == "qwen2")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_to_hf_round_trip(name):
    cfg = preset(name)
    back = ModelConfig.from_hf(cfg.to_hf(), max_ctx=cfg.max_ctx)
    assert back.with_(name=cfg.name) == cfg


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_to_hf_accepted_by_transformers(name):
    transformers = pytest.importorskip("transformers")
    cfg = preset(name)
    hf = transformers.AutoConfig.for_model(**cfg.to_hf())
    assert hf.model_type == cfg.arch
    assert hf.head_dim == cfg.head_dim and hf.num_key_value_heads == cfg.n_kv_heads
    assert hf.rope_parameters["rope_theta"] == cfg.rope_theta
    assert hf.tie_word_embeddings == cfg.tie_embeddings


def test_from_gguf_metadata(smollm2):
    cfg, _ = smollm2
    assert cfg == ModelConfig.from_hf(SMOLLM2_HF).with_(name="smollm2-135m")
    assert cfg.rms_eps == 1e-05  # not 9.99999974e-06


def test_from_hf_path(tmp_path):
    import json

    (tmp_path / "config.json").write_text(json.dumps(QWEN25_HF))
    assert ModelConfig.from_hf(tmp_path).with_(name="qwen2.5-0.5b") == preset("qwen2.5-0.5b")


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"architectures": ["MistralForCausalLM"], "model_type": "mistral"}, "architecture"),
        ({"num_key_value_heads": 4}, "multiple"),
        ({"hidden_size": 0}, "positive"),
    ],
)
def test_from_hf_errors(change, match):
    with pytest.raises(ValueError, match=match):
        ModelConfig.from_hf({**SMOLLM2_HF, **change})


def test_from_hf_missing_key():
    hf = dict(SMOLLM2_HF)
    del hf["hidden_size"]
    with pytest.raises(KeyError):
        ModelConfig.from_hf(hf)


def test_unknown_names(tmp_path):
    with pytest.raises(ValueError, match="unknown preset"):
        preset("gpt-5")
    with pytest.raises(ValueError, match="unknown model"):
        load("gpt-5")
    with pytest.raises(ValueError, match="neither"):
        load(str(tmp_path))  # an empty directory
    with pytest.raises(ValueError, match="does not exist"):
        load(str(tmp_path / "missing.gguf"))
