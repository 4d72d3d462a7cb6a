"""GPU lab: what one dependency between two stages of a decode step costs on the H200, as a kernel
boundary (a chain of kernels in a CUDA graph, with and without programmatic dependent launch) and
as a grid barrier inside one persistent kernel (a global counter: fence.acq_rel.gpu, an atomic
add, a poll) -- the question behind a persistent decode kernel (issue 11: "a persistent kernel is
allowed if it wins").

  python bench/lab_sync.py build OUTDIR   # here (tvm + nvcc)
  python bench/lab_sync.py run OUTDIR     # on the GPU host: torch + apache-tvm-ffi + the
                                          # bundled TVM runtime libs; no tvm import

Every form runs the same stage, a GEMV's dependency without its weights: G CTAs of NT threads
(one an SM); CTA c reads the whole vector A [N] written by every CTA of the stage before (thread
t sums A[t], A[t + NT], ... serially, an XOR-butterfly warp sum, the warps' sums in warp order)
and writes its OUTS outputs B[c * OUTS + i] = total * coef[i]. The forms:
  chain        one kernel a stage, S kernels in a graph (A and B swap);
  chain_pdl    the same with PDL (launch_dependents at entry, griddepcontrol.wait before A);
  persistent   one kernel of S stages over buf [2, N]; after each stage thread 0 of every CTA
               fences, counts the CTA on a counter and polls it until all G CTAs of the stage
               have (T.cuda.wait_until), between two CTA barriers;
  flags        persistent, each CTA counting itself on its own flag (thread 0: fence, atomic
               add) and every thread polling one or two CTAs' flags, then a CTA barrier: no
               contended address;
  nobar        persistent without the barrier: the negative control, it must give other bits.
`run` checks each form's final vector after S_CHECK stages against a torch reference of the same
arithmetic order (bitwise), and that nobar differs; then times each form at S in STAGES (median
of TIMED graph replays) and fits the cost of one stage (nobar's: the work alone, a floor).
Writes $OUT/lab_sync.json (OUT defaults to OUTDIR); exit 1 if a check fails.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(_HERE), str(_HERE.parent), str(Path.cwd())]

from lab_attention import export, lab_main, load  # noqa: E402

G, NT, OUTS = 132, 128, 8  # CTAs (one an H200 SM), threads a CTA, outputs a CTA
N = G * OUTS  # the vector a stage reads whole
PER = -(-N // NT)  # elements a thread sums
STAGES = (1, 33, 129)
S_CHECK = 64
TIMED = 30
FORMS = ("chain", "chain_pdl", "persistent", "flags", "nobar")


def coefs() -> list[float]:
    """coef[i] = (i + 1) / (4.5 N): the stage keeps the vector's sum (mean coef * N = 1)."""
    return [(i + 1) / (4.5 * N) for i in range(OUTS)]


# -- build (here: tvm) ---------------------------------------------------------------------------
def _kernels() -> dict:
    from speccc.schedules.cuda.launch import LD_ACT, gpu_fence, with_pdl
    from tvm.script import tirx as T

    W = NT // 32
    cf = [T.float32(c) for c in coefs()]

    def coef(i):
        e = cf[OUTS - 1]
        for j in range(OUTS - 2, -1, -1):
            e = T.Select(i == j, cf[j], e)
        return e

    @T.macro
    def work(A, B, a0, b0, red, xs, acc, c, t):
        """One stage: B[b0 + c * OUTS + i] = (A[a0 .. a0 + N) summed in order) * coef[i]."""
        for i in T.unroll(PER):
            if t + i * NT < N:
                T.ptx[LD_ACT](xs[i], A.ptr_to([a0 + t + i * NT]))
        acc[0] = T.float32(0)
        for i in T.unroll(PER):
            if t + i * NT < N:
                acc[0] = acc[0] + xs[i]
        acc[0] = T.cuda.warp_sum(acc[0])
        if t % 32 == 0:
            red[t // 32] = acc[0]
        T.tvm_storage_sync("shared")
        acc[0] = red[0]
        for w in T.unroll(1, W):
            acc[0] = acc[0] + red[w]
        if t < OUTS:
            B[b0 + c * OUTS + t] = acc[0] * coef(t)
        T.tvm_storage_sync("shared")  # red is reused by the next stage

    def chain(pdl: bool):
        @T.prim_func(s_tir=True)
        def stage(a_h: T.handle, b_h: T.handle):
            T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
            A = T.match_buffer(a_h, (N,), "float32")
            B = T.match_buffer(b_h, (N,), "float32")
            for c in T.thread_binding(G, thread="blockIdx.x"):
                for t in T.thread_binding(NT, thread="threadIdx.x"):
                    with T.sblock("stage"):
                        red = T.sblock_alloc_buffer((W,), "float32", scope="shared")
                        xs = T.sblock_alloc_buffer((PER,), "float32", scope="local")
                        acc = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        with T.attr(0, "hand_threaded", 0):
                            if pdl:
                                T.ptx.griddepcontrol.launch_dependents()
                                T.ptx.griddepcontrol.wait()
                            work(A, B, 0, 0, red, xs, acc, c, t)

        return with_pdl(stage, pdl)

    def persistent(barrier: str):
        @T.prim_func(s_tir=True)
        def stages(buf_h: T.handle, cnt_h: T.handle, n_stages: T.int32):
            T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
            BUF = T.match_buffer(buf_h, (2 * N,), "float32")
            CNT = T.match_buffer(cnt_h, (G,), "int32")  # 0 before the launch
            for c in T.thread_binding(G, thread="blockIdx.x"):
                for t in T.thread_binding(NT, thread="threadIdx.x"):
                    with T.sblock("stages"):
                        red = T.sblock_alloc_buffer((W,), "float32", scope="shared")
                        xs = T.sblock_alloc_buffer((PER,), "float32", scope="local")
                        acc = T.sblock_alloc_buffer((1,), "float32", scope="local")
                        seen = T.sblock_alloc_buffer((1,), "int32", scope="local")
                        with T.attr(0, "hand_threaded", 0):
                            for s in T.serial(n_stages):
                                work(BUF, BUF, (s % 2) * N, ((s + 1) % 2) * N, red, xs, acc, c, t)
                                if barrier == "counter":  # G arrivals on one counter
                                    if t == 0:
                                        T.evaluate(gpu_fence("acq_rel"))
                                        T.evaluate(T.cuda.atomic_add(T.address_of(CNT[0]), 1))
                                        T.cuda.wait_until(
                                            seen, CNT.ptr_to([0]), seen[0] >= (s + 1) * G
                                        )
                                    T.tvm_storage_sync("shared")
                                if barrier == "flags":  # a flag a CTA; a thread polls 1 or 2
                                    if t == 0:
                                        T.evaluate(gpu_fence("acq_rel"))
                                        T.evaluate(T.cuda.atomic_add(T.address_of(CNT[c]), 1))
                                    for j in T.unroll(-(-G // NT)):
                                        if t + j * NT < G:
                                            T.cuda.wait_until(
                                                seen, CNT.ptr_to([t + j * NT]), seen[0] >= s + 1
                                            )
                                    T.tvm_storage_sync("shared")

        return stages

    return {
        "chain": chain(False),
        "chain_pdl": chain(True),
        "persistent": persistent("counter"),
        "flags": persistent("flags"),
        "nobar": persistent(""),
    }


def build(out: Path) -> None:
    export(out, _kernels(), {"G": G, "NT": NT, "OUTS": OUTS, "N": N, "forms": list(FORMS)})


# -- run (GPU host: torch + tvm_ffi + the bundled runtime) --------------------------------------
def reference(a, stages: int):
    """The stage's arithmetic in torch, in the kernels' order (float32 throughout)."""
    import torch

    cf = torch.tensor(coefs(), dtype=torch.float32, device=a.device)
    x = a.clone()
    for _ in range(stages):
        pad = torch.zeros(PER * NT, dtype=torch.float32, device=a.device)
        pad[:N] = x
        v = pad.view(PER, NT)
        th = v[0].clone()
        for i in range(1, PER):  # thread t: A[t] + A[t + NT] + ... (padding adds exact zeros)
            th = th + v[i]
        lanes = th.view(NT // 32, 32)
        for mask in (16, 8, 4, 2, 1):  # XOR butterfly: lane l gets v[l] + v[l ^ mask]
            idx = torch.arange(32, device=a.device) ^ mask
            lanes = lanes + lanes[:, idx]
        tot = lanes[0, 0]
        for w in range(1, NT // 32):
            tot = tot + lanes[w, 0]
        x = (tot * cf).repeat(G)
    return x


def run(out: Path) -> int:
    import torch

    from bench.gpu_common import cuda_time_ms

    meta = json.loads((out / "meta.json").read_text())
    mod = load(out, meta)
    f = {k: mod[k] for k in FORMS}
    dev = torch.device("cuda")
    g = torch.Generator().manual_seed(0)
    a0 = (torch.rand(N, generator=g) + 0.5).to(dev)
    bufs = [torch.empty(N, device=dev) for _ in range(2)]
    buf2 = torch.empty(2 * N, device=dev)
    cnt = torch.zeros(G, dtype=torch.int32, device=dev)

    def launch(form: str, stages: int):
        """One run of `stages` stages from a0 (the inputs reset first); the final vector."""
        if form.startswith("chain"):
            bufs[0].copy_(a0)
            for s in range(stages):
                f[form](bufs[s % 2], bufs[(s + 1) % 2])
            return bufs[stages % 2]
        buf2[:N].copy_(a0)
        cnt.zero_()
        f[form](buf2, cnt, stages)
        return buf2[(stages % 2) * N : (stages % 2 + 1) * N]

    ref = reference(a0, S_CHECK).view(torch.int32)
    res: dict = {"G": G, "NT": NT, "N": N, "S_CHECK": S_CHECK, "checks": {}, "us": {}}
    ok = True
    for form in FORMS:
        got = launch(form, S_CHECK).clone()
        torch.cuda.synchronize()
        same = bool(torch.equal(got.view(torch.int32), ref))
        want = form != "nobar"  # the negative control must differ
        res["checks"][form] = {"bitwise_equal_reference": same, "as_it_must": same == want}
        ok &= same == want
        verdict = "ok" if same == want else "FAIL"
        print(f"check {form}: {'same bits' if same else 'differs'} ({verdict})")
    for form in FORMS:  # nobar: the stage's work alone, no dependency kept (a floor)
        res["us"][form] = {}
        for stages in STAGES:
            graph = torch.cuda.CUDAGraph()
            launch(form, stages)  # warm
            torch.cuda.synchronize()
            with torch.cuda.graph(graph):
                launch(form, stages)
            res["us"][form][stages] = cuda_time_ms(graph.replay, iters=TIMED, warmup=3) * 1e3
        lo, hi = STAGES[0], STAGES[-1]
        per = (res["us"][form][hi] - res["us"][form][lo]) / (hi - lo)
        res.setdefault("us_per_stage", {})[form] = per
        print(
            f"{form}: "
            + ", ".join(f"S={s} {u:.1f} us" for s, u in res["us"][form].items())
            + f" -> {per:.2f} us a stage"
        )
    res.update(
        device=torch.cuda.get_device_name(),
        torch=torch.__version__,
        command="python bench/lab_sync.py run " + str(out),
        ok=ok,
    )
    dest = Path(os.environ.get("OUT", out))
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "lab_sync.json").write_text(json.dumps(res, indent=1))
    print("lab_sync:", "ALL CHECKS PASS" if ok else "A CHECK FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(lab_main(__doc__, build, run))
