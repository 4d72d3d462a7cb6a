"""The sampling kernel (speccc.ops.sample): == the torch reference sampler token for token, rows
bitwise M-invariant (with a negative control), the distribution it draws from (chi-square), seeds,
greedy rows, and the cuda build.

The llvm kernel is built with both plans: the llvm plan (one lane, one slice) and the cuda plan
(512 lanes, ceil(V / 2048) slices, the last slice's CTA finishing the row) run serially, so the
cuda kernel's decomposition is checked here on the CPU.
"""

from __future__ import annotations

import shutil

import numpy as np
import pytest
import torch
import tvm
from scipy import stats
from speccc.schedules.registry import make_kernel, select_plan

from speccc.ir.target import get_target
from speccc.parity import mismatched_rows
from speccc.passes.check_m_flow import check_m_flow
from speccc.sampling import SamplingParams
from speccc.sampling.params import WORDS
from speccc.sampling.reference import sample_words
from tests.nvcc_flags import check_fast_math_flag
from tests.nvcc_flags import cuda_source as generated_cuda

V, MMAX = 5000, 17  # the cuda plan cuts V = 5000 into 3 slices
PLANS = {"llvm": "llvm", "cuda_plan": "cuda"}


def _build(v: int) -> dict[str, _Sampler]:
    funcs = {"top2": make_kernel("top2", {"v": v}, "llvm").with_attr("global_symbol", "top2")}
    plans = {n: select_plan("sample", "float32", 1, v, t) for n, t in PLANS.items()}
    for name, plan in plans.items():
        func = make_kernel("sample", {"v": v}, "llvm", plan)
        funcs[name] = check_m_flow(func).with_attr("global_symbol", name)
    lib = tvm.compile(tvm.IRModule(funcs), target=get_target("llvm").tvm())
    return {n: _Sampler(lib["top2"], lib[n], v, plans[n].split) for n in PLANS}


class _Sampler:
    """Runs top-2, then the sampling kernel, as the step does: tokens [M] int32."""

    def __init__(self, top2, sample, v: int, split: int):
        self.top2, self.sample, self.v, self.split = top2, sample, v, split

    def __call__(self, x: torch.Tensor, words: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
        m = x.shape[0]
        val, idx = torch.zeros(m, 2), torch.zeros(m, 2, dtype=torch.int32)
        self.top2(x.contiguous(), val, idx)
        out = torch.full((m,), -7, dtype=torch.int32)
        scratch = [
            torch.full((m, self.v), -3, dtype=torch.int32),  # poisoned: every slot is rewritten
            torch.full((m, self.v), -3, dtype=torch.int64),
            torch.full((m, self.split), -3, dtype=torch.int64),
            torch.full((m, self.split), -3, dtype=torch.int32),
            torch.zeros(m, dtype=torch.int32),  # arrival counts: 0 between launches
        ]
        self.sample(x.contiguous(), val, idx, pos, words.contiguous(), out, *scratch)
        assert scratch[-1].eq(0).all(), "the last CTA of a row resets its arrival count"
        return out


@pytest.fixture(scope="module")
def kernels() -> dict[str, _Sampler]:
    return _build(V)


@pytest.fixture(scope="module")
def small() -> dict[str, _Sampler]:
    """Kernels for the chi-square tests' logits vector."""
    return _build(len(LOGITS))


def _params(rng: np.random.Generator) -> SamplingParams:
    """A random setting: greedy 10% of the time; each filter on about half the time."""
    if rng.random() < 0.1:
        return SamplingParams()
    return SamplingParams(
        temperature=float(rng.choice([0.05, 0.3, 0.7, 1.0, 1.7, 40.0])),
        top_k=int(rng.choice([0, 0, 1, 2, 40, V + 3])),
        top_p=float(rng.choice([1.0, 1.0, 0.9, 0.5, 1e-9])),
        min_p=float(rng.choice([0.0, 0.0, 0.05, 0.5, 1.0])),
        seed=int(rng.integers(0, 2**63)) * 2 + int(rng.integers(0, 2)),
    )


def _rows(n: int, seed: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(logits [n, V], params words [n, WORDS], positions [n]) with ties, NaN and infinities."""
    rng = np.random.default_rng(seed)
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, V, generator=g) * torch.rand(n, 1, generator=g) * 6
    x[0, 10:200] = x[0].max()  # a tied maximum
    x[1 % n, :] = 0.5  # all equal
    x[2 % n, 7] = float("nan")
    x[3 % n, 9] = float("inf")  # the only token with weight
    x[4 % n, :100] = float("-inf")
    x[5 % n] = torch.round(x[5 % n] * 2) / 2  # many ties at every level
    words = torch.tensor([_params(rng).words() for _ in range(n)], dtype=torch.int32)
    pos = torch.tensor(rng.integers(0, 2**31 - 1, n), dtype=torch.int32)
    return x, words, pos


@pytest.mark.parametrize("plan", PLANS)
def test_kernel_equals_reference(kernels, plan):
    x, words, pos = _rows(48, seed=1)
    got = kernels[plan](x, words, pos)
    want = sample_words(x, words, pos)
    assert got.tolist() == want.tolist()


def _mismatches(fn, x, words, pos) -> list[int]:
    """Row counts M whose M-row tokens differ from the single-row calls (int views)."""
    singles = [fn(x[i : i + 1], words[i : i + 1], pos[i : i + 1]) for i in range(MMAX)]
    return [
        m for m in range(1, MMAX + 1) if mismatched_rows(fn(x[:m], words[:m], pos[:m]), singles[:m])
    ]


@pytest.mark.parametrize("plan", PLANS)
def test_rows_bitwise_invariant(kernels, plan):
    assert _mismatches(kernels[plan], *_rows(MMAX, seed=2)) == []


def test_negative_control_uniform_keyed_on_the_step(kernels):
    """A sampler that draws every row's uniform from the step's first position (keyed on the
    step, not the row's absolute position) must fail the row check for every M > 1."""
    fn = kernels["llvm"]

    def step_keyed(x, words, pos):  # M = 1 is the real kernel
        return fn(x, words, pos[:1].expand(pos.shape[0]).contiguous())

    x, words, pos = _rows(MMAX, seed=3)
    words[:] = torch.tensor(SamplingParams(temperature=50.0, seed=1).words())  # ~uniform rows
    assert _mismatches(step_keyed, x, words, pos) == list(range(2, MMAX + 1))


def test_greedy_rows_take_the_top2_id(kernels):
    x, _, pos = _rows(8, seed=4)
    words = torch.zeros(8, WORDS, dtype=torch.int32)
    got = kernels["cuda_plan"](x, words, pos)
    assert got.tolist() == torch.nan_to_num(x, nan=float("-inf")).argmax(-1).tolist()
    assert got[0] == 10  # the tied maximum: the lowest id


def _draws(fn, x: torch.Tensor, p: SamplingParams, n: int) -> np.ndarray:
    """Token counts [V] over n draws of one logits row x [V]: seeds 0..n-1 at positions
    0..n-1 (both keys vary)."""
    words = torch.tensor([SamplingParams(p.temperature, p.top_k, p.top_p, p.min_p, s).words()
                          for s in range(n)], dtype=torch.int32)  # fmt: skip
    tokens = fn(x.expand(n, -1), words, torch.arange(n, dtype=torch.int32))
    return np.bincount(tokens.numpy(), minlength=x.numel())


def _expected(x: torch.Tensor, p: SamplingParams) -> np.ndarray:
    """softmax(x / T) in float64, restricted to what top-k / top-p / min-p keep, renormalized."""
    q = torch.softmax(x.double() / p.temperature, 0)
    order = torch.argsort(-x.double(), stable=True)
    keep = torch.zeros_like(q, dtype=torch.bool)
    k = p.top_k or x.numel()
    mass = torch.cumsum(q[order[:k]], 0)
    n_top_p = int(torch.searchsorted(mass, p.top_p * float(mass[-1]))) + 1
    keep[order[: min(k, n_top_p)]] = True
    keep &= q >= p.min_p * q.max()
    q = torch.where(keep, q, 0)
    return (q / q.sum()).numpy()


# the chi-square tests' false-failure rate: a correct sampler fails with probability ALPHA over
# the choice of seeds (the seeds are fixed, so each run gives the same answer)
ALPHA = 1e-4
N_DRAWS = 40000
LOGITS = torch.tensor([2.0, 1.5, 1.5, 1.0, 0.3, 0.0, -0.5, -1.0, -2.0, -3.0, 0.9, 1.1])
SETTINGS = [
    SamplingParams(temperature=0.7),
    SamplingParams(temperature=1.3, top_k=6),
    SamplingParams(temperature=1.0, top_p=0.8),
    SamplingParams(temperature=1.0, min_p=0.1),
]


def _chi2_pvalue(counts: np.ndarray, probs: np.ndarray) -> float:
    assert counts.size == probs.size and counts[probs == 0].sum() == 0, "a filtered token drawn"
    live = probs > 0
    return float(stats.chisquare(counts[live], probs[live] * counts.sum()).pvalue)


@pytest.mark.parametrize("p", SETTINGS, ids=lambda p: f"T{p.temperature}k{p.top_k}p{p.top_p}")
def test_distribution_matches_softmax(small, p):
    counts = _draws(small["cuda_plan"], LOGITS, p, N_DRAWS)
    assert _chi2_pvalue(counts, _expected(LOGITS, p)) > ALPHA


def test_distribution_negative_control(small):
    """Draws at T = 1 tested against softmax(x / 0.7) must fail the same test."""
    counts = _draws(small["cuda_plan"], LOGITS, SamplingParams(temperature=1.0), N_DRAWS)
    assert _chi2_pvalue(counts, _expected(LOGITS, SamplingParams(temperature=0.7))) < ALPHA


def test_seeds_and_positions_change_the_draw(kernels):
    x = torch.zeros(1, V)  # uniform over V tokens
    pos = torch.zeros(1, dtype=torch.int32)

    def draw(seed: int, p: int) -> int:
        words = torch.tensor(
            [SamplingParams(temperature=1.0, seed=seed).words()], dtype=torch.int32
        )
        return int(kernels["llvm"](x, words, pos + p)[0])

    by_seed = {draw(s, 0) for s in range(20)}
    by_pos = {draw(0, p) for p in range(20)}
    assert len(by_seed) > 15 and len(by_pos) > 15
    assert draw(5, 3) == draw(5, 3)
    assert draw(2**64 - 1, 0) != draw(2**32 - 1, 0)  # the seed's high word counts


@pytest.fixture(scope="module")
def cuda_source() -> str:
    return generated_cuda(make_kernel("sample", {"v": 49152}, "cuda"), "sample_cuda")


def test_cuda_source_structure(cuda_source):
    assert "__launch_bounds__(512)" in cuda_source and "blockIdx.y" in cuda_source
    assert "atomicAdd" in cuda_source and cuda_source.count("fence_acq_rel_gpu();") == 2


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not found")
def test_cuda_source_compiles_with_nvcc(cuda_source):
    precise, _ = check_fast_math_flag(cuda_source)
    assert "setp.nan.f32" in precise  # the NaN test survives (fast math would flush it)
