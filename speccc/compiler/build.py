"""Build an artifact: model -> DecodeGraph -> passes -> kernels -> one IRModule -> compiled module.

Artifact layout (DIR):
  manifest.json      speccc.manifest.Manifest: every kernel (URI, family, params, plan), the call
                     program, tensors, buffer plan, the nvcc command, each file's size and sha256
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
from speccc.schedules.registry import check_knobs

from speccc import __version__
from speccc.compiler.cache import cached_build, write_if_different
from speccc.compiler.lower import lower, to_ir_module
from speccc.compiler.nvcc import compile_fatbin, nvcc_version
from speccc.compiler.publish import check_out, publish
from speccc.compiler.sass_pdl import check_pdl_sass
from speccc.ir.builder import build_decode_graph
from speccc.ir.dump import dump_text
from speccc.ir.target import get_target, model_target
from speccc.manifest import FORMAT, MANIFEST, SCHEMA, CompileInfo, Manifest, record_files
from speccc.model.resolve import resolve
from speccc.passes.check_pdl_order import check_pdl_order
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


def artifact_uri(
    model: str, cfg, wdtypes: dict, target: str, fast_math: bool, knobs: dict | None = None
) -> str:
    name = cfg.name.replace("/", "_").replace(".", "p")
    t = repr(get_target(target))  # the whole target record (arch, PDL, ...)
    key = [__version__, model, cfg.to_dict(), wdtypes, t, fast_math, _code_hash()]
    if knobs:  # (a build without knobs keeps the key it had before knobs existed)
        key.append(sorted(knobs.items()))
    key = json.dumps(key)
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
    knobs: dict | None = None,
    uri: str | None = None,
    log=print,
):
    """Build the artifact of `model` for `target` into the empty directory `out` (its URI:
    `uri`, default out's name), with the mapping `knobs` ({"family.name": value}) set."""
    t0 = time.time()
    cfg, wdtypes = resolve_build(model, max_ctx, n_layers)
    with model_target(target, wdtypes, knobs):  # PDL decided by the model where unset
        _write_artifact(out, model, target, cfg, wdtypes, fast_math, uri, log)
    log(f"artifact built in {time.time() - t0:.1f}s")


def _write_artifact(out: Path, model: str, target: str, cfg, wdtypes: dict, fast_math, uri, log):
    """Compile the decode graph of (cfg, wdtypes) for `target` and write the artifact into out."""
    graph = build_decode_graph(cfg, wdtypes)
    graph = run_pipeline(graph, target=target)
    lowered = lower(graph, target)
    log(f"graph: {len(lowered.calls)} calls, {len(lowered.kernels)} distinct kernels")
    irmod = to_ir_module(lowered, target, progress=log)
    roles = {name: t.role for name, t in graph.tensors.items()}
    funcs = {uri: irmod[uri] for uri in lowered.kernels}
    check_pdl_order(funcs, lowered.calls, roles)
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
    pdl, knobs = get_target(target).pdl, dict(get_target(target).knobs)
    fatbin, source_sha, nvcc = None, None, CompileInfo(target, fast_math, pdl=pdl, knobs=knobs)
    if target == "cuda":
        cu = module.imports[0].inspect_source()
        write_if_different(src / "kernels.cu", cu)
        source_sha = hashlib.sha256(cu.encode()).hexdigest()
        t2 = time.time()
        fatbin = "kernels.fatbin"
        cmd = compile_fatbin(get_target(target), out, "sources/kernels.cu", fatbin, fast_math)
        nvcc = CompileInfo(target, fast_math, cmd, nvcc_version(), pdl, knobs)
        log(f"nvcc fatbin {get_target(target).arch} in {time.time() - t2:.1f}s")
        if pdl:
            done = check_pdl_sass(out / fatbin, cu, funcs, lowered.calls, roles)
            log(f"PDL order in the binary: {done}")
    else:
        write_if_different(src / "kernels.ll", module.inspect_source("ll"))
    libs = _runtime_libs(target)
    for p in libs:
        shutil.copy2(p, out / p.name)
    (out / "load.py").write_text(
        _env()
        .get_template("deploy_loader.py.jinja")
        .render(
            speccc_version=__version__,
            tvm_version=tvm.__version__,
            target=target,
            runtime_libs=[p.name for p in libs],
            runtimes=list(speccc.templates.LOADER_RUNTIMES),
            module="kernels.so",
            fatbin=fatbin,
            source_sha256=source_sha,
        )
    )
    for spec in lowered.kernels.values():
        spec.source_sha256 = hashlib.sha256(irmod[spec.uri].script().encode()).hexdigest()
    manifest = Manifest(
        format=FORMAT,
        schema=SCHEMA,
        uri=uri or out.name,
        speccc_version=__version__,
        tvm_version=tvm.__version__,
        target=target,
        target_spec=str(get_target(target).tvm()),
        compile=nvcc,
        model=model,
        config=cfg,
        wdtypes=wdtypes,
        max_rows=MAX_ROWS,
        module="kernels.so",
        binary=fatbin,
        kernels=list(lowered.kernels.values()),
        tensors=dict(graph.tensors),
        buffer_plan=graph.buffer_plan,
        program=lowered.calls,
        files=record_files(out),
    )
    manifest.validate()  # the compiler's output keeps the contract the runtime checks
    (out / MANIFEST).write_text(manifest.to_json())


def build(
    model: str,
    target: str,
    out: str | Path | None = None,
    *,
    max_ctx: int = 2048,
    fast_math: bool = False,
    n_layers: int | None = None,
    knobs: dict | None = None,
    log=print,
) -> Path:
    """Build (or take from the cache) and return the artifact directory; with `out`, publish a
    checked copy there (speccc.compiler.publish: refuses a directory speccc did not write,
    replaces an artifact atomically, under a lock) and return `out`. knobs: mapping knobs of
    the hand-written kernels, {"family.name": value} (Target.knobs; in the cache key)."""
    if out is not None:
        check_out(Path(os.path.abspath(out)))  # refuse before spending a build on it
    get_target(target)  # unknown target: a clear error
    check_knobs(target, knobs or {})
    cfg, wdtypes = resolve_build(model, max_ctx, n_layers)
    uri = artifact_uri(model, cfg, wdtypes, target, fast_math, knobs)
    t0 = time.time()
    d, hit = cached_build(
        uri,
        lambda tmp: build_into(
            tmp,
            model,
            target,
            max_ctx=max_ctx,
            fast_math=fast_math,
            n_layers=n_layers,
            knobs=knobs,
            uri=uri,
            log=log,
        ),
        log=log,
    )
    log(f"{'cache hit' if hit else 'built'}: {d} ({time.time() - t0:.1f}s)")
    return d if out is None else publish(d, out, log=log)
