"""Build cache: a versioned directory per artifact URI, filled under a file lock.

Memory (functools.cache in callers), then disk, then build with a re-check under the lock.
SPECCC_NO_BUILD=1 forbids building, so a run can prove that it hit the cache.
"""

from __future__ import annotations

import fcntl
import os
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

from speccc import __version__


def cache_root() -> Path:
    root = os.environ.get("SPECCC_CACHE_DIR") or Path.home() / ".cache" / "speccc"
    return Path(root) / f"v{__version__}"


@contextmanager
def _locked(path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def cached_build(uri: str, build: Callable[[Path], None], log=print) -> tuple[Path, bool]:
    """Return (artifact dir, hit). `build(tmp_dir)` fills a fresh directory on a miss."""
    d = cache_root() / uri
    if (d / "manifest.json").is_file():
        return d, True
    if os.environ.get("SPECCC_NO_BUILD") == "1":
        raise RuntimeError(f"SPECCC_NO_BUILD=1 and no cached artifact for {uri} under {d.parent}")
    with _locked(d.parent / f"{uri}.lock"):
        if (d / "manifest.json").is_file():  # another process built it meanwhile
            return d, True
        tmp = d.parent / f"{uri}.tmp{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        build(tmp)
        shutil.rmtree(d, ignore_errors=True)
        tmp.rename(d)
    return d, False


def write_if_different(path: Path, data: str | bytes) -> None:
    """Write only when content changes, so timestamps (and make-like tools) stay quiet."""
    b = data.encode() if isinstance(data, str) else data
    if path.is_file() and path.read_bytes() == b:
        return
    path.write_bytes(b)
