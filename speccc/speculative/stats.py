"""What a generation reports."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass(slots=True)
class Stats:
    steps: int = 0  # forward calls after prefill (decode or verify)
    rows: int = 0  # rows those calls computed
    drafted: int = 0  # draft tokens proposed
    accepted: int = 0  # draft tokens accepted
    new_tokens: int = 0
    prefill_s: float = 0.0
    decode_s: float = 0.0
    stop_reason: str = ""  # "max_new_tokens" | "eos" | "max_ctx" (cut short: the cache is full)
    guard_fired: int = 0  # guarded mode: rows whose token came from the exact M=1 step
    guard_rows: int = 0  # guarded mode: rows the guard inspected
    guard_fired_at: list = field(default_factory=list)  # indices into the output tokens
    guard_gaps: list = field(default_factory=list)  # top1-top2 gap of each inspected row
    guard_s: float = 0.0
    audited: int = 0  # audit: rows recomputed at M=1
    audit_mismatches: list = field(default_factory=list)

    @property
    def acceptance(self) -> float:
        return self.accepted / self.drafted if self.drafted else 0.0

    @property
    def tokens_per_step(self) -> float:
        return self.new_tokens / self.steps if self.steps else 0.0

    @property
    def tokens_per_s(self) -> float:
        return self.new_tokens / self.decode_s if self.decode_s else 0.0

    @property
    def fire_rate(self) -> float:
        return self.guard_fired / self.guard_rows if self.guard_rows else 0.0

    def to_dict(self) -> dict:
        d = asdict(self)
        d.update(
            acceptance=self.acceptance,
            tokens_per_step=self.tokens_per_step,
            tokens_per_s=self.tokens_per_s,
            fire_rate=self.fire_rate,
        )
        return d

    def summary(self) -> str:
        s = (
            f"{self.new_tokens} tokens in {self.steps} steps ({self.tokens_per_step:.2f}/step), "
            f"{self.rows} rows verified, acceptance {self.acceptance:.1%} "
            f"({self.accepted}/{self.drafted}), {self.tokens_per_s:.1f} tok/s"
        )
        if self.guard_rows:
            s += f", guard fired {self.guard_fired}/{self.guard_rows} ({self.fire_rate:.1%})"
        if self.stop_reason == "max_ctx":
            s += ", CUT SHORT: KV cache full (max_ctx)"
        if self.audited:
            s += f", audited {self.audited} rows, {len(self.audit_mismatches)} mismatches"
        return s
