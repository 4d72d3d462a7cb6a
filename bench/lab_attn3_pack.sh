#!/bin/sh
# Build the attn3 lab package (attention + top-2 labs) into DIR (default
# /work/main/.carry/attn3): runners, one copy of the TVM runtime libs, attn/ and top2/ modules.
set -e
D=${1:-/work/main/.carry/attn3b}
cd "$(dirname "$0")/.."
rm -rf "$D" && mkdir -p "$D"
python3 bench/lab_attention.py build "$D/attn"
python3 bench/lab_top2.py build "$D/top2"
for m in attn top2; do rm "$D/$m/kernels.cu"; done
mv "$D/attn/"libtvm_runtime*.so "$D/" && rm "$D/top2/"libtvm_runtime*.so
cp bench/lab_attention.py bench/lab_top2.py "$D/"
N=$(basename "$D")
echo "python3 .carry/$N/lab_attention.py run .carry/$N/attn; a=\$?; python3 .carry/$N/lab_top2.py run .carry/$N/top2; b=\$?; exit \$((a | b))" > "$D/RUN.txt"
du -sh "$D"
