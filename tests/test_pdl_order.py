"""check_pdl_order: a kernel launched with PDL reads only weights and host-written inputs, and
writes nothing global, before griddepcontrol.wait (issue: buffers reused by plan_buffers must not
race under PDL). The real kernels of a PDL build pass; planted kernels that break the rule, and a
wait that only some threads reach, are caught."""

from __future__ import annotations

import copy

import pytest
from speccc.schedules.cuda.launch import with_pdl
from tvm.script import tirx as T

from speccc.compiler.lower import lower, to_ir_module
from speccc.ir import target as tg
from speccc.ir.builder import build_decode_graph
from speccc.ir.target import get_target, replace
from speccc.manifest import Arg
from speccc.model import preset
from speccc.passes import run_pipeline
from speccc.passes.check_pdl_order import (
    PdlOrderError,
    check_pdl_order,
    pdl_order_violations,
    pre_wait_access,
    uses_pdl,
)


def _planted(
    early_store: bool,
    early_act_read: bool,
    branch_wait: bool,
    early_atomic=False,
    branch=False,
    kv_prefix=False,
    early_copy="",
):
    """Y[i] = X[i] * W[i]; the flags move a store, an X read, an atomic add into Y or the wait to
    before (or under) the wait; `branch`: the wait and the work both under one condition;
    `kv_prefix`: the kernel declares KV_PREFIX; `early_copy` "W" / "X": a cp.async of that
    buffer into shared memory before the wait."""

    @T.prim_func(s_tir=True)
    def k(x: T.handle, w: T.handle, y: T.handle):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        X = T.match_buffer(x, (64,), "float32")
        W = T.match_buffer(w, (64,), "float32")
        Y = T.match_buffer(y, (64,), "float32")
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            with T.sblock("k"):
                r = T.sblock_alloc_buffer((2,), "float32", scope="local")
                sh = T.sblock_alloc_buffer((64,), "float32", scope="shared")
                T.ptx.griddepcontrol.launch_dependents()
                r[0] = W[tx]
                if early_copy == "W":
                    T.ptx["cp.async.cg.shared.global"](sh.ptr_to([tx]), W.ptr_to([tx]), 16)
                if early_copy == "X":
                    T.ptx["cp.async.cg.shared.global"](sh.ptr_to([tx]), X.ptr_to([tx]), 16)
                if early_store:
                    Y[tx] = T.float32(0)
                if early_act_read:
                    r[1] = X[tx]
                if early_atomic:
                    r[1] = r[0] + T.cuda.atomic_add(T.address_of(Y[tx]), T.float32(1))
                if branch:
                    if tx < 32:
                        T.ptx.griddepcontrol.wait()
                        Y[tx] = X[tx] * r[0]
                else:
                    if branch_wait:
                        if tx < 32:
                            T.ptx.griddepcontrol.wait()
                    else:
                        T.ptx.griddepcontrol.wait()
                    Y[tx] = X[tx] * r[0]

    return with_pdl(k, True, kv_prefix=kv_prefix)


def test_weights_may_be_read_before_the_wait():
    f = _planted(False, False, False)
    reads, writes = pre_wait_access(f)
    assert [f.params[i].name for i in reads] == ["W"] and writes == []
    assert pdl_order_violations(f, ["act", "weight", "act"]) == []


def test_a_store_before_the_wait_is_caught():
    f = _planted(True, False, False)
    assert any("store to Y" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))


def test_an_activation_read_before_the_wait_is_caught_an_input_read_is_not():
    f = _planted(False, True, False)
    assert any("reads X" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))
    assert pdl_order_violations(f, ["input", "weight", "act"]) == []  # host-written: stable


def test_a_kv_read_before_the_wait_needs_the_kv_prefix_promise():
    """A kernel may read the K/V cache before its wait only with KV_PREFIX (split attention's
    rows below pos[0]); the same read without it is caught, and KV_PREFIX admits no activation."""
    from speccc.schedules.cuda import attention

    from speccc.passes.check_pdl_order import kv_prefix

    plain = _planted(False, True, False)
    promised = _planted(False, True, False, kv_prefix=True)
    roles = ["kv", "weight", "act"]
    assert any("reads X (a kv tensor)" in v for v in pdl_order_violations(plain, roles))
    assert pdl_order_violations(promised, roles) == []
    act = pdl_order_violations(promised, ["act", "weight", "act"])
    assert any("reads X (a act tensor)" in v for v in act)
    for hq, hkv in ((9, 3), (14, 2)):  # the two-row and the one-row kernel
        f = attention.kernel(hq, hkv, 64, 256, attention.default_plan(64, 256), pdl=True)
        assert kv_prefix(f)
        reads = {f.params[i].name for i in pre_wait_access(f)[0]}
        assert {"Kc", "Vc", "Pos"} <= reads and "Q" not in reads
        assert not kv_prefix(attention.kernel(hq, hkv, 64, 256, attention.default_plan(64, 256)))
        late = attention.kernel(
            hq, hkv, 64, 256, attention.default_plan(64, 256), pdl=True, kv_prewait=""
        )
        assert not kv_prefix(late)
        assert "Kc" not in {late.params[i].name for i in pre_wait_access(late)[0]}
        k_only = attention.kernel(
            hq, hkv, 64, 256, attention.default_plan(64, 256), pdl=True, kv_prewait="k"
        )
        reads = {k_only.params[i].name for i in pre_wait_access(k_only)[0]}
        assert kv_prefix(k_only) and "Kc" in reads and "Vc" not in reads
    with pytest.raises(ValueError, match="kv_prewait"):
        attention.kernel(9, 3, 64, 256, attention.default_plan(64, 256), kv_prewait="v")


def test_a_wait_some_threads_skip_does_not_count():
    f = _planted(False, False, True)
    assert any("reads X" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))
    assert any("store to Y" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))


def test_work_after_a_wait_on_its_own_path_is_after_the_wait():
    """A CTA that exits early skips the wait (split attention past a row's live chunks); the
    path that waits may then read and write the step (its other reads stay checked)."""
    assert (
        pdl_order_violations(_planted(False, False, False, branch=True), ["act", "weight", "act"])
        == []
    )
    f = _planted(False, True, False, branch=True)  # X read before the branch: still caught
    assert any("reads X" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))


def test_an_async_copy_to_shared_memory_reads_its_source_and_writes_no_parameter():
    f = _planted(False, False, False, early_copy="W")  # a weight: allowed
    reads, writes = pre_wait_access(f)
    assert [f.params[i].name for i in reads] == ["W"] and writes == []
    assert pdl_order_violations(f, ["act", "weight", "act"]) == []
    f = _planted(False, False, False, early_copy="X")  # an activation: caught
    assert any("reads X" in v for v in pdl_order_violations(f, ["act", "weight", "act"]))


def test_an_atomic_before_the_wait_is_caught():
    f = _planted(False, False, False, early_atomic=True)  # the atomic inside a store's value
    errs = pdl_order_violations(f, ["act", "weight", "act"])
    assert any("address of Y" in e for e in errs)


def _two_kernels(second_reads_early: bool):
    """Two kernels in one PrimFunc: the first waits, then writes Y; the second reads Y (before
    its own wait when `second_reads_early`) and writes Z."""

    @T.prim_func(s_tir=True)
    def k(x: T.handle, y: T.handle, z: T.handle):
        T.func_attr({"tirx.noalias": True, "tirx.is_scheduled": True})
        X = T.match_buffer(x, (64,), "float32")
        Y = T.match_buffer(y, (64,), "float32")
        Z = T.match_buffer(z, (64,), "float32")
        for _bx in T.thread_binding(1, thread="blockIdx.x"):
            for tx in T.thread_binding(64, thread="threadIdx.x"):
                with T.sblock("first"):
                    T.ptx.griddepcontrol.launch_dependents()
                    T.ptx.griddepcontrol.wait()
                    Y[tx] = X[tx]
        for _bx in T.thread_binding(1, thread="blockIdx.x"):
            for tx in T.thread_binding(64, thread="threadIdx.x"):
                with T.sblock("second"):
                    r = T.sblock_alloc_buffer((1,), "float32", scope="local")
                    T.ptx.griddepcontrol.launch_dependents()
                    if second_reads_early:
                        r[0] = Y[tx]
                    T.ptx.griddepcontrol.wait()
                    Z[tx] = Y[tx] + r[0]

    return with_pdl(k, True)


def test_each_kernel_of_a_primfunc_waits_on_its_own():
    """The first kernel's wait covers nothing of the second (its own launch): the second's read
    of the first's output before its own wait is caught; split attention's merge kernel
    (merge="kernel") reads only pos before its wait."""
    from speccc.schedules.cuda import attention

    roles = ["act", "act", "act"]
    assert pdl_order_violations(_two_kernels(False), roles) == []
    assert any("reads Y" in v for v in pdl_order_violations(_two_kernels(True), roles))
    for hq, hkv in ((9, 3), (14, 2)):
        plan = attention.default_plan(64, 256)
        f = attention.kernel(hq, hkv, 64, 256, plan, pdl=True, merge="kernel")
        assert {f.params[i].name for i in pre_wait_access(f)[0]} == {"Kc", "Vc", "Pos"}
        assert pre_wait_access(f)[1] == []


def test_kernels_launched_without_pdl_are_not_checked():
    f = _planted(True, True, False).without_attr("tirx.kernel_launch_params")
    assert pdl_order_violations(f, ["act", "weight", "act"]) == []


@pytest.mark.parametrize("wdtype", ["bfloat16", "float32"])
def test_every_kernel_of_a_pdl_build_waits_before_touching_the_step(monkeypatch, wdtype):
    """The tiny model with the fused shapes, every op lowered for cuda with PDL forced on: the
    hand-written kernels (tensor-core or lane-group GEMVs, split attention, top-2, sample)."""
    monkeypatch.setitem(tg.TARGETS, "cuda", replace(get_target("cuda"), pdl_choice=True))
    cfg = preset("tiny").with_(head_dim=32, n_heads=2, n_kv_heads=1)
    graph = run_pipeline(build_decode_graph(cfg, wdtype), target="cuda")
    lowered = lower(graph, "cuda")
    irmod = to_ir_module(lowered, "cuda")
    funcs = {uri: irmod[uri] for uri in lowered.kernels}
    roles = {n: t.role for n, t in graph.tensors.items()}
    assert sum(1 for f in funcs.values() if "use_programtic" in str(f.attrs)) >= 4
    check_pdl_order(funcs, lowered.calls, roles)
    # the negative control: one GEMV's weight argument passed as an activation of the step
    # (as if an earlier kernel wrote it): its pre-wait weight loads must now be refused
    k = next(
        i
        for i, c in enumerate(lowered.calls)
        if uses_pdl(funcs[c.kernel]) and any(a.kind == "weight" for a in c.args)
    )
    act = next(n for n, r in roles.items() if r == "act")
    bad = copy.deepcopy(lowered.calls)
    bad[k].args = [Arg("tensor", act) if a.kind == "weight" else a for a in bad[k].args]
    with pytest.raises(PdlOrderError, match="before griddepcontrol.wait"):
        check_pdl_order(funcs, bad, roles)
