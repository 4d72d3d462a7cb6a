"""On the GPU: every op's output rows of an M-row step are bitwise those of M single steps.

For each M in 1..17 the script runs one M-row step and M single-row steps from the same cache and
compares, row by row and as integer views, every activation tensor of the call program (so every
kernel family: embed, rmsnorm, add_rmsnorm, gemv, rope_kv_append, attention, silu_mul, top2) and
the K/V rows written. Also times each kernel at M=1 and M=8 against the copy bandwidth.

  python bench/gpu_parity.py ARTIFACT [--name NAME]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

import torch

sys.path.insert(0, ".")
from bench.gpu_common import copy_bandwidth_gbs, cuda_time_ms, write_result  # noqa: E402
from speccc.parity import bitwise_equal  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402


def parity(eng: Engine, base_len: int, max_m: int, seed: int) -> dict:
    g = torch.Generator().manual_seed(seed)
    base = torch.randint(0, eng.cfg.vocab, (base_len,), generator=g).tolist()
    by_family: dict[str, list] = defaultdict(lambda: [0, 0])  # family -> [rows checked, bad]
    family_of = {}
    kind_of = {k["uri"]: k["family"] for k in eng.art.manifest["kernels"]}  # the op kind
    for c in eng.art.manifest["program"]:
        fam = kind_of[c["kernel"]]
        for a in c["args"]:
            if a["kind"] == "tensor":
                family_of.setdefault(a["name"], fam)
    bad_m = []
    for m in range(1, max_m + 1):
        ids = torch.randint(0, eng.cfg.vocab, (m,), generator=g).tolist()
        eng.reset()
        eng.prefill(base)
        eng.step(ids)
        full, kv_full = eng.activations(m), eng.kv_snapshot()
        eng.reset()
        eng.prefill(base)
        singles = []
        for t in ids:
            eng.step([t])
            singles.append(eng.activations(1))
        kv_one = eng.kv_snapshot()
        ok = True
        for name, t in full.items():
            fam = family_of.get(name, "?")
            for i in range(m):
                same = bitwise_equal(t[i : i + 1], singles[i][name])
                by_family[fam][0] += 1
                by_family[fam][1] += 0 if same else 1
                ok &= same
        kv_ok = all(bitwise_equal(kv_full[n], kv_one[n]) for n in kv_one)
        by_family["kv_cache"][0] += 1
        by_family["kv_cache"][1] += 0 if kv_ok else 1
        if not (ok and kv_ok):
            bad_m.append(m)
    return {
        "base_len": base_len,
        "bad_m": bad_m,
        "families": {f: {"rows": r, "mismatches": b} for f, (r, b) in by_family.items()},
    }


def kernel_bandwidth(eng: Engine, copy_gbs: float) -> list[dict]:
    out = []
    eng.reset()
    eng.prefill(list(range(1, 100)))
    for m in (1, 8):
        for uri, run, args in eng.program(m):
            if any(r["kernel"] == uri and r["m"] == m for r in out):
                continue
            nbytes = sum(
                a.numel() * a.element_size()
                for a in args
                if not (a.dim() == 3 and a.shape[0] == eng.cfg.max_ctx)
            )
            ms = cuda_time_ms(run, iters=30)
            gbs = nbytes / ms / 1e6
            out.append(
                {
                    "kernel": uri,
                    "m": m,
                    "us": ms * 1e3,
                    "bytes": nbytes,
                    "gb_s": gbs,
                    "frac_of_copy_bw": gbs / copy_gbs,
                }
            )
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--name", default=None)
    ap.add_argument("--max-m", type=int, default=17)
    a = ap.parse_args()
    eng = Engine.load(a.artifact, max_rows=a.max_m, cuda_graphs=False)
    name = a.name or f"gpu_parity_{eng.cfg.name}"
    runs = [parity(eng, bl, a.max_m, seed) for seed, bl in enumerate((1, 63, 64, 65, 197))]
    copy = copy_bandwidth_gbs()
    bw = kernel_bandwidth(eng, copy)
    all_ok = all(not r["bad_m"] for r in runs)
    res = {
        "artifact": a.artifact,
        "model": eng.cfg.name,
        "bitwise_all": all_ok,
        "runs": runs,
        "copy_bandwidth_gb_s": copy,
        "kernels": bw,
        "command": f"python bench/gpu_parity.py {a.artifact}",
    }
    print(
        f"{name}: bitwise row parity for M=1..{a.max_m} over {len(runs)} cache lengths: "
        f"{'ALL BITWISE' if all_ok else 'MISMATCH'}"
    )
    for fam, r in runs[0]["families"].items():
        print(f"  {fam:14s} rows {r['rows']:6d} mismatches {r['mismatches']}")
    print(f"copy bandwidth {copy:.0f} GB/s")
    for r in sorted(bw, key=lambda r: -r["us"])[:12]:
        print(
            f"  M={r['m']} {r['us']:8.1f} us {r['gb_s']:7.0f} GB/s ({r['frac_of_copy_bw']:.0%}) "
            f"{r['kernel']}"
        )
    print(write_result(name, res))
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
