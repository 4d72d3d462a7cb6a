set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg && cp .carry/g1/part_aa /tmp/gg/ && ls -la /tmp/gg
