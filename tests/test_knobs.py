"""Mapping knobs (Target.knobs, build.py --knob): parsed from the command line, checked against
the rules that declare them, passed to those rules' kernel builders only, keyed in the build
cache and recorded in the manifest. bench/build_variant.py's names are knobs that exist."""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import re
from pathlib import Path

import pytest
import tvm
from speccc.schedules.cuda import gemv_mma
from speccc.schedules.registry import check_knobs, make_kernel, plan_for

from speccc import cli
from speccc.ir import target as tg
from speccc.manifest import CompileInfo, _decode

ROOT = Path(__file__).resolve().parents[1]
SMOL_ATTENTION = {"n_heads": 9, "n_kv_heads": 3, "head_dim": 64, "max_ctx": 2048}


@pytest.mark.parametrize(
    "text, parsed",
    [
        ("attention.min_ctas=3", ("attention.min_ctas", 3)),
        ("gemv.l2=False", ("gemv.l2", False)),
        ("attention.kv_prewait='k'", ("attention.kv_prewait", "k")),
        ("attention.kv_prewait=''", ("attention.kv_prewait", "")),
    ],
)
def test_knob_parses_a_python_literal(text, parsed):
    assert cli.knob(text) == parsed


@pytest.mark.parametrize(
    "text", ["min_ctas=3", "attention.min_ctas", "a.b.c=1", "attention.min_ctas=x", "a.b=[1]"]
)
def test_a_malformed_knob_is_a_usage_error(text):
    with pytest.raises(argparse.ArgumentTypeError):
        cli.knob(text)


def test_unknown_knobs_name_what_is_known():
    check_knobs("cuda", {"attention.min_ctas": 3, "gemv.l2": False})
    with pytest.raises(ValueError, match="unknown knob 'attention.nope' for cuda; known: "):
        check_knobs("cuda", {"attention.nope": 1})
    with pytest.raises(ValueError, match="for llvm; known: none"):
        check_knobs("llvm", {"attention.min_ctas": 3})


def _attention_source(knobs: dict | None) -> str:
    with tg.model_target("cuda", {"matrix": "bfloat16"}, knobs) as t:
        func = make_kernel("attention", SMOL_ATTENTION, t, plan_for("attention", SMOL_ATTENTION, t))
    mod = tvm.IRModule({"att": func.with_attr("global_symbol", "att")})
    return tvm.compile(mod, target=t.tvm()).mod.imports[0].inspect_source()


def test_a_knob_reaches_the_kernel_of_its_family_only():
    assert "__launch_bounds__(192) att" in _attention_source(None)
    assert "__launch_bounds__(192, 3) att" in _attention_source({"attention.min_ctas": 3})
    # another family's knob of the same name is not attention's
    assert "__launch_bounds__(192) att" in _attention_source({"gemv.min_ctas": 3})


def test_knobs_are_in_the_cache_key_and_the_manifest():
    from speccc.compiler.build import artifact_uri, resolve_build

    cfg, w = resolve_build("tiny", 256, None)
    plain = artifact_uri("tiny", cfg, w, "cuda", False)
    assert plain == artifact_uri("tiny", cfg, w, "cuda", False, {})
    assert plain != artifact_uri("tiny", cfg, w, "cuda", False, {"attention.min_ctas": 3})
    info = CompileInfo("cuda", False, knobs={"attention.min_ctas": 3, "gemv.l2": False})
    raw = {"target": "cuda", "fast_math": False, "knobs": {"attention.min_ctas": 3}}
    assert _decode(CompileInfo, raw, "compile").knobs == {"attention.min_ctas": 3}
    assert info.knobs["gemv.l2"] is False


def test_every_build_variant_is_a_declared_knob():
    spec = importlib.util.spec_from_file_location("bv", ROOT / "bench" / "build_variant.py")
    bv = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bv)
    for knobs in bv.VARIANTS.values():
        check_knobs("cuda", dict(cli.knob(k) for k in knobs))


def test_sample_fence_knob_spells_the_fence():
    """sample.fence='acq_rel' (the default): both of the sampling kernel's fences are
    fence.acq_rel.gpu; 'sc' keeps __threadfence (the negative control)."""
    from speccc.schedules import sample

    srcs = {}
    for sem in ("sc", "acq_rel"):
        t = tg.get_target("cuda")
        func = sample.kernel(49152, sample.default_plan(49152, t), True, fence=sem)
        mod = tvm.IRModule({sem: func.with_attr("global_symbol", sem)})
        src = tvm.compile(mod, target=t.tvm()).mod.imports[0].inspect_source()
        srcs[sem] = src[src.rindex(f"{sem}_kernel(") :]
    assert srcs["sc"].count("tvm_builtin_cuda_thread_fence()") == 2
    assert "fence_acq_rel_gpu" not in srcs["sc"]
    assert srcs["acq_rel"].count("fence_acq_rel_gpu()") == 2
    assert "thread_fence" not in srcs["acq_rel"]
    with pytest.raises(ValueError, match="fence"):
        sample.kernel(49152, sample.default_plan(49152, t), True, fence="cta")


def test_gemv_tiles_knob_sets_the_output_tiles_of_its_shapes_only():
    """gemv.tiles='NxK:T,...' sets plan.tile_n for those shapes (a mapping: the kernel's name
    says it, the same MMAs a output); other shapes keep their plans."""
    gate_up = {"n": 3072, "k": 576, "wdtype": "q4_1", "bias": False, "norm": 1e-5}
    gate_up["epilogue"] = "silu_mul"
    wo = {"n": 576, "k": 576, "wdtype": "q4_1", "bias": False, "epilogue": "residual"}
    with tg.model_target("cuda", {"matrix": "q4_1"}) as t:
        plain = {s["n"]: plan_for("gemv", s, t) for s in (gate_up, wo)}
    with tg.model_target("cuda", {"matrix": "q4_1"}, {"gemv.tiles": "3072x576:4"}) as t:
        tiled = {s["n"]: plan_for("gemv", s, t) for s in (gate_up, wo)}
        assert make_kernel("gemv", gate_up, t, tiled[3072]) is not None
    assert plain[3072].tile_n == 2 and tiled[3072].tile_n == 4
    assert tiled[3072] == dataclasses.replace(plain[3072], tile_n=4)
    assert tiled[576] == plain[576]


def test_gemv_kernel_knob_by_shape_applies_to_its_shapes_only():
    """A GEMV kernel knob given as 'NxK:V,...' (gemv.min_ctas, gemv.wring) sets that kernel's
    keyword for the shapes listed; the other shapes' kernels are the knob-free ones."""
    gate_up = {"n": 9728, "k": 896, "wdtype": "bfloat16", "bias": False, "norm": 1e-6}
    gate_up["epilogue"] = "silu_mul"
    wo = {"n": 896, "k": 896, "wdtype": "bfloat16", "bias": False, "epilogue": "residual"}
    knobs = {"gemv.min_ctas": "9728x896:5", "gemv.wring": "9728x896:4"}
    scripts = {}
    for name, kn in {"plain": {}, "by_shape": knobs, "all": {"gemv.wring": 4}}.items():
        with tg.model_target("cuda", {"matrix": "bfloat16"}, kn) as t:
            scripts[name] = {
                s["n"]: make_kernel("gemv", s, t, plan_for("gemv", s, t)).script()
                for s in (gate_up, wo)
            }
    assert scripts["by_shape"][896] == scripts["plain"][896]
    assert scripts["by_shape"][9728] != scripts["plain"][9728]
    bound = r'launch_bounds_min_blocks_per_sm": (\d+)'
    assert re.findall(bound, scripts["by_shape"][9728]) == ["5"]
    assert re.findall(bound, scripts["plain"][9728]) == ["3"]
    assert scripts["all"][896] != scripts["plain"][896]  # an int: every shape


def test_top2_split_knob_sets_the_ctas_a_row():
    """top2.split sets the CTAs a row (a mapping: the order is total); past one cluster's 16 the
    kernel merges through the counter, and both build."""
    with tg.model_target("cuda", {"matrix": "bfloat16"}) as t:
        plain = plan_for("top2", {"v": 151936}, t)
    for split in (8, 64):
        with tg.model_target("cuda", {"matrix": "bfloat16"}, {"top2.split": split}) as t:
            plan = plan_for("top2", {"v": 151936}, t)
            assert make_kernel("top2", {"v": 151936}, t, plan) is not None
        assert plan == dataclasses.replace(plain, split=split) != plain


def test_gemv_parts_knob_sets_the_x_parts_a_new_order_named_in_the_uri():
    """16-bit weights' plans take gemv_mma.PARTS (2) X parts, spelled 'x2' in the kernel's URI;
    gemv.parts=3 (a plan knob: the order) gives the exact split, not spelled (the URI of every
    kernel from before the field), with three MMAs a k-step where two give two."""
    gate_up = {"n": 9728, "k": 896, "wdtype": "bfloat16", "bias": False, "norm": 1e-6}
    gate_up["epilogue"] = "silu_mul"
    with tg.model_target("cuda", {"matrix": "bfloat16"}) as t:
        two = plan_for("gemv", gate_up, t)
        k2 = make_kernel("gemv", gate_up, t, two)
    with tg.model_target("cuda", {"matrix": "bfloat16"}, {"gemv.parts": 3}) as t:
        three = plan_for("gemv", gate_up, t)
        k3 = make_kernel("gemv", gate_up, t, three)
    assert gemv_mma.PARTS == 2 and two.parts == 2 and three == dataclasses.replace(two, parts=3)
    assert "x" not in three.uri().removeprefix("_l32v32mm") and two.uri() == three.uri() + "x2"
    from tests.cuda_source import cuda_source

    mma = "mma.sync.aligned.m16n8k16"
    assert cuda_source({"k3": k3}).count(mma) * 2 == cuda_source({"k2": k2}).count(mma) * 3
    with pytest.raises(ValueError):
        dataclasses.replace(three, parts=0)


def test_quantized_gemv_plans_take_the_default_parts():
    """The quantized kernel's plans take gemv_mma.PARTS X parts, as the 16-bit ones do (two: the
    order checked on the H200, bench/results/parts P3); the knob still sets three."""
    gate_up = {"n": 3072, "k": 576, "wdtype": "q4_1", "bias": False, "norm": 1e-5}
    gate_up["epilogue"] = "silu_mul"
    with tg.model_target("cuda", {"matrix": "q4_1"}) as t:
        assert plan_for("gemv", gate_up, t).parts == gemv_mma.PARTS == 2
    with tg.model_target("cuda", {"matrix": "q4_1"}, {"gemv.parts": 3}) as t:
        assert plan_for("gemv", gate_up, t).parts == 3
