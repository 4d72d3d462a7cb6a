"""build --out never deletes what speccc did not write; concurrent builds into one --out all
succeed; killed builds' tmp directories are cleaned up on the next build (issue 8 items 1, 3)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import build as build_cli
from speccc.compiler.build import build
from speccc.compiler.cache import cache_root
from speccc.compiler.publish import PublishError
from speccc.manifest import load_manifest

ROOT = Path(__file__).resolve().parents[1]
TINY = dict(model="tiny", target="llvm", max_ctx=64)


def quiet(_: str) -> None:
    pass


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    """An isolated build cache holding the tiny llvm artifact."""
    d = tmp_path_factory.mktemp("cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SPECCC_CACHE_DIR", str(d))
        build(**TINY, log=quiet)
        yield d


def tree(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in d.rglob("*") if p.is_file()}


def dead_pid() -> int:
    p = subprocess.Popen(["true"])
    p.wait()
    return p.pid


def test_foreign_directory_is_refused_and_untouched(cache, tmp_path):
    out = tmp_path / "mine"
    (out / "sub").mkdir(parents=True)
    (out / "notes.txt").write_text("my notes")
    (out / "sub" / "data.bin").write_bytes(b"\x00\x01")
    before = tree(tmp_path)
    with pytest.raises(PublishError, match="not a speccc artifact.*refusing"):
        build(**TINY, out=out, log=quiet)
    assert tree(tmp_path) == before and sorted(os.listdir(tmp_path)) == ["mine"]


def test_artifact_with_a_foreign_file_is_refused(cache, tmp_path):
    out = build(**TINY, out=tmp_path / "art", log=quiet)
    (out / "sources" / "my_notes.md").write_text("mine")
    with pytest.raises(PublishError, match="sources/my_notes.md"):
        build(**TINY, out=out, log=quiet)
    assert (out / "sources" / "my_notes.md").read_text() == "mine"


@pytest.mark.parametrize("where", [".", ".."])
def test_out_is_the_working_directory_or_above_is_refused(
    cache, tmp_path, monkeypatch, capsys, where
):
    work = tmp_path / "repo" / "src"
    work.mkdir(parents=True)
    monkeypatch.chdir(work)
    (work / "main.py").write_text("print(1)")
    assert build_cli.main(["--model", "tiny", "--max-ctx", "64", "--out", where]) == 1
    assert "current directory or contains it" in capsys.readouterr().err  # one line, rc 1
    assert (work / "main.py").read_text() == "print(1)"
    assert sorted(os.listdir(tmp_path / "repo")) == ["src"]


def test_out_that_is_a_file_is_refused(cache, tmp_path):
    f = tmp_path / "art"
    f.write_text("x")
    with pytest.raises(PublishError, match="not a directory"):
        build(**TINY, out=f, log=quiet)
    assert f.read_text() == "x"


def test_existing_artifact_is_replaced_with_a_checked_copy(cache, tmp_path):
    out = build(**TINY, out=tmp_path / "art", log=quiet)
    good = tree(out)
    (out / "__pycache__").mkdir()  # importing load.py leaves this: it is speccc's
    (out / "__pycache__" / "load.cpython-312.pyc").write_bytes(b"pyc")
    with open(out / "kernels.so", "r+b") as f:  # a damaged artifact is still ours to replace
        f.truncate(100)
    assert build(**TINY, out=out, log=quiet) == out
    assert tree(out) == good
    load_manifest(out)
    assert sorted(os.listdir(tmp_path)) == ["art"]  # no tmp or old copies left


def test_empty_directory_and_schema1_artifact_are_replaced(cache, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    load_manifest(build(**TINY, out=empty, log=quiet))
    legacy = tmp_path / "legacy"  # what today's main wrote: no file records
    (legacy / "sources").mkdir(parents=True)
    (legacy / "manifest.json").write_text(json.dumps({"format": "speccc-artifact/1"}))
    for name in ("kernels.so", "load.py", "libtvm_runtime.so", "sources/graph.txt"):
        (legacy / name).write_text("old")
    load_manifest(build(**TINY, out=legacy, log=quiet))


def test_concurrent_builds_into_one_out_all_succeed(tmp_path):
    """Real processes, cold cache: one builds, the others wait for it; all publish in turn."""
    env = dict(os.environ, SPECCC_CACHE_DIR=str(tmp_path / "cache"))
    out = tmp_path / "pub" / "art"
    cmd = [sys.executable, "build.py", "--model", "tiny", "--max-ctx", "64", "--out", str(out)]
    procs = [
        subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for _ in range(3)
    ]
    results = [
        (p.wait(timeout=300), p.stdout.read().decode(), p.stderr.read().decode()) for p in procs
    ]
    for rc, stdout, stderr in results:
        assert rc == 0, stderr[-2000:]
        assert stdout.strip() == str(out)
    load_manifest(out)
    assert sorted(os.listdir(out.parent)) == ["art"]
    built = [r for r in results if "\nbuilt: " in "\n" + r[2]]
    assert len(built) == 1, "the cache lock should let exactly one process build"


def test_stale_tmp_dirs_of_dead_builds_are_removed(cache, tmp_path):
    root = cache_root()
    hold = "import fcntl, sys, time; f = open(sys.argv[1], 'w'); fcntl.flock(f, fcntl.LOCK_EX); "
    hold += "print('locked', flush=True); time.sleep(60)"
    live = subprocess.Popen(["sleep", "60"])
    holder = subprocess.Popen(
        [sys.executable, "-c", hold, str(root / "tiny_y.lock")], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        dead_dir = root / f"tiny_x.tmp{dead_pid()}"
        live_dir = root / f"tiny_x.tmp{live.pid}"
        locked_dir = root / f"tiny_y.tmp{dead_pid()}"  # its uri's lock is held: a build runs
        out = tmp_path / "art"
        dead_out = tmp_path / f".art.tmp{dead_pid()}"
        other = tmp_path / f".other.tmp{dead_pid()}"  # not ours to judge: another --out's name
        for d in (dead_dir, live_dir, locked_dir, dead_out, other):
            (d / "sources").mkdir(parents=True)
            (d / "kernels.so").write_bytes(b"half")
        build(**TINY, out=out, log=quiet)
        assert not dead_dir.exists() and not dead_out.exists()
        assert live_dir.is_dir() and locked_dir.is_dir() and other.is_dir()
    finally:
        for p in (live, holder):
            p.kill()
            p.wait()
        for d in root.glob("tiny_[xy].tmp*"):
            shutil.rmtree(d)
