# Call B2: speculative == greedy and speed on the real SmolLM2; guarded mode's tau sweep (bf16).
set -u
export PYTHONPATH=$PWD:/tmp/site
t0=$(date +%s)
timeout 270 python3 bench/gpu_spec.py .carry/smol .carry/smol_draft > $OUT/spec_smol.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
timeout 280 python3 bench/guard_sweep.py .carry/smol --verifier-dtype bfloat16 > $OUT/guard.log 2>&1; echo "guard rc=$? $(( $(date +%s)-t0 ))s"
tail -30 $OUT/spec_smol.log; tail -15 $OUT/guard.log
