"""How speccc's command lines fail: argparse validators for the shared argument kinds, and one
error policy (a one-line message on stderr and exit 1 for runtime errors, argparse's exit 2 for
usage errors, the traceback only with --debug)."""

from __future__ import annotations

import argparse
import ast
import logging
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

_PLAIN = (ValueError, RuntimeError, OSError, AssertionError)  # messages that read on their own


def positive_int(v: str) -> int:
    try:
        n = int(v)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {v!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {n}")
    return n


def int_at_least(lo: int) -> Callable[[str], int]:
    def parse(v: str) -> int:
        n = positive_int(v)
        if n < lo:
            raise argparse.ArgumentTypeError(f"must be >= {lo}, got {n}")
        return n

    parse.__name__ = f"integer >= {lo}"
    return parse


def positive_int_list(v: str) -> list[int]:
    """Parse "1,2,4" into [1, 2, 4] (sorted, unique), each >= 1."""
    parts = [p.strip() for p in v.split(",")]
    if not all(parts):
        raise argparse.ArgumentTypeError(f"expected comma-separated integers >= 1, got {v!r}")
    return sorted({positive_int(p) for p in parts})


def knob(v: str) -> tuple[str, Any]:
    """Parse "family.name=VALUE" (a Python literal: 3, False, "k", '' ...) into (key, value)."""
    key, eq, text = v.partition("=")
    if not eq or key.count(".") != 1 or not all(key.split(".")):
        raise argparse.ArgumentTypeError(f"expected FAMILY.NAME=VALUE, got {v!r}")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise argparse.ArgumentTypeError(
            f"{key}: {text!r} is not a Python literal (3, False, 'k', None)"
        ) from None
    if not isinstance(value, int | str | None):  # bool is an int
        raise argparse.ArgumentTypeError(f"{key}: expected an int, bool, string or None")
    return key, value


def fraction(v: str) -> float:
    x = _float(v)
    if not 0.0 <= x <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in [0, 1], got {v}")
    return x


def margin(v: str) -> float:
    """A guard margin: a number >= 0, or inf (never NaN)."""
    x = _float(v)
    if math.isnan(x) or x < 0:
        raise argparse.ArgumentTypeError(f"must be a number >= 0 or inf, got {v}")
    return x


def _float(v: str) -> float:
    try:
        return float(v)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {v!r}") from None


def artifact_dir(v: str) -> Path:
    p = Path(v)
    if not (p / "manifest.json").is_file():
        raise argparse.ArgumentTypeError(
            f"{v} is not a speccc artifact (no manifest.json); build one with build.py"
        )
    return p


def add_debug(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--debug", action="store_true", help="show the traceback of an error (default: one line)"
    )


def one_line(e: BaseException) -> str:
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    msg = lines[0] if lines else ""
    if isinstance(e, _PLAIN) and msg:
        return msg
    return f"{type(e).__name__}: {msg}" if msg else type(e).__name__


def run(prog: str, fn: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """fn(args) with the error policy; warnings from speccc's loggers go to stderr."""
    logging.basicConfig(format=f"{prog}: warning: %(message)s", level=logging.WARNING)
    try:
        return fn(args)
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except Exception as e:
        if args.debug:
            raise
        print(f"{prog}: error: {one_line(e)} (--debug shows the traceback)", file=sys.stderr)
        return 1
