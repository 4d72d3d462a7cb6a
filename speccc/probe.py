"""The K-sweep probe: does an M=K verify reproduce M=1 greedy decode, row for row?

Replays greedy M=1 decode and records the logits at every position, then re-runs the same
continuation as M=K blocks (every row gets exactly the causal inputs of its M=1 step) and
compares: argmax flips, logit deltas, and how many rows are bitwise equal. Works for any
StepBackend (speccc.runtime.backend): the exact Engine, or the torch TorchModel.

At K=1 the replay makes the same M=1 calls as the trace, so that row of the table measures
run-to-run determinism: it is the control that every other K is read against (a backend whose
M=1 step is not deterministic shows mismatches there, tests/test_modes.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch

from speccc.parity import bitwise_equal
from speccc.speculative.proposers import argmax_ids


def greedy_trace(backend, prompt: list[int], tokens: int) -> tuple[list[int], torch.Tensor]:
    """(continuation c[0..T-1], logits [T-1, V]): logits[j] is the M=1 step that consumed c[j]."""
    backend.reset()
    cont = argmax_ids(backend.prefill(prompt)[-1:])
    logits = []
    for _ in range(tokens - 1):
        lg = backend.step([cont[-1]])
        logits.append(lg[0].float().cpu())
        cont += argmax_ids(lg)
    return cont, torch.stack(logits)


def replay_blocks(backend, prompt: list[int], cont: list[int], k: int) -> torch.Tensor:
    """The same continuation as M=k steps: logits [T-1, V], row j consumed c[j]."""
    backend.reset()
    backend.prefill(prompt)
    rows = []
    for j in range(0, len(cont) - 1, k):
        rows.append(backend.step(cont[j : min(j + k, len(cont) - 1)]).float().cpu())
    return torch.cat(rows)


def _gap(x: torch.Tensor) -> torch.Tensor:
    top = torch.topk(x, 2, dim=-1).values
    return top[..., 0] - top[..., 1]


def sweep(backend, prompts: list[list[int]], ks: list[int], tokens: int, log=print) -> dict:
    per_k = {
        k: {
            "k": k,
            "rows": 0,
            "flips": 0,
            "bitwise_rows": 0,
            "first": None,
            "sum_d": 0.0,
            "sum_abs_d": 0.0,
            "max_abs_d": 0.0,
            "flip_gaps": [],
            "deltas": [],
            "gaps": [],
        }
        for k in ks
    }
    for pi, prompt in enumerate(prompts):
        cont, ref = greedy_trace(backend, prompt, tokens)
        ref_gap = _gap(ref)
        for k in ks:
            got, r = replay_blocks(backend, prompt, cont, k), per_k[k]
            d = got.double() - ref.double()
            flips = [j for j in range(len(ref)) if int(got[j].argmax()) != int(ref[j].argmax())]
            r["rows"] += len(ref)
            r["flips"] += len(flips)
            r["bitwise_rows"] += sum(bitwise_equal(got[j], ref[j]) for j in range(len(ref)))
            if flips and r["first"] is None:
                r["first"] = {"prompt": pi, "pos": len(prompt) + flips[0], "row": flips[0] % k}
            r["sum_d"] += float(d.mean(-1).sum())
            r["sum_abs_d"] += float(d.abs().mean(-1).sum())
            r["max_abs_d"] = max(r["max_abs_d"], float(d.abs().max()))
            r["flip_gaps"] += [float(ref_gap[j]) for j in flips]
            r["deltas"] += d.abs().max(-1).values.tolist()
            r["gaps"] += ref_gap.tolist()
        log(f"prompt {pi + 1}/{len(prompts)} done")
    table = []
    for r in per_k.values():
        n = max(r["rows"], 1)
        table.append(
            {
                "k": r["k"],
                "rows": r["rows"],
                "flips": r["flips"],
                "first_divergence": r["first"],
                "mean_delta": r["sum_d"] / n,
                "mean_abs_delta": r["sum_abs_d"] / n,
                "max_abs_delta": r["max_abs_d"],
                "flip_gaps": r["flip_gaps"],
                "bitwise_rows_frac": r["bitwise_rows"] / n,
                "row_max_abs_delta": r["deltas"],
                "row_ref_gap": r["gaps"],
            }
        )
    return {"tokens": tokens, "prompts": len(prompts), "table": table}


def format_table(result: dict) -> str:
    lines = ["K\tflips\tfirst divergence\tmean Δ\tmean|Δ|\tmax|Δ|\tflip gaps\tbitwise rows"]
    for r in result["table"]:
        f = r["first_divergence"]
        first = f"P={f['pos']}, row {f['row']} (prompt {f['prompt']})" if f else "none"
        gaps = ",".join(f"{g:.3f}" for g in r["flip_gaps"][:6]) or "-"
        lines.append(
            f"{r['k']}\t{r['flips']}\t{first}\t{r['mean_delta']:.2e}\t"
            f"{r['mean_abs_delta']:.2e}\t{r['max_abs_delta']:.2e}\t{gaps}\t"
            f"{r['bitwise_rows_frac']:.1%}"
        )
    return "\n".join(lines)


def write(result: dict, out: Path, label: str) -> list[Path]:
    """JSON and, where matplotlib is installed, PNG plots: flips vs K, |Δ| histogram, gap vs |Δ|."""
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / f"probe_{label}.json"]
    paths[0].write_text(json.dumps(result, indent=1))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return paths
    t = result["table"]
    fig, ax = plt.subplots(1, 3, figsize=(15, 4))
    ax[0].plot([r["k"] for r in t], [r["flips"] for r in t], "o-")
    ax[0].set(xlabel="K (rows per verify)", ylabel="argmax flips", title=f"{label}: flips vs K")
    for r in t:
        vals = [v for v in r["row_max_abs_delta"] if v > 0]
        if vals:
            ax[1].hist(vals, bins=40, alpha=0.5, label=f"K={r['k']}")
        ax[2].scatter(r["row_ref_gap"], r["row_max_abs_delta"], s=4, label=f"K={r['k']}")
    ax[1].set(xlabel="row max |Δ logit| (nonzero only)", ylabel="rows", title="Δ histogram")
    ax[2].set(xlabel="M=1 top1−top2 gap", ylabel="row max |Δ logit|", title="gap vs |Δ|")
    for a in ax[1:]:
        if a.get_legend_handles_labels()[0]:
            a.legend()
    fig.tight_layout()
    png = out / f"probe_{label}.png"
    fig.savefig(png, dpi=80)
    plt.close(fig)
    return paths + [png]
