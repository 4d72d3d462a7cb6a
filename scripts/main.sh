#!/usr/bin/env bash
# The main job on the default model: build its kernels, then generate speculatively and check
# that the output is greedy's, token for token. Uses cuda when a GPU is visible, else llvm (CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
TARGET=$(python3 -c "import torch; print('cuda' if torch.cuda.is_available() else 'llvm')")
python3 build.py --target "$TARGET" --model smollm2-135m --out "artifacts/smollm2-135m-$TARGET"
python3 -m speccc generate --artifact "artifacts/smollm2-135m-$TARGET" \
  --prompt "${PROMPT:-The capital of France is Paris. The capital of Germany is Berlin. The capital of Italy is}" \
  --max-new-tokens "${TOKENS:-48}" --spec prompt-lookup --k 4 --check-greedy
