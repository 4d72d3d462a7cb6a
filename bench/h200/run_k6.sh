# Call K6 (seventh session): only stashes GGUF part 1 in /tmp/gg for run_k7.sh (the machine stays
# warm between the two calls). Carry .carry/wheels .carry/h1.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg && cp .carry/h1/gpart_aa /tmp/gg/ && ls -la /tmp/gg
