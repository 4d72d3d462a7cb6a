# Call I2 (fifth session, right after run_e1.sh on the same warm machine, or on a fresh one):
# install the wheels, stash GGUF part 1 and the SmolLM2 artifact in /tmp for run_e3.sh.
# Carry .carry/wheels .carry/h1 .carry/smol.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg /tmp/art && cp .carry/h1/gpart_aa /tmp/gg/ && rm -rf /tmp/art/smol && cp -r .carry/smol /tmp/art/
ls /tmp/gg /tmp/art
