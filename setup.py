"""Package layout: the repository's top-level folders schedules/ and templates/ are installed
as speccc.schedules and speccc.templates (package-dir mapping), never as top-level packages.
Everything else about the project is in pyproject.toml."""

from setuptools import find_namespace_packages, setup

MAPPED = {"speccc.schedules": "schedules", "speccc.templates": "templates"}

packages = find_namespace_packages(include=["speccc", "speccc.*"], exclude=["*__pycache__*"])
for name, folder in MAPPED.items():
    subs = find_namespace_packages(folder, exclude=["*__pycache__*"])
    packages += [name] + [f"{name}.{sub}" for sub in subs]

setup(
    packages=packages,
    package_dir=MAPPED,
    package_data={"speccc.templates": ["*.jinja"]},
)
