# Call D1: install the tvm-ffi wheel, stash GGUF part 1 and the SmolLM2 artifact in /tmp.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg /tmp/art && cp .carry/h1/gpart_aa /tmp/gg/ && cp -r .carry/smol /tmp/art/
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
ls -la /tmp/gg /tmp/art
