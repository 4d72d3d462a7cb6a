"""Engine: runs the exact kernels of an artifact over a KV cache.

A step is the artifact's call program replayed over M rows: step(ids[M]) consumes M tokens at
positions pos..pos+M-1 and returns fp32 logits [M, V]. Decode (M=1) and verify (M=K+1) are the
same call; every kernel computes a row with the same float ops whatever M is, so row i of an
M-row step is bitwise the M=1 step for that token at that position. A step's positions are
always consecutive from pos: the kernels rely on it (split attention reads the cache rows below
pos[0] before its PDL wait, as rows no kernel of the step writes: schedules/cuda/launch.py).

prefill(ids) runs the same exact kernels, max_rows rows at a time, so the prompt's K/V are
bitwise those of one-token-at-a-time decode too.

The host path of a step allocates nothing: ids and positions are written into one preallocated
staging tensor (pinned on cuda) and moved by one non-blocking copy into the packed ids/pos
storage (speccc.runtime.buffers); logits are copied out only when asked (step(ids) does,
step(ids, logits=False) does not); the fused top-2 of each row is one small copy into a
preallocated host buffer (top2_host, step_top2). Engine(mapped_copies=True) moves these small
copies (and decode's token readback) by kernels that read or write the pinned buffers directly
(speccc.runtime.mapped): the same words, but on the one H200 host where both were timed slower
than the DMA copies (bench/results/verify_gap/g5), so off by default.

Sampling: every step also runs the sampling kernel (speccc.ops.sample). Its per-row params live
in the staged inputs; set_sampling(params) writes them once for all rows (greedy: zeros, the
default), and the sampled token of each row comes back in the same small copy as the top-2
(sampled_host). Row i's token is a pure function of its logits, the params and its absolute
position, so it is the same in an M-row verify as in a one-token step.

Plain decoding without the host between tokens: decode(token, n) runs n one-token steps, each
consuming the token the step before sampled, on the device (one CUDA graph of the step and a
feed of its sampled token into the next step's id, position + 1 and a token ring, replayed n
times), and reads the n tokens back in one copy: the same kernels on the same inputs as n
step_sample calls, so the same tokens and K/V, without n device-to-host round trips.
decode_start / decode_finish split it: a chunk is enqueued, and the next one continues from the
device's last token and position (decode_start(None, n)) while the host reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from speccc.ints import token_ids
from speccc.ir.graph import ROWS
from speccc.model.rope import rope_tables
from speccc.runtime import cuda_graph, mapped, stream_wait
from speccc.runtime.artifact import Artifact, open_artifact
from speccc.runtime.buffers import allocate
from speccc.runtime.cpu_threads import fresh_copy
from speccc.runtime.weights import weight_planes
from speccc.sampling.params import GREEDY, SamplingParams

DEFAULT_MAX_ROWS = 17
DECODE_MAX = 64  # one-token steps a decode() call runs before reading its tokens back
DECODE_SLOTS = 2  # decode chunks in flight at once (decode_start before decode_finish)


@dataclass(frozen=True, slots=True, eq=False)
class Chunk:
    """A decode chunk in flight (Engine.decode_start): n tokens in ring slot `slot`."""

    slot: int
    n: int

    @property
    def part(self) -> slice:
        """Its tokens in the ring."""
        return slice(self.slot * DECODE_MAX, self.slot * DECODE_MAX + self.n)


@dataclass(frozen=True, slots=True, eq=False)
class Armed:
    """A step of m rows enqueued before its ids (Engine.arm); `seq` is the host word's value
    that lets it run."""

    m: int
    seq: int


class Engine:
    def __init__(
        self,
        art: Artifact,
        weights: dict,
        *,
        max_rows: int = DEFAULT_MAX_ROWS,
        cuda_graphs: bool = True,
        mapped_copies: bool = False,
    ):
        self.art, self.cfg = art, art.cfg
        self.device = torch.device("cuda" if art.target == "cuda" else "cpu")
        if max_rows < 1:
            raise ValueError(f"max_rows must be >= 1, got {max_rows}")
        self.max_rows = max_rows
        self.module = art.load_module()
        mf = art.manifest
        self._funcs = {k.uri: self.module[k.uri] for k in mf.kernels}
        self._weights = weight_planes(mf.program, weights, mf.wdtypes, self.device)
        self._tensors = self._alloc_tensors()
        self._pos = 0
        self._calls_by_m: dict[int, list] = {}
        self._graphs: dict[int, torch.cuda.CUDAGraph] = {}
        self._loop: torch.cuda.CUDAGraph | None = None  # decode(): _loop_step
        self._in_flight: list[Chunk] = []  # decode_start's chunks not yet finished
        self._chained = False  # the device holds the next decode step's id and position
        self.use_graphs = cuda_graphs and self.device.type == "cuda"
        self.steps = 0  # step() calls, for stats
        self._last_m = 0  # rows of the last step
        self._top2_queued = False  # the last step's top-2 copy to the host is enqueued
        self._armed: Armed | None = None  # arm()'s step, waiting for release()
        self._arm_seq = 0  # the last armed step's seq
        self._init_host_path(mapped_copies)

    @classmethod
    def load(cls, artifact: str | Path, weights=None, **kw) -> Engine:
        """Open an artifact and its weights: None (the artifact's model), a name/path, or a dict."""
        return cls.load_with_weights(artifact, weights, **kw)[0]

    @classmethod
    def load_with_weights(cls, artifact: str | Path, weights=None, **kw) -> tuple[Engine, dict]:
        """As load(), also returning the canonical weights, so callers that need them too (a
        torch verifier, a draft engine) read the checkpoint once."""
        art = open_artifact(artifact)
        if weights is None or isinstance(weights, str | Path):
            from speccc.model import load

            src = art.manifest.model if weights is None else str(weights)
            _, weights = load(src, max_ctx=art.cfg.max_ctx)
        elif isinstance(weights, tuple):
            weights = weights[1]
        return cls(art, weights, **kw), weights

    # ---- buffers -------------------------------------------------------------------------
    def _alloc_tensors(self) -> dict[str, torch.Tensor]:
        """Every non-weight tensor, from the buffer plan (speccc.runtime.buffers); row-major
        activations get max_rows rows (sliced per step)."""
        cfg = self.cfg
        mem = self.memory = allocate(self.art.manifest, self.max_rows, self.device)
        out, self.k_all, self.v_all = mem.by_name, mem.k_all, mem.v_all
        cos, sin = rope_tables(cfg, torch.float32)  # the one table (float64, then cast)
        out["rope_cos"].copy_(cos)
        out["rope_sin"].copy_(sin)
        return out

    def _init_host_path(self, mapped_copies: bool) -> None:
        """The host side of a step: staging for ids/pos and the top-2 readout buffer. On cpu the
        packed device storages are host memory and serve as their own staging (no copy). On
        cuda with `mapped_copies` (and unified addressing) the pinned buffers have cuda views
        that the copies' kernels read and write (_copy_in, _copy_out)."""
        packed = self.memory.packed
        if set(packed) != {"inputs", "top2"}:
            raise ValueError(
                f"{self.art.path}: the artifact has no packed step inputs and top-2/sampled "
                "outputs (built before the sampling kernel? rebuild it with build.py)"
            )
        cuda = self.device.type == "cuda"
        self._in_dev, self._top2_dev = packed["inputs"], packed["top2"]
        pinned = (lambda t: torch.empty_like(t, device="cpu", pin_memory=True)) if cuda else None
        self._in_host = pinned(self._in_dev) if cuda else None
        self._top2_host = pinned(self._top2_dev) if cuda else None
        self._in_done = torch.cuda.Event() if cuda else None  # the last ids/pos copy has run
        self._top2_done = torch.cuda.Event() if cuda else None
        # arm(): the host word its stream waits on, and its input copy's event
        self._flag = torch.zeros(1, dtype=torch.int32, pin_memory=True) if cuda else None
        self._flag_np = self._flag.numpy().view(np.uint32) if cuda else None
        self._armed_in_done = torch.cuda.Event() if cuda else None
        host = self._in_host if cuda else self._in_dev
        t = self._tensors
        self._ids_np = self._host_view(host, t["ids"]).numpy()  # [max_rows] int32
        self._pos_np = self._host_view(host, t["pos"]).numpy()
        self._arange = np.arange(self.cfg.max_ctx, dtype=np.int32)  # positions, sliced per step
        top2 = self._top2_host if cuda else self._top2_dev
        self._top2_val = self._host_view(top2, t["top2_val"])  # [max_rows, 2] float32
        self._top2_idx = self._host_view(top2, t["top2_idx"])  # [max_rows, 2] int32
        self._sample_id = self._host_view(top2, t["sample_id"])  # [max_rows] int32
        self._params_np = self._host_view(host, t["sample_params"]).numpy()  # [max_rows, WORDS]
        self.sampling = GREEDY
        # decode(): the sampled tokens of its steps, in order, and where the next one goes
        # (a slot of DECODE_MAX tokens for each chunk in flight)
        ring = DECODE_SLOTS * DECODE_MAX
        self._ring = torch.zeros(ring, dtype=torch.int32, device=self.device)
        self._ring_at = torch.zeros(1, dtype=torch.int64, device=self.device)
        self._ring_host = pinned(self._ring) if cuda else None
        self._ring_done = [torch.cuda.Event() for _ in range(DECODE_SLOTS)] if cuda else None
        mapped_ok = cuda and mapped_copies and mapped.unified_addressing(self._device_index())
        view = (lambda t: mapped.device_view(t, self.device)) if mapped_ok else (lambda t: None)
        self._in_view = view(self._in_host) if cuda else None
        self._top2_view = view(self._top2_host) if cuda else None
        self._ring_view = view(self._ring_host) if cuda else None

    @property
    def mapped_copies(self) -> bool:
        """Whether the small host copies are kernels on the pinned buffers (mapped_copies=True
        and a cuda device with unified addressing)."""
        return self._in_view is not None

    def _copy_in(self) -> None:
        """Enqueue the staging's move into the packed input storage."""
        if self._in_view is not None:
            mapped.copy(self._in_dev, self._in_view)
        else:
            self._in_dev.copy_(self._in_host, non_blocking=True)

    @staticmethod
    def _copy_out(host: torch.Tensor, view: torch.Tensor | None, src: torch.Tensor) -> None:
        """Enqueue src's move into pinned `host` (through its cuda view where there is one)."""
        if view is not None:
            mapped.copy(view, src)
        else:
            host.copy_(src, non_blocking=True)

    def _host_view(self, host: torch.Tensor, member: torch.Tensor) -> torch.Tensor:
        """The view of host storage `host` laid out as `member` is in its packed device storage."""
        base = member.untyped_storage().data_ptr()
        off = (member.data_ptr() - base) // 4
        flat = host[off : off + member.numel()]
        return flat.view(member.dtype).view(member.shape)

    def _stage(self, ids: list[int]) -> None:
        """ids at rows [0, m) and positions pos..pos+m-1 into the step's input tensors."""
        if self._in_done is not None:
            self._in_done.synchronize()  # the previous copy has read the staging buffer
        self._write_staging(ids)
        if self._in_host is not None:
            self._copy_in()
            self._in_done.record()

    def _write_staging(self, ids: list[int]) -> None:
        m = len(ids)
        self._ids_np[:m] = ids
        self._pos_np[:m] = self._arange[self._pos : self._pos + m]

    def _idle(self, what: str) -> None:
        """ValueError unless no step is armed (arm(): the device waits for the host)."""
        if self._armed is not None:
            raise ValueError(f"{what}: a step is armed (Engine.arm); release or cancel it first")

    def _calls(self, m: int) -> list:
        """(func, args) for an m-row step; row-major tensors are sliced to their first m rows."""
        if m not in self._calls_by_m:
            specs = self.art.manifest.tensors
            calls = []
            for c in self.art.manifest.program:
                args = []
                for a in c.args:
                    if a.kind == "weight":
                        args.append(self._weights[(a.name, a.plane)])
                    else:
                        t = self._tensors[a.name]
                        rowed = specs[a.name].shape[:1] == (ROWS,)
                        args.append(t[:m] if rowed else t)
                calls.append((self._funcs[c.kernel], args))
            self._calls_by_m[m] = calls
        return self._calls_by_m[m]

    def _run(self, m: int) -> None:
        for f, args in self._calls(m):
            f(*args)

    def _run_graph(self, m: int) -> None:
        self._capture(m)
        self._graphs[m].replay()

    def _feed(self) -> None:
        """After a one-row step, on the device: its sampled token to the decode ring and into
        the next step's id, at the next position."""
        t = self._tensors
        token = t["sample_id"][:1]
        self._ring.index_copy_(0, self._ring_at, token)
        self._ring_at.add_(1)
        t["ids"][:1].copy_(token)
        t["pos"][:1].add_(1)

    def _loop_step(self) -> None:
        """decode()'s step: the one-row step, then _feed."""
        self._run(1)
        self._feed()

    @staticmethod
    def _graph(run: Callable[[], None]) -> torch.cuda.CUDAGraph:
        """run() once outside capture (module load, lazy init), then captured as a CUDA graph.
        The warm-up reruns the last step on the inputs it left (the same K/V row bits: a row
        depends only on its id, position and the cache below); what decode's warm-up feed
        leaves in ids, pos and the ring, decode_start() overwrites before any replay."""
        return cuda_graph.capture(run)

    def _capture(self, m: int) -> None:
        if m not in self._graphs:
            self._graphs[m] = self._graph(lambda: self._run(m))

    # ---- public API ------------------------------------------------------------------------
    @property
    def pos(self) -> int:
        """Number of positions in the KV cache (the next row's position)."""
        return self._pos

    def _check_room(self, n: int) -> None:
        if self._pos + n > self.cfg.max_ctx:
            raise ValueError(
                f"KV cache full: pos {self._pos} + {n} tokens > max_ctx {self.cfg.max_ctx}"
            )

    def _check(self, ids, what: str = "step") -> list[int]:
        """Validate before anything runs, so a failed call leaves pos and the cache as they were."""
        ids = token_ids(ids, what)
        if not ids:
            raise ValueError(f"{what} needs at least one token id")
        if what == "step" and len(ids) > self.max_rows:
            raise ValueError(
                f"step got {len(ids)} rows; this engine holds max_rows={self.max_rows}"
            )
        self._check_room(len(ids))
        bad = [i for i in ids if not 0 <= i < self.cfg.vocab]
        if bad:
            raise ValueError(f"token ids {bad[:5]} outside the vocabulary [0, {self.cfg.vocab})")
        return ids

    def step(self, ids, *, logits: bool = True):
        """Consume M = len(ids) tokens at positions pos..pos+M-1.

        logits=True (the default): return fp32 logits [M, V], a fresh tensor on the engine's
        device. logits=False: copy nothing and return the fused top-2 of each row on the device,
        (values [M, 2] float32, ids [M, 2] int32; best first, equal values by the lower id, NaN
        ranked as -inf): views of the engine's output buffers, overwritten by the next step.
        Raises ValueError (pos and the cache unchanged) for an input it cannot take."""
        self._idle("step")
        ids = self._check(ids)
        m = len(ids)
        self._stage(ids)
        self._chained = False
        self._top2_queued = False
        if self.use_graphs:
            self._run_graph(m)
        else:
            self._run(m)
        self._pos += m
        self._last_m = m
        self.steps += 1
        t = self._tensors
        if logits:
            return fresh_copy(t["logits"][:m])
        return t["top2_val"][:m], t["top2_idx"][:m]

    def top2(self, m: int) -> tuple[torch.Tensor, torch.Tensor]:
        """(values [m, 2], ids [m, 2]) of the last step, from the fused top-2 kernel (device
        copies)."""
        self._idle("top2")
        return self._tensors["top2_val"][:m].clone(), self._tensors["top2_idx"][:m].clone()

    def _queue_top2(self) -> None:
        """The last step's top-2 and sampled tokens to the host buffer: one copy, enqueued once."""
        if self._top2_host is not None and not self._top2_queued:
            self._copy_out(self._top2_host, self._top2_view, self._top2_dev)
            self._top2_done.record()
        self._top2_queued = True

    def top2_host(self) -> tuple[torch.Tensor, torch.Tensor]:
        """The fused top-2 of the last step's M rows on the host, (values [M, 2] float32,
        ids [M, 2] int32), ordered as step(logits=False) says: one copy of the packed top-2
        storage into a preallocated (pinned) host buffer, waited for. The tensors are views of
        that buffer, valid until the next step."""
        m = self._last_m
        if not m:
            raise ValueError("top2_host() before any step")
        self._queue_top2()
        if self._top2_done is not None:
            self._top2_done.synchronize()
        return self._top2_val[:m], self._top2_idx[:m]

    def set_sampling(self, params: SamplingParams) -> None:
        """Sample every row of the following steps by `params` (GREEDY: the top-2 path's token;
        the step's logits and top-2 are the same either way). Takes effect at the next step."""
        if not isinstance(params, SamplingParams):
            raise TypeError(f"set_sampling takes a SamplingParams, got {type(params).__name__}")
        self._idle("set_sampling")
        if self._in_done is not None:
            self._in_done.synchronize()  # the previous copy has read the staging buffer
        self._params_np[:] = np.asarray(params.words(), dtype=np.int32)
        self.sampling = params
        self._chained = False  # the params reach the device with the next staged step

    def sampled_host(self) -> torch.Tensor:
        """The sampled token of each of the last step's M rows, int32 [M] on the host (a view,
        valid until the next step), from the copy top2_host() made: call that first."""
        return self._sample_id[: self._last_m]

    def step_sample(self, ids) -> list[int]:
        """The lean step, returning the token each row samples (set_sampling; greedy by
        default: the top-2 ids)."""
        self.step_top2(ids)
        return self.sampled_host().tolist()

    def step_top2(self, ids) -> tuple[torch.Tensor, torch.Tensor]:
        """step(ids, logits=False), then top2_host(): the lean decode/verify step (no [M, V]
        copy, one small device-to-host copy)."""
        self.step(ids, logits=False)
        return self.top2_host()

    @property
    def can_arm(self) -> bool:
        """Whether arm() can enqueue a step ahead of its ids here (cpu: always, run at release)."""
        return self.device.type != "cuda" or stream_wait.supported(self._device_index())

    def _device_index(self) -> int:
        return torch.cuda.current_device() if self.device.index is None else self.device.index

    def arm(self, m: int) -> Armed:
        """Enqueue an m-row step before its ids are known (release() gives them), so the host's
        launch of its CUDA graph overlaps the step before it instead of idling the device: on
        cuda the stream waits on a pinned host word (speccc.runtime.stream_wait) in front of
        the input copy and the graph; the last step's top-2 copy is enqueued first, so
        top2_host() still reads it. Until release() or cancel() the device waits for the host:
        the engine refuses everything else that would run or read device work, and a
        device-wide synchronize would never return. On cpu release() runs the step. ValueError
        (nothing enqueued) if m is outside 1..max_rows, pos + m > max_ctx, a step is armed
        already, or the driver cannot wait on host memory."""
        self._idle("arm")
        if not 1 <= m <= self.max_rows:
            raise ValueError(f"arm({m}) outside 1..max_rows={self.max_rows}")
        self._check_room(m)
        if not self.can_arm:
            raise ValueError("arm: this CUDA driver cannot make a stream wait on host memory")
        armed = Armed(m, (self._arm_seq + 1) % 2**32)
        if self.device.type == "cuda":
            self._queue_top2()  # before anything below rewrites the device's top-2
            if self.use_graphs and m not in self._graphs:
                # a capture synchronizes, so never behind a waiting stream; its warm-up run
                # writes rows at pos.., past every live row of the cache
                self._stage([0] * m)
                self._capture(m)
            stream_wait.wait_geq(torch.cuda.current_stream(self.device), self._flag, armed.seq)
            try:
                self._copy_in()  # reads the staging then
                self._armed_in_done.record()
                if self.use_graphs:
                    self._graphs[m].replay()
                else:
                    self._run(m)
            except BaseException:  # let the stream go (on dead rows) rather than wait forever
                self._in_done.synchronize()
                self._write_staging([0] * m)
                self._arm_seq = armed.seq
                self._flag_np[0] = armed.seq
                raise
        self._arm_seq, self._armed = armed.seq, armed
        return armed

    def release(self, armed: Armed, ids) -> None:
        """Run the armed step on `ids` at pos, as step(ids, logits=False) would: pos advances
        by len(ids) (1..armed.m); the step's other rows repeat the last id at the positions
        after them, past pos, so nothing reads them (their K/V rows are dead, as a rolled-back
        draft's). Raises ValueError (still armed, nothing run) for ids step() refuses, more
        than armed.m of them, or pos + armed.m > max_ctx."""
        if armed is not self._armed:
            raise ValueError(f"release: {armed} is not the armed step")
        ids = self._check(ids)
        if len(ids) > armed.m:
            raise ValueError(f"release: {len(ids)} ids for a step of {armed.m} rows")
        self._check_room(armed.m)
        rows = ids + ids[-1:] * (armed.m - len(ids))
        if self._flag is not None:
            self._in_done.synchronize()  # the step before's copy has read the staging
            self._write_staging(rows)
            # the word after the staging (x86 keeps stores in order): the stream runs now
            self._flag_np[0] = armed.seq
            self._in_done, self._armed_in_done = self._armed_in_done, self._in_done
        else:
            self._write_staging(rows)  # on cpu the staging is the device storage
            self._run(armed.m)
        self._armed = None
        self._pos += len(ids)
        self._last_m = len(ids)
        self.steps += 1
        self._chained = False
        self._top2_queued = False

    def cancel(self, armed: Armed) -> None:
        """Let the armed step go without a use: it runs on one row at pos (on cpu it does not
        run) and pos stays; the last step's top-2 is no longer readable."""
        if armed is not self._armed:
            raise ValueError(f"cancel: {armed} is not the armed step")
        if self._flag is None:
            self._armed = None
            return
        self.release(armed, [0])
        self.rollback(1)

    def decode(self, token: int, n: int) -> list[int]:
        """n one-token steps from `token` at pos, each consuming the token the step before it
        sampled (set_sampling; greedy by default), run on the device without the host in
        between; returns the n sampled tokens (one copy back). The same tokens and K/V as n
        step_sample calls; pos advances by n. Raises ValueError (pos and the cache unchanged)
        for n outside 1..DECODE_MAX, past max_ctx, or a token outside the vocabulary."""
        return self.decode_finish(self.decode_start(token, n))

    def decode_start(self, token: int | None, n: int) -> Chunk:
        """decode()'s steps, enqueued and not waited for: pos advances by n now, the tokens
        come from decode_finish (or decode_drop forgets them). token None continues from the
        last decode chunk (the device holds its last token and the next position), so a chunk
        can run while the host reads the one before; that needs no step, prefill, rollback,
        advance, reset or set_sampling since. At most DECODE_SLOTS chunks in flight. Raises
        ValueError as decode() does (and for those), before anything runs."""
        self._idle("decode")
        if not 1 <= n <= DECODE_MAX:
            raise ValueError(f"decode: n={n} outside 1..{DECODE_MAX}")
        self._check_room(n)
        if token is None and not self._chained:
            raise ValueError("decode_start(None, n): no decode chunk to continue from")
        ids = None if token is None else self._check([token], "decode")
        busy = {c.slot for c in self._in_flight}
        if len(busy) == DECODE_SLOTS:
            raise ValueError(f"decode_start: {DECODE_SLOTS} chunks in flight; finish one first")
        slot = min(set(range(DECODE_SLOTS)) - busy)
        if self.use_graphs and self._loop is None:  # no decode yet: nothing chained
            self._loop = self._graph(self._loop_step)
        if ids is not None:
            self._stage(ids)
        self._ring_at.fill_(slot * DECODE_MAX)
        for _ in range(n):
            if self.use_graphs:
                self._loop.replay()
            else:
                self._loop_step()
        self._pos += n
        self._last_m = 1
        self.steps += n
        self._chained = True
        self._top2_queued = False
        chunk = Chunk(slot, n)
        if self._ring_host is not None:
            view = None if self._ring_view is None else self._ring_view[chunk.part]
            self._copy_out(self._ring_host[chunk.part], view, self._ring[chunk.part])
            self._ring_done[slot].record()
        self._in_flight.append(chunk)
        return chunk

    def decode_finish(self, chunk: Chunk) -> list[int]:
        """The n tokens of a chunk decode_start enqueued, waited for (one small copy)."""
        self.decode_drop(chunk)
        if self._ring_host is None:
            return self._ring[chunk.part].tolist()
        self._ring_done[chunk.slot].synchronize()
        return self._ring_host[chunk.part].tolist()

    def decode_drop(self, chunk: Chunk) -> None:
        """Forget a chunk in flight without reading it (its slot is free again: a later chunk
        there is copied back after it, in stream order)."""
        if chunk not in self._in_flight:
            raise ValueError(f"{chunk} is not a decode chunk in flight")
        self._in_flight.remove(chunk)

    def prefill(self, ids) -> torch.Tensor:
        """Consume a prompt with the exact kernels, max_rows at a time; logits [1, V] of its last
        row (a fresh tensor; the other rows' logits are never copied)."""
        ids = self._check(ids, "prefill")
        for s in range(0, len(ids), self.max_rows):
            self.step(ids[s : s + self.max_rows], logits=False)
        m = self._last_m
        return fresh_copy(self._tensors["logits"][m - 1 : m])

    def rollback(self, n: int) -> None:
        """Drop the last n positions (their K/V rows are dead; later steps overwrite them)."""
        if not 0 <= n <= self._pos:
            raise ValueError(f"rollback({n}) outside 0..pos={self._pos}")
        self._pos -= n
        self._chained = self._chained and n == 0

    def advance(self, n: int) -> None:
        """Re-admit n positions past pos whose K/V rows are still intact (undo a rollback)."""
        self._idle("advance")
        if not 0 <= n <= self.cfg.max_ctx - self._pos:
            raise ValueError(f"advance({n}) outside 0..{self.cfg.max_ctx - self._pos}")
        self._pos += n
        self._chained = self._chained and n == 0

    def reset(self) -> None:
        """An empty cache; chunks still in flight are forgotten (a generate cut short by an
        exception leaves none holding a ring slot) and an armed step is cancelled."""
        if self._armed is not None:
            self.cancel(self._armed)
        self._pos = 0
        self._chained = False
        self._in_flight.clear()

    def kv_snapshot(self) -> dict[str, torch.Tensor]:
        """CPU copies of the live K/V rows [0, pos) of every layer."""
        self._idle("kv_snapshot")
        return {
            n: t[: self._pos].detach().cpu().clone()
            for n, t in self._tensors.items()
            if n.startswith(("k_cache.", "v_cache."))
        }

    def kv_tensors(self) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """The live cache tensors per layer, (K, V) each [max_ctx, Hkv, hd] (views, not copies)."""
        return [(self.k_all[i], self.v_all[i]) for i in range(self.cfg.n_layers)]

    def kv_rows(self, start: int, stop: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
        """Copies of cache rows [start, stop) per layer: (K, V) each [stop - start, Hkv, hd]."""
        self._idle("kv_rows")
        if not 0 <= start <= stop <= self.cfg.max_ctx:
            raise ValueError(f"kv_rows({start}, {stop}) outside 0..max_ctx={self.cfg.max_ctx}")
        return [(k[start:stop].clone(), v[start:stop].clone()) for k, v in self.kv_tensors()]

    def write_kv_rows(self, start: int, rows: list[tuple[torch.Tensor, torch.Tensor]]) -> None:
        """Overwrite cache rows [start, start + n) with `rows` as kv_rows returned them (a restore
        of rows this engine wrote earlier); pos is unchanged."""
        self._idle("write_kv_rows")
        if len(rows) != self.cfg.n_layers:
            raise ValueError(f"write_kv_rows needs {self.cfg.n_layers} layers, got {len(rows)}")
        n = rows[0][0].shape[0]
        if not 0 <= start <= start + n <= self.cfg.max_ctx:
            raise ValueError(f"write_kv_rows rows [{start}, {start + n}) outside the cache")
        for (k, v), (kr, vr) in zip(self.kv_tensors(), rows, strict=True):
            k[start : start + n].copy_(kr)
            v[start : start + n].copy_(vr)

    def rope_table(self) -> tuple[torch.Tensor, torch.Tensor]:
        """Copies of the (cos, sin) table the kernels rotate with, each [max_ctx, hd/2] float32."""
        return self._tensors["rope_cos"].clone(), self._tensors["rope_sin"].clone()

    @property
    def weight_bytes(self) -> int:
        """Bytes of weight planes a step reads (packed quantized planes counted as stored)."""
        return sum(t.numel() * t.element_size() for t in self._weights.values())

    def program(self, m: int) -> list[tuple[str, Callable[[], None], list[torch.Tensor]]]:
        """The m-row step as (kernel uri, run, args): run() launches that one kernel on the
        engine's buffers as step() would (no host copies). For per-kernel timing."""
        calls = self._calls(m)
        uris = [c.kernel for c in self.art.manifest.program]
        return [
            (uri, lambda f=f, a=a: f(*a), list(a)) for uri, (f, a) in zip(uris, calls, strict=True)
        ]

    def replay(self, m: int) -> None:
        """Run the captured m-row step alone (CUDA graph replay on cuda, the kernel calls on cpu)
        over whatever ids/pos the last m-row step left: for timing the kernels without the
        host-side copies of step(). Leaves pos unchanged; the K/V rows it rewrites are those
        that step wrote."""
        self._idle("replay")
        if not 1 <= m <= self.max_rows:
            raise ValueError(f"replay({m}) outside 1..max_rows={self.max_rows}")
        self._top2_queued = False  # (it rewrites the top-2: top2_host() copies it again)
        if self.use_graphs:
            self._run_graph(m)
        else:
            self._run(m)

    def activations(self, m: int) -> dict[str, torch.Tensor]:
        """Copies of every per-row tensor of the last m-row step (rows [0, m)), ids/pos excluded:
        the outputs of every kernel of the step, for row-by-row parity checks. Tensors that share
        a buffer (the buffer plan) show its last writer: load the artifact with its buffer plan
        set to None to observe every one."""
        self._idle("activations")
        specs = self.art.manifest.tensors
        return {
            n: t[:m].clone()
            for n, t in self._tensors.items()
            if n in specs
            and specs[n].shape[:1] == (ROWS,)
            and specs[n].role != "scratch"  # kernels' workspaces, not outputs
            and n not in ("ids", "pos", "sample_params")
        }

    def __repr__(self) -> str:
        return f"Engine({self.cfg.name}, target={self.art.target}, pos={self._pos})"
