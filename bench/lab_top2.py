"""GPU lab: the split top-2 kernel (schedules/cuda/top2.py) with today's plan (`cur`) next to
other (threads, logits per CTA) mappings, with the warps' states merged serially by thread 0
(today) or by a butterfly in warp 0 (`_w2`), bitwise, then timed.

  python bench/lab_top2.py build OUTDIR   # here (tvm + nvcc): Qwen2.5-0.5B (V=151936) and
                                          # SmolLM2-135M (V=49152) vocabularies
  python bench/lab_top2.py run OUTDIR     # on the GPU host: torch + apache-tvm-ffi + the
                                          # bundled TVM runtime libs; no tvm import

The order is total on (value, id), so every mapping must give the same bits. `run` checks, per
vocabulary, on logits with planted ties (the max repeated at a lower and a higher id, the
runner-up tied), NaNs, the winners at ids 0 and V-1, and an all -inf row:
  (a) every kind == a torch reference (int64 keys: value order, then the lower id), val bits
      and ids, every row, M in CHECK_M;
  (b) every kind == `cur`, and row i of the M-row call == the single-row call;
  (c) 100 CUDA-graph replays of the M = 17 call give the same bits (races, counter reset);
and negative controls that must fail: raising one row's runner-up above its max is seen by (b),
and a counter left non-zero breaks every kind's merge. Then it times every kind in CUDA graphs
(20 launches a graph, median of 30 replays) at M in TIME_M. Writes $OUT/lab_top2.json (OUT
defaults to OUTDIR) and exits 1 if any check fails.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

_HERE = Path(__file__).resolve().parent
# this folder first (lab_attention beside it, in bench/ or in a lab package), then the repo
# root, or the checkout a lab package runs from (cwd)
sys.path[:0] = [str(_HERE), str(_HERE.parent), str(Path.cwd())]

from lab_attention import (  # noqa: E402
    GRAPH_LAUNCHES,
    REPLAYS,
    TIMED_REPLAYS,
    capture,
    export,
    lab_finish,
    lab_main,
    lab_start,
)

VOCABS = {"qwen2.5-0.5b": 151936, "smollm2-135m": 49152}
# kind -> (threads per CTA, logits per CTA, warp_level2, cluster); `cur` the kernel before attn3,
# `counter` the default before the cluster form (75 / 24 CTAs of 256, last CTA merges), `default`
# the schedule's default now (default_plan, kernel()'s forms). Earlier labs' mappings (t128..t1024,
# s512..s4096, c16_t1024) are in their JSONs.
KINDS = {
    "cur": (256, 2048, False, False),
    "counter": (256, 2048, True, False),
    "default": None,
}
# kind -> changes to `default` (the plan's lanes and split, kernel(chains=, min_ctas=)): mappings
# of the same order, checked like the rest (eighteenth session)
DEFAULT_VARIANTS = {
    "d256": {"lanes": 256},
    "d256c4": {"lanes": 256, "chains": 4},
    "dc4": {"chains": 4},
    "d256b8": {"lanes": 256, "min_ctas": 8},
    "s32t256": {"lanes": 256, "split": 32},
    "dsel": {"branchless": True},
    "dselc4": {"branchless": True, "chains": 4},
}
CHECK_M = (1, 2, 5, 17)
TIME_M = (1, 8, 16)
MAX_M = 17


def _symbol(kind: str, v: int) -> str:
    return f"top2_{kind}_v{v}"


def build(out: Path) -> None:
    from speccc.schedules.cuda import top2

    from speccc.ir.plan import ReductionPlan

    funcs, shapes = {}, {}
    for model, v in VOCABS.items():
        kinds = {}
        for kind, tm in KINDS.items():
            plan, w2, cl = top2.default_plan(v), top2.WARP_LEVEL2, None
            if tm is not None:
                plan = ReductionPlan(lanes=tm[0], tree="xor", split=max(2, -(-v // tm[1])))
                w2, cl = tm[2], tm[3]
            cl = plan.split <= top2.CLUSTER if cl is None else cl
            funcs[_symbol(kind, v)] = top2.kernel(v, plan, warp_level2=w2, cluster=cl)
            kinds[kind] = {
                "symbol": _symbol(kind, v),
                "threads": plan.lanes,
                "split": plan.split,
                "warp_level2": w2,
                "cluster": cl,
            }
        for kind, ch in DEFAULT_VARIANTS.items():
            plan = top2.default_plan(v)
            lanes, split = ch.get("lanes", plan.lanes), ch.get("split", plan.split)
            plan = replace(plan, lanes=lanes, split=split)
            chains = ch.get("chains", top2.CHAINS)
            funcs[_symbol(kind, v)] = top2.kernel(
                v,
                plan,
                chains=chains,
                min_ctas=ch.get("min_ctas"),
                branchless=ch.get("branchless", top2.BRANCHLESS),
            )
            kinds[kind] = {
                "symbol": _symbol(kind, v),
                "threads": plan.lanes,
                "split": plan.split,
                "warp_level2": top2.WARP_LEVEL2,
                "cluster": plan.split <= top2.CLUSTER,
                "chains": chains,
            }
        shapes[model] = {"v": v, "kinds": kinds}
    export(out, funcs, {"shapes": shapes})


def logits(v: int, seed: int):
    """MAX_M rows of test logits with the planted cases of the module docstring."""
    import torch

    g = torch.Generator(device="cuda").manual_seed(seed)
    x = torch.randn(MAX_M, v, device="cuda", generator=g) * 3
    top = x.max(dim=1).values
    x[1, [5, v // 2, v - 3]] = top[1] + 1  # the max three times: the lowest id wins
    x[2, [v // 3, v // 3 + 1]] = top[2] + 1  # max and runner-up tied, adjacent ids
    x[3, 0], x[3, v - 1] = top[3] + 2, top[3] + 1  # winners at both ends
    x[4, :: max(1, v // 97)] = float("nan")  # NaN ranks as -inf
    x[4, 7] = float("nan")
    x[5] = float("-inf")  # all -inf: ids 0 and 1
    x[6, 100:200] = top[6] + 1  # a run of ties inside one CTA's slice
    x[7, 2047:2050] = top[7] + 1  # ties across a slice edge
    return x


def reference(x):
    """Top-2 (val, idx) by the kernel's order: NaN as -inf, larger value, then the lower id."""
    import torch

    y = torch.where(torch.isnan(x), torch.full_like(x, float("-inf")), x)
    y = y + 0.0  # -0 -> +0: the kernel ranks -0 == +0 (then by id)
    b = y.view(torch.int32).to(torch.int64)
    key = torch.where(b >= 0, b, -(b & 0x7FFFFFFF))  # monotone in the float value
    ids = torch.arange(x.shape[1], device=x.device, dtype=torch.int64)
    comp = (key << 32) + (x.shape[1] - 1 - ids)  # ties: the lower id ranks higher
    idx = comp.topk(2, dim=1).indices
    return y.gather(1, idx).view(torch.int32), idx.to(torch.int32)


class Vocab:
    def __init__(self, mod, name: str, s: dict, seed: int):
        import torch

        self.name, self.v = name, s["v"]
        self.kinds = {k: mod[d["symbol"]] for k, d in s["kinds"].items()}
        self.cluster = {k for k, d in s["kinds"].items() if d["cluster"]}
        self.scratch = {
            k: (
                torch.zeros(MAX_M, d["split"], 2, device="cuda"),
                torch.zeros(MAX_M, d["split"], 2, dtype=torch.int32, device="cuda"),
                torch.zeros(MAX_M, dtype=torch.int32, device="cuda"),
            )
            for k, d in s["kinds"].items()
        }
        self.x = logits(self.v, seed)
        self.val = torch.empty(MAX_M, 2, device="cuda")
        self.idx = torch.empty(MAX_M, 2, dtype=torch.int32, device="cuda")

    def launch(self, kind: str, x) -> None:
        m = x.shape[0]
        self.kinds[kind](x, self.val[:m], self.idx[:m], *(t[:m] for t in self.scratch[kind]))

    def call(self, kind: str, x):
        """(val bits, idx) of one launch, copied."""
        self.launch(kind, x)
        m = x.shape[0]
        return self.val[:m].view(self.idx.dtype).clone(), self.idx[:m].clone()

    def graph(self, kind: str, x, launches: int):
        return capture(lambda: self.launch(kind, x), launches)


def _eq(a, b) -> bool:
    import torch

    return torch.equal(a[0], b[0]) and torch.equal(a[1], b[1])


def check(vb: Vocab) -> dict:
    """(a), (b), (c); failures per kind under bad[kind]."""
    import torch

    bad = {}
    ref_val, ref_idx = reference(vb.x)
    singles = {k: [vb.call(k, vb.x[i : i + 1]) for i in range(MAX_M)] for k in vb.kinds}
    for kind in vb.kinds:
        b = []
        for m in CHECK_M:
            got = vb.call(kind, vb.x[:m])
            if not _eq(got, (ref_val[:m], ref_idx[:m])):
                b.append(f"a M={m}")
            if not _eq(got, vb.call("cur", vb.x[:m])):
                b.append(f"b cur M={m}")
            one = tuple(torch.cat([s[j] for s in singles[kind][:m]]) for j in (0, 1))
            if not _eq(got, one):
                b.append(f"b singles M={m}")
        want = vb.call(kind, vb.x)
        g = vb.graph(kind, vb.x, 1)
        diff = 0
        for _ in range(REPLAYS):
            g.replay()
            diff += int((vb.val.view(torch.int32) != want[0]).sum() + (vb.idx != want[1]).sum())
        if diff:
            b.append("c replays")
        if b:
            bad[kind] = b
    return bad


def negative_controls(vb: Vocab) -> dict:
    import torch

    ref = vb.call("cur", vb.x[:4])
    x1 = vb.x[:4].clone()
    x1[0, int(ref[1][0, 1])] = x1[0, int(ref[1][0, 0])] + 1  # runner-up now above the max
    seen = {"swap_seen": not _eq(vb.call("cur", x1), ref)}
    for kind in (k for k in vb.kinds if k not in vb.cluster):  # a cluster: no counter
        cnt = vb.scratch[kind][2]
        cnt[0] = 1 << 20
        vb.val.fill_(float("nan"))
        seen[f"stale_counter_seen_{kind}"] = not _eq(vb.call(kind, vb.x[:4]), ref)
        cnt.zero_()
    torch.cuda.synchronize()
    return seen


def time_us(vb: Vocab, kind: str, m: int) -> float:
    from bench.gpu_common import cuda_time_ms

    g = vb.graph(kind, vb.x[:m], GRAPH_LAUNCHES)
    return cuda_time_ms(g.replay, iters=TIMED_REPLAYS) * 1000 / GRAPH_LAUNCHES


def run(out: Path) -> int:
    meta, mod, res, t0 = lab_start(out)
    ok = True
    for i, (name, s) in enumerate(meta["shapes"].items()):
        vb = Vocab(mod, name, s, seed=i)
        bad = check(vb)
        neg = negative_controls(vb)
        timing = {f"M={m}": {k: round(time_us(vb, k, m), 2) for k in vb.kinds} for m in TIME_M}
        shape_ok = not bad and all(neg.values())
        ok &= shape_ok
        res[name] = {"ok": shape_ok, "bad": bad, "negative_controls": neg, "us": timing}
        print(f"{name} V={vb.v}: bitwise (a) ref, (b) cur + singles, (c) {REPLAYS} replays: ")
        print(f"  {'all equal' if not bad else bad}; negative controls: {neg}")
        print(f"  {'us':6s}" + "".join(f"{k:>12s}" for k in vb.kinds))
        for key, t in timing.items():
            print(f"  {key:6s}" + "".join(f"{t[k]:12.2f}" for k in vb.kinds))
    return lab_finish("lab_top2", res, ok, t0)


if __name__ == "__main__":
    sys.exit(lab_main(__doc__, build, run))
