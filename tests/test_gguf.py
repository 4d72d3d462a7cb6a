"""GGUF loading: packed planes, Q/K un-permute, synthetic files, and the transformers oracle."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch
from gguf import GGMLQuantizationType as QT
from gguf import GGUFWriter, quants

from speccc.model import QuantTensor, load, load_gguf, preset, random_weights
from speccc.model.quant import quantize
from speccc.model.weights import rope_row_order, unpermute_rows
from speccc.reference import TorchModel

PROMPTS = [
    "The capital of France is",
    "def fibonacci(n):\n    if n < 2:\n        return n\n",
    "Once upon a time, in a land of 1000 lakes,",
]


# -- packed weights ---------------------------------------------------------------------------


def test_smollm2_weights_stay_packed(smollm2):
    cfg, w = smollm2
    assert isinstance(w["embed"], QuantTensor) and w["embed"].qtype == "q8_0"
    assert w["embed"].shape == (cfg.vocab, cfg.hidden)
    for short in ("wq", "wk", "wv", "wo", "w_gate", "w_up", "w_down"):
        assert isinstance(w[f"layers.7.{short}"], QuantTensor)
        assert w[f"layers.7.{short}"].qtype == "q4_1"
    assert w["final_norm"].dtype == torch.float32 and w["layers.0.attn_norm"].shape == (576,)
    assert "lm_head" not in w  # tied


def test_unpermute_matches_reshape_formula():
    h, d, k = 3, 8, 64
    w = torch.randn(h * d, k)
    want = w.reshape(h, d // 2, 2, -1).swapaxes(1, 2).reshape(w.shape)
    assert torch.equal(unpermute_rows(w, h, d), want)
    q = quantize(w.numpy(), "q4_1")  # quantized: rows move whole, blocks untouched
    assert np.array_equal(
        unpermute_rows(q, h, d).dequantize(), q.dequantize()[rope_row_order(h, d)]
    )


# -- synthetic GGUF files ---------------------------------------------------------------------

_TYPES = {  # canonical short name -> GGUF tensor type written by the synthetic file
    "embed": QT.Q8_0,
    "wq": QT.Q4_0,
    "wk": QT.Q4_1,
    "wv": QT.F16,
    "wo": QT.BF16,
    "w_gate": QT.Q8_0,
    "w_up": QT.Q4_1,
    "w_down": QT.F32,
    "lm_head": QT.F16,
}
_GGUF_NAMES = {
    "embed": "token_embd.weight",
    "final_norm": "output_norm.weight",
    "lm_head": "output.weight",
    "attn_norm": "attn_norm.weight",
    "wq": "attn_q.weight",
    "wk": "attn_k.weight",
    "wv": "attn_v.weight",
    "bq": "attn_q.bias",
    "bk": "attn_k.bias",
    "bv": "attn_v.bias",
    "q_norm": "attn_q_norm.weight",
    "k_norm": "attn_k_norm.weight",
    "wo": "attn_output.weight",
    "ffn_norm": "ffn_norm.weight",
    "w_gate": "ffn_gate.weight",
    "w_up": "ffn_up.weight",
    "w_down": "ffn_down.weight",
}


def _permute(w: np.ndarray, h: int) -> np.ndarray:
    """llama.cpp's convert_hf_to_gguf permute: HF half-split rows -> interleaved rows."""
    return w.reshape(h, 2, w.shape[0] // h // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)


def _write_gguf(path, cfg, weights, override: dict | None = None) -> dict[str, np.ndarray]:
    """Write `weights` as a llama.cpp-style GGUF; return the dequantized values stored."""
    types = {**_TYPES, **(override or {})}
    wr = GGUFWriter(str(path), cfg.arch)
    wr.add_block_count(cfg.n_layers)
    wr.add_context_length(cfg.max_ctx)
    wr.add_embedding_length(cfg.hidden)
    wr.add_feed_forward_length(cfg.ffn)
    wr.add_head_count(cfg.n_heads)
    wr.add_head_count_kv(cfg.n_kv_heads)
    wr.add_rope_freq_base(cfg.rope_theta)
    wr.add_layer_norm_rms_eps(cfg.rms_eps)
    wr.add_rope_dimension_count(cfg.head_dim)
    stored = {}
    for name, t in weights.items():
        short = name.rsplit(".", 1)[-1]
        a = t.float().numpy()
        if cfg.arch == "llama" and short in ("wq", "bq", "wk", "bk"):
            a = _permute(a, cfg.n_heads if short[1] == "q" else cfg.n_kv_heads)
        gname = (
            f"blk.{name.split('.')[1]}.{_GGUF_NAMES[short]}" if "." in name else _GGUF_NAMES[short]
        )
        qt = types.get(short, QT.F32)
        if qt in (QT.F32, QT.F16):
            data = a.astype(np.float32 if qt == QT.F32 else np.float16)
            wr.add_tensor(gname, data)
            stored[name] = data.astype(np.float32)
        elif qt == QT.BF16:
            data = torch.from_numpy(a).bfloat16().view(torch.int16).numpy().view(np.uint8)
            wr.add_tensor(gname, data, raw_dtype=qt)
            stored[name] = torch.from_numpy(a).bfloat16().float().numpy()
        else:
            data = quants.quantize(a, qt)
            wr.add_tensor(gname, data, raw_dtype=qt)
            stored[name] = quants.dequantize(data, qt)
        if cfg.arch == "llama" and short in ("wq", "bq", "wk", "bk"):  # back to HF order
            h = cfg.n_heads if short[1] == "q" else cfg.n_kv_heads
            stored[name] = stored[name][rope_row_order(h, cfg.head_dim)]
    wr.write_header_to_file()
    wr.write_kv_data_to_file()
    wr.write_tensors_to_file()
    wr.close()
    return stored


@pytest.mark.parametrize("arch", ["llama", "qwen2", "qwen3"])
def test_synthetic_gguf_round_trip(tmp_path, arch):
    cfg = preset("tiny").with_(arch=arch, qk_norm=arch == "qwen3", name="tiny-gguf")
    w = random_weights(cfg)  # untied, QKV bias (and per-head q/k norms for qwen3)
    stored = _write_gguf(tmp_path / "m.gguf", cfg, w)
    got_cfg, got = load(str(tmp_path / "m.gguf"), max_ctx=cfg.max_ctx)
    assert got_cfg.with_(name=cfg.name) == cfg
    assert isinstance(got["layers.1.wq"], QuantTensor) and got["layers.1.wq"].qtype == "q4_0"
    assert got["layers.1.wo"].dtype == torch.bfloat16
    for name, want in stored.items():
        t = got[name]
        t = t.dequantize() if isinstance(t, QuantTensor) else t.float().numpy()
        np.testing.assert_array_equal(t, want, err_msg=name)


def test_gguf_unsupported_type(tmp_path):
    cfg = preset("tiny").with_(arch="llama")
    _, w = load("tiny")
    _write_gguf(tmp_path / "q5.gguf", cfg, w, override={"w_up": QT.Q5_0})
    with pytest.raises(ValueError, match="Q5_0 not supported"):
        load(str(tmp_path / "q5.gguf"))


def test_not_a_gguf(tmp_path):
    (tmp_path / "junk.gguf").write_bytes(b"not a gguf file at all")
    with pytest.raises(ValueError, match="GGUF"):
        load(str(tmp_path / "junk.gguf"))


# -- the transformers oracle ------------------------------------------------------------------


def _hf_logits(model, ids: list[int]) -> torch.Tensor:
    with torch.inference_mode():
        return model(torch.tensor([ids])).logits[0].double()


def test_logits_match_transformers(smollm2_f64, hf_smollm2, smollm2_tokenizer):
    worst = 0.0
    for text in PROMPTS:
        ids = smollm2_tokenizer.encode(text)
        smollm2_f64.reset()
        ours = smollm2_f64.prefill(ids)
        ref = _hf_logits(hf_smollm2, ids)
        delta = (ours - ref).abs().max().item()
        worst = max(worst, delta)
        assert torch.equal(ours.argmax(-1), ref.argmax(-1)), text
        assert delta < 2e-3, (text, delta)
    print(f"\nsmollm2 max |d logits| TorchModel(f64) vs transformers(f32): {worst:.2e}")


def test_greedy_paris(smollm2_f64, hf_smollm2, smollm2_tokenizer):
    tok = smollm2_tokenizer
    ids = tok.encode("The capital of France is")
    with torch.inference_mode():
        hf_out = hf_smollm2.generate(torch.tensor([ids]), max_new_tokens=3, do_sample=False)
    hf_new = hf_out[0, len(ids) :].tolist()
    ours, logits = [], smollm2_f64.prefill(ids)
    for _ in range(3):
        ours.append(int(logits[-1].argmax()))
        logits = smollm2_f64.step([ours[-1]])
    assert ours == hf_new
    assert tok.decode(ours).startswith(" Paris")


def test_without_unpermute_logits_differ(smollm2_path, smollm2_f64, smollm2_tokenizer):
    """Negative control: raw llama.cpp Q/K row order gives a different (wrong) model."""
    cfg, raw = load_gguf(smollm2_path, unpermute_qk=False)
    bad = TorchModel(cfg, raw, dtype=torch.float32)
    ids = smollm2_tokenizer.encode(PROMPTS[0])
    delta = (bad.prefill(ids).double() - smollm2_f64.prefill(ids)).abs().max().item()
    print(f"\nwithout un-permute: max |d logits| = {delta:.2f}")
    assert delta > 1.0


def _reader_contents(r) -> tuple:
    """Every field (contents, value types, data indices, each part's dtype and bytes) and tensor
    of a GGUF reader."""
    fields = {
        k: (f.contents(), f.types, f.data, [(p.dtype, p.tobytes()) for p in f.parts])
        for k, f in r.fields.items()
    }
    tensors = [(x.name, int(x.tensor_type), x.shape.tolist(), bytes(x.data)) for x in r.tensors]
    return fields, tensors


def test_the_plain_reader_reads_every_array_kind(tmp_path):
    """The plain reader's one-loop arrays (strings, scalars, empty) and the base class's walk
    (nested) give GGUFReader's fields; the control: another value differs."""
    from gguf import GGUFReader, GGUFWriter

    from speccc.model.gguf_loader import _PlainReader

    def write(path, ints):
        w = GGUFWriter(str(path), "llama")
        w.add_array("a.strs", ["x", "", "h\u00e9llo"])
        w.add_array("a.empty", [])
        w.add_array("a.ints", ints)
        w.add_array("a.floats", [1.5, 2.25])
        w.add_array("a.bools", [True, False])
        w.add_array("a.nested", [[1, 2], [3]])
        w.add_tensor("t", np.arange(8, dtype=np.float32))
        w.write_header_to_file()
        w.write_kv_data_to_file()
        w.write_tensors_to_file()
        w.close()

    write(tmp_path / "a.gguf", [1, -2, 3])
    write(tmp_path / "b.gguf", [1, -2, 4])
    want = _reader_contents(GGUFReader(tmp_path / "a.gguf"))
    assert _reader_contents(_PlainReader(tmp_path / "a.gguf")) == want
    assert _reader_contents(_PlainReader(tmp_path / "b.gguf")) != want


def test_the_plain_reader_reads_what_gguf_reads(smollm2_path, tmp_path):
    """open_gguf's reader (the header through a plain view of the memmap) gives GGUFReader's
    fields and tensors; negative control: a copy with one tokenizer string's byte changed
    differs."""
    from gguf import GGUFReader

    from speccc.model.gguf_loader import _PlainReader

    want = _reader_contents(GGUFReader(smollm2_path))
    assert _reader_contents(_PlainReader(smollm2_path)) == want
    raw = bytearray(Path(smollm2_path).read_bytes())
    at = raw.index(b"Paris")  # a token of the vocabulary
    raw[at] = ord("Q")
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(bytes(raw))
    assert _reader_contents(_PlainReader(bad)) != want
