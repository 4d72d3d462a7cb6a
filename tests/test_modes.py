"""Guarded mode, audit and the probe, on the tiny model (CPU, llvm kernels).

Guarded mode's guarantee, asserted here: every token where the guard fired is exactly the token
greedy decode emits after the same prefix (its logits are the exact M=1 row), and the exact
engine's cache only ever holds K/V the exact kernels wrote; tau=inf is exact greedy, tau=0 is the
raw verifier, and an intermediate tau (picked from measured gaps) fires on some rows, not all.
"""

from __future__ import annotations

import math
import statistics

import pytest
import torch

from speccc import probe
from speccc.model import load
from speccc.parity import bitwise_equal
from speccc.reference import TorchModel
from speccc.runtime.engine import Engine
from speccc.speculative import AuditError, PromptLookup, TorchVerifier, generate
from tests.artifacts import llvm_artifact

PROMPTS = [[(7 * i + j) % 50 for i in range(12)] * 2 for j in range(4)]  # repetitive: drafts
NEW = 24


@pytest.fixture(scope="module")
def tiny():
    _, w = load("tiny", max_ctx=512)
    eng = Engine.load(llvm_artifact("tiny"), w, max_rows=17)
    return eng, w, TorchVerifier(eng, w, torch.bfloat16)


@pytest.fixture(scope="module")
def greedy(tiny):
    eng = tiny[0]
    return [generate(eng, p, NEW).tokens for p in PROMPTS]


class Oracle:
    """Proposes the greedy continuation itself, so the exact path accepts every draft and a
    verify step has several rows for the guard to inspect."""

    def __init__(self, prompt: list[int], cont: list[int]):
        self.seq = prompt + cont

    def reset(self) -> None:
        pass

    def propose(self, ctx: list[int], k: int) -> list[int]:
        n = len(ctx)
        return self.seq[n : n + k] if self.seq[:n] == ctx else []


def _run(eng, ver, prompt, proposer=None, **kw):
    return generate(eng, prompt, NEW, proposer=proposer or PromptLookup(), k=4, verifier=ver, **kw)


def _greedy_rows(eng, prompt: list[int], out: list[int]) -> list[torch.Tensor]:
    """Exact M=1 logits that greedy decode computes after prompt + out[:i], for every i."""
    eng.reset()
    rows = [eng.prefill(prompt)]
    rows += [eng.step([t]) for t in out[:-1]]
    return rows


def _fresh_kv(eng, seq: list[int]) -> dict[str, torch.Tensor]:
    """K/V of token-by-token exact decode of seq."""
    eng.reset()
    for t in seq:
        eng.step([t])
    return eng.kv_snapshot()


def _assert_guarantee(eng, prompt, g) -> None:
    """Every fired token is greedy's after the same prefix, and the exact cache is exact."""
    kv = eng.kv_snapshot()  # the exact engine's cache right after the guarded run
    assert len(prompt) <= eng.pos < len(prompt) + len(g.tokens)
    seq = prompt + g.tokens
    want = _fresh_kv(eng, seq[: len(kv["k_cache.0"])])
    assert all(bitwise_equal(kv[n], want[n]) for n in want), "exact cache holds non-exact K/V"
    rows = _greedy_rows(eng, prompt, g.tokens)
    for i in g.stats.guard_fired_at:
        assert g.tokens[i] == int(rows[i].argmax()), f"fired token {i} is not greedy's"


def test_guard_tau_inf_equals_exact(tiny, greedy):
    eng, _, ver = tiny
    for p, want in zip(PROMPTS, greedy, strict=True):
        g = _run(eng, ver, p, mode="guarded", tau=math.inf)
        assert g.tokens == want
        assert g.stats.guard_fired_at == list(range(len(want)))  # every token came from M=1
        _assert_guarantee(eng, p, g)


def test_guard_tau_zero_equals_raw_verifier(tiny, greedy):
    eng, _, ver = tiny
    differs = 0
    for p, want in zip(PROMPTS, greedy, strict=True):
        raw = _run(eng, ver, p, mode="torch")
        g = _run(eng, ver, p, mode="guarded", tau=0.0)
        assert g.tokens == raw.tokens and g.stats.guard_fired == 0
        assert g.stats.guard_rows > 0
        differs += g.tokens != want
    assert differs > 0, "the bf16 verifier never left greedy: the guard tests prove nothing"


def test_guard_intermediate_tau_fires_on_some_rows(tiny, greedy):
    """tau is the median of the gaps the guard measured at tau=0: it fires on rows below it and
    not on the others, and every fired token is greedy's (with exact K/V behind it)."""
    eng, _, ver = tiny
    oracles = [Oracle(p, c) for p, c in zip(PROMPTS, greedy, strict=True)]
    gaps = []
    for p, o in zip(PROMPTS, oracles, strict=True):
        gaps += _run(eng, ver, p, o, mode="guarded", tau=0.0).stats.guard_gaps
    tau = statistics.median(gaps)
    fired = inspected = multi_row_fires = 0
    for p, o in zip(PROMPTS, oracles, strict=True):
        g = _run(eng, ver, p, o, mode="guarded", tau=tau)
        _assert_guarantee(eng, p, g)
        fired, inspected = fired + g.stats.guard_fired, inspected + g.stats.guard_rows
        multi_row_fires += g.stats.accepted > 0 and g.stats.guard_fired > 0
        assert sum(x < tau for x in g.stats.guard_gaps) == g.stats.guard_fired
    assert 0 < fired < inspected, (tau, fired, inspected)
    assert multi_row_fires > 0  # the guard fired inside multi-row verify steps


def test_guard_rejects_a_nan_or_negative_tau(tiny):
    eng, _, ver = tiny
    for tau in (float("nan"), -5.0):
        with pytest.raises(ValueError, match="tau"):
            _run(eng, ver, PROMPTS[0], mode="guarded", tau=tau)


def test_generate_refuses_what_it_cannot_take_before_anything_runs(tiny):
    """Non-integer counts and ids (never truncated) and ids outside the vocabulary: a one-line
    ValueError naming the argument, before the engine is reset (pos and cache as they were)."""
    eng = tiny[0]
    eng.reset()
    eng.step([1, 2, 3])
    pos, snap = eng.pos, eng.kv_snapshot()
    bad = [
        (dict(max_new_tokens=2.5), "max_new_tokens must be an integer"),
        (dict(max_new_tokens=True), "max_new_tokens must be an integer"),
        (dict(k=2.0, proposer=PromptLookup()), "k must be an integer"),
        (dict(eos_id=1.0), "eos_id must be an integer"),
        (dict(prompt=[1, 2.5]), "prompt: a token id must be an integer"),
        (dict(prompt="12"), "prompt: a token id must be an integer"),
        (dict(prompt=[1, eng.cfg.vocab]), "outside the vocabulary"),
        (dict(prompt=[-1]), "outside the vocabulary"),
    ]
    for kw, msg in bad:
        kw = {"prompt": PROMPTS[0], "max_new_tokens": 4, **kw}
        with pytest.raises(ValueError, match=msg):
            generate(eng, kw.pop("prompt"), kw.pop("max_new_tokens"), **kw)
    assert eng.pos == pos
    assert all(bitwise_equal(snap[n], t) for n, t in eng.kv_snapshot().items())
    # integers of other kinds are integers: the same tokens as plain ints give
    want = generate(eng, PROMPTS[0], 4).tokens
    got = generate(eng, torch.tensor(PROMPTS[0]), torch.tensor(4), eos_id=torch.tensor(10**6))
    assert got.tokens == want


def test_verifier_has_its_own_cache(tiny):
    eng, _, ver = tiny
    assert ver.k_cache.data_ptr() != eng.kv_tensors()[0][0].data_ptr()
    assert ver.k_cache.dtype == torch.bfloat16


# ---- audit ---------------------------------------------------------------------------------


def test_audit_passes_on_exact_kernels(tiny):
    eng, _, _ = tiny
    for p in PROMPTS[:2]:
        o = Oracle(p, generate(eng, p, NEW).tokens)
        g = _run(eng, None, p, o, audit=1.0, strict=True)
        assert g.stats.audited == g.stats.rows and g.stats.audit_mismatches == []
        kv = eng.kv_snapshot()
        h = _run(eng, None, p, o)
        assert g.tokens == h.tokens  # auditing leaves the state untouched
        assert all(bitwise_equal(kv[n], t) for n, t in eng.kv_snapshot().items())


class _Planted:
    """The exact engine with a planted non-exact verify row (row 1 of M > 1 steps): +1 ulp on
    its logits, or on the K it wrote in layer `kv_layer`."""

    def __init__(self, eng, kv_layer: int | None = None):
        self.eng, self.kv_layer = eng, kv_layer

    def __getattr__(self, name):
        return getattr(self.eng, name)

    def step(self, ids):
        out = self.eng.step(ids)
        if len(ids) > 1:
            if self.kv_layer is None:
                out[1] = torch.nextafter(out[1], torch.full_like(out[1], math.inf))
            else:
                k = self.eng.kv_tensors()[self.kv_layer][0][self.eng.pos - len(ids) + 1]
                k.copy_(torch.nextafter(k, torch.full_like(k, math.inf)))
        return out


def test_audit_catches_a_planted_non_exact_row(tiny, greedy):
    eng, _, _ = tiny
    planted = _Planted(eng)
    o = Oracle(PROMPTS[0], greedy[0])
    g = generate(planted, PROMPTS[0], NEW, proposer=o, k=4, audit=1.0)
    assert g.stats.audit_mismatches, "the audit missed a planted 1-ulp row"
    assert all(m["row"] == 1 and not m["logits_equal"] for m in g.stats.audit_mismatches)
    with pytest.raises(AuditError):
        generate(planted, PROMPTS[0], NEW, proposer=o, k=4, audit=1.0, strict=True)


def test_audit_catches_a_planted_kv_drift(tiny, greedy):
    """1 ulp on one K row the verify wrote: the logits of that row are untouched, so only a
    K/V comparison against an M=1 recompute from the pre-verify prefix can see it."""
    eng, _, _ = tiny
    planted = _Planted(eng, kv_layer=1)
    g = generate(planted, PROMPTS[0], NEW, proposer=Oracle(PROMPTS[0], greedy[0]), k=4, audit=1.0)
    bad = g.stats.audit_mismatches
    assert bad, "the audit missed a planted 1-ulp K/V drift"
    assert all(m["row"] == 1 and m["kv_layers_differ"] == [1] for m in bad)
    assert any(m["logits_equal"] for m in bad)


def test_audit_sees_a_non_exact_verifier(tiny):
    """Torch mode (fp32 verifier) with the audit: its rows are not the exact M=1 rows."""
    eng, w, _ = tiny
    ver = TorchVerifier(eng, w)
    g = _run(eng, ver, PROMPTS[0], mode="torch", audit=1.0)
    assert g.stats.audited > 0 and g.stats.audit_mismatches
    assert g.tokens == _run(eng, ver, PROMPTS[0], mode="torch").tokens  # state untouched


# ---- probe ---------------------------------------------------------------------------------


def test_probe_exact_backend_is_bitwise_at_every_k(tiny):
    eng, w, _ = tiny
    res = probe.sweep(eng, PROMPTS[:2], [1, 2, 4, 8, 16], 24, log=lambda s: None)
    for row in res["table"]:
        assert row["flips"] == 0 and row["bitwise_rows_frac"] == 1.0, row["k"]
    assert "bitwise rows" in probe.format_table(res)


def test_probe_sees_the_torch_backend(tiny):
    """Negative control for K > 1: a batched-GEMM backend is not bitwise."""
    eng, w, _ = tiny
    res = probe.sweep(TorchModel(eng.cfg, w), PROMPTS[:2], [8], 24, log=lambda s: None)
    (k8,) = res["table"]
    assert k8["bitwise_rows_frac"] < 1.0 and k8["max_abs_delta"] > 0


class _Jitter:
    """An M=1-deterministic-looking backend that is not deterministic run to run: each step's
    logits move by 1 ulp with probability 1/2 (atomics-style nondeterminism)."""

    def __init__(self, eng):
        self.eng, self.rng = eng, torch.Generator().manual_seed(0)

    def __getattr__(self, name):
        return getattr(self.eng, name)

    def step(self, ids):
        out = self.eng.step(ids)
        if torch.rand((), generator=self.rng) < 0.5:
            out = torch.nextafter(out, torch.full_like(out, math.inf))
        return out


def test_probe_k1_control_sees_nondeterminism(tiny):
    """The K=1 row replays the trace's own M=1 calls: it must flag a backend that does not
    reproduce itself (else the K=1 line of the table could not fail)."""
    eng, _, _ = tiny
    res = probe.sweep(_Jitter(eng), PROMPTS[:1], [1], 24, log=lambda s: None)
    assert res["table"][0]["bitwise_rows_frac"] < 1.0
