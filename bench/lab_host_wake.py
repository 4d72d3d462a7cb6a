"""How fast the device and the host see each other (issue 11: a verify step's idle between its
kernels). Torch and the driver only, no artifact. Each form runs `--iters` times under
torch.profiler; its latency is read from the profiler's records (host and device clocks as it
aligns them), median us:

  launch       host enqueues a 64-byte input copy (pinned -> device) and a small kernel:
               the host call's start to the copy's start, and the copy's end to the kernel's;
  wait_copy    the stream waits on a pinned host word (cuStreamWaitValue32, as Engine.arm),
               then the same copy and kernel; the host writes the word ~300 us later: the
               write's end to the copy's start, the copy's end to the kernel's start;
  wait_kernel  the wait, then the kernel alone: the write's end to the kernel's start;
  spin_kernel  a one-thread Triton kernel polls the word (volatile loads of pinned memory), then
               the kernel: the write's end to the polling kernel's end (where triton imports);
  wake_sync    a kernel, a 64-byte copy device -> pinned, an event; the host blocks on the
               event (Event.synchronize): the copy's end to the host's next record;
  wake_query   the same, the host spinning on Event.query().

  python bench/lab_host_wake.py [--iters 50]
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import write_result  # noqa: E402
from speccc.runtime import stream_wait  # noqa: E402

SLEEP_CYCLES = 200_000  # ~100 us of device sleep before a copy back


def _spin_us(us: float) -> None:
    t = time.perf_counter() + us * 1e-6
    while time.perf_counter() < t:
        pass


def _events(body) -> list[dict]:
    from torch.profiler import ProfilerActivity, profile, record_function

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        body(record_function)
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "trace.json"
        prof.export_chrome_trace(str(p))
        return json.loads(p.read_text())["traceEvents"]


def _by(events: list[dict], pred) -> list[dict]:
    return sorted((e for e in events if pred(e)), key=lambda e: e["ts"])


def _marks(events: list[dict], name: str) -> list[dict]:
    return _by(events, lambda e: e.get("name") == name and e.get("ph") == "X")


def _kernels(events: list[dict]) -> list[dict]:
    return _by(events, lambda e: e.get("cat") == "kernel")


def _copies(events: list[dict], way: str) -> list[dict]:
    return _by(events, lambda e: e.get("cat") == "gpu_memcpy" and way in e["name"])


def _end(e: dict) -> float:
    return e["ts"] + e["dur"]


def _med(xs) -> float:
    return statistics.median(list(xs))


def launch(iters: int, src, dst) -> dict:
    def body(rf):
        for _ in range(iters):
            with rf("call"):
                dst.copy_(src, non_blocking=True)
                dst.add_(1)
            torch.cuda.synchronize()

    ev = _events(body)
    calls, cps, ks = _marks(ev, "call"), _copies(ev, "HtoD"), _kernels(ev)
    return {
        "call_to_copy": _med(c["ts"] - a["ts"] for a, c in zip(calls, cps, strict=True)),
        "copy_to_kernel": _med(k["ts"] - _end(c) for c, k in zip(cps, ks, strict=True)),
    }


def wait(iters: int, src, dst, word, copy: bool) -> dict:
    stream = torch.cuda.current_stream()

    def body(rf):
        for _ in range(iters):
            seq = int(word[0]) + 1
            stream_wait.wait_geq(stream, word, seq)
            if copy:
                dst.copy_(src, non_blocking=True)
            dst.add_(1)
            _spin_us(300)
            with rf("write"):
                word[0] = seq
            torch.cuda.synchronize()

    ev = _events(body)
    writes, ks = _marks(ev, "write"), _kernels(ev)
    if not copy:
        return {"write_to_kernel": _med(k["ts"] - _end(w) for w, k in zip(writes, ks, strict=True))}
    cps = _copies(ev, "HtoD")
    return {
        "write_to_copy": _med(c["ts"] - _end(w) for w, c in zip(writes, cps, strict=True)),
        "copy_to_kernel": _med(k["ts"] - _end(c) for c, k in zip(cps, ks, strict=True)),
    }


class _Ptr:
    """A pinned host tensor's address as Triton takes a pointer argument (it refuses cpu
    tensors; the address is device-accessible under unified addressing)."""

    def __init__(self, t: torch.Tensor):
        self.t, self.dtype = t, t.dtype

    def data_ptr(self) -> int:
        return self.t.data_ptr()


def spin_kernel(iters: int, dst, word) -> dict | None:
    try:
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def poll(ptr, seq):
        v = tl.load(ptr, volatile=True)
        while v < seq:
            v = tl.load(ptr, volatile=True)

    def body(rf):
        for _ in range(iters):
            seq = int(word[0]) + 1
            poll[(1,)](_Ptr(word), seq)
            dst.add_(1)
            _spin_us(300)
            with rf("write"):
                word[0] = seq
            torch.cuda.synchronize()

    body(lambda name: _Null())  # compiles
    ev = _events(body)
    writes, ks = _marks(ev, "write"), _kernels(ev)
    polls, adds = ks[0::2], ks[1::2]
    return {
        "write_to_poll_end": _med(_end(k) - _end(w) for w, k in zip(writes, polls, strict=True)),
        "poll_to_kernel": _med(k["ts"] - _end(p) for p, k in zip(polls, adds, strict=True)),
    }


class _Null:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def wake(iters: int, back, dst, spin: bool) -> dict:
    done = torch.cuda.Event()

    def body(rf):
        for _ in range(iters):
            torch.cuda._sleep(SLEEP_CYCLES)
            back.copy_(dst, non_blocking=True)
            done.record()
            if spin:
                while not done.query():
                    pass
            else:
                done.synchronize()
            with rf("woke"):
                pass

    ev = _events(body)
    cps, woke = _copies(ev, "DtoH"), _marks(ev, "woke")
    return {"copy_end_to_host": _med(w["ts"] - _end(c) for c, w in zip(cps, woke, strict=True))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iters", type=int, default=50)
    a = ap.parse_args(argv)
    if not torch.cuda.is_available() or not stream_wait.supported(torch.cuda.current_device()):
        ap.error("needs a CUDA device whose stream can wait on host memory")
    src = torch.zeros(16, dtype=torch.int32).pin_memory()
    back = torch.zeros(16, dtype=torch.int32).pin_memory()
    word = torch.zeros(1, dtype=torch.int32).pin_memory()
    dst = torch.zeros(16, dtype=torch.int32, device="cuda")
    launch(5, src, dst)  # warm-up
    res = {
        "launch": launch(a.iters, src, dst),
        "wait_copy": wait(a.iters, src, dst, word, copy=True),
        "wait_kernel": wait(a.iters, src, dst, word, copy=False),
        "spin_kernel": spin_kernel(a.iters, dst, word),
        "wake_sync": wake(a.iters, back, dst, spin=False),
        "wake_query": wake(a.iters, back, dst, spin=True),
        "command": "python bench/lab_host_wake.py "
        + shlex.join(sys.argv[1:] if argv is None else argv),
    }
    for name, r in res.items():
        if isinstance(r, dict):
            print(f"{name}: " + ", ".join(f"{k} {v:.1f} us" for k, v in r.items()), flush=True)
    print(write_result("lab_host_wake", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
