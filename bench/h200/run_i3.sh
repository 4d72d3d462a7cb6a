# Call I3 (fifth session, after run_i2.sh): SmolLM2 Q4_1 with the 32-lane GEMVs: reference check,
# bitwise parity, speculative == greedy on 50 prompts and speed (no step peers: device time).
# Carry .carry/h2 .carry/smol_draft.
set -u
source bench/h200/join_gguf.sh
t0=$(date +%s)
python3 bench/gpu_check.py .carry/smol --prompts 4 > $OUT/check_smol.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
mv $OUT/gpu_check.json $OUT/gpu_check_smollm2-135m.json 2>/dev/null
timeout 150 python3 bench/gpu_parity.py .carry/smol > $OUT/parity_smol.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
timeout 250 python3 bench/gpu_spec.py .carry/smol .carry/smol_draft > $OUT/spec_smol.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
tail -3 $OUT/check_smol.log; tail -6 $OUT/parity_smol.log; tail -25 $OUT/spec_smol.log
