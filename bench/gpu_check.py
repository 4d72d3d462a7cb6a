"""On the GPU: the correctness tier and the planned engine's bitwise parity, per artifact.

For each artifact: (1) `speccc.runtime.check` on P prompts (prompt rows + decode steps, logits
against the float64 torch reference on CPU, within the stated tolerance); (2) with the buffer
plan's shared activation storage and CUDA graphs (the engine as it ships), an M-row step equals
M single steps bitwise, logits and K/V, for M = 1..17 at several cache lengths.

  python bench/gpu_check.py ARTIFACT [ARTIFACT ...] [--prompts P]
"""

from __future__ import annotations

import argparse
import sys

import torch

sys.path.insert(0, ".")
from bench.gpu_common import write_result  # noqa: E402
from speccc.parity import bitwise_equal, mismatched_rows  # noqa: E402
from speccc.runtime.check import check_against_reference  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402


def m_parity(eng: Engine, base_len: int, max_m: int, seed: int) -> list[int]:
    """The M values whose step differs bitwise (logits or K/V) from M single steps."""
    g = torch.Generator().manual_seed(seed)
    base = torch.randint(0, eng.cfg.vocab, (base_len,), generator=g).tolist()
    bad = []
    for m in range(1, max_m + 1):
        ids = torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()
        eng.reset()
        eng.prefill(base)
        full, kv_full = eng.step(ids), eng.kv_snapshot()
        eng.reset()
        eng.prefill(base)
        singles = [eng.step([t]) for t in ids]
        kv_one = eng.kv_snapshot()
        if mismatched_rows(full, singles) or not all(
            bitwise_equal(kv_full[n], kv_one[n]) for n in kv_one
        ):
            bad.append(m)
    return bad


def check_one(path: str, n_prompts: int) -> dict:
    eng, w = Engine.load_with_weights(path, max_rows=17)
    checks = []
    for i in range(n_prompts):
        g = torch.Generator().manual_seed(100 + i)
        prompt = torch.randint(0, eng.cfg.vocab, (8 + 3 * i,), generator=g).tolist()
        checks.append(check_against_reference(eng, w, prompt, decode_steps=8))
        print(f"  {checks[-1].summary()}", flush=True)
    parity = {bl: m_parity(eng, bl, 17, seed) for seed, bl in enumerate((1, 64, 197))}
    mem = eng.memory
    return {
        "artifact": path,
        "model": eng.cfg.name,
        "target": eng.art.target,
        "reference_checks": [c.to_dict() for c in checks],
        "reference_all_pass": all(c.passed for c in checks),
        "max_rel_err": max(c.max_rel_err for c in checks),
        "tolerance": checks[0].tol,
        "m_parity_bad_m": parity,
        "m_parity_all_bitwise": not any(parity.values()),
        "activation_buffers": len(mem.buffers),
        "activation_tensors": len(eng.art.manifest.buffer_plan.assign),
        "cuda_graphs": eng.use_graphs,
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifacts", nargs="+")
    ap.add_argument("--prompts", type=int, default=4)
    a = ap.parse_args()
    runs = []
    for path in a.artifacts:
        print(path, flush=True)
        r = check_one(path, a.prompts)
        print(
            f"  reference: {'PASS' if r['reference_all_pass'] else 'FAIL'} "
            f"(max {r['max_rel_err']:.2e} <= {r['tolerance']:.2e}); "
            "M-parity with the buffer plan + CUDA graphs: "
            f"{'ALL BITWISE' if r['m_parity_all_bitwise'] else r['m_parity_bad_m']}",
            flush=True,
        )
        runs.append(r)
    ok = all(r["reference_all_pass"] and r["m_parity_all_bitwise"] for r in runs)
    cmd = f"python bench/gpu_check.py {' '.join(a.artifacts)} --prompts {a.prompts}"
    print(write_result("gpu_check", {"runs": runs, "all_ok": ok, "command": cmd}))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
