"""Model front-end: configs, weights from GGUF / HF safetensors / seeded random, tokenizers."""

from speccc.model.config import PRESETS, ModelConfig, preset
from speccc.model.gguf_loader import load_gguf, smollm2_gguf_path
from speccc.model.hf_loader import load_hf, to_hf_state_dict
from speccc.model.load import load, load_tokenizer
from speccc.model.quant import QuantTensor
from speccc.model.random_weights import random_weights
from speccc.model.tokenizer import ByteTokenizer, Tokenizer
from speccc.model.weights import Weights, check_weights, lm_head, weight_shapes

load_weights = load  # the name DESIGN.md uses

__all__ = [
    "PRESETS",
    "ByteTokenizer",
    "ModelConfig",
    "QuantTensor",
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
    "smollm2_gguf_path",
    "to_hf_state_dict",
    "weight_shapes",
]
