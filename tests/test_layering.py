"""No import runs from a lower layer of speccc back up (ir -> ops -> schedules -> ...).

Every module of speccc (speccc/, and schedules/ and templates/ as speccc.schedules and
speccc.templates) is parsed, every `speccc...` import it makes (at any depth, lazy ones too) is
an edge, and an edge from a layer to a higher one fails. A planted backward import must fail.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Lowest first. A module may import its own layer and the layers before it.
LAYERS: list[tuple[str, ...]] = [
    ("speccc", "speccc._source_tree", "speccc.templates", "speccc.parity", "speccc.model"),
    ("speccc.reference",),
    ("speccc.ir", "speccc.manifest"),  # manifest: the artifact contract, read by all above
    ("speccc.ops",),
    ("speccc.schedules",),
    ("speccc.passes",),
    ("speccc.compiler",),
    ("speccc.runtime",),
    ("speccc.speculative", "speccc.probe", "speccc.__main__"),
]


def layer_of(module: str) -> int:
    best = max(
        ((len(p), i) for i, ps in enumerate(LAYERS) for p in ps
         if module == p or module.startswith(p + ".")),
        default=None,
    )  # fmt: skip
    if best is None:
        raise KeyError(f"module {module!r} is in no layer: add it to LAYERS")
    return best[1]


def modules() -> dict[str, Path]:
    out = {}
    for pkg, folder in (("speccc", "speccc"), ("speccc.schedules", "schedules"),
                        ("speccc.templates", "templates")):  # fmt: skip
        for p in sorted((ROOT / folder).rglob("*.py")):
            parts = p.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join((pkg, *parts))] = p
    return out


def imports(source: str) -> set[str]:
    """Every speccc module named by an import statement of `source`."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return {m for m in found if m == "speccc" or m.startswith("speccc.")}


def backward_edges(sources: dict[str, str], known: set[str]) -> list[str]:
    bad = []
    for mod, src in sources.items():
        for target in sorted(imports(src)):
            if target not in known and target.rpartition(".")[0] in known:
                continue  # `from speccc.x import name`: the name is not a module
            if layer_of(target) > layer_of(mod):
                bad.append(f"{mod} (layer {layer_of(mod)}) imports {target} "
                           f"(layer {layer_of(target)})")  # fmt: skip
    return bad


@pytest.fixture(scope="module")
def sources() -> dict[str, str]:
    return {m: p.read_text() for m, p in modules().items()}


def test_every_module_has_a_layer(sources):
    for m in sources:
        layer_of(m)
    assert "speccc.schedules.rule" in sources and "speccc.ops.registry" in sources


def test_no_import_runs_back_up(sources):
    assert backward_edges(sources, set(sources)) == []


def test_negative_control_planted_backward_import_is_caught(sources):
    planted = dict(sources)
    planted["speccc.ops.gemv"] += "\n\ndef _bad():\n    from speccc.schedules import gemv\n"
    planted["speccc.model.rope"] += "\nimport speccc.ir.graph\n"
    bad = backward_edges(planted, set(planted))
    assert any(e.startswith("speccc.ops.gemv (layer 3) imports speccc.schedules.gemv") for e in bad)
    assert any(e.startswith("speccc.model.rope (layer 0) imports speccc.ir.graph") for e in bad)
