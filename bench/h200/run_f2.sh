# Call F2 (fourth session): install the wheels and stash GGUF part 1 and the SmolLM2 artifact in
# /tmp on the warm machine (run_f3.sh must follow at once).
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg /tmp/art && cp .carry/h1/gpart_aa /tmp/gg/ && rm -rf /tmp/art/smol && cp -r .carry/smol /tmp/art/
ls -la /tmp/gg /tmp/art
