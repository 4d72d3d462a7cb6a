"""The step benchmark's figure: step time vs cache length per engine (M=1 and M=8 panels, the
weight roofline as a floor) and, below, the device time of one speccc step per op role (qkv,
attn, gate_up, lm_head, ...: all layers' calls summed) at each profiled length."""

from __future__ import annotations

from pathlib import Path

ENGINE_LABELS = {
    "speccc_replay_ms": "speccc (graph replay)",
    "speccc_step_ms": "speccc Engine.step (host included)",
    "torch_eager_graph_ms": "torch eager + CUDA graph",
    "torch_compile_graph_ms": "torch.compile + CUDA graph",
}


def plot_step(res: dict, path: Path, title: str) -> Path | None:
    """Write the PNG; None (and a note) where matplotlib is not installed."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no PNG")
        return None
    ms = [m for m in (1, 8) if any(r["m"] == m for r in res["rows"])] or [res["rows"][0]["m"]]
    tables = [t for t in res["kernels"] if t["m"] == ms[0]]
    fig = plt.figure(figsize=(13, 9))
    grid = fig.add_gridspec(2, len(ms))
    lengths = sorted({r["length"] for r in res["rows"]})
    for i, m in enumerate(ms):
        ax = fig.add_subplot(grid[0, i])
        rows = sorted((r for r in res["rows"] if r["m"] == m), key=lambda r: r["length"])
        for key, label in ENGINE_LABELS.items():
            pts = [(r["length"], r[key]) for r in rows if r.get(key) is not None]
            if pts:
                ax.plot(*zip(*pts, strict=True), marker="o", label=label)
        ax.axhline(res["weight_roofline_ms"], color="gray", ls=":", label="weight roofline")
        ax.set(xscale="log", xlabel="cached positions", ylabel="ms per step", title=f"M={m}")
        ax.set_xticks(lengths, [str(n) for n in lengths])
        ax.minorticks_off()
        ax.set_ylim(bottom=0)
        ax.legend(fontsize=7)
    if tables:
        ax = fig.add_subplot(grid[1, :])
        roles = list(tables[-1]["by_role"])  # slowest first at the longest length
        width = 0.8 / len(tables)
        for i, t in enumerate(tables):
            xs = [j + i * width for j in range(len(roles))]
            ys = [t["by_role"].get(r, {}).get("us", 0.0) for r in roles]
            ax.bar(xs, ys, width, label=f"{t['length']} positions")
        ax.set_xticks([j + 0.4 - width / 2 for j in range(len(roles))], roles, rotation=30)
        ax.set(ylabel="us per step (all layers)", title=f"speccc step by op, M={ms[0]}")
        ax.legend(fontsize=8)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
