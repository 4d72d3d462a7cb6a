"""Incremental detokenization: text for a growing list of token ids, printed as it becomes final.

Byte-level BPE pieces can end inside a UTF-8 character, and a decoder may rewrite the end of the
text when more tokens follow; so the text of all ids so far is decoded again at each token and
only an extension of what was already written is written (an unfinished character, U+FFFD at the
end, waits for the next token).
"""

from __future__ import annotations

import sys
from typing import TextIO


class TextStream:
    """Write `prefix`, then the decoded text of the tokens given to add(), as it grows."""

    def __init__(self, tokenizer, prefix: str = "", out: TextIO | None = None):
        self.tok, self.out = tokenizer, out or sys.stdout
        self.ids: list[int] = []
        self.written = ""
        self.out.write(prefix)
        self.out.flush()

    def add(self, token: int) -> None:
        """One more token (the callback for generate's on_token)."""
        self.ids.append(token)
        text = self.tok.decode(self.ids)
        if not text.endswith("\ufffd"):
            self._write(text)

    def finish(self) -> str:
        """Write what is left and a newline; the whole decoded text."""
        text = self.tok.decode(self.ids)
        self._write(text)
        self.out.write("\n")
        self.out.flush()
        return text

    def _write(self, text: str) -> None:
        if text.startswith(self.written) and len(text) > len(self.written):
            self.out.write(text[len(self.written) :])
            self.out.flush()
            self.written = text
