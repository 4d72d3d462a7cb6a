"""Prompt lookup's n-gram index: the latest earlier occurrence of the context's last n tokens,
kept up to date with the tokens appended since the last call (O(new tokens x n-gram sizes) per
step, not a rescan of the context).

The proposal is defined by `rescan` (the reference: O(len(ctx)) per call); `NgramIndex.lookup`
returns exactly what it returns for the same context (tests/test_prompt_lookup.py checks it).
"""

from __future__ import annotations


def rescan(ctx: list[int], k: int, max_n: int, min_n: int) -> tuple[list[int], int]:
    """(the k tokens that followed the latest earlier occurrence of the context's last n tokens,
    n), trying n from max_n down to min_n; ([], 0) when no n matches. "Earlier" excludes the
    suffix itself, so the proposal is never empty when a match exists (k >= 1)."""
    n_ctx = len(ctx)
    for n in range(min(max_n, n_ctx - 1), min_n - 1, -1):
        tail = ctx[n_ctx - n :]
        for start in range(n_ctx - n - 1, -1, -1):  # latest match first
            if ctx[start : start + n] == tail:
                return ctx[start + n : start + n + k], n
    return [], 0


class NgramIndex:
    """For each n in [min_n, max_n]: n-gram -> its latest start s with s + n <= len(ctx) - 1
    (an occurrence that is followed by at least one token), over the index's own copy of the
    context.

    sync(ctx) brings the copy to `ctx`: a context that extends the copy costs only its new tokens;
    a shorter or different one rebuilds the index. What counts as "extends": a list other than the
    one passed last time is compared with the copy in full (O(len) once, in C); the same list
    object passed again may only have grown by appends (generate's context does), and only the
    copy's last max_n tokens are re-checked. A caller that edits earlier tokens of that list in
    place must pass a new list or call clear()."""

    def __init__(self, max_n: int, min_n: int):
        if not 1 <= min_n <= max_n:
            raise ValueError(f"need 1 <= min_ngram <= max_ngram, got {min_n}, {max_n}")
        self.max_n, self.min_n = max_n, min_n
        self.rebuilds = 0  # times sync() found a context that does not extend the copy
        self.clear()

    def clear(self) -> None:
        self._toks: list[int] = []
        self._src: list[int] | None = None  # the list passed last time
        self._maps: dict[int, dict[tuple[int, ...], int]] = {
            n: {} for n in range(self.min_n, self.max_n + 1)
        }
        self._next = dict.fromkeys(self._maps, 0)  # per n: the next start to insert

    def _extends(self, ctx: list[int]) -> bool:
        n_old = len(self._toks)
        if len(ctx) < n_old:
            return False
        if ctx is self._src:
            w = max(n_old - self.max_n, 0)
            return ctx[w:n_old] == self._toks[w:]
        return ctx[:n_old] == self._toks

    def sync(self, ctx: list[int]) -> list[int] | None:
        """Bring the index to `ctx`; the tokens appended since the last sync, or None when the
        index was rebuilt (ctx does not extend the previous context)."""
        if self._extends(ctx):
            new = ctx[len(self._toks) :]
        else:
            had = bool(self._toks)
            self.clear()
            self.rebuilds += had
            new = None
        self._toks.extend(ctx[len(self._toks) :])
        self._src = ctx
        toks, last = self._toks, len(self._toks) - 1
        for n, m in self._maps.items():
            for s in range(self._next[n], last - n + 1):  # starts with s + n <= last
                m[tuple(toks[s : s + n])] = s
            self._next[n] = max(self._next[n], last - n + 1)
        return new

    def lookup(self, k: int) -> tuple[list[int], int]:
        """rescan(ctx, k, max_n, min_n) for the context of the last sync()."""
        toks, n_ctx = self._toks, len(self._toks)
        for n in range(min(self.max_n, n_ctx - 1), self.min_n - 1, -1):
            start = self._maps[n].get(tuple(toks[n_ctx - n :]))
            if start is not None:
                return toks[start + n : start + n + k], n
        return [], 0
