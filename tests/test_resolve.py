"""speccc.model.resolve: the one place a name or path becomes (config, dtypes, weights,
tokenizer); GGUF presets read their config from the file."""

from __future__ import annotations

import json

import pytest
import torch

from speccc.model import PRESETS, resolve
from speccc.model.tokenizer import ByteTokenizer


def test_gguf_preset_reads_its_config_from_the_file(smollm2_path):
    assert PRESETS["smollm2-135m"].config is None  # no table that could disagree with the file
    src, by_path = resolve("smollm2-135m"), resolve(smollm2_path)
    assert src.kind == by_path.kind == "gguf" and src.path == by_path.path
    assert src.cfg == by_path.cfg.with_(name="smollm2-135m") and src.cfg.max_ctx == 2048
    assert src.wdtypes == {"embed": "q8_0", "matrix": "q4_1"}
    assert src.tokenizer().eos_id == 2


def test_random_presets_and_max_ctx():
    tiny = resolve("tiny")
    assert (
        tiny.kind == "random" and tiny.cfg.max_ctx == 256 and resolve("tiny", 64).cfg.max_ctx == 64
    )
    assert tiny.weights()["embed"].dtype == torch.float32
    assert isinstance(tiny.tokenizer(), ByteTokenizer)
    with pytest.raises(ValueError, match="no tokenizer for 'qwen3-0.6b' \\(random weights"):
        resolve("qwen3-0.6b").tokenizer()


def test_hf_directory(tmp_path):
    cfg = resolve("tiny").cfg
    (tmp_path / "config.json").write_text(json.dumps(cfg.to_hf() | {"torch_dtype": "float16"}))
    src = resolve(str(tmp_path))
    assert src.kind == "hf" and src.cfg.with_(name="tiny") == cfg.with_(max_ctx=2048)
    assert src.wdtypes == {"embed": "float16", "matrix": "float16"}
    with pytest.raises(ValueError, match="no tokenizer.json"):
        src.tokenizer()
    with pytest.raises(ValueError, match="no \\*.safetensors"):
        src.weights()


def test_mixed_gguf_loads_but_does_not_build(tmp_path):
    from tests.test_gguf import _write_gguf

    cfg = resolve("tiny").cfg.with_(arch="llama")
    _write_gguf(tmp_path / "m.gguf", cfg, resolve("tiny").weights())  # per-matrix types differ
    src = resolve(str(tmp_path / "m.gguf"))
    assert set(src.weights()) >= {"embed", "layers.1.wq"}
    with pytest.raises(ValueError, match="mixed matrix types"):
        _ = src.wdtypes


def test_the_quantized_shape_preset_stores_weights_as_the_checkpoint(smollm2_path):
    """smollm2-135m-shape: SmolLM2's config and storage (Q4_1 matrices, Q8_0 embed, f32 norms)
    with seeded random packed planes of the GGUF's shapes and dtypes, so a build of it has the
    checkpoint's kernels; the same seed gives the same bytes, another seed others."""
    shape, real = resolve("smollm2-135m-shape"), resolve("smollm2-135m")
    assert shape.kind == "random" and shape.wdtypes == real.wdtypes
    assert shape.cfg.with_(name="x") == real.cfg.with_(name="x")
    w, want = shape.weights(), real.weights()
    assert set(w) == set(want)
    for name, t in want.items():
        got = w[name]
        if isinstance(t, torch.Tensor):
            assert isinstance(got, torch.Tensor) and got.shape == t.shape and got.dtype == t.dtype
            continue
        assert got.qtype == t.qtype and got.shape == t.shape
        assert [(p.shape, p.dtype) for p in got.planes()] == [
            (p.shape, p.dtype) for p in t.planes()
        ]
    again, other = shape.weights(), shape.weights(seed=1)
    assert (again["layers.2.w_up"].qs == w["layers.2.w_up"].qs).all()
    assert not (other["layers.2.w_up"].qs == w["layers.2.w_up"].qs).all()
    sd = w["layers.0.wq"].dequantize().std()
    assert 0.5 / 24 < sd < 2 / 24  # about N(0, 1/fan_in) spread (fan_in 576)


def test_the_shape_preset_lowers_to_the_checkpoints_kernels(smollm2_path):
    """Every kernel of a cuda build of smollm2-135m-shape is one of the real model's, with the
    same parameters (a kernel's uri spells all of them), in the same program order."""
    from speccc.compiler.lower import lower
    from speccc.ir.builder import build_decode_graph
    from speccc.passes import run_pipeline

    def program(name):
        src = resolve(name)
        low = lower(run_pipeline(build_decode_graph(src.cfg, src.wdtypes), "cuda"), "cuda")
        return [c.kernel for c in low.calls]

    shape = program("smollm2-135m-shape")
    assert shape == program("smollm2-135m")
    assert shape != program("qwen2.5-0.5b")  # the comparison tells models apart
