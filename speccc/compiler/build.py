"""Build an artifact: model -> DecodeGraph -> passes -> kernels -> one IRModule -> compiled module.

Artifact layout (DIR):
  manifest.json      every kernel (URI, family, params, plan), the call program, buffers, flags
  kernels.so         the compiled module (tvm-ffi loadable); cuda: host code + CUDA source
  kernels.fatbin     cuda: the device binary compiled here from that source (no JIT on the GPU)
  load.py            deploy loader: torch + apache-tvm-ffi are all a host needs
  libtvm_runtime*.so the TVM runtime libraries the loader needs where `tvm` is absent
  sources/           generated sources: TIR (TVMScript), CUDA C++ or LLVM IR, the graph dump
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from pathlib import Path

import jinja2
import speccc.schedules
import speccc.templates
import tvm

from speccc import __version__
from speccc.compiler.cache import cached_build, write_if_different
from speccc.compiler.lower import lower, to_ir_module
from speccc.ir.builder import build_decode_graph
from speccc.ir.dump import dump_text
from speccc.ir.target import get_target
from speccc.model.resolve import resolve
from speccc.passes.pipeline import run_pipeline

TEMPLATES = Path(speccc.templates.__file__).parent
MAX_ROWS = 17  # rows verified by the parity suite: 16 drafts + 1; kernels take any M


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )
    env.filters["py"] = repr  # a Python literal, for generated Python sources
    return env


def compile_flags(target: str, fast_math: bool) -> dict:
    t = get_target(target)
    if not t.gpu:
        return {"target": t.kind, "fast_math": False}
    return {
        "target": t.kind,
        "arch": t.arch,
        "compiler": "nvcc",
        "fast_math": fast_math,
        "nvcc_flags": list(t.nvcc_flags) + (["--use_fast_math"] if fast_math else []),
    }


def artifact_uri(model: str, cfg, wdtypes: dict, target: str, fast_math: bool) -> str:
    name = cfg.name.replace("/", "_").replace(".", "p")
    key = json.dumps([__version__, model, cfg.to_dict(), wdtypes, target, fast_math, _code_hash()])
    h = hashlib.sha256(key.encode()).hexdigest()[:12]
    return f"{name}_ctx{cfg.max_ctx}_{wdtypes['matrix']}_{target}{'_fm' if fast_math else ''}_{h}"


def _code_hash() -> str:
    """Hash of the compiler's own sources: a changed schedule means a new artifact."""
    pkg = Path(__file__).resolve().parents[1]
    dirs = [pkg / sub for sub in ("ops", "passes", "ir", "compiler")]
    dirs += [Path(m.__file__).parent for m in (speccc.schedules, speccc.templates)]
    h = hashlib.sha256()
    for d in dirs:
        for p in sorted(d.rglob("*")):
            if p.suffix in (".py", ".jinja"):
                h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _compile_fatbin(source: str, fast_math: bool) -> bytes:
    from tvm.support import nvcc

    if fast_math:
        os.environ.pop("TVM_CUDA_NVCC_NO_FAST_MATH", None)
    else:
        os.environ["TVM_CUDA_NVCC_NO_FAST_MATH"] = "1"
    with get_target("cuda").tvm():  # nvcc's flags come from the current target (its arch)
        return nvcc.compile_cuda(source, target_format="fatbin", compiler="nvcc")


def _runtime_libs(target: str) -> list[Path]:
    lib = Path(tvm.__file__).parent / "lib"
    return [lib / n for n in get_target(target).runtime_libs]


def resolve_build(model: str, max_ctx: int, n_layers: int | None):
    """(cfg, wdtypes); n_layers < the model's builds a LayerSkip-style draft of its first layers."""
    src = resolve(model, max_ctx=max_ctx)
    cfg, wdtypes = src.cfg, src.wdtypes
    if n_layers is not None:
        if not 1 <= n_layers <= cfg.n_layers:
            raise ValueError(f"n_layers must be in 1..{cfg.n_layers}, got {n_layers}")
        if n_layers < cfg.n_layers:
            cfg = cfg.with_(n_layers=n_layers, name=f"{cfg.name}-first{n_layers}")
    return cfg, wdtypes


def build_into(
    out: Path,
    model: str,
    target: str,
    *,
    max_ctx: int,
    fast_math: bool,
    n_layers: int | None = None,
    log=print,
):
    """Build the artifact of `model` for `target` into the empty directory `out`."""
    t0 = time.time()
    cfg, wdtypes = resolve_build(model, max_ctx, n_layers)
    graph = build_decode_graph(cfg, wdtypes)
    graph = run_pipeline(graph, target=target)
    lowered = lower(graph, target)
    log(f"graph: {len(lowered.calls)} calls, {len(lowered.kernels)} distinct kernels")
    irmod = to_ir_module(lowered, target, progress=log)
    src = out / "sources"
    src.mkdir(parents=True, exist_ok=True)
    write_if_different(src / "kernels_tir.py", irmod.script())
    write_if_different(src / "graph.txt", dump_text(graph))
    log(f"compiling {len(lowered.kernels)} kernels for {target} (one module) ...")
    t1 = time.time()
    lib = tvm.compile(irmod, target=get_target(target).tvm())
    log(f"compiled in {time.time() - t1:.1f}s")
    module = lib.mod
    lib.export_library(str(out / "kernels.so"))
    fatbin, source_sha = None, None
    if target == "cuda":
        cu = module.imports[0].inspect_source()
        write_if_different(src / "kernels.cu", cu)
        source_sha = hashlib.sha256(cu.encode()).hexdigest()
        t2 = time.time()
        (out / "kernels.fatbin").write_bytes(_compile_fatbin(cu, fast_math))
        log(f"nvcc fatbin {get_target(target).arch} in {time.time() - t2:.1f}s")
        fatbin = "kernels.fatbin"
    else:
        write_if_different(src / "kernels.ll", module.inspect_source("ll"))
    libs = _runtime_libs(target)
    for p in libs:
        shutil.copy2(p, out / p.name)
    env = _env()
    common = dict(speccc_version=__version__, tvm_version=tvm.__version__, target=target)
    (out / "load.py").write_text(
        env.get_template("deploy_loader.py.jinja").render(
            **common,
            runtime_libs=[p.name for p in libs],
            module="kernels.so",
            fatbin=fatbin,
            source_sha256=source_sha,
        )
    )
    kernels = [
        {
            "uri": s.uri,
            "family": s.family,
            "params": s.params,
            "plan": s.plan.to_dict() if s.plan else None,
            "source_sha256": hashlib.sha256(irmod[s.uri].script().encode()).hexdigest(),
        }
        for s in lowered.kernels.values()
    ]
    program = [
        {"op": op, "kernel": uri, "args": [a.to_dict() for a in args]}
        for op, uri, args in lowered.calls
    ]
    tensors = {
        n: {"shape": list(t.shape), "dtype": t.dtype, "role": t.role}
        for n, t in graph.tensors.items()
    }
    manifest = env.get_template("manifest.json.jinja").render(
        **common,
        uri=out.name,
        target_spec=str(get_target(target).tvm()),
        compile_flags=compile_flags(target, fast_math),
        model=model,
        config=cfg.to_dict(),
        wdtypes=wdtypes,
        max_rows=MAX_ROWS,
        module="kernels.so",
        binary=fatbin,
        kernels=kernels,
        tensors=tensors,
        buffers=graph.buffers,
        program=program,
    )
    json.loads(manifest)  # the template must render valid JSON
    (out / "manifest.json").write_text(manifest)
    log(f"artifact built in {time.time() - t0:.1f}s")


def build(
    model: str,
    target: str,
    out: str | Path | None = None,
    *,
    max_ctx: int = 2048,
    fast_math: bool = False,
    n_layers: int | None = None,
    log=print,
) -> Path:
    """Build (or take from the cache) and return the artifact directory; copy it to `out`."""
    get_target(target)  # unknown target: a clear error
    cfg, wdtypes = resolve_build(model, max_ctx, n_layers)
    uri = artifact_uri(model, cfg, wdtypes, target, fast_math)
    t0 = time.time()
    d, hit = cached_build(
        uri,
        lambda tmp: build_into(
            tmp, model, target, max_ctx=max_ctx, fast_math=fast_math, n_layers=n_layers, log=log
        ),
        log=log,
    )
    log(f"{'cache hit' if hit else 'built'}: {d} ({time.time() - t0:.1f}s)")
    if out is None:
        return d
    out = Path(out)
    if out.resolve() != d.resolve():
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(d, out)
    return out
