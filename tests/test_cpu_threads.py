"""TVM's CPU pool for llvm artifacts: one worker a physical core (speccc.runtime.cpu_threads),
the user's TVM_NUM_THREADS kept, and no bit of a step depends on the count; the engine's host
copies (fresh_copy) keep the bits and own their memory."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import torch

from speccc.parity import bitwise_equal
from speccc.runtime import cpu_threads
from tests.artifacts import llvm_artifact


def _topology(root, cpu: int, package: int, core: int) -> None:
    d = root / f"cpu{cpu}" / "topology"
    d.mkdir(parents=True)
    (d / "physical_package_id").write_text(f"{package}\n")
    (d / "core_id").write_text(f"{core}\n")


def test_physical_cores_counts_cores_not_hardware_threads(tmp_path):
    for cpu, (package, core) in enumerate([(0, 0), (0, 0), (0, 1), (0, 1), (1, 0)]):
        _topology(tmp_path, cpu, package, core)  # cpus 0, 1 and 2, 3: siblings of one core
    assert cpu_threads.physical_cores({0, 1, 2, 3, 4}, tmp_path) == 3
    assert cpu_threads.physical_cores({0, 1}, tmp_path) == 1  # the affinity decides
    assert cpu_threads.physical_cores({0, 2}, tmp_path) == 2
    assert cpu_threads.physical_cores({7, 8}, tmp_path) == 2  # no topology: a core a CPU


def test_the_users_setting_is_kept(monkeypatch):
    monkeypatch.setenv(cpu_threads.ENV, "3")
    cpu_threads.set_default_pool_size()
    assert os.environ[cpu_threads.ENV] == "3"
    for unset in ("", " "):  # set but empty: TVM reads it as unset
        monkeypatch.setenv(cpu_threads.ENV, unset)
        cpu_threads.set_default_pool_size()
        assert os.environ[cpu_threads.ENV] == str(cpu_threads.physical_cores())
    monkeypatch.delenv(cpu_threads.ENV)
    cpu_threads.set_default_pool_size()
    assert os.environ[cpu_threads.ENV] == str(cpu_threads.physical_cores())


CHILD = textwrap.dedent(
    """
    import sys
    import torch
    import tvm_ffi
    from speccc.model import load
    from speccc.runtime import Engine

    _, w = load("tiny", max_ctx=512)
    eng = Engine.load(sys.argv[1], w, max_rows=5)
    pool = tvm_ffi.get_global_func("runtime.config_threadpool")
    out = []
    for threads, ids in ((2, [5, 6, 7, 8]), (1, [5, 6, 7, 8]), (2, [5, 6, 7, 9])):
        pool(0, threads)
        eng.reset()
        eng.step([1, 2, 3])
        out.append(eng.step(ids).view(torch.int32))
    print(bool(torch.equal(out[0], out[1])), bool(torch.equal(out[0], out[2])))
    """
)


def test_a_steps_bits_do_not_depend_on_the_pool_size():
    """A step with 2 workers and with 1 (the pool narrowed in a fresh process sized for 2):
    bitwise the same logits; negative control: another token changes them."""
    art = llvm_artifact("tiny")
    env = dict(os.environ, TVM_NUM_THREADS="2")
    r = subprocess.run(
        [sys.executable, "-c", CHILD, str(art)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split()[-2:] == ["True", "False"]


def test_fresh_copy_keeps_the_bits_in_its_own_memory():
    """fresh_copy on the CPU (numpy's copy, not torch's pool): the same bits as integer views
    (NaN, -0.0 included), shape and dtype, contiguous; the control: the source changed after the
    copy no longer matches it (the copy is not a view)."""
    src = torch.randn(3, 49152)
    src[0, 5], src[1, 7] = float("nan"), -0.0
    got = cpu_threads.fresh_copy(src[:2])
    assert got.shape == (2, 49152) and got.dtype == torch.float32 and got.is_contiguous()
    assert bitwise_equal(got, src[:2])
    src[0, 0] += 1
    assert not bitwise_equal(got, src[:2])


def test_fresh_copy_of_bfloat16_is_torchs_clone():
    src = torch.randn(2, 64).to(torch.bfloat16)
    got = cpu_threads.fresh_copy(src)
    assert got.dtype == torch.bfloat16 and bitwise_equal(got, src)
    assert got.data_ptr() != src.data_ptr()
