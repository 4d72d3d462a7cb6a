# Exact seeded sampling on the H200 (after run_d1.sh stashed GGUF part 1 and the artifact):
# speculative == plain sampling on 50 prompts (prompt lookup, K 1/4/16; no self-draft: device
# time), the sampling kernel's cost in the step, tokens/s sampled vs greedy.
set -u
source bench/h200/join_gguf.sh
t0=$(date +%s)
timeout ${SAMPLE_TIMEOUT:-170} python3 bench/gpu_sample.py .carry/smol --prompts 50 --tokens 32 --ks 1,4,16 --iters 100 > $OUT/gpu_sample.log 2>&1
echo "sample rc=$? $(( $(date +%s)-t0 ))s"; grep -v -i warn $OUT/gpu_sample.log | tail -40
