# Call E3: the GGUF joined and checked; SmolLM2 Q4_1: reference check, bitwise parity, the step
# (with the torch peers), speculative == greedy on 50 prompts and speed.
set -u
source bench/h200/join_gguf.sh
t0=$(date +%s)
python3 bench/gpu_check.py .carry/smol --prompts 4 > $OUT/check_smol.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
mv $OUT/gpu_check.json $OUT/gpu_check_smollm2-135m.json 2>/dev/null
python3 bench/gpu_parity.py .carry/smol > $OUT/parity_smol.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
timeout 200 python3 bench/gpu_step.py .carry/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $OUT/step_smol.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
timeout 230 python3 bench/gpu_spec.py .carry/smol .carry/smol_draft > $OUT/spec_smol.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
tail -3 $OUT/check_smol.log; tail -10 $OUT/parity_smol.log; grep -E "speccc replay|peer|ready" $OUT/step_smol.log | head -12; tail -25 $OUT/spec_smol.log
