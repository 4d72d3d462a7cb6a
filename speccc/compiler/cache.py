"""Build cache: a versioned directory per artifact URI, filled under a file lock.

Memory (functools.cache in callers), then disk, then build with a re-check under the lock.
A build fills `<uri>.tmp<pid>` and renames it into place, so an entry is complete or absent;
a killed build leaves its tmp directory behind, and the next build removes it once its pid is
dead. A hit is checked against its manifest (schema, program, file sizes and sha256) and
rebuilt if damaged. SPECCC_NO_BUILD=1 forbids building, so a run can prove that it hit the
cache.
"""

from __future__ import annotations

import fcntl
import os
import re
import shutil
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

from speccc import __version__
from speccc.manifest import ManifestError, load_manifest

_TMP = re.compile(r"\.tmp(\d+)$")


def cache_root() -> Path:
    root = os.environ.get("SPECCC_CACHE_DIR") or Path.home() / ".cache" / "speccc"
    return Path(root) / f"v{__version__}"


@contextmanager
def locked(path: Path):
    """Hold an exclusive flock on `path` (a lock file, created if absent, or a directory)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDONLY) if path.is_dir() else os.open(path, os.O_WRONLY | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


def tmp_name(name: str) -> str:
    """The name of this process's work directory for `name` (see clean_stale)."""
    return f"{name}.tmp{os.getpid()}"


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    return True


def lock_held(path: Path) -> bool:
    """True if another process holds the flock on the lock file `path`."""
    try:
        fd = os.open(path, os.O_WRONLY)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def clean_stale(parent: Path, prefix: str = "", log=print) -> list[Path]:
    """Remove directories `<prefix><name>.tmp<pid>` in `parent` whose process is dead; return
    them. Those of live processes (a build in progress) are left alone, and so are those whose
    `<name>.lock` is held (a build in another pid namespace)."""
    removed = []
    if not parent.is_dir():
        return removed
    for p in parent.iterdir():
        m = _TMP.search(p.name)
        if not (m and p.name.startswith(prefix) and p.is_dir() and not p.is_symlink()):
            continue
        pid, lock = int(m.group(1)), parent / f"{p.name[: m.start()]}.lock"
        if pid != os.getpid() and not pid_alive(pid) and not lock_held(lock):
            shutil.rmtree(p, ignore_errors=True)
            log(f"removed {p} (left by a build that no longer runs)")
            removed.append(p)
    return removed


def _valid(d: Path, log) -> bool:
    if not d.is_dir():
        return False
    try:
        load_manifest(d)
    except ManifestError as e:
        log(f"cached artifact is damaged, rebuilding: {e}")
        return False
    return True


def cached_build(uri: str, build: Callable[[Path], None], log=print) -> tuple[Path, bool]:
    """Return (artifact dir, hit). `build(tmp_dir)` fills a fresh directory on a miss."""
    root = cache_root()
    d = root / uri
    clean_stale(root, log=log)
    if _valid(d, log):
        return d, True
    if os.environ.get("SPECCC_NO_BUILD") == "1":
        raise RuntimeError(f"SPECCC_NO_BUILD=1 and no cached artifact for {uri} under {root}")
    with locked(root / f"{uri}.lock"):
        if _valid(d, log=lambda s: None):  # another process built it meanwhile
            return d, True
        tmp = root / tmp_name(uri)
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        build(tmp)
        load_manifest(tmp)  # the builder's own output must pass the loader's checks
        shutil.rmtree(d, ignore_errors=True)
        tmp.rename(d)
    return d, False


def write_if_different(path: Path, data: str | bytes) -> None:
    """Write only when content changes, so timestamps (and make-like tools) stay quiet."""
    b = data.encode() if isinstance(data, str) else data
    if path.is_file() and path.read_bytes() == b:
        return
    path.write_bytes(b)
