"""TorchModel: transformers Qwen2 oracle, M-row vs single-row steps, rollback, bad inputs."""

from __future__ import annotations

import json

import pytest
import torch
from safetensors.torch import save_file

from speccc.model import load, preset, random_weights, to_hf_state_dict
from speccc.reference import TorchModel

# Real Qwen2.5-0.5B widths (D=896, F=4864, 14/2 heads, bias); fewer layers and a smaller vocab.
QWEN_SMALL = preset("qwen2.5-0.5b").with_(n_layers=2, vocab=4096, max_ctx=64)


@pytest.fixture(scope="module")
def qwen_small():
    return QWEN_SMALL, random_weights(QWEN_SMALL, seed=0, dtype=torch.bfloat16)


@pytest.fixture
def tiny64():
    cfg, w = load("tiny")
    return TorchModel(cfg, w, dtype=torch.float64)


def _ids(n: int, vocab: int, seed: int = 1) -> list[int]:
    return torch.randint(0, vocab, (n,), generator=torch.Generator().manual_seed(seed)).tolist()


# -- oracle -----------------------------------------------------------------------------------


def test_qwen_shape_matches_transformers(qwen_small):
    transformers = pytest.importorskip("transformers")
    cfg, w = qwen_small
    hf = transformers.Qwen2ForCausalLM(transformers.Qwen2Config(**cfg.to_hf())).eval()
    missing, unexpected = hf.load_state_dict(to_hf_state_dict(w, torch.float32), strict=False)
    assert missing == ["lm_head.weight"] and not unexpected  # tied to embed_tokens
    assert hf.lm_head.weight.data_ptr() == hf.model.embed_tokens.weight.data_ptr()
    ids = _ids(12, cfg.vocab)
    with torch.inference_mode():
        ref = hf(torch.tensor([ids])).logits[0]  # ref: [12, V]
    model = TorchModel(cfg, w, dtype=torch.float32)
    full = model.prefill(ids)
    model.reset()  # the same positions through the cache: 8-token prefill, then 1 + 3 rows
    inc = torch.cat([model.prefill(ids[:8]), model.step(ids[8:9]), model.step(ids[9:])])
    d_full = (full - ref).abs().max().item()
    d_inc = (inc - ref).abs().max().item()
    print(
        f"\nqwen2.5-0.5b shape (2 layers, V=4096): max |d logits| vs transformers(f32): "
        f"prefill {d_full:.2e}, cached {d_inc:.2e}"
    )
    assert d_full < 1e-3 and d_inc < 1e-3
    assert torch.equal(full.argmax(-1), ref.argmax(-1))


def test_random_logits_not_degenerate(qwen_small):
    cfg, w = qwen_small
    logits = TorchModel(cfg, w).prefill(_ids(16, cfg.vocab))
    top2 = logits.topk(2, dim=-1).values
    assert 0.5 < logits.std().item() < 10.0
    assert (top2[:, 0] - top2[:, 1]).min() > 0  # no exact ties
    assert len(set(logits.argmax(-1).tolist())) > 4  # not one token everywhere


def test_random_weights_deterministic():
    cfg = preset("tiny")
    a, b = random_weights(cfg, seed=3), random_weights(cfg, seed=3)
    assert all(torch.equal(a[k], b[k]) for k in a)
    c = random_weights(cfg, seed=4)
    assert not torch.equal(a["embed"], c["embed"])
    one = random_weights(cfg.with_(n_layers=1), seed=3)  # per-tensor streams
    assert torch.equal(one["layers.0.wq"], a["layers.0.wq"])
    assert random_weights(QWEN_SMALL)["embed"].dtype == torch.float32
    assert load("tiny")[1]["embed"].dtype == torch.float32


def test_hf_directory_round_trip(tmp_path, qwen_small):
    cfg, w = qwen_small
    sd = to_hf_state_dict(w)
    sd["lm_head.weight"] = sd["model.embed_tokens.weight"].clone()  # tied copies are dropped
    save_file(sd, tmp_path / "model.safetensors")
    (tmp_path / "config.json").write_text(json.dumps(cfg.to_hf()))
    got_cfg, got = load(str(tmp_path), max_ctx=cfg.max_ctx)
    assert got_cfg.with_(name=cfg.name) == cfg
    assert set(got) == set(w) and all(torch.equal(got[k], w[k]) for k in w)
    assert got["embed"].dtype == torch.bfloat16
    (tmp_path / "model.safetensors").unlink()
    save_file({k: v for k, v in sd.items() if "layers.1.mlp" not in k}, tmp_path / "m.safetensors")
    with pytest.raises(ValueError, match="missing"):
        load(str(tmp_path))


# -- M rows vs single rows --------------------------------------------------------------------


def _close(a: torch.Tensor, b: torch.Tensor, rel: float = 1e-9) -> bool:
    return (a - b).abs().max().item() <= rel * b.abs().max().item()


@pytest.mark.parametrize("k", [2, 5])
def test_m_rows_match_single_steps_tiny(tiny64, k):
    cfg = tiny64.cfg
    prompt, block = _ids(7, cfg.vocab), _ids(k, cfg.vocab, seed=2)
    tiny64.prefill(prompt)
    multi = tiny64.step(block)  # multi: [K, V]
    tiny64.rollback(k)
    singles = torch.cat([tiny64.step([t]) for t in block])
    assert multi.dtype == torch.float64 and multi.shape == (k, cfg.vocab)
    assert _close(multi, singles)


def test_m_rows_match_single_steps_smollm2(smollm2_f64, smollm2_tokenizer):
    m = smollm2_f64
    ids = smollm2_tokenizer.encode("Speculative decoding verifies K draft tokens at once")
    m.prefill(ids[:6])
    multi = m.step(ids[6:10])
    m.rollback(4)
    singles = torch.cat([m.step([t]) for t in ids[6:10]])
    rel = (multi - singles).abs().max().item() / singles.abs().max().item()
    print(f"\nsmollm2 f64: M=4 vs 4 x M=1, max relative |d| = {rel:.1e}")
    assert rel <= 1e-9


# -- cache state ------------------------------------------------------------------------------


def test_rollback_then_restep_is_identical(tiny64):
    cfg = tiny64.cfg
    tiny64.prefill(_ids(5, cfg.vocab))
    block = _ids(4, cfg.vocab, seed=5)
    first = tiny64.step(block)
    k_snap, v_snap = tiny64.k_cache.clone(), tiny64.v_cache.clone()
    tiny64.rollback(4)
    assert tiny64.pos == 5
    assert not tiny64.k_cache[:, 5:].any() and not tiny64.v_cache[:, 5:].any()
    again = tiny64.step(block)
    assert torch.equal(first, again)
    assert torch.equal(k_snap, tiny64.k_cache) and torch.equal(v_snap, tiny64.v_cache)
    tiny64.reset()
    assert tiny64.pos == 0 and not tiny64.k_cache.any()


@pytest.mark.parametrize(
    ("ids", "match"),
    [([], "M == 0"), ([3, -1], "out of vocab"), ([3, 512], "out of vocab"), ([1] * 250, "max_ctx")],
)
def test_bad_step_leaves_state_unchanged(tiny64, ids, match):
    tiny64.prefill(_ids(10, tiny64.cfg.vocab))
    k_snap, v_snap = tiny64.k_cache.clone(), tiny64.v_cache.clone()
    with pytest.raises(ValueError, match=match):
        tiny64.step(ids)
    assert tiny64.pos == 10
    assert torch.equal(k_snap, tiny64.k_cache) and torch.equal(v_snap, tiny64.v_cache)


def test_bad_rollback_and_weights(tiny64):
    tiny64.prefill([1, 2, 3])
    with pytest.raises(ValueError, match="rollback"):
        tiny64.rollback(4)
    with pytest.raises(ValueError, match="rollback"):
        tiny64.rollback(-1)
    assert tiny64.pos == 3
    cfg, w = load("tiny")
    del w["layers.1.w_up"]
    with pytest.raises(ValueError, match="missing"):
        TorchModel(cfg, w)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs CUDA")
def test_cuda_bf16_runs(qwen_small):
    cfg, w = qwen_small
    ids = _ids(9, cfg.vocab)
    gpu = TorchModel(cfg, w, device="cuda", dtype=torch.bfloat16)
    cpu = TorchModel(cfg, w, dtype=torch.float32)
    out = torch.cat([gpu.prefill(ids[:5]), gpu.step(ids[5:])])
    ref = cpu.prefill(ids)
    assert out.dtype == torch.float32 and out.device.type == "cuda"
    assert (out.cpu() - ref).abs().max().item() < 0.1 * ref.abs().max().item()
