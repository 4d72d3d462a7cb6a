# Call A1: install, stash GGUF part 1, then the Qwen shape's correctness and parity (cuda, PDL).
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg && cp .carry/g1/part_aa /tmp/gg/
export PYTHONPATH=$PWD
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
t0=$(date +%s)
python3 bench/gpu_check.py .carry/qwen > $OUT/check_qwen.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
python3 bench/gpu_parity.py .carry/qwen > $OUT/parity_qwen.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
python3 bench/lab_attention.py run .carry/lab_attn > $OUT/lab_attn.log 2>&1; echo "lab_attn rc=$? $(( $(date +%s)-t0 ))s"
tail -5 $OUT/check_qwen.log; tail -25 $OUT/parity_qwen.log; tail -30 $OUT/lab_attn.log
