"""On the GPU: every op's output rows of an M-row step are bitwise those of M single steps.

For cache lengths 1, 63, 64, 65, 127, 128, 129, 511, 512, 513, 2047 and 4095 (chunk and row-tile
boundaries; those that fit the artifact's max_ctx) and each M in 1..17 that fits, the script runs
one M-row step and M single-row steps from the same cache and compares, row by row and as integer
views, every activation tensor of the call program (every kernel family the artifact has) and the
K/V rows written. Then, with CUDA graphs, it replays each M-row step 100 times and checks that
every replay gives the same bits in every kernel's output and K/V row (atomics, last-CTA merges
and launch overlap can race). Also times each kernel at M=1 and M=8 against the copy bandwidth.

  python bench/gpu_parity.py ARTIFACT [--name NAME]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

import torch

sys.path.insert(0, ".")
from bench.gpu_common import copy_bandwidth_gbs, cuda_time_ms, write_result  # noqa: E402
from speccc.model import load  # noqa: E402
from speccc.parity import bitwise_equal  # noqa: E402
from speccc.runtime.artifact import open_artifact  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402


def parity(eng: Engine, base_len: int, max_m: int, seed: int) -> dict:
    g = torch.Generator().manual_seed(seed)
    base = torch.randint(0, eng.cfg.vocab, (base_len,), generator=g).tolist()
    by_family: dict[str, list] = defaultdict(lambda: [0, 0])  # family -> [rows checked, bad]
    family_of = {}
    families = {k.uri: k.family for k in eng.art.manifest.kernels}
    for c in eng.art.manifest.program:
        for n in c.writes:
            family_of.setdefault(n, families[c.kernel])
    bad_m = []
    for m in range(1, min(max_m, eng.cfg.max_ctx - base_len) + 1):
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


LENGTHS = (1, 63, 64, 65, 127, 128, 129, 511, 512, 513, 2047, 4095)


def replays(eng: Engine, base_len: int, max_m: int, n: int = 100) -> list[int]:
    """Ms whose captured step, replayed n times over the same ids and cache prefix, ever gives
    other bits than its first replay in any kernel's output (Engine.activations: the logits,
    top-2 values and ids, the sampled id, ...) or in its K/V rows."""

    def outputs(m: int) -> torch.Tensor:
        # one byte string of every output, compared where it lives (a copy to the host per
        # tensor and replay made 1000 replays at three lengths overrun 170 s on the H200)
        acts = eng.activations(m)
        kv = eng.kv_rows(base_len, base_len + m)
        ts = [acts[k] for k in sorted(acts)] + [t for rows in kv for t in rows]
        return torch.cat([t.contiguous().reshape(-1).view(torch.uint8) for t in ts])

    bad = []
    for m in range(1, max_m + 1):
        if base_len + m > eng.cfg.max_ctx:
            break
        eng.reset()
        eng.prefill(list(range(1, base_len + 1)))
        eng.step(list(range(7, 7 + m)))
        want = outputs(m)
        for _ in range(n):
            eng.replay(m)
            if not torch.equal(outputs(m), want):
                bad.append(m)
                break
    return bad


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
    ap.add_argument("--replays", type=int, default=100, help="graph replays a step and M")
    ap.add_argument(
        "--race-only",
        action="store_true",
        help="only the graph-replay race test (no row parity, no kernel times)",
    )
    a = ap.parse_args()
    art = open_artifact(a.artifact)
    # Every activation in its own storage (no buffer plan), so each one can be compared after
    # the step; the kernels and the program are the artifact's.
    art.manifest.buffer_plan = None
    _, weights = load(art.manifest.model, max_ctx=art.cfg.max_ctx)
    eng = Engine(art, weights, max_rows=a.max_m, cuda_graphs=False)
    name = a.name or f"gpu_parity_{eng.cfg.name}"
    lengths = [n for n in LENGTHS if n < eng.cfg.max_ctx]
    runs = [] if a.race_only else [parity(eng, bl, a.max_m, s) for s, bl in enumerate(lengths)]
    graphed = Engine(art, weights, max_rows=a.max_m, cuda_graphs=True)
    racy = {}
    for bl in (1, 511, lengths[-1]):
        racy[bl] = replays(graphed, bl, a.max_m, a.replays)
        print(f"  {a.replays} replays at length {bl}: Ms that raced {racy[bl]}", flush=True)
    copy = copy_bandwidth_gbs()
    bw = [] if a.race_only else kernel_bandwidth(eng, copy)
    all_ok = all(not r["bad_m"] for r in runs) and not any(racy.values())
    res = {
        "artifact": a.artifact,
        "model": eng.cfg.name,
        "bitwise_all": all_ok,
        "runs": runs,
        "replays": a.replays,
        "race_only": a.race_only,
        "replays_bad_m": racy,
        "pdl": art.manifest.compile.pdl,
        "copy_bandwidth_gb_s": copy,
        "kernels": bw,
        "command": " ".join(["python", *sys.argv]),
    }
    what = "" if a.race_only else f"row parity over cache lengths {lengths} and "
    print(
        f"{name}: bitwise {what}{a.replays} graph replays a step, M=1..{a.max_m}: "
        f"{'ALL BITWISE' if all_ok else 'MISMATCH'}"
    )
    for r in runs:
        if r["bad_m"]:
            print(f"  length {r['base_len']}: M {r['bad_m']} differ: {r['families']}")
    print(f"  replays: Ms that raced {racy}")
    for fam, r in (runs[0]["families"] if runs else {}).items():
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
