"""check_pdl_sass: a PDL kernel's machine code loads no step tensor before its wait.

The recorded SASS is the Qwen2.5-0.5B qkv kernel (norm prologue, rope epilogue) as two H200 runs
built it: with the side-by-side row norms, whose X loads ptxas scheduled above ACQBULK (that
build's step gave inf logits and racing replays: bench/results/norm_rows_pdl), and main's, which
loads only its weights (the norm gains G) there. Synthetic listings pin the walk itself.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from speccc.compiler.sass_pdl import (
    PARAM_BASE,
    fatbin_elf,
    kernel_params,
    kernels,
    nvdisasm,
    pre_wait_loads,
    sass_violations,
)

DATA = Path(__file__).parent / "data"
QKV = (
    "gemv_n1152_k896_wdtypebfloat16_biasTrue_norm1em06_epiloguerope_kv_n_heads14_n_kv_heads2_"
    "head_dim64_max_ctx4096_l32v32mmc0r16s7t2w7p5_cuda_kernel"
)
QKV_ARGS = "B Cos G Kc Pos Sin Vc Wu X Y".split()
QKV_CU = (
    f'extern "C" __global__ void __launch_bounds__(224, 1) {QKV}('
    + ", ".join(f"float* __restrict__ {a}_ptr" for a in QKV_ARGS)
    + ", int64_t M) {\n}\n"
)
QKV_STEP = {QKV: {"X", "Y", "Kc", "Vc"}}  # what the step's calls bind to step tensors


def _listing(*instrs: str, name: str = "k") -> str:
    lines = [f".text.{name}:"]
    lines += [f"        /*{16 * i:04x}*/                   {s} ;" for i, s in enumerate(instrs)]
    return "\n".join(lines)


def _c(param: int) -> str:
    return f"c[0x0][{hex(PARAM_BASE + 8 * param)}]"


def test_the_hoisted_norm_loads_are_caught():
    errs = sass_violations((DATA / "pdl_sass_hoisted_qkv.sass").read_text(), QKV_CU, QKV_STEP)
    assert errs and all("loads X before griddepcontrol.wait" in e for e in errs)
    assert len(errs) == 84  # every scalar X load of the norm prologue


def test_mains_kernel_loads_only_weights_before_its_wait():
    listing = (DATA / "pdl_sass_ok_qkv.sass").read_text()
    assert sass_violations(listing, QKV_CU, QKV_STEP) == []
    # it does load before the wait: its weights' register ring (Wu) and the norm gains (G)
    loads = pre_wait_loads(kernels(listing)[QKV], len(QKV_ARGS))
    assert {QKV_ARGS[p] for p, _ in loads} == {"G", "Wu"}


def test_taint_follows_address_arithmetic_and_pairs():
    code = _listing(
        f"LDC.64 R4, {_c(2)}",
        "IMAD.WIDE R2, R9, 0x4, R4",
        "IADD3 R6, P0, R2, 0x100, RZ",
        "IADD3.X R7, RZ, R3, RZ, P0, !PT",
        "R2UR UR8, R6",
        "LDG.E.CONSTANT R10, desc[UR6][R6.64+0x80]",
        "ACQBULK",
        "LDG.E R11, desc[UR6][R2.64]",  # after the wait: fine
    )
    found = pre_wait_loads(kernels(code)["k"], 4)
    assert [p for p, _ in found] == [2] and "R6.64" in found[0][1]


def test_an_overwritten_register_forgets_its_parameter():
    code = _listing(
        f"LDC.64 R4, {_c(1)}",
        f"LDC.64 R4, {_c(0)}",  # R4:R5 now hold parameter 0
        "LDG.E.128 R8, desc[UR6][R4.64]",
        "ACQBULK",
    )
    assert [p for p, _ in pre_wait_loads(kernels(code)["k"], 2)] == [0]


def test_taint_goes_around_a_loop():
    """A loop body that copies the pointer after the load: the second walk sees it."""
    code = _listing(
        ".L_x_1:",
        "LDG.E R8, desc[UR6][R6.64]",
        f"LDC.64 R4, {_c(1)}",
        "MOV R6, R4",
        "MOV R7, R5",
        "BRA `(.L_x_1)",
        "ACQBULK",
    )
    assert [p for p, _ in pre_wait_loads(kernels(code)["k"], 2)] == [1]


def test_a_kv_prefix_kernel_may_load_kv_before_its_wait_but_not_strongly():
    """Split attention (KV_PREFIX) stages K/V rows below pos[0] with plain loads before its wait
    and the later rows with gpu-scope loads after it: a plain K/V load before the wait passes, a
    gpu-scope one there (a later row moved up) is caught, and without KV_PREFIX (K/V a step
    tensor) the plain one is caught too."""
    cu = (
        'extern "C" __global__ void k(float* __restrict__ Kc_ptr, float* __restrict__ Q_ptr) {\n}\n'
    )
    plain = _listing(f"LDC.64 R4, {_c(0)}", "LDG.E.128 R8, desc[UR6][R4.64]", "ACQBULK")
    strong = _listing(f"LDC.64 R4, {_c(0)}", "LDG.E.128.STRONG.GPU R8, desc[UR6][R4.64]", "ACQBULK")
    kv = {"k": {"Kc"}}
    assert sass_violations(plain, cu, {"k": {"Q"}}, kv) == []
    assert any("post-wait load of Kc" in e for e in sass_violations(strong, cu, {"k": {"Q"}}, kv))
    assert any("loads Kc before" in e for e in sass_violations(plain, cu, {"k": {"Kc", "Q"}}))


def test_a_kernel_without_a_wait_is_not_a_pdl_kernel():
    code = _listing(f"LDC.64 R4, {_c(0)}", "LDG.E R8, desc[UR6][R4.64]", "EXIT")
    assert pre_wait_loads(kernels(code)["k"], 1) == []


def test_kernel_params_read_the_generated_signature():
    assert kernel_params(QKV_CU) == {QKV: QKV_ARGS + ["M"]}


def test_a_missing_kernel_is_an_error_not_a_pass():
    assert sass_violations(_listing("ACQBULK", name="other"), QKV_CU, QKV_STEP) == [
        f"{QKV}: not found in the generated source or the binary"
    ]


@pytest.mark.skipif(shutil.which("nvcc") is None or nvdisasm() is None, reason="nvcc, nvdisasm")
def test_fatbin_elf_is_what_nvdisasm_reads(tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(
        'extern "C" __global__ void k(const float* __restrict__ x, float* __restrict__ y) {\n'
        '  asm volatile("griddepcontrol.wait;" ::: "memory");\n'
        "  y[threadIdx.x] = x[threadIdx.x];\n}\n"
    )
    import subprocess

    fat = tmp_path / "k.fatbin"
    subprocess.run(["nvcc", "-fatbin", "-arch=sm_90a", "-o", fat, src], check=True)
    from speccc.compiler.sass_pdl import disassemble

    assert fatbin_elf(fat.read_bytes())[:4] == b"\x7fELF"
    code = kernels(disassemble(fat, nvdisasm()))["k"]
    assert any(i.startswith("ACQBULK") for i in code) and any(i.startswith("EXIT") for i in code)


@pytest.mark.skipif(shutil.which("nvcc") is None or nvdisasm() is None, reason="nvcc, nvdisasm")
def test_a_build_whose_binary_hoists_a_load_fails(tmp_path, monkeypatch):
    """A one-layer Qwen2.5-0.5B-shape cuda build (PDL on) passes the check; the same build with
    its qkv kernel's SASS replaced by the recorded hoisted one raises, and writes no artifact."""
    from speccc.compiler import sass_pdl
    from speccc.compiler.build import build

    monkeypatch.setenv("SPECCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("SPECCC_PDL", raising=False)
    logs: list[str] = []
    build("qwen2.5-0.5b", "cuda", max_ctx=4096, n_layers=1, log=logs.append)
    assert any(s.startswith("PDL order in the binary: checked") for s in logs)

    real = sass_pdl.disassemble

    def planted(fatbin, tool):  # the recorded kernel in place of this build's qkv kernel
        listing = real(fatbin, tool)
        name = next(k for k in kernels(listing) if k.startswith(QKV.split("_l32")[0]))
        hoisted = (DATA / "pdl_sass_hoisted_qkv.sass").read_text().replace(QKV, name)
        return listing.replace(f".text.{name}:", ".text.replaced:") + "\n" + hoisted

    monkeypatch.setattr(sass_pdl, "disassemble", planted)
    monkeypatch.setenv("SPECCC_CACHE_DIR", str(tmp_path / "cache2"))
    with pytest.raises(sass_pdl.PdlSassError, match="loads X before griddepcontrol.wait"):
        build("qwen2.5-0.5b", "cuda", tmp_path / "out", max_ctx=4096, n_layers=1, log=logs.append)
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(shutil.which("nvcc") is None or nvdisasm() is None, reason="nvcc, nvdisasm")
def test_a_build_with_calls_longer_than_their_kernel_is_checked(tmp_path, monkeypatch):
    """Qwen3-0.6B (head_dim 128): its attention is the single-CTA kernel, whose calls still pass
    the split kernel's scratch; the check reads only the kernel's own parameters."""
    from speccc.compiler.build import build

    monkeypatch.setenv("SPECCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("SPECCC_PDL", raising=False)
    logs: list[str] = []
    build("qwen3-0.6b", "cuda", n_layers=1, log=logs.append)
    assert any(s.startswith("PDL order in the binary: checked") for s in logs)


def test_each_kernel_of_a_primfunc_is_checked_under_its_symbol():
    from speccc.compiler.sass_pdl import each_kernel

    by_kernel = {"attn_kernel": {"Q"}, "gemv_kernel": {"X"}}
    symbols = ["attn_kernel", "attn_kernel_1", "gemv_kernel", "other_kernel_1"]
    assert each_kernel(by_kernel, symbols) == {
        "attn_kernel": {"Q"},
        "attn_kernel_1": {"Q"},
        "gemv_kernel": {"X"},
    }


@pytest.mark.skipif(shutil.which("nvcc") is None or nvdisasm() is None, reason="nvcc, nvdisasm")
def test_a_second_kernel_of_an_op_is_checked_in_the_binary(tmp_path, monkeypatch):
    """Split attention with merge="kernel" is two kernels of one PrimFunc; the binary check
    reads both: the build passes, and the same build with the merge kernel's wait moved to its
    end (so its loads of the chunk partials come first) raises."""
    from speccc.compiler import sass_pdl
    from speccc.compiler.build import build

    monkeypatch.setenv("SPECCC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("SPECCC_PDL", raising=False)
    knobs = {"attention.merge": "kernel"}
    logs: list[str] = []
    build("qwen2.5-0.5b", "cuda", max_ctx=4096, n_layers=1, knobs=knobs, log=logs.append)
    checked = [s for s in logs if s.startswith("PDL order in the binary: checked")]
    assert checked

    real = sass_pdl.disassemble
    moved: list[str] = []
    seen: list[str] = []

    def planted(fatbin, tool):  # the merge kernel's ACQBULK moved to the end of its code
        out, name = [], ""
        for line in real(fatbin, tool).splitlines() + [".text.end:"]:
            if line.startswith(".text."):
                out += moved  # at the end of the kernel before
                moved.clear()
                name = line[len(".text.") : -1]
            if name.startswith("attention") and name.endswith("_kernel_1") and "ACQBULK" in line:
                moved.append(line)
                seen.append(name)
                continue
            out.append(line)
        return "\n".join(out) + "\n"

    monkeypatch.setattr(sass_pdl, "disassemble", planted)
    monkeypatch.setenv("SPECCC_CACHE_DIR", str(tmp_path / "cache2"))
    with pytest.raises(sass_pdl.PdlSassError, match="_kernel_1: loads Part before"):
        build("qwen2.5-0.5b", "cuda", tmp_path / "out", max_ctx=4096, n_layers=1, knobs=knobs)
    assert seen
