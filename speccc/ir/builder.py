"""build_decode_graph: the unfused decode step of a model, as its ModelConfig features say.

Unfused op forms (the passes turn them into the fused forms; the interpreter runs both):
  per layer i, with h.i the residual stream entering layer i ("h.0" comes from "embed"):
    layers.i.attn_norm   rmsnorm        [h.i] -> [layers.i.attn_in]   (layer 0 only; later
                                        layers' norms follow an add and are fused by the passes)
    layers.i.wq|wk|wv    gemv           [layers.i.attn_in] -> [layers.i.q|k|v]
    layers.i.q_norm|k_norm rmsnorm      [q|k] -> [layers.i.q_n|k_n]   (qk_norm only: per head,
                                        weights [head_dim]; rope_kv then reads q_n, k_n)
    layers.i.rope_kv     rope_kv_append [q, k, v, pos, rope_cos, rope_sin, k_cache.i, v_cache.i]
                                        -> [layers.i.q_rot]     (the 8-input, unfused form)
    layers.i.attn        attention      [q_rot, k_cache.i, v_cache.i, pos] -> [attn_out]
    layers.i.wo          gemv           [attn_out] -> [layers.i.o]
    layers.i.attn_add    add            [h.i, o] -> [layers.i.h_mid]
    layers.i.ffn_norm    rmsnorm        [h_mid] -> [layers.i.ffn_in]
    layers.i.w_gate|w_up gemv           [ffn_in] -> [layers.i.gate|up]
    layers.i.silu_mul    silu_mul       [gate, up] -> [layers.i.act]  (the 2-input, unfused form)
    layers.i.w_down      gemv           [act] -> [layers.i.down]
    layers.i.ffn_add     add            [h_mid, down] -> [h.{i+1}]
  layers.{i+1}.attn_norm rmsnorm        [h.{i+1}] -> [layers.{i+1}.attn_in]
  final_norm             rmsnorm        [h.L] -> [final_in]
  lm_head                gemv           [final_in] -> [logits]   (weight "embed" when tied)
  top2                   top2           [logits] -> [top2_val, top2_idx]
  sample                 sample         [logits, top2_val, top2_idx, pos, sample_params]
                                        -> [sample_id]   (speccc.ops.sample: a row whose params
                                        row is zeros is greedy and copies top2_idx[:, 0])
RoPE scaling changes only the rope_cos / rope_sin inputs (speccc.model.rope), not the graph.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from speccc.ir.graph import ROWS, DecodeGraph, Op, TensorSpec
from speccc.model.config import ModelConfig
from speccc.model.quant import weight_format
from speccc.sampling.params import WORDS as PARAM_WORDS

WDTypes = str | Mapping[str, str]


def wdtype_of(wdtypes: WDTypes, name: str) -> str:
    """A matrix's dtype: wdtypes if a str, else wdtypes[name], wdtypes[short name] ("wq",
    "embed", ...), wdtypes["matrix"], "float32" in that order (speccc.model.resolve gives
    {"embed": ..., "matrix": ...})."""
    if isinstance(wdtypes, str):
        dt = wdtypes
    else:
        short = name.rsplit(".", 1)[-1]
        dt = wdtypes.get(name) or wdtypes.get(short) or wdtypes.get("matrix", "float32")
    weight_format(dt)  # a clear error for an unknown dtype
    return dt


def build_decode_graph(cfg: ModelConfig, wdtypes: WDTypes = "float32") -> DecodeGraph:
    """The unfused DecodeGraph of one decode step (see the module docstring for its ops)."""
    g = DecodeGraph(cfg)
    D, F, V, hd = cfg.hidden, cfg.ffn, cfg.vocab, cfg.head_dim
    Hq, Hkv, L = cfg.n_heads, cfg.n_kv_heads, cfg.n_layers

    def t(name: str, shape: tuple, dtype: str = "float32", role: str = "act") -> str:
        g.add_tensor(TensorSpec(name, shape, dtype, role))
        return name

    def matrix(name: str, n: int, k: int) -> str:
        dt = wdtype_of(wdtypes, name)
        weight_format(dt).check_k(k, f"weight {name!r}")
        return t(name, (n, k), dt, "weight")

    def gemv(name: str, x: str, out: str, w: str, b: str | None, n: int, k: int) -> None:
        attrs = {"weight": [w], "bias": [b] if b else None, "n": n, "k": k}
        attrs["wdtype"] = g.tensors[w].dtype
        g.add_op(Op(name, "gemv", [x], [t(out, (ROWS, n))], attrs))

    def rmsnorm(name: str, x: str, out: str, d: int = D) -> str:
        """Normalizes each d-vector of x's rows (d < the row: per head) into `out`."""
        w = t(name, (d,), "float32", "weight")
        attrs = {"weight": w, "eps": cfg.rms_eps}
        g.add_op(Op(name, "rmsnorm", [x], [t(out, g.tensors[x].shape)], attrs))
        return out

    # graph inputs
    t("ids", (ROWS,), "int32", "input")
    t("pos", (ROWS,), "int32", "input")
    t("sample_params", (ROWS, PARAM_WORDS), "int32", "input")  # speccc.sampling.params
    t("rope_cos", (cfg.max_ctx, hd // 2), role="input")
    t("rope_sin", (cfg.max_ctx, hd // 2), role="input")
    embed = matrix("embed", V, D)
    attrs = {"weight": embed, "wdtype": g.tensors[embed].dtype}
    g.add_op(Op("embed", "embed", ["ids"], [t("h.0", (ROWS, D))], attrs))

    h = "h.0"
    for i in range(L):
        p = f"layers.{i}."
        kc = t(f"k_cache.{i}", (cfg.max_ctx, Hkv, hd), role="kv")
        vc = t(f"v_cache.{i}", (cfg.max_ctx, Hkv, hd), role="kv")
        rmsnorm(p + "attn_norm", h, p + "attn_in")
        for w, n in (("q", Hq * hd), ("k", Hkv * hd), ("v", Hkv * hd)):
            bias = t(p + f"b{w}", (n,), "float32", "weight") if cfg.qkv_bias else None
            gemv(p + f"w{w}", p + "attn_in", p + w, matrix(p + f"w{w}", n, D), bias, n, D)
        q, k = p + "q", p + "k"
        if cfg.qk_norm:
            q, k = rmsnorm(p + "q_norm", q, p + "q_n", hd), rmsnorm(p + "k_norm", k, p + "k_n", hd)
        heads = {"layer": i, "n_heads": Hq, "n_kv_heads": Hkv, "head_dim": hd}
        ins = [q, k, p + "v", "pos", "rope_cos", "rope_sin", kc, vc]
        g.add_op(
            Op(p + "rope_kv", "rope_kv_append", ins, [t(p + "q_rot", (ROWS, Hq, hd))], dict(heads))
        )
        attrs = dict(heads, scale=1.0 / math.sqrt(hd))
        ins = [p + "q_rot", kc, vc, "pos"]
        g.add_op(Op(p + "attn", "attention", ins, [t(p + "attn_out", (ROWS, Hq * hd))], attrs))
        gemv(p + "wo", p + "attn_out", p + "o", matrix(p + "wo", D, Hq * hd), None, D, Hq * hd)
        g.add_op(Op(p + "attn_add", "add", [h, p + "o"], [t(p + "h_mid", (ROWS, D))]))
        rmsnorm(p + "ffn_norm", p + "h_mid", p + "ffn_in")
        gemv(p + "w_gate", p + "ffn_in", p + "gate", matrix(p + "w_gate", F, D), None, F, D)
        gemv(p + "w_up", p + "ffn_in", p + "up", matrix(p + "w_up", F, D), None, F, D)
        ins = [p + "gate", p + "up"]
        g.add_op(Op(p + "silu_mul", "silu_mul", ins, [t(p + "act", (ROWS, F))], {"ffn": F}))
        gemv(p + "w_down", p + "act", p + "down", matrix(p + "w_down", D, F), None, D, F)
        h_next = f"h.{i + 1}"
        g.add_op(Op(p + "ffn_add", "add", [p + "h_mid", p + "down"], [t(h_next, (ROWS, D))]))
        h = h_next

    rmsnorm("final_norm", h, "final_in")
    head = "embed" if cfg.tie_embeddings else matrix("lm_head", V, D)
    g.add_op(
        Op(
            "lm_head",
            "gemv",
            ["final_in"],
            [t("logits", (ROWS, V), role="output")],
            {"weight": [head], "bias": None, "n": V, "k": D, "wdtype": g.tensors[head].dtype},
        )
    )
    outs = [t("top2_val", (ROWS, 2), role="output"), t("top2_idx", (ROWS, 2), "int32", "output")]
    g.add_op(Op("top2", "top2", ["logits"], outs))
    # always in the step: one artifact serves greedy and every sampling setting (the params are
    # a runtime input); a greedy row costs the kernel one branch and one copy
    ins = ["logits", "top2_val", "top2_idx", "pos", "sample_params"]
    g.add_op(Op("sample", "sample", ins, [t("sample_id", (ROWS,), "int32", "output")]))
    g.validate()
    return g
