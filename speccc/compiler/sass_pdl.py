"""The device binary keeps check_pdl_order's promise: no load of a step tensor before the wait.

check_pdl_order proves on each PrimFunc that a kernel launched with programmatic dependent
launch (PDL) reads only weights and host-written inputs before `griddepcontrol.wait`. The
machine code can still break it: nvcc emits a load of a `__restrict__` buffer the kernel never
writes as `ld.global.nc` (read-only for the kernel's whole lifetime), and ptxas may schedule
such loads above the wait (ACQBULK in SASS), where under PDL the previous kernel may still be
writing that buffer. On the H200 this happened to the side-by-side rmsnorm prologue of the
tensor-core GEMVs: its X loads sat above ACQBULK, the step's logits were inf and graph replays
raced, while the same kernels without PDL were bitwise right (bench/results/norm_rows_pdl).

`check_pdl_sass` disassembles the artifact's device code (nvdisasm, from the CUDA toolkit or the
`nvidia-cuda-nvdisasm` package) and, for every kernel with an ACQBULK, follows each parameter's
address (kernel parameters sit at c[0x0][0x210 + 8 i] on sm_90, i their place in the generated
signature) through the register arithmetic before it; a global load (LDG*, LD*, LDGSTS) whose
address derives from a parameter some call passes a step tensor is a violation. The walk is
conservative: a register's taint is the union of its sources', loops are walked twice.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

from speccc.passes.check_pdl_order import KV_ROLE, call_roles, param_aliases, pre_wait_roles

PARAM_BASE = 0x210  # sm_90 kernel parameters: c[0x0][0x210], 8 bytes each (pointers, int64)
WAIT = "ACQBULK"  # griddepcontrol.wait in SASS
LOADS = ("LDG", "LD.", "LDGSTS")  # global / generic loads (not LDS, LDC, LDSM)
_SIG = re.compile(
    r'extern "C" __global__ void (?:__launch_bounds__\([^)]*\) )?(\w+)\(([^)]*)\)\s*{'
)
_REG = re.compile(r"\b(U?R\d+)\b")
_CONST = re.compile(r"c\[0x0\]\[(0x[0-9a-f]+)\]")
_ADDR = re.compile(r"\[(U?R\d+)(?:\.64)?(?:[+-][^\]]*)?\]")


class PdlSassError(ValueError):
    """A PDL kernel's machine code loads a step tensor before its wait."""


def nvdisasm() -> str | None:
    """The nvdisasm binary: on PATH, else the one of the nvidia-cuda-nvdisasm wheel; None."""
    if found := shutil.which("nvdisasm"):
        return found
    spec = importlib.util.find_spec("nvidia")
    for root in spec.submodule_search_locations if spec else []:
        for cand in sorted(Path(root).glob("cu*/bin/nvdisasm")):
            return str(cand)
    return None


def fatbin_elf(data: bytes) -> bytes:
    """The first (uncompressed) device ELF inside a fatbin: from its magic to the end of the
    last of its section contents, section headers and program headers."""
    i = data.find(b"\x7fELF")
    if i < 0:
        raise ValueError("no uncompressed ELF in the fatbin")
    phoff, shoff = struct.unpack_from("<QQ", data, i + 0x20)
    phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", data, i + 0x36)
    end = max(shoff + shentsize * shnum, phoff + phentsize * phnum)
    for k in range(shnum):
        h = i + shoff + k * shentsize
        if struct.unpack_from("<I", data, h + 4)[0] != 8:  # SHT_NOBITS takes no file bytes
            off, size = struct.unpack_from("<QQ", data, h + 0x18)
            end = max(end, off + size)
    return data[i : i + end]


def disassemble(fatbin: Path, tool: str) -> str:
    """nvdisasm's SASS of the fatbin's device ELF."""
    with tempfile.TemporaryDirectory() as d:
        cubin = Path(d) / "kernels.cubin"
        cubin.write_bytes(fatbin_elf(fatbin.read_bytes()))
        r = subprocess.run([tool, "-c", str(cubin)], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"nvdisasm failed: {r.stderr.strip()[-300:]}")
    return r.stdout


def kernel_params(cu: str) -> dict[str, list[str]]:
    """Kernel symbol -> its parameter names in signature order (`X_ptr` -> `X`), from the
    generated CUDA source."""
    out = {}
    for name, args in _SIG.findall(cu):
        out[name] = [a.split()[-1].removesuffix("_ptr") for a in args.split(",") if a.strip()]
    return out


def kernels(sass: str) -> dict[str, list[str]]:
    """Kernel symbol -> its SASS instructions (address comments and predicates removed)."""
    out: dict[str, list[str]] = {}
    cur = None
    for line in sass.splitlines():
        if m := re.match(r"^\.text\.(\w+):", line):
            cur = out.setdefault(m.group(1), [])
        elif cur is not None and (m := re.match(r"\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;", line)):
            cur.append(re.sub(r"^@!?U?P\w+\s+", "", m.group(1)))
    return out


def pre_wait_loads(instrs: list[str], n_params: int) -> list[tuple[int, str]]:
    """(parameter index, instruction) of each load before the first ACQBULK whose address derives
    from that parameter; [] for a kernel without ACQBULK."""
    if not any(i.startswith(WAIT) for i in instrs):
        return []
    pre = instrs[: next(k for k, i in enumerate(instrs) if i.startswith(WAIT))]
    offsets = {PARAM_BASE + 8 * p: p for p in range(n_params)}
    taint: dict[str, frozenset[int]] = {}
    found: dict[tuple[int, str], None] = {}
    for _ in range(2):  # a second walk carries taint around loops
        for ins in pre:
            op, _, rest = ins.partition(" ")
            ops = [o.strip() for o in rest.split(",")] if rest else []
            if op.startswith(LOADS) and not op.startswith("LDGDEPBAR"):
                for a in _ADDR.findall(rest):
                    for p in taint.get(a, ()):
                        found[(p, ins)] = None
            if not ops or not _REG.fullmatch(ops[0]):
                continue
            src = frozenset(
                offsets[int(c, 16)] for c in _CONST.findall(rest) if int(c, 16) in offsets
            )
            for o in ops[1:]:
                for r in _REG.findall(o):
                    src |= taint.get(r, frozenset())
            dst = ops[0]
            taint[dst] = src
            if ".64" in op or "WIDE" in op:  # a register pair
                pre_, num = re.match(r"(U?R)(\d+)", dst).groups()
                taint[f"{pre_}{int(num) + 1}"] = src
    return list(found)


STRONG = ".STRONG"  # a gpu-scope load (ld.relaxed.gpu): what a KV_PREFIX kernel loads K/V
# with after its wait; one before the wait is a later row's load moved up


def sass_violations(
    sass: str,
    cu: str,
    step_params: dict[str, set[str]],
    kv_params: dict[str, set[str]] | None = None,
) -> list[str]:
    """For each kernel symbol in step_params (symbol -> the parameter names some call passes a
    step tensor), the loads of those parameters its SASS makes before ACQBULK; and for each in
    kv_params (a KV_PREFIX kernel's K/V parameters, read before the wait only by plain loads),
    the gpu-scope loads of them there."""
    params = kernel_params(cu)
    code = kernels(sass)
    kv_params = kv_params or {}
    errs = []
    for sym, step in step_params.items():
        names = params.get(sym)
        if names is None or sym not in code:
            errs.append(f"{sym}: not found in the generated source or the binary")
            continue
        for p, ins in pre_wait_loads(code[sym], len(names)):
            if names[p] in step:
                errs.append(f"{sym}: loads {names[p]} before griddepcontrol.wait: {ins}")
            elif names[p] in kv_params.get(sym, ()) and STRONG in ins.partition(" ")[0]:
                errs.append(f"{sym}: a post-wait load of {names[p]} before the wait: {ins}")
    return errs


def step_params(
    funcs: dict, calls: list, roles: dict[str, str]
) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Kernel symbol (uri + "_kernel") -> names of the parameters that some call binds to a
    tensor of the step (a role the kernel may not read before its wait, as check_pdl_order sees
    it); and -> the K/V parameters of the KV_PREFIX kernels (which they may read there, but
    only by plain loads). An alias declared over a parameter (T.decl_buffer(data=W.data), `Wu`)
    counts as it."""
    step: dict[str, set[str]] = {uri: set() for uri in funcs}
    kv: dict[str, set[str]] = {uri: set() for uri in funcs}
    for c in calls:
        f = funcs[c.kernel]
        names = [str(p.name) for p in f.params]
        allowed = pre_wait_roles(f)
        # a call may pass more than the kernel takes (scratch a single-CTA attention ignores)
        for name, role in zip(names, call_roles(c, roles), strict=False):
            if role not in allowed:
                step[c.kernel].add(name)
            elif role == KV_ROLE:
                kv[c.kernel].add(name)
    for uri, f in funcs.items():
        for alias, base in param_aliases(f.body).items():
            for found in (step, kv):
                if str(base.name) in found[uri]:
                    found[uri].add(str(alias.name))
    return tuple({uri + "_kernel": n for uri, n in d.items()} for d in (step, kv))


def each_kernel(by_kernel: dict[str, set[str]], symbols) -> dict[str, set[str]]:
    """by_kernel (uri + "_kernel" -> names) for every kernel of each PrimFunc: TVM names a
    PrimFunc's second and later kernels uri_kernel_1, uri_kernel_2, ... (split attention with
    merge="kernel"), each with the parameters it uses, under the same names."""
    out = dict(by_kernel)
    for sym in symbols:
        base = re.sub(r"_kernel_\d+$", "_kernel", sym)
        if base != sym and base in by_kernel:
            out[sym] = by_kernel[base]
    return out


def check_pdl_sass(fatbin: Path, cu: str, funcs: dict, calls: list, roles: dict) -> str:
    """Raise PdlSassError on a violation; return what was checked ("skipped: ..." without
    nvdisasm), for the build log."""
    tool = nvdisasm()
    if tool is None:
        return "skipped: no nvdisasm (CUDA toolkit or pip install nvidia-cuda-nvdisasm)"
    symbols = kernel_params(cu)
    sp, kv = (each_kernel(d, symbols) for d in step_params(funcs, calls, roles))
    errs = sass_violations(disassemble(fatbin, tool), cu, sp, kv)
    if errs:
        raise PdlSassError(
            "PDL kernels load step tensors before their wait in the binary:\n  "
            + "\n  ".join(errs[:20])
        )
    return f"checked {len(sp)} kernels"
