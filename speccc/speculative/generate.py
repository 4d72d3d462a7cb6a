"""Speculative generation: propose k drafts, verify [last, d1..dk] in one M=k+1 step, accept
the longest matching prefix plus the bonus token, roll back the rest.

Modes
  exact    verify with the engine's exact kernels: output == greedy, by construction.
  guarded  verify with a non-exact backend (`verifier`, e.g. TorchVerifier, with its own cache).
           Every row the verifier predicts from (the prompt's last row, then each verify row up
           to the first rejected draft) is inspected; where its fp32 top1-top2 gap is not >= tau
           the guard fires: that token is taken from the exact engine's M=1 step over the same
           prefix instead, and the rows after it are dropped. Guarantee: every token where the
           guard fired is exactly the token greedy decode emits after the same prefix (the
           exact engine's cache only holds K/V the exact kernels wrote: speccc.speculative.guard).
           Tokens where it did not fire are the verifier's. tau=inf is exact greedy; tau=0 is
           the raw verifier (mode "torch"), token for token.
  torch    verify with the non-exact backend and no guard (the baseline others ship).
`audit` (a fraction) recomputes sampled verify rows as M=1 decode with the exact kernels and
compares logits and K/V bitwise, in any mode (speccc.speculative.audit).

Sampling (temperature > 0; speccc.sampling): the token after the row at absolute position p is
a pure function of that row's logits, the parameters, the seed and p. The exact engine samples
in its step (the sampling kernel, set_sampling); other backends sample their logits with the
torch reference sampler (the same function). A draft is accepted iff it equals the token the
verify row samples, so in exact mode speculative sampling emits exactly the tokens plain
sampling emits with the same seed. Guarded mode's margin for a sampled row is pick_margin (how
far its logits may be off before the sampled token could change).

The device loop (exact mode, no audit, device_loop on, an engine with Engine.decode): plain
decoding runs DECODE_CHUNK tokens on the device at a time, each chunk one copy back, the next
chunk enqueued before the host reads one (_decode_plain); a speculative loop at a step with no
drafts (the proposer found none, or its policy verifies none) decodes on the device
IDLE_CHUNK tokens a chunk the same way, and proposes again on each chunk's tokens while the
next chunk runs; when drafts come, the chunk in flight is read and kept, and the loop proposes
on the context through it and verifies. Tokens past eos_id in a chunk are dropped and their
positions rolled back, so the output, the cache and pos are those of the step-by-step loop; a
chunk is the tokens plain decoding gives, which a verify would accept. With VERIFY_AHEAD, a
verify step while drafting enqueues the next one before its rows are known (_Ahead): the host's
launch of its graph overlaps this step, and the next step's rows are released into it.

Host path: an engine with a fused top-2 (the exact Engine's step_top2) verifies without copying
[M, V] logits: the step's top-2 (values, ids) comes back in one small device-to-host copy, the
predictions are its top-1 ids (argmax_ids' rule: ties to the lowest id, NaN as -inf) and the
guard's margin is top1 - top2 of its values. Other backends go through their logits and top2_of
(the same rule); auditing asks for logits too.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

import torch

from speccc.ints import int_arg, token_ids
from speccc.sampling import SamplingParams, pick_margin, sample
from speccc.speculative.audit import Auditor
from speccc.speculative.guard import exact_row, fires, trim
from speccc.speculative.proposers import Proposer, argmax_ids, top2_of
from speccc.speculative.stats import Stats

MODES = ("exact", "guarded", "torch")
DECODE_CHUNK = 16  # plain decoding's tokens a device loop (Engine.decode) runs between readbacks
IDLE_CHUNK = 2  # ... and a speculative loop's, at a step with no drafts (H200: decode_loop/y5)
# verify steps armed ahead (_Ahead: Engine.arm) in the device loop; off: on the H200 bitwise the
# plain steps, 0-13% faster in a synthetic verify loop (verify_gap/g2, g5), -5% to +2% on real
# SmolLM2 prompts (decode_loop/a2)
VERIFY_AHEAD = False
log = logging.getLogger("speccc.generate")


@dataclass(slots=True)
class Generation:
    tokens: list[int]
    stats: Stats


def _verify(backend, rows: list[int], with_logits: bool, params: SamplingParams, p0: int):
    """One step over `rows` at positions p0..: (logits [M, V] or None, top-2 values [M, 2] on
    the host, each row's token as a list: greedy top-1 or sampled). An engine with the fused
    top-2 and sampler is read back with one small copy."""
    if hasattr(backend, "step_top2"):
        logits = backend.step(rows) if with_logits else None
        vals, ids = backend.top2_host() if with_logits else backend.step_top2(rows)
        return logits, vals, _picks(backend, ids, params)
    logits = backend.step(rows)
    vals, ids = top2_of(logits)
    picks = ids[:, 0].tolist() if params.greedy else _sample(logits, params, p0)
    return logits, vals.cpu(), picks


def _picks(engine, ids: torch.Tensor, params: SamplingParams) -> list[int]:
    """Each row's token from the last step's host top-2 ids: greedy top-1, or the sampled one
    (read back in the same copy)."""
    return (ids[:, 0] if params.greedy else engine.sampled_host()).tolist()


def _sample(logits: torch.Tensor, params: SamplingParams, p0: int) -> list[int]:
    return sample(logits, params, range(p0, p0 + logits.shape[0]))


def _first(backend, params: SamplingParams, prompt_ids: list[int]) -> tuple[torch.Tensor, int]:
    """Prefill the prompt: (logits [1, V] of its last row, the first output token). An engine
    with the fused top-2 and sampler gives the token from its small readback (the fused top-1 is
    argmax_ids' pick), no torch op on the logits: on the CPU those ran on torch's threads against
    TVM's pool (real SmolLM2, a 19-token prompt: prefill and first token 74-78 -> 47-52 ms,
    bench/results/cpu_host_copy/)."""
    last = backend.prefill(prompt_ids)[-1:]
    if hasattr(backend, "top2_host"):
        _, ids = backend.top2_host()
        return last, int(ids[-1, 0] if params.greedy else backend.sampled_host()[-1])
    if params.greedy:
        return last, argmax_ids(last)[0]
    return last, _sample(last, params, len(prompt_ids) - 1)[0]


class _Guard:
    """Guarded mode's decisions over a trailing exact engine."""

    def __init__(self, exact, tau: float, stats: Stats, params: SamplingParams):
        self.exact, self.tau, self.stats, self.params = exact, tau, stats, params

    def check(self, top2_row: torch.Tensor, logits_row, seq: list[int], p: int, out_index: int):
        """Inspect the verifier's row for the token consumed at position p (seq[p]): greedy by
        its top-2 values [2], sampled by pick_margin of its logits [V]; return the exact token
        there (greedy's, or the exact engine's sampled one) when the guard fires, else None."""
        if self.params.greedy:
            gap = float(top2_row[0] - top2_row[1])
        else:
            gap = pick_margin(logits_row, self.params, p)
        self.stats.guard_rows += 1
        self.stats.guard_gaps.append(gap)
        if not fires(gap, self.tau):
            return None
        t0 = time.perf_counter()
        row = exact_row(self.exact, seq, p)
        if self.params.greedy:
            tok = argmax_ids(row)[0]
        else:
            self.exact.top2_host()
            tok = int(self.exact.sampled_host()[0])
        self.stats.guard_fired += 1
        self.stats.guard_fired_at.append(out_index)
        self.stats.guard_s += time.perf_counter() - t0
        return tok


def device_loop_default(engine) -> bool:
    """Whether generate's device loop is on by default for `engine`: where its decode chunks run
    asynchronously (cuda), so the chunk in flight overlaps the host's readback. On the CPU
    (llvm) a chunk runs when it is enqueued: the chunk ahead and a chunk's steps past eos_id are
    computed and thrown away, and a readback costs nothing (real SmolLM2 on llvm, 48 new tokens
    with eos at the 34th: 52 tok/s through the loop against 74 step by step; without eos 74
    either way)."""
    return getattr(getattr(engine, "device", None), "type", None) == "cuda"


def _decode_plain(
    engine,
    first: int,
    budget: int,
    emit: Callable[[list[int]], int],
    eos_id: int | None,
    chunk: int = DECODE_CHUNK,
    idle: Callable[[], bool] | None = None,
) -> int:
    """Plain decoding on the device of up to `budget` tokens from `first`, `chunk` tokens a
    chunk, each chunk enqueued before the host reads the one before it (Engine.decode_start), so
    the device does not wait for the host's readback; after a chunk holding eos_id (emit() keeps
    the tokens up to it) the steps past it and the chunk in flight are rolled back. `idle` (a
    speculative loop's: whether the proposer still has no drafts) is asked after each chunk is
    emitted while the next one runs; once it says no, that chunk is read and kept, and decoding
    stops there.
    Returns the tokens kept."""
    kept, n = 0, min(chunk, budget)
    cur, left = engine.decode_start(first, n), budget - n
    while cur is not None:
        after = None
        if left:
            after = engine.decode_start(None, min(chunk, left))
            left -= after.n
        tokens = engine.decode_finish(cur)
        got = emit(tokens)
        kept += got
        if eos_id in tokens:  # also as a chunk's last token: nothing after it is kept
            engine.rollback(len(tokens) - got + (after.n if after else 0))
            if after:
                engine.decode_drop(after)
            break
        if after and idle is not None and not idle():
            left = 0  # drafts to verify: read the chunk in flight, enqueue no more
        cur = after
    return kept


class _Ahead:
    """The device loop's verify steps with the next one armed while this one runs (Engine.arm):
    step(rows) launches [last, drafts] (into the armed step if there is one: Engine.release,
    padded to k+1 rows), arms the next while drafting, and returns (top-2 values, picks) of
    this one; arm() also arms the verify that follows an idle chunk in flight once the
    proposer has drafts again. close() cancels what is still armed."""

    def __init__(self, engine, k: int, max_new_tokens: int, params: SamplingParams):
        self.engine, self.m, self.max_new, self.params = engine, k + 1, max_new_tokens, params
        self.armed = None

    def step(self, rows: list[int], drafting: bool, produced: int):
        eng = self.engine
        if self.armed is not None:
            eng.release(self.armed, rows)
            self.armed = None
        else:
            eng.step(rows, logits=False)
        if drafting:
            self.arm(produced + len(rows))
        vals, ids = eng.top2_host()
        return vals, _picks(eng, ids, self.params)

    def arm(self, produced: int) -> None:
        """Arm the next step unless `produced` (the output's length once the work enqueued so
        far is read, at most) ends the output (or pos + k+1 would pass max_ctx): another step is
        then certain, unless eos comes."""
        eng = self.engine
        if self.armed is None and produced < self.max_new and eng.pos + self.m <= eng.cfg.max_ctx:
            self.armed = eng.arm(self.m)

    def close(self) -> None:
        if self.armed is not None:
            self.engine.cancel(self.armed)
            self.armed = None


def _check_args(
    engine, mode, tau, verifier, max_new_tokens, proposer, k, prompt_ids, eos_id
) -> tuple[int, int, int | None]:
    """ValueError for an argument generate cannot take; (max_new_tokens, k, eos_id) as ints."""
    max_new_tokens, k = int_arg("max_new_tokens", max_new_tokens), int_arg("k", k)
    eos_id = None if eos_id is None else int_arg("eos_id", eos_id)
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if mode != "exact" and verifier is None:
        raise ValueError(
            f"mode {mode!r} needs a verifier backend (speccc.speculative.TorchVerifier)"
        )
    if not (isinstance(tau, int | float) and tau >= 0):  # NaN fails too
        raise ValueError(f"tau must be a number >= 0 (inf: always re-decode), got {tau!r}")
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if proposer is not None and not 1 <= k < engine.max_rows:
        raise ValueError(f"k must be in 1..{engine.max_rows - 1} (max_rows - 1), got {k}")
    if not prompt_ids:
        raise ValueError("prompt is empty")
    if len(prompt_ids) > engine.cfg.max_ctx:
        raise ValueError(
            f"prompt has {len(prompt_ids)} tokens; the artifact holds max_ctx="
            f"{engine.cfg.max_ctx} positions"
        )
    bad = [t for t in prompt_ids if not 0 <= t < engine.cfg.vocab]
    if bad:
        vocab = engine.cfg.vocab
        raise ValueError(f"prompt token ids {bad[:5]} outside the vocabulary [0, {vocab})")
    return max_new_tokens, k, eos_id


def generate(
    engine,
    prompt_ids: list[int],
    max_new_tokens: int,
    *,
    proposer: Proposer | None = None,
    k: int = 4,
    mode: str = "exact",
    tau: float = 0.0,
    verifier=None,
    audit: float = 0.0,
    strict: bool = False,
    eos_id: int | None = None,
    seed: int = 0,
    on_token: Callable[[int], None] | None = None,
    temperature: float = 0.0,
    top_k: int = 0,
    top_p: float = 1.0,
    min_p: float = 0.0,
    device_loop: bool | None = None,
) -> Generation:
    """Plain (proposer=None) or speculative decoding from a fresh cache.

    temperature 0 (the default) is greedy; temperature > 0 samples with top_k / top_p / min_p
    (0 / 1 / 0: off) and `seed` (which also seeds the audit's row choice), as SamplingParams
    says; invalid values raise ValueError before anything runs. Speculative output equals plain
    output at the same settings and seed, token for token (exact mode).

    Stops after max_new_tokens, at eos_id, or when the cache is full; stats.stop_reason says
    which ("max_ctx" also logs a warning, since the output is cut short). on_token(t) is called
    with each output token, in order, as soon as it is final (accepted, and not past eos_id):
    the tokens it sees are exactly the returned tokens.

    device_loop (exact mode, no audit, an engine with Engine.decode): plain decoding runs
    DECODE_CHUNK tokens on the device between readbacks, the next chunk already enqueued, and a
    speculative loop without drafts IDLE_CHUNK a chunk, proposing while the next runs, so
    on_token sees them in bursts; False: one step and one readback a token. The tokens, the
    cache and pos are the same. None (the default): device_loop_default(engine), on where the
    chunks run asynchronously (bench/results/decode_loop/, H200, real SmolLM2: plain decoding
    1.04x the step's graph replay a token against 1.18x step by step; prompt lookup 1.02-1.05x
    greedy on open-ended prompts with the idle chunks pipelined, 0.95-1.04x one at a time)."""
    prompt_ids = token_ids(prompt_ids, "prompt")
    max_new_tokens, k, eos_id = _check_args(
        engine, mode, tau, verifier, max_new_tokens, proposer, k, prompt_ids, eos_id
    )
    params = SamplingParams(temperature, top_k, top_p, min_p, seed)
    backend = engine if mode == "exact" else verifier  # the path that verifies
    guard = _Guard(engine, tau, Stats(), params) if mode == "guarded" else None
    stats = guard.stats if guard else Stats()
    auditor = Auditor(audit, strict=strict, seed=seed)
    engine.reset()
    if hasattr(engine, "set_sampling"):
        engine.set_sampling(params)
    if backend is not engine:
        backend.reset()
    if proposer is not None:
        proposer.reset()
    t0 = time.perf_counter()
    last, first = _first(backend, params, prompt_ids)
    out = [first]
    if guard:
        fixed = guard.check(top2_of(last)[0][0].cpu(), last[0], prompt_ids, len(prompt_ids) - 1, 0)
        out = out if fixed is None else [fixed]
    if on_token:
        on_token(out[0])
    ctx = prompt_ids + out  # prompt and output so far; grows by appends (PromptLookup's index)
    stats.prefill_s = time.perf_counter() - t0
    stats.stop_reason = "max_new_tokens"
    device_loop = device_loop_default(engine) if device_loop is None else device_loop
    device_loop = device_loop and mode == "exact" and not audit
    device_loop = device_loop and getattr(engine, "decode", None) is not None
    ahead = device_loop and proposer is not None and VERIFY_AHEAD
    ahead = ahead and k + 1 <= getattr(engine, "max_rows", 0) and engine.can_arm
    ahead = _Ahead(engine, k, max_new_tokens, params) if ahead else None

    def emit(new: list[int]) -> int:
        """A pass's final tokens, cut after eos_id, onto the output and the context, streamed;
        returns how many were kept."""
        if eos_id is not None and eos_id in new:
            new = new[: new.index(eos_id) + 1]
        out.extend(new)
        ctx.extend(new)
        for t in new if on_token else ():
            on_token(t)
        return len(new)

    t0 = time.perf_counter()
    try:
        while len(out) < max_new_tokens and out[-1] != eos_id:
            p0 = backend.pos  # == len(prompt) + len(out) - 1: out[-1] is not consumed yet
            room = min(k, max_new_tokens - len(out) - 1, engine.cfg.max_ctx - p0 - 1)
            if room < 0:
                stats.stop_reason = "max_ctx"
                log.warning(
                    "output cut short at %d of %d new tokens: the KV cache is full (max_ctx=%d)",
                    len(out),
                    max_new_tokens,
                    engine.cfg.max_ctx,
                )
                break
            drafts = proposer.propose(ctx, room) if proposer and room else []
            if device_loop and not drafts and not (ahead and ahead.armed):  # decode on the device
                budget = min(max_new_tokens - len(out), engine.cfg.max_ctx - p0)
                if proposer is None:
                    kept = _decode_plain(engine, out[-1], budget, emit, eos_id)
                else:  # IDLE_CHUNK tokens a chunk, proposing again on each while the next runs

                    def idle() -> bool:
                        if not proposer.propose(ctx, k):
                            return True
                        if ahead:  # the verify after the chunk in flight, enqueued now
                            ahead.arm(engine.pos - len(prompt_ids) + 1)
                        return False

                    kept = _decode_plain(engine, out[-1], budget, emit, eos_id, IDLE_CHUNK, idle)
                stats.steps += kept
                stats.rows += kept
                continue
            rows = [out[-1]] + drafts[:room]
            seq = ctx[:-1] + rows if guard or audit else None  # seq[p]: the token consumed at p
            # the verify: rows at positions p0..p0+len(rows)-1
            with_logits = audit > 0 or (guard is not None and not params.greedy)
            if ahead:  # (exact mode: no logits wanted)
                logits, (top2, preds) = None, ahead.step(rows, bool(drafts), len(out))
            else:
                logits, top2, preds = _verify(backend, rows, with_logits, params, p0)
            if audit:
                auditor.check(backend, engine, seq, p0, logits, stats)
            n = 0  # accepted drafts
            while True:
                if guard:
                    row = None if logits is None else logits[n]
                    fixed = guard.check(top2[n], row, seq, p0 + n, len(out) + n)
                    if fixed is not None:
                        preds[n] = fixed
                        break
                if n + 1 >= len(rows) or rows[n + 1] != preds[n]:
                    break
                n += 1
            backend.rollback(backend.pos - (p0 + n + 1))
            trim(engine, p0 + n + 1)  # a trailing exact engine keeps only accepted positions
            stats.steps += 1
            stats.rows += len(rows)
            stats.drafted += len(rows) - 1
            stats.accepted += n
            emit(rows[1 : n + 1] + [preds[n]])
    finally:
        if ahead:
            ahead.close()  # a step still armed runs on a dead row
    stats.decode_s = time.perf_counter() - t0
    if out[-1] == eos_id:
        stats.stop_reason = "eos"
    stats.new_tokens = len(out)
    return Generation(out, stats)
