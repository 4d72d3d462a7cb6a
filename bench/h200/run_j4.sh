# Call J4 (sixth session): the full Qwen run of main after the norm-rows merge (run_e1.sh:
# reference check, parity with 1000 replays, the step vs the torch peers), then GGUF part 1
# stashed in /tmp/gg for run_j5.sh. Carry .carry/wheels .carry/h1 .carry/qwen.
set -u
bash bench/h200/run_e1.sh
mkdir -p /tmp/gg && cp .carry/h1/gpart_aa /tmp/gg/ && ls -la /tmp/gg
