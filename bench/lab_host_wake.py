"""How fast the device and the host see each other (issue 11: a verify step's idle between its
kernels). Torch and the driver only, no artifact. Every form is a round trip timed on the host's
clock alone (perf_counter; the profiler's host/device clock alignment proved too coarse for
this, G4): the device ends each by a kernel storing the round's number into pinned host memory
(a cuda view of it: unified addressing), which the host polls. Median us over --iters rounds:

  launch        the host launches the storing kernel: launch to seen;
  launch_copy   a 64-byte input copy (pinned -> device), then the kernel: Engine.step's path
                with mapped_copies=False;
  launch_read   the same move by a kernel reading the pinned memory (speccc.runtime.mapped);
  wait          the stream waits on a pinned host word (cuStreamWaitValue32, as Engine.arm),
                then the kernel, enqueued ~200 us ahead: the host's write of the word to seen;
  wait_copy     the wait, the input copy, then the kernel (Engine.release's path);
  spin          a one-thread Triton kernel polls the word (volatile loads of pinned memory),
                then the kernel: the write to seen (where triton imports);
  copy_back     a kernel, a 64-byte copy device -> pinned and an event, the host blocked on
                the event (Event.synchronize, as top2_host): launch to the copy's value seen;
  copy_back_spin  the same, the host polling the copied value instead of the event;
  write_back    the copy back by a kernel writing the pinned memory (speccc.runtime.mapped),
                the host blocked on the event.

  python bench/lab_host_wake.py [--iters 200]
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.gpu_common import write_result  # noqa: E402
from speccc.runtime import mapped, stream_wait  # noqa: E402

AHEAD_US = 200  # how long a round's device work waits before the host writes the word


def _spin_us(us: float) -> None:
    t = time.perf_counter() + us * 1e-6
    while time.perf_counter() < t:
        pass


class Lab:
    def __init__(self) -> None:
        pin = lambda: torch.zeros(16, dtype=torch.int32).pin_memory()  # noqa: E731
        self.src, self.back, self.word, self.ack = pin(), pin(), pin(), pin()
        self.ack_np, self.back_np, self.word_np = (
            self.ack.numpy(),
            self.back.numpy(),
            self.word.numpy(),
        )
        self.dst = torch.zeros(16, dtype=torch.int32, device="cuda")
        self.ack_dev = mapped.device_view(self.ack, self.dst.device)  # cuda views of pinned memory
        self.word_dev = mapped.device_view(self.word, self.dst.device)
        self.src_dev = mapped.device_view(self.src, self.dst.device)
        self.back_dev = mapped.device_view(self.back, self.dst.device)
        self.seq = 0
        self.stream = torch.cuda.current_stream()

    def _next(self) -> int:
        self.seq += 1
        return self.seq

    def _seen(self, buf: np.ndarray, seq: int) -> float:
        give_up = time.perf_counter() + 1.0
        while buf[0] != seq:
            if time.perf_counter() > give_up:
                raise RuntimeError(f"round {seq}: the device's store never reached the host")
        return time.perf_counter()

    def launch(self, copy: str | None) -> float:
        seq = self._next()
        t0 = time.perf_counter()
        if copy == "dma":
            self.dst.copy_(self.src, non_blocking=True)
        elif copy == "kernel":
            mapped.copy(self.dst, self.src_dev)
        self.ack_dev[:1].fill_(seq)
        t1 = self._seen(self.ack_np, seq)
        torch.cuda.synchronize()
        return t1 - t0

    def wait(self, copy: bool) -> float:
        seq = self._next()
        stream_wait.wait_geq(self.stream, self.word, seq)
        if copy:
            self.dst.copy_(self.src, non_blocking=True)
        return self._write_word(seq)

    def spin(self, poll) -> float:
        seq = self._next()
        poll[(1,)](self.word_dev, seq)
        return self._write_word(seq)

    def _write_word(self, seq: int) -> float:
        """Enqueue the storing kernel behind what waits for the word, let the device wait
        AHEAD_US, then write the word: seconds until the store is seen."""
        self.ack_dev[:1].fill_(seq)
        _spin_us(AHEAD_US)
        t0 = time.perf_counter()
        self.word_np[0] = seq
        t1 = self._seen(self.ack_np, seq)
        torch.cuda.synchronize()
        return t1 - t0

    def copy_back(self, poll_value: bool, kernel: bool = False) -> float:
        seq = self._next()
        done = torch.cuda.Event()
        t0 = time.perf_counter()
        self.dst.fill_(seq)
        if kernel:
            mapped.copy(self.back_dev, self.dst)
        else:
            self.back.copy_(self.dst, non_blocking=True)
        done.record()
        if poll_value:
            t1 = self._seen(self.back_np, seq)
        else:
            done.synchronize()
            t1 = time.perf_counter()
        torch.cuda.synchronize()
        return t1 - t0


def _poll_kernel():
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

    return poll


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--iters", type=int, default=200)
    a = ap.parse_args(argv)
    if not torch.cuda.is_available() or not stream_wait.supported(torch.cuda.current_device()):
        ap.error("needs a CUDA device whose stream can wait on host memory")
    lab = Lab()
    poll = _poll_kernel()
    forms = {
        "launch": lambda: lab.launch(None),
        "launch_copy": lambda: lab.launch("dma"),
        "launch_read": lambda: lab.launch("kernel"),
        "wait": lambda: lab.wait(False),
        "wait_copy": lambda: lab.wait(True),
        "copy_back": lambda: lab.copy_back(False),
        "copy_back_spin": lambda: lab.copy_back(True),
        "write_back": lambda: lab.copy_back(False, kernel=True),
    }
    if poll is not None:
        forms["spin"] = lambda: lab.spin(poll)
    res: dict = {"iters": a.iters, "us": {}}
    for name, form in forms.items():
        for _ in range(10):  # warm-up (and Triton's compile)
            form()
        times = [form() * 1e6 for _ in range(a.iters)]
        res["us"][name] = {
            "median": statistics.median(times),
            "p10": float(np.percentile(times, 10)),
            "p90": float(np.percentile(times, 90)),
        }
        r = res["us"][name]
        print(f"{name}: {r['median']:.1f} us (p10 {r['p10']:.1f}, p90 {r['p90']:.1f})", flush=True)
    res["command"] = "python bench/lab_host_wake.py " + shlex.join(
        sys.argv[1:] if argv is None else argv
    )
    print(write_result("lab_host_wake", res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
