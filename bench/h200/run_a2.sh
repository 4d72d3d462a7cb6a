# Call A2: stash GGUF part 2, then the Qwen step benchmark against the torch peers (PDL on/off).
set -u
cp .carry/g2/part_ab /tmp/gg/
export PYTHONPATH=$PWD
t0=$(date +%s)
python3 bench/gpu_step.py .carry/qwen --name gpu_step_qwen2.5-0.5b > $OUT/step_qwen.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
python3 bench/gpu_step.py .carry/qwen_nopdl --m 1,8 --lengths 512,4096 --peers none --profile-m none --name gpu_step_qwen2.5-0.5b_nopdl > $OUT/step_qwen_nopdl.log 2>&1; echo "nopdl rc=$? $(( $(date +%s)-t0 ))s"
tail -45 $OUT/step_qwen.log; tail -8 $OUT/step_qwen_nopdl.log
