"""Guarded mode, audit and the probe, on the tiny model (CPU, llvm kernels)."""

from __future__ import annotations

import math

import pytest
import torch

from speccc import probe
from speccc.model import load
from speccc.reference import TorchModel
from speccc.runtime.engine import Engine
from speccc.speculative import AuditError, PromptLookup, generate
from speccc.speculative.torch_backend import TorchVerifier
from tests.artifacts import llvm_artifact

PROMPTS = [[(7 * i + j) % 50 for i in range(12)] * 2 for j in range(4)]  # repetitive: drafts


@pytest.fixture(scope="module")
def tiny():
    _, w = load("tiny", max_ctx=512)
    eng = Engine.load(llvm_artifact("tiny"), w, max_rows=17)
    return eng, w, TorchVerifier(eng, w)


def _run(eng, ver, prompt, **kw):
    return generate(eng, prompt, 24, proposer=PromptLookup(), k=4, verifier=ver, **kw)


def test_guard_tau_inf_equals_exact(tiny):
    eng, _, ver = tiny
    for p in PROMPTS:
        exact = _run(eng, None, p).tokens
        g = _run(eng, ver, p, mode="guarded", tau=math.inf)
        assert g.tokens == exact
        assert g.stats.guard_fired == g.stats.steps  # every verify re-decoded at M=1


def test_guard_tau_zero_equals_raw_torch_verify(tiny):
    eng, _, ver = tiny
    for p in PROMPTS:
        raw = _run(eng, ver, p, mode="torch")
        g = _run(eng, ver, p, mode="guarded", tau=0.0)
        assert g.tokens == raw.tokens and g.stats.guard_fired == 0
        assert g.stats.guard_rows > 0


def test_audit_passes_on_exact_kernels(tiny):
    eng, _, _ = tiny
    for p in PROMPTS[:2]:
        g = _run(eng, None, p, audit=1.0, strict=True)
        assert g.stats.audited > 0 and g.stats.audit_mismatches == []
        assert g.tokens == _run(eng, None, p).tokens  # auditing leaves the state untouched


class _Planted:
    """The exact engine with one non-exact verify row planted (row 1 of M>1 steps, +1 ulp)."""

    def __init__(self, eng):
        self.eng = eng

    def __getattr__(self, name):
        return getattr(self.eng, name)

    def step(self, ids):
        out = self.eng.step(ids)
        if len(ids) > 1:
            out[1] = torch.nextafter(out[1], torch.full_like(out[1], math.inf))
        return out


def test_audit_catches_a_planted_non_exact_row(tiny):
    eng, _, _ = tiny
    planted = _Planted(eng)
    g = generate(planted, PROMPTS[0], 24, proposer=PromptLookup(), k=4, audit=1.0)
    assert g.stats.audit_mismatches, "the audit missed a planted 1-ulp row"
    assert all(m["row"] == 1 for m in g.stats.audit_mismatches)
    with pytest.raises(AuditError):
        generate(planted, PROMPTS[0], 24, proposer=PromptLookup(), k=4, audit=1.0, strict=True)


def test_probe_exact_backend_is_bitwise_at_every_k(tiny):
    eng, w, _ = tiny
    res = probe.sweep(eng, PROMPTS[:2], [1, 2, 4, 8, 16], 24, log=lambda s: None)
    for row in res["table"]:
        assert row["flips"] == 0 and row["bitwise_rows_frac"] == 1.0, row["k"]
    assert "bitwise rows" in probe.format_table(res)


def test_probe_sees_the_torch_backend(tiny):
    """Negative control for the probe: a batched-GEMM backend is not bitwise at K > 1."""
    eng, w, _ = tiny
    res = probe.sweep(TorchModel(eng.cfg, w), PROMPTS[:2], [1, 8], 24, log=lambda s: None)
    k1, k8 = res["table"]
    assert k1["bitwise_rows_frac"] == 1.0
    assert k8["bitwise_rows_frac"] < 1.0 and k8["max_abs_delta"] > 0
