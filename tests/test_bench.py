"""The benchmark scripts' cpu paths: the torch peers agree with the reference (a tolerance tier:
the peers are non-exact by design), the per-kernel byte and time accounting, and smoke runs of
bench/gpu_step.py and bench/gpu_spec.py on llvm artifacts of the tiny preset."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
import torch

from bench.kernel_profile import added_us, assign_times, entry_bytes, role
from bench.prompts import MAIN_JOB
from bench.torch_peers import (
    PEER_TOL,
    PeerStep,
    StaticDecoder,
    compile_unavailable,
    compiled_forward,
)
from speccc.model import preset, random_weights
from speccc.reference import TorchModel
from speccc.runtime.artifact import open_artifact
from speccc.runtime.engine import Engine
from tests.artifacts import llvm_artifact

ROOT = Path(__file__).resolve().parent.parent
TOL = 1e-4  # float32 peer vs float32 reference: max |logit difference| (seen: ~2e-6)
BLOCKS = (5, 1, 4, 8, 1, 3)  # rows per step: causal blocks of every size, then decode


@pytest.fixture(scope="module")
def tiny():
    cfg = preset("tiny").with_(max_ctx=64)
    return cfg, random_weights(cfg)


def _worst(cfg, weights, dtype=torch.float32, shift: int = 0) -> tuple[float, float]:
    """(max |peer - reference|, max relative L2 error) over the steps of a sequence fed in
    BLOCKS, both models in `dtype`; the peer's positions + shift."""
    ref = TorchModel(cfg, weights, dtype=dtype)
    peer = StaticDecoder(cfg, weights, device="cpu", dtype=dtype)
    ids = torch.randint(0, cfg.vocab, (sum(BLOCKS),), generator=torch.Generator().manual_seed(0))
    worst, rel, pos = 0.0, 0.0, 0
    for m in BLOCKS:
        want = ref.step(ids[pos : pos + m].tolist())
        with torch.no_grad():
            got = peer(ids[pos : pos + m], torch.arange(pos + shift, pos + shift + m))
        worst = max(worst, float((got - want).abs().max()))
        rel = max(rel, float((got - want).norm() / want.norm()))
        pos += m
    return worst, rel


def test_peer_matches_the_reference(tiny):
    assert _worst(*tiny)[0] <= TOL


def test_peer_check_sees_wrong_positions(tiny):
    """Negative control: the same peer one position off (RoPE and mask) fails the tolerance."""
    assert _worst(*tiny, shift=1)[0] > 100 * TOL


def test_bf16_peer_within_the_check_tolerance(tiny):
    """In bfloat16 the peer stays within the tolerance gpu_step's peer check applies, and the
    one-position-off peer does not (negative control)."""
    tol = PEER_TOL[torch.bfloat16]
    assert _worst(*tiny, torch.bfloat16)[1] <= tol
    assert _worst(*tiny, torch.bfloat16, shift=1)[1] > tol


def test_peer_step_compiles_as_one_graph_per_m(tiny):
    """torch.compile(fullgraph=True) traces the step without a graph break (dynamo with the
    eager backend, so no C++/triton toolchain is needed), once per M, same logits."""
    cfg, w = tiny
    peer = StaticDecoder(cfg, w, device="cpu", dtype=torch.float32)
    fn = compiled_forward(peer, backend="eager")
    for m in (1, 3):
        ids, pos = torch.arange(m), torch.arange(10, 10 + m)
        with torch.no_grad():
            want, got = peer(ids, pos), fn(ids, pos)
        assert torch.equal(got, want)


def test_peer_step_replays_the_step_at_its_positions(tiny):
    cfg, w = tiny
    peer = StaticDecoder(cfg, w, device="cpu", dtype=torch.float32)
    step = PeerStep(peer, 2, torch.device("cpu"), warmup=1)
    step.set([7, 9], 20)
    step.replay()
    with torch.no_grad():
        want = peer(torch.tensor([7, 9]), torch.tensor([20, 21]))
    assert torch.equal(step.logits(), want)
    with pytest.raises(ValueError, match="M=2"):
        step.set([1, 2, 3], 0)


def test_compile_unavailable_names_the_missing_piece(monkeypatch):
    monkeypatch.setitem(sys.modules, "triton", None)  # import triton -> ImportError
    assert "triton" in compile_unavailable(torch.device("cuda"))
    assert compile_unavailable(torch.device("cpu")) is None


def test_assign_times_walks_the_program():
    """Records map to entries by uri prefix, in order; a uri with two device kernels takes
    both; records of other kernels are ignored; the mean over replays is returned."""
    uris = ["a", "bb", "a", "c"]
    one = [("a_kernel", 1.0), ("bb_kernel", 2.0), ("a_kernel", 3.0)]
    one += [("c_kernel", 4.0), ("c_kernel_1", 5.0), ("memset", 99.0)]
    two = [(n, 2 * us) for n, us in one]
    assert assign_times(one + two, uris, 2) == [1.5, 3.0, 4.5, 13.5]


@pytest.mark.parametrize(
    "records",
    [
        [("a_kernel", 1.0), ("bb_kernel", 2.0), ("c_kernel", 4.0)],  # a record missing
        [("bb_kernel", 2.0), ("a_kernel", 1.0), ("a_kernel", 3.0), ("c_kernel", 4.0)],  # order
    ],
)
def test_assign_times_rejects_records_that_do_not_fit(records):
    with pytest.raises(ValueError):
        assign_times(records, ["a", "bb", "a", "c"], 1)


def test_entry_bytes_counts_weights_kv_and_rows():
    eng, _ = Engine.load_with_weights(llvm_artifact("tiny"), max_rows=4)
    cfg, m, length = eng.cfg, 3, 40
    entries = entry_bytes(eng.art.manifest, [a for _, _, a in eng.program(m)], m, length)
    by_role = {}
    for e in entries:
        by_role.setdefault(e["role"], e)
    kv_row = cfg.n_kv_heads * cfg.head_dim * 4  # float32 cache
    assert by_role["attn"]["kv_bytes"] == 2 * (length + m) * kv_row
    assert by_role["rope_kv"]["kv_bytes"] == 2 * m * kv_row
    assert by_role["embed"]["weight_bytes"] == m * cfg.hidden * 4  # a gather: M rows
    assert by_role["w_down"]["weight_bytes"] == cfg.hidden * cfg.ffn * 4
    assert by_role["w_down"]["act_bytes"] == m * (cfg.ffn + cfg.hidden) * 4
    # every weight plane is read once per step, but the (untied) embedding only M rows of it
    table = cfg.vocab * cfg.hidden * 4
    assert sum(e["weight_bytes"] for e in entries) == eng.weight_bytes - table + m * cfg.hidden * 4
    assert role("layers.11.gate_up") == "gate_up" and role("lm_head") == "lm_head"


def test_gpu_step_cpu_smoke(tmp_path, monkeypatch):
    """A cpu run; the compile peer's step fails to build (as a broken inductor would): it is
    reported with its reason and the run keeps everything else."""
    from bench import gpu_step

    def broken(*args):
        raise RuntimeError("inductor broke\nsecond line")

    monkeypatch.setattr(gpu_step, "compiled_forward", lambda *a, **kw: broken)
    monkeypatch.setenv("OUT", str(tmp_path))
    art = str(llvm_artifact("tiny"))
    argv = [art, "--device", "cpu", "--m", "1,2", "--lengths", "8,500", "--iters", "2"]
    argv += ["--peers", "eager,compile", "--profile-m", "1", "--name", "smoke"]
    assert gpu_step.main(argv) == 0
    res = json.loads((tmp_path / "smoke.json").read_text())
    assert res["command"] == "python bench/gpu_step.py " + " ".join(argv)
    assert [(r["m"], r["length"], r["positions"]) for r in res["rows"]] == [
        (1, 8, 8),
        (2, 8, 8),
        (1, 500, 500),
        (2, 500, 500),
    ]
    assert all(r["speccc_replay_ms"] > 0 and r["torch_eager_graph_ms"] > 0 for r in res["rows"])
    assert res["peers"]["eager"]["check"]["agrees"]
    assert res["peers"]["compile"]["reason"] == "RuntimeError: inductor broke"
    assert not res["peers"]["compile"]["available"]
    assert not any("torch_compile_graph_ms" in r for r in res["rows"])
    phases = list(res["phase_s"])  # the profiler runs last (later replays were slower, H200)
    assert phases.index("speccc_profile") > max(phases.index(p) for p in ("speccc", "peer_eager"))
    assert set(res["ratios"]["speccc_replay_over_torch_eager_graph"]["M=2"]) == {"8", "500"}
    [t8, t500] = res["kernels"]
    assert t8["method"].startswith("each program entry launched alone")
    assert t500["by_family"]["attention"]["bytes"] > t8["by_family"]["attention"]["bytes"]
    if res["png"]:
        assert (tmp_path / res["png"]).stat().st_size > 0


def test_gpu_step_rejects_a_device_the_artifact_does_not_run_on():
    from bench import gpu_step

    with pytest.raises(SystemExit, match="runs on cpu"):
        gpu_step.main([str(llvm_artifact("tiny")), "--device", "cuda", "--peers", "none"])


def test_gpu_spec_cpu_smoke(tmp_path, monkeypatch):
    from bench import gpu_spec

    monkeypatch.setenv("OUT", str(tmp_path))
    art, draft = llvm_artifact("tiny"), llvm_artifact("tiny", n_layers=1)
    argv = [str(art), str(draft), "--prompts", "2", "--tokens", "6", "--ks", "2"]
    argv += ["--main-reps", "1", "--probe-tokens", "0"]
    assert gpu_spec.main(argv) == 0
    res = json.loads((tmp_path / "gpu_spec_tiny.json").read_text())
    assert res["all_identical"] and set(res["speed"]) == {"grounded", "open", "main_job"}
    assert res["can_arm"] is True  # (cpu: a release runs the step)
    greedy = res["speed"]["open"]["greedy"]
    assert greedy["tokens_per_verify_step"] == 1.0 and greedy["efficiency"] == 1.0
    pl = res["speed"]["main_job"]["prompt-lookup_k4"]
    assert pl["efficiency"] == pytest.approx(pl["speedup_vs_greedy"] / pl["tokens_per_verify_step"])
    pl = {f"prompt-lookup{p}_k{k}{v}" for p in ("", "-policy") for k in (4, 8)
          for v in ("", "-ahead")}  # fmt: skip
    assert set(res["speed"]["grounded"]) == {"greedy", "greedy-step", "draft_k4"} | pl
    assert all(r["identical_to_greedy"] for r in res["speed"]["grounded"].values())


def test_host_path_cpu_smoke(tmp_path, monkeypatch):
    from bench import host_path

    monkeypatch.setenv("OUT", str(tmp_path))
    argv = [str(llvm_artifact("tiny")), "--prompts", "2", "--tokens", "6", "--main-reps", "1"]
    argv += ["--m", "1,3", "--iters", "2", "--ks", "2", "--lookup-lengths", "64,256"]
    assert host_path.main(argv) == 0
    res = json.loads((tmp_path / "host_path_tiny_cpu.json").read_text())
    assert res["all_identical"] and [r["m"] for r in res["step"]] == [1, 3]
    assert all(r["lean_ms"] > 0 and r["replay_ms"] > 0 for r in res["step"])
    assert [r["context"] for r in res["prompt_lookup_cost"]] == [64, 256]
    cfgs = res["generate"]["open"]["configs"]
    assert set(cfgs) == {
        "old_greedy", "new_greedy", "old_lookup_k2", "new_lookup_k2", "new_lookup_policy_k2",
    }  # fmt: skip
    assert cfgs["new_lookup_k2"]["tokens_per_s_over_old"] > 0
    assert res["step_costs"][0] == 1.0 and res["command"].startswith("python bench/host_path.py")


def test_main_job_prompt_is_the_one_scripts_main_runs():
    script = (ROOT / "scripts" / "main.sh").read_text()
    assert re.search(r'PROMPT:-(.*?)}"', script).group(1) == MAIN_JOB


@pytest.mark.slow
def test_inductor_peer_agrees_with_eager(tiny):
    """The compile peer through inductor (C++ on cpu; ~1 min on 2 cores) within TOL of eager."""
    if reason := compile_unavailable(torch.device("cpu")):
        pytest.skip(reason)
    cfg, w = tiny
    peer = StaticDecoder(cfg, w, device="cpu", dtype=torch.float32)
    step = PeerStep(compiled_forward(peer), 4, torch.device("cpu"), warmup=1)
    step.set([3, 1, 4, 1], 30)
    step.replay()
    with torch.no_grad():
        want = peer(torch.tensor([3, 1, 4, 1]), torch.arange(30, 34))
    assert float((step.logits() - want).abs().max()) <= TOL


@pytest.mark.gpu
@pytest.mark.parametrize("kind", ["eager", "compile"])
def test_peer_cuda_graph_replays_the_step(tiny, kind):
    """On a GPU: each peer captured in a CUDA graph gives the eager module's logits (float32,
    within TOL) at the positions set() gave it, replay after replay."""
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    dev = torch.device("cuda")
    if kind == "compile" and (reason := compile_unavailable(dev)):
        pytest.skip(reason)
    cfg, w = tiny
    peer = StaticDecoder(cfg, w, device=dev, dtype=torch.float32)
    step = PeerStep(peer if kind == "eager" else compiled_forward(peer), 3, dev)
    for pos0 in (5, 40):
        step.set([2, 7, 1], pos0)
        step.replay()
        with torch.no_grad():
            want = peer(
                torch.tensor([2, 7, 1], device=dev), torch.arange(pos0, pos0 + 3, device=dev)
            )
        assert float((step.logits() - want).abs().max()) <= TOL


def test_gpu_sample_cpu_smoke(tmp_path, monkeypatch):
    from bench import gpu_sample

    monkeypatch.setenv("OUT", str(tmp_path))
    art, draft = llvm_artifact("tiny"), llvm_artifact("tiny", n_layers=1)
    argv = [str(art), str(draft), "--prompts", "2", "--tokens", "6", "--ks", "2", "--seeds", "1"]
    assert gpu_sample.main([*argv, "--iters", "2"]) == 0
    res = json.loads((tmp_path / "gpu_sample_tiny.json").read_text())
    assert res["all_identical"] and set(res["identity"]) == {"prompt-lookup_k2", "draft_k2"}
    assert res["identity"]["draft_k2"]["of"] == 4  # 2 prompts x 2 temperatures x 1 seed
    assert set(res["kernel_cost"]) == {f"M{m}_{s}" for m in (1, 5) for s in gpu_sample.SETTINGS}
    assert res["command"].startswith("python bench/gpu_sample.py ")


def test_cpu_fma_floor_counts_every_weight_matrix_once():
    from bench.cpu_fma_floor import macs_per_row
    from speccc.model import resolve

    cfg = resolve("smollm2-135m", max_ctx=256).cfg
    layer = 576 * (576 + 2 * 192) + 576 * 576 + 3 * 576 * 1536  # qkv, o, gate/up/down
    assert macs_per_row(cfg) == 30 * layer + 49152 * 576  # + the LM head


def test_added_us_counts_only_what_extends_the_timeline():
    """A kernel that starts early and ends inside (or just past) its predecessor adds only what
    lies past the latest end so far; one after a gap adds its whole device time."""
    recs = [("a", 0.0, 10.0), ("b", 2.0, 9.0), ("c", 5.0, 10.0), ("d", 20.0, 3.0)]
    assert added_us(recs) == [("a", 10.0), ("b", 1.0), ("c", 4.0), ("d", 3.0)]
    assert added_us([("a", 0.0, 10.0), ("b", 1.0, 2.0)]) == [("a", 10.0), ("b", 0.0)]


def test_same_bits_sees_equal_builds_equal_and_a_nudged_weight_not():
    """bench/gpu_same_bits.py on the llvm tiny build against itself: every activation and K/V
    row the same; with one weight nudged, the logits differ (its negative control)."""
    from bench.gpu_same_bits import compare, engine

    path = llvm_artifact("tiny")
    w = random_weights(preset("tiny"))
    a, b = engine(path, w, 3), engine(path, w, 3)
    runs = compare(a, b, [1, 64], [1, 3])
    assert runs and all(not r["differ"] and r["tensors"] > 10 for r in runs)
    c = engine(path, dict(w, final_norm=w["final_norm"] * (1 + 2.0**-6)), 3)
    assert all("logits" in r["differ"] for r in compare(a, c, [1], [1, 3]))


def test_race_test_passes_a_deterministic_step_and_catches_a_replay_that_moves():
    """bench/gpu_parity.py's replay race test on the llvm tiny build: every replay of a step gives
    its first replay's bits in every kernel output and K/V row; a replay that nudges one logit,
    or moves one top-2 id (the negative controls, stand-ins for a racing merge), is reported at
    its M."""
    from bench.gpu_parity import replays

    path = llvm_artifact("tiny")
    w = random_weights(preset("tiny"))
    eng = Engine(open_artifact(path), w, max_rows=3, cuda_graphs=True)
    assert replays(eng, 5, 3, n=3) == []

    calls = {"n": 0}
    activations = eng.activations

    def racy(m):  # the second replay of the 2-row step reads one logit moved
        out = activations(m)
        calls["n"] += m == 2
        if m == 2 and calls["n"] == 3:
            out["logits"][0, 0] += 1.0
        return out

    eng.activations = racy
    assert replays(eng, 5, 3, n=3) == [2]

    threes = {"n": 0}

    def racy_top2(m):  # the 3-row step's first replay moves a top-2 id; its logits do not
        out = activations(m)
        threes["n"] += m == 3
        if m == 3 and threes["n"] == 2:
            key = next(k for k in sorted(out) if "top2" in k and out[k].dtype == torch.int32)
            out[key][0, 0] += 1
        return out

    eng.activations = racy_top2
    assert replays(eng, 5, 3, n=3) == [3]


def test_gpu_decode_cpu_smoke(tmp_path, monkeypatch):
    from bench import gpu_decode

    monkeypatch.setenv("OUT", str(tmp_path))
    argv = [str(llvm_artifact("tiny")), "--tokens", "20", "--chunk", "8", "--reps", "1"]
    assert gpu_decode.main([*argv, "--prompt-len", "5"]) == 0
    res = json.loads((tmp_path / "gpu_decode_tiny.json").read_text())
    assert res["prompt_len"] == 5
    forms = {f"{p}_{f}" for p in ("greedy", "sampled") for f in ("decode", "ahead")}
    assert res["all_identical"] and set(res["identity"]) == forms
    assert set(res["timing"]) == {"replay", "steps", "decode", "ahead"}


def test_gpu_verify_gap_cpu_smoke(tmp_path, monkeypatch):
    from bench import gpu_verify_gap

    monkeypatch.setenv("OUT", str(tmp_path))
    argv = [str(llvm_artifact("tiny")), "--k", "2,3", "--steps", "6", "--reps", "1"]
    assert gpu_verify_gap.main(argv) == 0
    res = json.loads((tmp_path / "gpu_verify_gap_tiny.json").read_text())
    for k in ("2", "3"):
        r = res["k"][k]
        assert r["verify_steps"] >= 6 and set(r["parts_us"]) == {"launch", "wait", "host"}
        assert r["replay_ms"] > 0 and r["generate_ms"] > 0 and r["generate_ahead_ms"] > 0
        assert r["ahead_same"] and r["ahead_control_differs"] and r["generate_ahead_same_tokens"]
