"""GraphInterpreter: fused == unfused, M=K == K steps of M=1 (float64), and HF as an oracle."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from speccc.ir.builder import build_decode_graph
from speccc.model import ModelConfig, preset
from speccc.ops.interpret import GraphInterpreter
from speccc.ops.registry import family_of
from speccc.passes import run_pipeline

TINY = preset("tiny")


def random_weights(cfg: ModelConfig, seed: int = 0) -> dict[str, torch.Tensor]:
    """Canonical-name float32 weights, matrices [N, K], scaled so activations stay O(1)."""
    gen = torch.Generator().manual_seed(seed)
    D, F, hd = cfg.hidden, cfg.ffn, cfg.head_dim

    def mat(n: int, k: int) -> torch.Tensor:
        return torch.randn(n, k, generator=gen) / k**0.5

    def vec(n: int, scale: float = 0.1) -> torch.Tensor:
        return 1.0 + scale * torch.randn(n, generator=gen)

    w = {"embed": torch.randn(cfg.vocab, D, generator=gen), "final_norm": vec(D)}
    if not cfg.tie_embeddings:
        w["lm_head"] = mat(cfg.vocab, D)
    for i in range(cfg.n_layers):
        p = f"layers.{i}."
        q, kv = cfg.n_heads * hd, cfg.n_kv_heads * hd
        w |= {
            p + "attn_norm": vec(D),
            p + "ffn_norm": vec(D),
            p + "wq": mat(q, D),
            p + "wk": mat(kv, D),
            p + "wv": mat(kv, D),
            p + "wo": mat(D, q),
            p + "w_gate": mat(F, D),
            p + "w_up": mat(F, D),
            p + "w_down": mat(D, F),
        }
        if cfg.qkv_bias:
            w |= {p + "bq": vec(q, 1) - 1, p + "bk": vec(kv, 1) - 1, p + "bv": vec(kv, 1) - 1}
    return w


def run_steps(interp: GraphInterpreter, ids: list[int], blocks: list[int]) -> torch.Tensor:
    """Feeds `ids` in steps of the given sizes; returns the logits of every row, [len(ids), V]."""
    out, start = [], 0
    for m in blocks:
        out.append(interp.step(ids[start : start + m], list(range(start, start + m))))
        start += m
    return torch.cat(out)


IDS = [5, 17, 300, 2, 2, 77, 401, 9, 130, 64]


def test_fused_matches_unfused_and_m_invariant():
    w = random_weights(TINY)
    unfused = build_decode_graph(TINY)
    fused = run_pipeline(unfused, "llvm")
    assert len(fused.ops()) < len(unfused.ops())
    a = run_steps(GraphInterpreter(unfused, w), IDS, [3, 4, 3])
    b = run_steps(GraphInterpreter(fused, w), IDS, [3, 4, 3])
    c = run_steps(GraphInterpreter(fused, w), IDS, [1] * len(IDS))  # M=1 greedy decode
    assert a.dtype == torch.float64 and a.shape == (len(IDS), TINY.vocab)
    torch.testing.assert_close(b, a, rtol=1e-12, atol=1e-12)
    torch.testing.assert_close(c, b, rtol=1e-12, atol=1e-12)


def test_kv_written_before_attention_and_top2():
    interp = GraphInterpreter(run_pipeline(build_decode_graph(TINY), "llvm"), random_weights(TINY))
    logits = interp.step([1, 2], [0, 1])
    assert (
        interp.kv["k_cache.0"][:2].abs().sum() > 0 and interp.kv["k_cache.0"][2:].abs().sum() == 0
    )
    val, idx = interp.outputs["top2_val"], interp.outputs["top2_idx"]
    assert idx.dtype == torch.int32 and torch.equal(idx[:, 0].long(), logits.argmax(-1))
    assert (val[:, 0] >= val[:, 1]).all() and torch.equal(val, logits.gather(1, idx.long()))


def test_top2_ties_go_to_lowest_id():
    interp = GraphInterpreter(build_decode_graph(TINY), random_weights(TINY))
    op = interp.graph.op("top2")
    val, idx = family_of("top2").interpret(
        interp, op, torch.tensor([[1.0, 3.0, 3.0, 3.0], [2.0, 0.0, 2.0, 5.0]])
    )
    assert idx.tolist() == [[1, 2], [3, 0]] and val.tolist() == [[3.0, 3.0], [5.0, 2.0]]


def test_quantized_weights_are_dequantized():
    quant = pytest.importorskip("speccc.model.quant")
    w = random_weights(TINY)
    q = dict(w, **{k: quant.quantize(w[k].numpy(), "q8_0") for k in ("layers.0.wq", "lm_head")})
    g = build_decode_graph(TINY, {"default": "float32", "wq": "q8_0", "lm_head": "q8_0"})
    assert g.op("layers.0.wq").attrs["wdtype"] == "q8_0"
    deq = dict(w, **{k: torch.from_numpy(q[k].dequantize()) for k in ("layers.0.wq", "lm_head")})
    a = GraphInterpreter(g, q).step([3, 4], [0, 1])
    b = GraphInterpreter(g, deq).step([3, 4], [0, 1])
    assert torch.equal(a, b)
    assert not np.allclose(
        a.numpy(), GraphInterpreter(g, w).step([3, 4], [0, 1]).numpy(), atol=1e-9
    )


def test_matches_transformers():
    transformers = pytest.importorskip("transformers")
    w = random_weights(TINY)
    hf_cfg = transformers.Qwen2Config(**TINY.to_hf(), attn_implementation="eager")
    model = transformers.Qwen2ForCausalLM(hf_cfg).double().eval()
    names = {
        "model.embed_tokens.weight": "embed",
        "model.norm.weight": "final_norm",
        "lm_head.weight": "lm_head",
    }
    parts = {
        "self_attn.q_proj": "wq",
        "self_attn.k_proj": "wk",
        "self_attn.v_proj": "wv",
        "self_attn.o_proj": "wo",
        "mlp.gate_proj": "w_gate",
        "mlp.up_proj": "w_up",
        "mlp.down_proj": "w_down",
        "input_layernorm": "attn_norm",
        "post_attention_layernorm": "ffn_norm",
    }
    for i in range(TINY.n_layers):
        for hf, ours in parts.items():
            names[f"model.layers.{i}.{hf}.weight"] = f"layers.{i}.{ours}"
        for x in "qkv":
            names[f"model.layers.{i}.self_attn.{x}_proj.bias"] = f"layers.{i}.b{x}"
    sd = {k: w[v].double() for k, v in names.items()}
    model.load_state_dict(sd, strict=True)
    with torch.no_grad():
        ref = model(torch.tensor([IDS])).logits[0]
    ours = run_steps(
        GraphInterpreter(run_pipeline(build_decode_graph(TINY), "llvm"), w), IDS, [4, 6]
    )
    # HF computes RoPE angles in float32, so agreement is ~1e-7, not float64 round-off.
    torch.testing.assert_close(ours, ref, rtol=1e-5, atol=1e-5)
