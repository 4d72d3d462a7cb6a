"""Model front-end: configs, weights from GGUF / HF safetensors / seeded random, tokenizers."""

from speccc.model.config import ModelConfig, RopeScaling
from speccc.model.gguf_loader import load_gguf, smollm2_gguf_path
from speccc.model.hf_loader import load_hf, to_hf_state_dict
from speccc.model.load import load, load_tokenizer
from speccc.model.presets import PRESETS
from speccc.model.quant import QuantTensor
from speccc.model.random_weights import random_weights
from speccc.model.resolve import ModelSource, preset, resolve
from speccc.model.rope import rope_tables
from speccc.model.tokenizer import ByteTokenizer, Tokenizer
from speccc.model.weights import Weights, check_weights, lm_head, weight_shapes

load_weights = load  # the name DESIGN.md uses

__all__ = [
    "PRESETS",
    "ByteTokenizer",
    "ModelConfig",
    "ModelSource",
    "QuantTensor",
    "RopeScaling",
    "Tokenizer",
    "Weights",
    "check_weights",
    "lm_head",
    "load",
    "load_gguf",
    "load_hf",
    "load_tokenizer",
    "load_weights",
    "preset",
    "random_weights",
    "resolve",
    "rope_tables",
    "smollm2_gguf_path",
    "to_hf_state_dict",
    "weight_shapes",
]
