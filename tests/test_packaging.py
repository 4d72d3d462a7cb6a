"""The wheel installs schedules/ and templates/ as speccc.schedules / speccc.templates, with no
top-level `schedules` or `templates` package, and an installed speccc imports them from there."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IGNORE = shutil.ignore_patterns("__pycache__")
PROBE = """
import importlib.util, sys
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in getattr(f, "__module__", "")]
import speccc.schedules.registry, speccc.templates
from speccc.compiler.build import TEMPLATES
assert speccc.__file__.startswith(sys.argv[1]), speccc.__file__
assert speccc.schedules.registry.__file__.startswith(sys.argv[1] + "/speccc/schedules/")
assert (TEMPLATES / "deploy_loader.py.jinja").is_file(), TEMPLATES
assert importlib.util.find_spec("schedules") is None
print("ok")
"""


def test_wheel_maps_schedules_and_templates_under_speccc(tmp_path):
    src = tmp_path / "src"  # a copy: an in-tree build would leave build/ in the checkout
    src.mkdir()
    for part in ("pyproject.toml", "setup.py", "speccc", "schedules", "templates"):
        copy = shutil.copytree if (ROOT / part).is_dir() else shutil.copy
        copy(ROOT / part, src / part, **({} if copy is shutil.copy else {"ignore": IGNORE}))
    pip = [sys.executable, "-m", "pip", "-q", "--disable-pip-version-check"]
    subprocess.run(
        [*pip, "wheel", str(src), "--no-deps", "--no-build-isolation", "-w", str(tmp_path)],
        check=True,
        cwd=tmp_path,
    )
    (whl,) = tmp_path.glob("speccc-*.whl")
    names = zipfile.ZipFile(whl).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"speccc", whl.name.split("-py3")[0] + ".dist-info"}, tops
    assert (
        "speccc/schedules/rule.py" in names and "speccc/templates/deploy_loader.py.jinja" in names
    )
    assert "speccc/compiler/lower.py" in names  # a folder without __init__.py is packaged too
    site = tmp_path / "site"
    subprocess.run([*pip, "install", "--no-deps", "--target", str(site), str(whl)], check=True)
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(site)],
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
    )
    assert out.stdout.strip() == "ok", out.stderr[-2000:]
    assert not (site / "schedules").exists() and not (site / "templates").exists()
