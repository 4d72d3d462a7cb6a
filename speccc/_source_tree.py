"""In a source checkout, `speccc.schedules` and `speccc.templates` are the repository's
top-level folders schedules/ and templates/.

An installed speccc has them as real subpackages (pyproject.toml maps them with package-dir),
so nothing here runs there. From a checkout (tests, `python build.py`), a meta-path finder
answers for exactly those two names; their submodules are then found on their __path__.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PKG = Path(__file__).resolve().parent
ALIASES = {f"speccc.{n}": _PKG.parent / n for n in ("schedules", "templates")}


class SourceTreeFinder:
    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        d = ALIASES.get(fullname)
        if d is None:
            return None
        init = d / "__init__.py"
        return importlib.util.spec_from_file_location(
            fullname, init, submodule_search_locations=[str(d)]
        )


def install() -> None:
    """Add the finder once, when speccc runs from a checkout (no installed subpackages)."""
    installed = any((_PKG / name.rpartition(".")[2]).exists() for name in ALIASES)
    checkout = all((d / "__init__.py").is_file() for d in ALIASES.values())
    if installed or not checkout or SourceTreeFinder in sys.meta_path:
        return
    sys.meta_path.insert(0, SourceTreeFinder)
