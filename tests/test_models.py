"""Architectures described by ModelConfig features: Qwen3 (per-head q/k RMSNorm) and Llama 3.x
(llama3 RoPE scaling), against transformers, through the fp64 interpreter, and through the llvm
engine (bitwise M-parity, speculative == greedy), loaded from HF directories."""

from __future__ import annotations

import json

import pytest
import torch
from safetensors.torch import save_file

from speccc.ir.builder import build_decode_graph
from speccc.model import RopeScaling, load, preset, random_weights, resolve, to_hf_state_dict
from speccc.model.weights import weight_shapes
from speccc.ops.interpret import GraphInterpreter
from speccc.passes import run_pipeline
from speccc.reference import TorchModel
from speccc.runtime.engine import Engine
from speccc.speculative import PromptLookup, generate
from tests import test_engine
from tests.artifacts import llvm_artifact

# A small Qwen3: heads of the real 128 dims, q width (8 x 128) != hidden (512) as in the real one.
QWEN3 = preset("qwen3-0.6b").with_(
    n_layers=2, hidden=512, ffn=1024, n_heads=8, n_kv_heads=4, vocab=4096, max_ctx=64,
    name="qwen3-small",
)  # fmt: skip
# A small Llama 3 whose llama3 RoPE scaling matters at these positions: wavelengths above
# 64 tokens are divided by 8, those between 16 and 64 interpolated.
LLAMA3 = preset("llama-3.2-1b").with_(
    n_layers=2, hidden=256, ffn=512, n_heads=8, n_kv_heads=2, head_dim=32, vocab=4096,
    max_ctx=64, rope_scaling=RopeScaling("llama3", 8.0, 1.0, 4.0, 64), name="llama3-small",
)  # fmt: skip
CONFIGS = {"qwen3": QWEN3, "llama3": LLAMA3}
FEATURE_OFF = {"qwen3": {"qk_norm": False}, "llama3": {"rope_scaling": None}}


def _ids(n: int, vocab: int, seed: int = 1) -> list[int]:
    return torch.randint(0, vocab, (n,), generator=torch.Generator().manual_seed(seed)).tolist()


def _without(cfg, weights, **off):
    """The model with a feature switched off (and its weights dropped): a negative control."""
    cfg = cfg.with_(**off)
    return cfg, {k: v for k, v in weights.items() if k in weight_shapes(cfg)}


def test_presets_have_the_real_shapes_and_features():
    q, ll = preset("qwen3-0.6b"), preset("llama-3.2-1b")
    assert (q.hidden, q.n_heads * q.head_dim, q.qk_norm, q.qkv_bias) == (1024, 2048, True, False)
    assert weight_shapes(q)["layers.27.k_norm"] == (128,)
    assert ll.rope_scaling.rope_type == "llama3" and ll.rope_scaling.factor == 32.0
    assert (ll.vocab, ll.n_layers, ll.qk_norm) == (128256, 16, False)
    for name in ("qwen3-0.6b", "llama-3.2-1b"):
        src = resolve(name)
        assert src.kind == "random" and src.wdtypes == {"embed": "bfloat16", "matrix": "bfloat16"}


# -- the torch reference against transformers --------------------------------------------------


@pytest.mark.parametrize("arch", ["qwen3", "llama3"])
def test_reference_matches_transformers(arch):
    transformers = pytest.importorskip("transformers")
    cfg = CONFIGS[arch]
    w = random_weights(cfg, seed=0)
    hf_cls = {"qwen3": "Qwen3ForCausalLM", "llama3": "LlamaForCausalLM"}[arch]
    hf_cfg = transformers.AutoConfig.for_model(**cfg.to_hf())
    hf = getattr(transformers, hf_cls)(hf_cfg).eval()
    missing, unexpected = hf.load_state_dict(to_hf_state_dict(w, torch.float32), strict=False)
    assert missing == ["lm_head.weight"] and not unexpected  # tied to embed_tokens
    ids = _ids(48, cfg.vocab)
    with torch.inference_mode():
        ref = hf(torch.tensor([ids])).logits[0]  # ref: [48, V]
    model = TorchModel(cfg, w)
    full = model.prefill(ids)
    model.reset()  # the same positions through the cache: a prefill, then 1 + 7 rows
    inc = torch.cat([model.prefill(ids[:40]), model.step(ids[40:41]), model.step(ids[41:])])
    d_full, d_inc = (full - ref).abs().max().item(), (inc - ref).abs().max().item()
    print(f"\n{cfg.name}: max |d logits| vs transformers: prefill {d_full:.2e}, cached {d_inc:.2e}")
    assert d_full < 1e-3 and d_inc < 1e-3  # the Qwen2 tier (test_reference.py)
    assert torch.equal(full.argmax(-1), ref.argmax(-1))
    off = TorchModel(*_without(cfg, w, **FEATURE_OFF[arch])).prefill(ids)
    assert (off - ref).abs().max().item() > 1e-2, "the feature did not matter: test is blind"


# -- the fp64 interpreter reads the same features ----------------------------------------------


@pytest.mark.parametrize("arch", ["qwen3", "llama3"])
def test_interpreter_matches_reference(arch):
    cfg = CONFIGS[arch]
    w = random_weights(cfg, seed=1)
    ids = _ids(20, cfg.vocab, seed=2)
    ref = TorchModel(cfg, w, dtype=torch.float64).prefill(ids)
    unfused = build_decode_graph(cfg)
    if cfg.qk_norm:
        assert unfused.op("layers.1.q_norm").attrs["weight"] == "layers.1.q_norm"
        assert unfused.op("layers.1.rope_kv").inputs[:2] == ["layers.1.q_n", "layers.1.k_n"]
    for graph in (unfused, run_pipeline(unfused, "llvm")):
        got = GraphInterpreter(graph, w).step(ids, list(range(len(ids))))
        assert (got - ref).abs().max().item() < 1e-9 * ref.abs().max().item()


# -- the exact kernels, from an HF directory ---------------------------------------------------


@pytest.fixture(scope="module", params=["qwen3", "llama3"])
def engine(request, tmp_path_factory):
    cfg = CONFIGS[request.param]
    w = random_weights(cfg, seed=3)
    d = tmp_path_factory.mktemp(cfg.name)
    save_file(to_hf_state_dict(w), d / "model.safetensors")
    (d / "config.json").write_text(json.dumps(cfg.to_hf() | {"torch_dtype": "float32"}))
    got_cfg, got_w = load(str(d), max_ctx=cfg.max_ctx)  # the HF directory round trip
    assert got_cfg.with_(name=cfg.name) == cfg and all(torch.equal(got_w[k], w[k]) for k in w)
    assert all(t.data_ptr() % 64 == 0 for t in got_w.values())  # kernels assume alignment
    eng = Engine.load(llvm_artifact(str(d), max_ctx=cfg.max_ctx), max_rows=9)  # its own weights
    return request.param, eng, w


@pytest.mark.parametrize("m", [2, 5, 9])
def test_engine_rows_bitwise_equal_single_steps(engine, m):
    """The tiny model's parity check (logits and K/V, bitwise), on these architectures."""
    _, eng, w = engine
    test_engine.test_rows_bitwise_equal_single_steps((eng, w), m)


def test_negative_control_torch_rows_differ(engine):
    """The same check sees the bug in a batched-GEMM backend of the same model."""
    _, eng, w = engine
    test_engine.test_negative_control_torch_backend_is_not_row_invariant((eng, w))


def test_engine_close_to_float64(engine):
    arch, eng, w = engine
    ids = _ids(30, eng.cfg.vocab, seed=5)
    eng.reset()
    got = torch.cat([eng.step(ids[i : i + 6]) for i in range(0, 30, 6)])
    ref = TorchModel(eng.cfg, w, dtype=torch.float64).prefill(ids)
    assert (got.double() - ref).abs().max().item() < 1e-3 * ref.abs().max().item()


def test_speculative_equals_greedy(engine):
    _, eng, _ = engine
    for seed in range(3):
        prompt = _ids(6, eng.cfg.vocab, seed=seed) * 3  # repetitive: prompt lookup drafts
        greedy = generate(eng, prompt, 12).tokens
        spec = generate(eng, prompt, 12, proposer=PromptLookup(), k=4)
        assert spec.tokens == greedy


# -- the real presets build ----------------------------------------------------------------------


def test_qwen3_new_kernels_compile_for_cuda():
    """The kernels Qwen3 adds, at its real shapes: per-head RMSNorm (a CTA per (row, head),
    one warp reducing each head_dim vector by shuffles) and RoPE reading q, k, v apart."""
    import tvm

    from speccc.compiler.lower import Lowered, lower, to_ir_module
    from speccc.ir.target import get_target

    src = resolve("qwen3-0.6b")
    low = lower(run_pipeline(build_decode_graph(src.cfg, src.wdtypes), "cuda"), "cuda")
    new = {
        u: k for u, k in low.kernels.items() if "heads" in k.params or "separate_qkv" in k.params
    }
    assert sorted(k.params.get("heads", 0) for k in new.values()) == [0, 8, 16]
    mod = to_ir_module(Lowered(kernels=new), "cuda")
    cu = tvm.compile(mod, target=get_target("cuda").tvm()).mod.imports[0].inspect_source()
    norm = cu[cu.index("rmsnorm_d128_eps1em06_heads16_l32v1shc0r1s1_cuda_kernel(float") :]
    norm = norm[: norm.index("\n}\n")]
    assert "blockIdx.y" in norm and norm.count("__shfl_down_sync") == 5  # 16, 8, 4, 2, 1


@pytest.mark.slow
@pytest.mark.parametrize("target", ["llvm", "cuda"])
@pytest.mark.parametrize("name", ["qwen3-0.6b", "llama-3.2-1b"])
def test_build_real_presets(name, target, tmp_path):
    from build import main as build_main

    assert build_main(["--model", name, "--target", target, "--out", str(tmp_path / "a")]) == 0
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert manifest["config"]["name"] == name and manifest["target"] == target
