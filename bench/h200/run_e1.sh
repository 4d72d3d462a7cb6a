# Call E1 (third session; fourth: PDL on by default, 1000 replays): Qwen2.5-0.5B shape, random weights, from the merged kernels:
# reference check, bitwise parity (12 cache lengths, M=1..17, 100 replays), the step vs the
# torch peers (eager + CUDA graph, torch.compile + CUDA graph) in one run.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
export PYTHONPATH=$PWD
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
t0=$(date +%s)
python3 bench/gpu_check.py .carry/qwen --prompts 4 > $OUT/check_qwen.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
mv $OUT/gpu_check.json $OUT/gpu_check_qwen2.5-0.5b.json 2>/dev/null
python3 bench/gpu_parity.py .carry/qwen --replays 1000 > $OUT/parity_qwen.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
timeout 400 python3 bench/gpu_step.py .carry/qwen --name gpu_step_qwen2.5-0.5b > $OUT/step_qwen.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
tail -3 $OUT/check_qwen.log; tail -12 $OUT/parity_qwen.log; grep -E "speccc replay|peer|roofline|ratio" $OUT/step_qwen.log | head -30
