"""Copy a built artifact to a user's --out directory without ever deleting what speccc did not
write.

`publish(src, out)`:
  - refuses (PublishError, nothing touched) an `out` that is the current directory or one of
    its parents, a symlink, a file, or a non-empty directory holding anything that is not a
    speccc artifact's own file (a manifest's recorded files, manifest.json, __pycache__);
  - copies `src` into the sibling `.<name>.tmp<pid>`, checks the copy against its manifest,
    then swaps it into place with one atomic rename (RENAME_EXCHANGE where the kernel has it),
    so `out` is always either the old complete artifact or the new complete one;
  - does all of that under an flock on out's parent directory: concurrent builds into one
    `out` take turns, and each finds a complete artifact there;
  - removes `.<name>.tmp<pid>` directories that killed builds left, once their pid is dead.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import shutil
from pathlib import Path

from speccc.compiler.cache import clean_stale, locked, tmp_name
from speccc.manifest import FORMAT, MANIFEST, load_manifest

# What a schema-1 artifact (no file records in its manifest) holds.
_LEGACY_FILES = {
    "kernels.so",
    "kernels.fatbin",
    "load.py",
    "libtvm_runtime.so",
    "libtvm_runtime_cuda.so",
    "sources/kernels_tir.py",
    "sources/graph.txt",
    "sources/kernels.cu",
    "sources/kernels.ll",
}


class PublishError(ValueError):
    """--out cannot be written safely; nothing was changed."""


def _speccc_files(d: Path) -> set[str]:
    """What the manifest in `d` says speccc wrote there (nothing if it is not speccc's)."""
    try:
        raw = json.loads((d / MANIFEST).read_text())
    except (OSError, ValueError):
        return set()
    if not isinstance(raw, dict) or not str(raw.get("format", "")).startswith(FORMAT):
        return set()
    files = raw.get("files", _LEGACY_FILES)
    return {MANIFEST, *files} if isinstance(files, dict | set) else set()


def foreign_entries(d: Path) -> list[str]:
    """Paths under directory `d` that a speccc build did not write ([] for an artifact)."""
    ours = _speccc_files(d)
    dirs = {parent for f in ours for parent in Path(f).parents}
    out = []
    for p in sorted(d.rglob("*")):
        rel = Path(p.relative_to(d))
        if "__pycache__" in rel.parts and not p.is_symlink():
            continue
        if p.is_symlink() or not (
            p.is_file() and rel.as_posix() in ours or p.is_dir() and rel in dirs
        ):
            out.append(rel.as_posix())
    return out


def check_out(out: Path) -> None:
    """Raise PublishError unless `out` may receive an artifact."""
    cwd = Path.cwd().resolve()
    if out.is_symlink():
        raise PublishError(f"--out {out} is a symbolic link; give the directory itself")
    if out.resolve() == cwd or out.resolve() in cwd.parents:
        raise PublishError(f"--out {out} is the current directory or contains it; refusing")
    if out.exists() and not out.is_dir():
        raise PublishError(f"--out {out} exists and is not a directory; refusing")
    if out.is_dir():
        foreign = foreign_entries(out)
        if foreign:
            raise PublishError(
                f"--out {out} is a non-empty directory that is not a speccc artifact "
                f"(it holds {foreign[0]!r}{' and more' if len(foreign) > 1 else ''}); "
                "refusing to replace it: choose a new or empty directory"
            )


def publish(src: Path, out: str | Path, log=print) -> Path:
    """Atomically replace (or create) the artifact directory `out` with a checked copy of `src`."""
    out = Path(os.path.abspath(out))
    if out.exists() and out.resolve() == Path(src).resolve():
        return out
    check_out(out)  # before anything is created
    out.parent.mkdir(parents=True, exist_ok=True)
    with locked(out.parent):
        check_out(out)  # again: another build may have changed it while we waited
        clean_stale(out.parent, prefix=f".{out.name}.", log=log)
        tmp = out.parent / tmp_name(f".{out.name}")
        shutil.rmtree(tmp, ignore_errors=True)
        try:
            shutil.copytree(src, tmp, ignore=shutil.ignore_patterns("__pycache__"))
            load_manifest(tmp)  # a copy that does not match its manifest never becomes `out`
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        if out.is_dir():
            _swap(tmp, out)  # tmp now holds the old artifact (or the empty directory)
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            tmp.rename(out)
    return out


def _swap(a: Path, b: Path) -> None:
    """Exchange two directories atomically (renameat2 RENAME_EXCHANGE); where the kernel or
    filesystem lacks it, move b aside and a into place (b is briefly absent, never partial)."""
    libc = ctypes.CDLL(None, use_errno=True)
    fn = getattr(libc, "renameat2", None)
    if fn is not None:
        at_fdcwd, rename_exchange = -100, 2
        if fn(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
            return
        err = ctypes.get_errno()
        if err not in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
            raise OSError(err, f"exchanging {a} and {b}: {os.strerror(err)}")
    aside = b.with_name(f".{b.name}.old{tmp_name('')}")
    b.rename(aside)
    a.rename(b)
    aside.rename(a)
