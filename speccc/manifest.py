"""The artifact contract: what manifest.json holds, as dataclasses shared by compiler, runtime
and benches.

The compiler fills a `Manifest` and writes it with `to_json()`; the runtime reads it back with
`Manifest.from_json()`, which rejects (ManifestError, one line naming the field) anything that is
not exactly this schema, then `validate()`s the program against the manifest's own graph
contract, and `check_files()` compares every file it records (size and sha256) with the
directory. Nobody reads manifest.json as a string-keyed dict.

JSON mapping: a dataclass is an object of its fields; `dict[str, TensorSpec]` is keyed by the
tensor's name (the name is not repeated inside); `X | None` is X or null.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from speccc.ir.graph import ROWS, TensorSpec
from speccc.ir.plan import ReductionPlan
from speccc.model.config import ModelConfig

FORMAT = "speccc-artifact"
SCHEMA = 5  # bump on any change of this file's dataclasses
MANIFEST = "manifest.json"
ALWAYS_AVAILABLE = ("input", "weight", "kv")  # roles a call may read without a producer


class ManifestError(ValueError):
    """The manifest or the files of an artifact are not what this speccc can run."""


@dataclass(frozen=True, slots=True)
class Arg:
    """One kernel argument: an activation/input/kv/scratch tensor, or one plane of a (fused)
    weight."""

    kind: str  # "tensor" | "weight"
    name: str  # tensor name, or "+"-joined canonical weight names concatenated along N
    plane: int = 0  # weight plane index (WeightFormat.planes order; 0 for float weights)

    def __post_init__(self) -> None:
        if self.kind not in ("tensor", "weight"):
            raise ValueError(f"Arg.kind must be 'tensor' or 'weight', got {self.kind!r}")

    @property
    def weight_names(self) -> list[str]:
        return self.name.split("+") if self.kind == "weight" else []


@dataclass(slots=True)
class KernelSpec:
    """One compiled kernel: its URI (also its symbol in kernels.so), family, parameters, plan."""

    uri: str
    family: str  # the op kind the kernel computes ("add_rmsnorm"); its family: family_of(kind)
    params: dict[str, Any]
    plan: ReductionPlan | None
    source_sha256: str = ""  # of the kernel's scheduled TIR (TVMScript), set by the builder


@dataclass(slots=True)
class Call:
    """One kernel call of the step program: `reads` and `writes` are the op's tensors (the graph
    contract), `scratch` its private workspace tensors; `args` are what the kernel gets, in its
    parameter order."""

    op: str
    kernel: str  # a KernelSpec.uri
    args: list[Arg]
    reads: list[str]
    writes: list[str]
    scratch: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Buffer:
    id: int
    dtype: str
    row_elems: int  # elements per row; the buffer holds max_rows * row_elems


@dataclass(slots=True)
class BufferPlan:
    """Activation tensors (role "act") assigned to shared buffers by liveness."""

    buffers: list[Buffer] = field(default_factory=list)
    assign: dict[str, int] = field(default_factory=dict)  # tensor name -> buffer id

    def to_dict(self) -> dict:
        return _encode(self)


@dataclass(frozen=True, slots=True)
class FileRecord:
    size: int
    sha256: str

    @classmethod
    def of(cls, path: Path) -> FileRecord:
        return cls(path.stat().st_size, sha256_file(path))


@dataclass(slots=True)
class CompileInfo:
    """How the module was compiled; for cuda the nvcc command exactly as it ran (cwd: the
    artifact directory), so anyone can rebuild kernels.fatbin from sources/kernels.cu."""

    target: str
    fast_math: bool
    nvcc_command: list[str] | None = None
    nvcc_version: str | None = None
    pdl: bool = False  # hand-written kernels launched with programmatic dependent launch
    knobs: dict[str, Any] = field(default_factory=dict)  # mapping knobs set (Target.knobs)


@dataclass(slots=True)
class Manifest:
    format: str  # FORMAT
    schema: int  # SCHEMA
    uri: str
    speccc_version: str
    tvm_version: str
    target: str  # "llvm" | "cuda"
    target_spec: str
    compile: CompileInfo
    model: str  # what build.py was given (preset, .gguf or HF dir): where the weights are
    config: ModelConfig
    wdtypes: dict[str, str]
    max_rows: int
    module: str  # the compiled module, relative to the artifact directory
    binary: str | None  # cuda: the fatbin compiled from the module's source
    kernels: list[KernelSpec]
    tensors: dict[str, TensorSpec]
    buffer_plan: BufferPlan | None
    program: list[Call]
    files: dict[str, FileRecord] = field(default_factory=dict)  # every file but manifest.json

    # ---- JSON -----------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(_encode(self), indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str, where: str = MANIFEST) -> Manifest:
        """Parse and type-check; ManifestError (one line) for bad JSON, another format or schema,
        a missing, unknown or mistyped field."""
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as e:
            raise ManifestError(
                f"{where}: malformed JSON ({e.msg} at line {e.lineno} column {e.colno}); "
                "rebuild the artifact with build.py"
            ) from None
        if not isinstance(raw, dict) or not str(raw.get("format", "")).startswith(FORMAT):
            raise ManifestError(f"{where}: not a speccc artifact manifest")
        schema = raw.get("schema", 1)  # schema 1 wrote format "speccc-artifact/1", no "schema"
        if raw.get("format") != FORMAT or schema != SCHEMA:
            raise ManifestError(
                f"{where}: artifact schema {schema!r}, this speccc reads schema {SCHEMA}; "
                "rebuild the artifact with build.py"
            )
        return _decode(cls, raw, where)

    @classmethod
    def read(cls, directory: Path) -> Manifest:
        path = Path(directory) / MANIFEST
        if not path.is_file():
            raise ManifestError(f"{directory} is not a speccc artifact (no {MANIFEST}); build.py")
        return cls.from_json(path.read_text(), str(path))

    # ---- the contract ---------------------------------------------------------------------
    def validate(self) -> None:
        """Raise ManifestError unless the program keeps the graph contract: every call names a
        known kernel, passes exactly its reads, writes and scratch as tensor args and known
        weights; every tensor read is an input, weight or kv tensor or was written by an earlier
        call; nothing is written twice; a scratch tensor belongs to one call; every output tensor
        is written; the buffer plan gives each act tensor a big enough buffer of its dtype that
        no other live tensor uses."""
        uris = {k.uri for k in self.kernels}
        t = self.tensors
        written: dict[str, int] = {}
        scratch_of: dict[str, int] = {}
        for i, c in enumerate(self.program):
            where = f"program[{i}] ({c.op})"
            if c.kernel not in uris:
                raise ManifestError(f"{where}: unknown kernel {c.kernel!r}")
            targs = [a.name for a in c.args if a.kind == "tensor"]
            if sorted(targs) != sorted(c.reads + c.writes + c.scratch):
                raise ManifestError(
                    f"{where}: tensor args {targs} are not its reads + writes + scratch"
                )
            for n in targs + [w for a in c.args for w in a.weight_names]:
                if n not in t:
                    raise ManifestError(f"{where}: unknown tensor {n!r}")
            for a in c.args:
                if any(t[w].role != "weight" for w in a.weight_names):
                    raise ManifestError(f"{where}: weight arg {a.name!r} is not a weight")
            for n in c.reads:
                if t[n].role not in ALWAYS_AVAILABLE and n not in written:
                    raise ManifestError(f"{where}: reads {n!r}, which no earlier call writes")
            for n in c.scratch:
                if t[n].role != "scratch" or n in scratch_of:
                    raise ManifestError(
                        f"{where}: {n!r} is not a scratch tensor of this call alone"
                    )
                scratch_of[n] = i
            for n in c.writes:
                if t[n].role in ("input", "weight", "scratch"):
                    raise ManifestError(f"{where}: writes {t[n].role} tensor {n!r}")
                if n in written and t[n].role != "kv":
                    raise ManifestError(f"{where}: {n!r} is already written by call {written[n]}")
                written[n] = i
        missing = [n for n, s in t.items() if s.role == "output" and n not in written]
        if missing:
            raise ManifestError(f"no call writes the output tensor(s) {missing}")
        if self.buffer_plan is not None:
            self._validate_buffer_plan()

    def _validate_buffer_plan(self) -> None:
        bp, t = self.buffer_plan, self.tensors
        live: dict[str, list[int]] = {}  # tensor -> [first call, last call] touching it
        for i, c in enumerate(self.program):
            for n in c.reads + c.writes:
                live.setdefault(n, [i, i])[1] = i
        holder: dict[tuple[int, int], str] = {}  # (buffer, call index) -> tensor live there
        for n, b in bp.assign.items():
            if n not in t or t[n].role == "weight" or t[n].shape[:1] != (ROWS,):
                raise ManifestError(f"buffer plan: {n!r} is not a rowed non-weight tensor")
            if not 0 <= b < len(bp.buffers) or bp.buffers[b].id != b:
                raise ManifestError(f"buffer plan: {n!r} is in unknown buffer {b}")
            buf = bp.buffers[b]
            if buf.dtype != t[n].dtype or buf.row_elems < t[n].row_elems:
                raise ManifestError(
                    f"buffer plan: buffer {b} ({buf.dtype} x {buf.row_elems}) cannot hold "
                    f"{n!r} ({t[n].dtype} x {t[n].row_elems})"
                )
            first, last = live.get(n, (-1, -1))
            for i in range(first, last + 1):
                if (other := holder.setdefault((b, i), n)) != n:
                    raise ManifestError(
                        f"buffer plan: {other!r} and {n!r} share buffer {b} while both live"
                    )

    # ---- files ----------------------------------------------------------------------------
    def check_files(self, directory: Path) -> None:
        """Raise ManifestError naming the first recorded file that is missing or whose size or
        sha256 differs (a truncated kernels.so is caught here, before anything loads it), or
        a file that runs (module, binary, load.py) that the manifest does not record."""
        runs = [self.module, "load.py"] + ([self.binary] if self.binary else [])
        unrecorded = [n for n in runs if n not in self.files]
        if unrecorded:
            raise ManifestError(f"{directory}: the manifest records no size/sha256 of {unrecorded}")
        for name, rec in self.files.items():
            p = Path(directory) / name
            if not p.is_file():
                raise ManifestError(f"{p}: missing (the manifest records it); rebuild")
            size = p.stat().st_size
            if size != rec.size:
                what = "truncated" if size < rec.size else "grown"
                raise ManifestError(
                    f"{p}: {size} bytes, the manifest records {rec.size} ({what}); rebuild"
                )
            if sha256_file(p) != rec.sha256:
                raise ManifestError(f"{p}: sha256 differs from the manifest's (modified); rebuild")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def record_files(directory: Path) -> dict[str, FileRecord]:
    """FileRecord of every file under `directory` but the manifest, by relative POSIX path."""
    d = Path(directory)
    return {
        p.relative_to(d).as_posix(): FileRecord.of(p)
        for p in sorted(d.rglob("*"))
        if p.is_file() and p.name != MANIFEST and "__pycache__" not in p.parts
    }


def load_manifest(directory: str | Path) -> Manifest:
    """Read, type-check and validate an artifact's manifest and check its files."""
    m = Manifest.read(Path(directory))
    m.validate()
    m.check_files(Path(directory))
    return m


# ---- typed JSON <-> dataclass -------------------------------------------------------------
def _encode(x: Any) -> Any:
    if dataclasses.is_dataclass(x):
        return {f.name: _encode(getattr(x, f.name)) for f in dataclasses.fields(x)}
    if isinstance(x, dict):
        return {
            k: _tensor_json(v) if isinstance(v, TensorSpec) else _encode(v) for k, v in x.items()
        }
    if isinstance(x, list | tuple):
        return [_encode(v) for v in x]
    return x


def _tensor_json(t: TensorSpec) -> dict:
    return {"shape": list(t.shape), "dtype": t.dtype, "role": t.role}


def _decode(tp: Any, v: Any, where: str) -> Any:
    """v (parsed JSON) as type tp, or ManifestError naming `where`."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return v
    if origin in (typing.Union, types.UnionType):
        if v is None and type(None) in args:
            return None
        errors = []
        for a in (a for a in args if a is not type(None)):
            try:
                return _decode(a, v, where)
            except ManifestError as e:
                errors.append(str(e))
        raise ManifestError(errors[0])
    if dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, v, where)
    if origin is list or origin is tuple:
        if not isinstance(v, list):
            raise ManifestError(f"{where}: expected a list, got {_show(v)}")
        item = args[0]
        out = [_decode(item, x, f"{where}[{i}]") for i, x in enumerate(v)]
        return out if origin is list else tuple(out)
    if origin is dict or tp is dict:
        if not isinstance(v, dict):
            raise ManifestError(f"{where}: expected an object, got {_show(v)}")
        vt = args[1] if args else Any
        if vt is TensorSpec:
            return {
                k: _decode(vt, {**_obj(x, f"{where}.{k}"), "name": k}, f"{where}.{k}")
                for k, x in v.items()
            }
        return {k: _decode(vt, x, f"{where}.{k}") for k, x in v.items()}
    ok = {int: (int,), float: (int, float), str: (str,), bool: (bool,)}.get(tp)
    if ok is None:
        raise ManifestError(f"{where}: no JSON mapping for type {tp!r}")
    if not isinstance(v, ok) or (tp is not bool and isinstance(v, bool)):
        raise ManifestError(f"{where}: expected {tp.__name__}, got {_show(v)}")
    return float(v) if tp is float else v


def _decode_dataclass(cls: type, v: Any, where: str) -> Any:
    v = _obj(v, where)
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(v) - set(fields))
    if unknown:
        raise ManifestError(f"{where}: unknown field(s) {unknown}")
    kw = {}
    for name, f in fields.items():
        if name in v:
            kw[name] = _decode(hints[name], v[name], f"{where}.{name}")
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise ManifestError(f"{where}: missing field {name!r}")
    try:
        return cls(**kw)
    except (TypeError, ValueError) as e:
        raise ManifestError(f"{where}: {e}") from None


def _obj(v: Any, where: str) -> dict:
    if not isinstance(v, dict):
        raise ManifestError(f"{where}: expected an object, got {_show(v)}")
    return v


def _show(v: Any) -> str:
    s = json.dumps(v)
    return s if len(s) <= 40 else s[:37] + "..."
