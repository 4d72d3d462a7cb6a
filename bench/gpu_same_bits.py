"""On the GPU: two builds of one model give the same bits (a scheduling change that must not move
a value: its kernels are bitwise the old ones, in the whole step, at every M).

For cache lengths 1, 64, 511, 2047, 4095 (those that fit) and M in 1, 2, 5, 8, 16, 17, both
artifacts run the same M-row step from the same cache prefix (the same weights, read once); every
activation of the call program and the K/V rows written are compared as integer views. The
negative control: the second build again with one weight scaled by 1 + 2^-6, whose logits must
then differ.

  python bench/gpu_same_bits.py ARTIFACT_A ARTIFACT_B [--name NAME] [--lengths 1,64,511]
"""

from __future__ import annotations

import argparse
import sys

import torch

sys.path.insert(0, ".")
from bench.gpu_common import write_result  # noqa: E402
from speccc.model import load  # noqa: E402
from speccc.parity import bitwise_equal  # noqa: E402
from speccc.runtime.artifact import open_artifact  # noqa: E402
from speccc.runtime.engine import Engine  # noqa: E402

LENGTHS = (1, 64, 511, 2047, 4095)
MS = (1, 2, 5, 8, 16, 17)


def engine(path: str, weights, max_m: int) -> Engine:
    art = open_artifact(path)
    art.manifest.buffer_plan = None  # every activation in its own storage, comparable after
    return Engine(art, weights, max_rows=max_m, cuda_graphs=False)


def step_bits(eng: Engine, base: list[int], ids: list[int]) -> dict[str, torch.Tensor]:
    eng.reset()
    eng.prefill(base)
    eng.step(ids)
    out = dict(eng.activations(len(ids)))
    for i, rows in enumerate(eng.kv_rows(len(base), len(base) + len(ids))):
        for j, t in enumerate(rows):
            out[f"kv.{i}.{j}"] = t
    return {k: v.clone() for k, v in out.items()}


def compare(a: Engine, b: Engine, lengths, ms) -> list[dict]:
    """One record per (length, M): the tensors whose bits differ."""
    g = torch.Generator().manual_seed(0)
    out = []
    for n in lengths:
        base = torch.randint(0, a.cfg.vocab, (n,), generator=g).tolist()
        for m in ms:
            if n + m > a.cfg.max_ctx:
                continue
            ids = torch.randint(0, a.cfg.vocab, (m,), generator=g).tolist()
            ta, tb = step_bits(a, base, ids), step_bits(b, base, ids)
            if set(ta) != set(tb):
                raise SystemExit(f"the builds' programs differ: {sorted(set(ta) ^ set(tb))}")
            bad = [k for k in ta if not bitwise_equal(ta[k], tb[k])]
            out.append({"length": n, "m": m, "tensors": len(ta), "differ": bad})
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--name", default=None)
    ap.add_argument(
        "--lengths",
        type=lambda v: tuple(int(x) for x in v.split(",")),
        default=LENGTHS,
        help="cache lengths, comma-separated (those below max_ctx run)",
    )
    args = ap.parse_args()
    art = open_artifact(args.a)
    _, weights = load(art.manifest.model, max_ctx=art.cfg.max_ctx)
    max_m = max(MS)
    ea, eb = engine(args.a, weights, max_m), engine(args.b, weights, max_m)
    lengths = [n for n in args.lengths if n < ea.cfg.max_ctx]
    runs = compare(ea, eb, lengths, MS)
    same = all(not r["differ"] for r in runs)
    # negative control: one weight of B's nudged; its logits must move
    name = "final_norm"
    nudged = dict(weights)
    nudged[name] = weights[name] * (1 + 2.0**-6)  # a step of a bf16 weight too
    ec = engine(args.b, nudged, max_m)
    ctl = compare(ea, ec, lengths[:1], (1,))
    control_seen = any("logits" in r["differ"] for r in ctl)
    res = {
        "a": args.a,
        "b": args.b,
        "model": ea.cfg.name,
        "same_bits": same,
        "runs": runs,
        "negative_control": {"nudged": name, "logits_differ": control_seen},
        "command": " ".join(["python", *sys.argv]),
    }
    label = args.name or f"gpu_same_bits_{ea.cfg.name}"
    print(
        f"{label}: {args.b} vs {args.a}, every activation and K/V row at lengths {lengths} x "
        f"M {list(MS)}: {'SAME BITS' if same else 'DIFFER'}; negative control "
        f"({name} x (1 + 2^-6)) {'differs as it must' if control_seen else 'NOT SEEN'}"
    )
    for r in runs:
        if r["differ"]:
            print(f"  length {r['length']} M={r['m']}: {r['differ'][:8]}")
    print(write_result(label, res))
    return 0 if same and control_seen else 1


if __name__ == "__main__":
    sys.exit(main())
