# Call F3 (fourth session, PDL on by default): the GGUF joined and checked; SmolLM2 Q4_1: bitwise
# parity (100 replays), the step (no peers: device time), speculative == greedy on 50 prompts.
set -u
source bench/h200/join_gguf.sh
t0=$(date +%s)
python3 bench/gpu_parity.py .carry/smol > $OUT/parity_smol.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
timeout 60 python3 bench/gpu_step.py .carry/smol --m 1,8 --lengths 100,1000 --peers none --profile-m none --name gpu_step_smollm2-135m > $OUT/step_smol.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
timeout 200 python3 bench/gpu_spec.py .carry/smol .carry/smol_draft > $OUT/spec_smol.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
tail -10 $OUT/parity_smol.log | head -3; grep -E "speccc replay" $OUT/step_smol.log | head -6; tail -25 $OUT/spec_smol.log
