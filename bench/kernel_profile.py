"""Per-kernel device time of one speccc step, with the bytes each kernel moves.

Bytes of a program entry at an M-row step over `length` cached positions (from the manifest's
program args and the engine's argument tensors):
  - weights: every plane the entry takes, whole (packed planes as stored), except the gather
    families (embed), which read M rows of the table;
  - K/V (tensors of role "kv"): attention reads the length + M positions of the cache that its
    rows see (counted once, though each row walks its own prefix); other kernels touch M rows;
  - per-row tensors (shape [M, ...]): M rows each; position-indexed tables ([max_ctx, ...], the
    RoPE cos/sin): M rows; anything else whole.

Time: on cuda, torch.profiler (CUPTI kernel records) over a few replays of the step's CUDA graph.
TVM names a PrimFunc's device kernels `<uri>_kernel[_N]`, so each record goes to the program entry
whose kernel uri its name starts with, walking the program in order. On cpu, or when the records
do not map onto the program, each entry is launched alone and timed; `method` says which.
With programmatic dependent launch, device times overlap (a kernel starts early and waits), so
each entry also gets `added_us`, what it adds to the step's timeline (added_us()).
"""

from __future__ import annotations

import json
import re
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import torch

from bench.gpu_common import time_ms

GATHER_FAMILIES = ("embed",)
_LAYER = re.compile(r"^layers\.\d+\.")
METHOD_PROFILER = "torch.profiler over {r} replays of the captured step graph (CUPTI records)"
METHOD_ALONE = "each program entry launched alone, outside any graph, median of {n}"


def role(op: str) -> str:
    """The op name without its layer: 'layers.3.qkv' -> 'qkv', 'lm_head' -> 'lm_head'."""
    return _LAYER.sub("", op)


def _nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def entry_bytes(manifest, args: list[list[torch.Tensor]], m: int, length: int) -> list[dict]:
    """One dict per program entry: op, kernel, family, role and the bytes it moves (see the
    module docstring). `args` are the entries' argument tensors as Engine.program(m) gives them;
    `manifest` the artifact's (speccc.manifest.Manifest, read through its JSON mapping)."""
    manifest = json.loads(manifest.to_json())
    family = {k["uri"]: k["family"] for k in manifest["kernels"]}
    specs, max_ctx = manifest["tensors"], manifest["config"]["max_ctx"]
    out = []
    for call, tensors in zip(manifest["program"], args, strict=True):
        fam = family[call["kernel"]]
        w = kv = act = 0
        for a, t in zip(call["args"], tensors, strict=True):
            row = _nbytes(t[0]) if t.dim() else _nbytes(t)
            if a["kind"] == "weight":
                w += m * row if fam in GATHER_FAMILIES and t.dim() == 2 else _nbytes(t)
            elif specs[a["name"]]["role"] == "kv":
                kv += (length + m if "attention" in fam else m) * row
            elif specs[a["name"]]["shape"][:1] == ["M"]:
                act += _nbytes(t)  # already sliced to m rows
            else:
                act += m * row if t.dim() and t.shape[0] == max_ctx else _nbytes(t)
        out.append(
            {
                "op": call["op"],
                "role": role(call["op"]),
                "kernel": call["kernel"],
                "family": fam,
                "weight_bytes": w,
                "kv_bytes": kv,
                "act_bytes": act,
                "bytes": w + kv + act,
            }
        )
    return out


def assign_times(records: list[tuple[str, float]], uris: list[str], replays: int) -> list[float]:
    """Mean device microseconds per program entry from `records` (kernel name, us) in launch
    order over `replays` replays of the program whose entries run kernels `uris`. Records of
    other kernels are ignored. Raises ValueError when the records do not map onto the program."""
    by_len = sorted(set(uris), key=len, reverse=True)
    mine = []
    for name, us in records:
        owner = next((u for u in by_len if name.startswith(u)), None)
        if owner is not None:
            mine.append((owner, name, us))
    calls, seen = Counter(uris), Counter(o for o, _, _ in mine)
    per_call = {}
    for u, c in calls.items():
        q, r = divmod(seen[u], c * replays)
        if q == 0 or r:
            raise ValueError(f"{seen[u]} kernel records of {u} for {c} calls x {replays} replays")
        per_call[u] = q
    total, i = [0.0] * len(uris), 0
    for _ in range(replays):
        for j, u in enumerate(uris):
            for _ in range(per_call[u]):
                owner, name, us = mine[i]
                if owner != u:
                    raise ValueError(f"kernel record {name} where entry {j} ({u}) was expected")
                total[j] += us
                i += 1
    return [t / replays for t in total]


def profile_records(replay: Callable[[], None], replays: int) -> list[tuple[str, float, float]]:
    """(kernel name, start us, device us) of every kernel `replays` calls of replay() ran, in
    start order."""
    from torch.profiler import ProfilerActivity, profile

    replay()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(replays):
            replay()
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "trace.json"
        prof.export_chrome_trace(str(p))
        events = json.loads(p.read_text())["traceEvents"]
    kernels = sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: e["ts"])
    return [(e["name"], float(e["ts"]), float(e["dur"])) for e in kernels]


def added_us(records: list[tuple[str, float, float]]) -> list[tuple[str, float]]:
    """(kernel name, us it adds to the timeline): how far its end lies past the latest end of
    every kernel that started before it (0 when it ends inside one). A kernel launched early
    (programmatic dependent launch) and waiting for its predecessor has a long device time but
    adds only its tail; without overlap it adds its device time. The sum over a step is the
    step's busy time."""
    out, last = [], float("-inf")
    for name, start, dur in records:
        end = start + dur
        out.append((name, max(0.0, end - max(start, last))))
        last = max(last, end)
    return out


def entry_times(eng, m: int, *, replays: int = 5, iters: int = 20):
    """(us per program entry, us each adds to the timeline (added_us), method) of the engine's
    m-row step at its current ids/pos."""
    program = eng.program(m)
    if eng.device.type == "cuda":
        try:
            recs = profile_records(lambda: eng.replay(m), replays)
            uris = [u for u, _, _ in program]
            us = assign_times([(n, d) for n, _, d in recs], uris, replays)
            added = assign_times(added_us(recs), uris, replays)
            return us, added, METHOD_PROFILER.format(r=replays)
        except ValueError as e:
            print(f"  profiler records do not map onto the program ({e}); timing kernels alone")
    us = [1e3 * time_ms(run, eng.device, iters=iters, warmup=2) for _, run, _ in program]
    return us, us, METHOD_ALONE.format(n=iters)


def _summarize(entries: list[dict], key: str, copy_gbs: float) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for e in entries:
        g = out.setdefault(e[key], {"calls": 0, "us": 0.0, "added_us": 0.0, "bytes": 0})
        g["calls"] += 1
        g["us"] += e["us"]
        g["added_us"] += e["added_us"]
        g["bytes"] += e["bytes"]
    for g in out.values():
        g["us_per_call"] = g["us"] / g["calls"]
        g["gb_s"] = g["bytes"] / g["us"] / 1e3 if g["us"] else 0.0
        g["frac_of_copy_bw"] = g["gb_s"] / copy_gbs
    return dict(sorted(out.items(), key=lambda kv: -kv[1]["us"]))


def kernel_table(eng, m: int, length: int, copy_gbs: float, **kw) -> dict:
    """Per-entry time and bytes of the engine's m-row step at `length` cached positions (the
    caller has run that step, so the graph and its ids/pos are in place), grouped by kernel
    family and by op role, with GB/s and the fraction of the copy bandwidth."""
    program = eng.program(m)
    entries = entry_bytes(eng.art.manifest, [a for _, _, a in program], m, length)
    us, added, method = entry_times(eng, m, **kw)
    for e, t, t_add in zip(entries, us, added, strict=True):
        e["us"] = t
        e["added_us"] = t_add
        e["gb_s"] = e["bytes"] / t / 1e3 if t else 0.0
        e["frac_of_copy_bw"] = e["gb_s"] / copy_gbs
    return {
        "m": m,
        "length": length,
        "method": method,
        "kernels": len(entries),
        "sum_us": sum(us),
        "sum_added_us": sum(added),
        "by_family": _summarize(entries, "family", copy_gbs),
        "by_role": _summarize(entries, "role", copy_gbs),
        "entries": entries,
    }
