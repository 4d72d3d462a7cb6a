# Guarded mode's tau sweep (bf16 torch verifier) on the real SmolLM2, one call per tau list:
#   bash bench/h200/run_guard.sh PART TAUS      e.g. run_guard.sh a 0,0.05,0.1,0.25
# Joins the GGUF if this warm machine does not hold it yet (parts stashed by run_d1.sh and
# carried in .carry/h2); the JSON is rewritten after each tau, so a cut run keeps its taus.
set -u
source bench/h200/join_gguf.sh
t0=$(date +%s)
timeout ${GUARD_TIMEOUT:-560} python3 bench/guard_sweep.py .carry/smol --verifier-dtype bfloat16 --taus $2 --name guard_sweep_smollm2-135m_cuda_bf16_$1 > $OUT/guard_$1.log 2>&1
echo "guard rc=$? $(( $(date +%s)-t0 ))s"; cat $OUT/guard_$1.log | grep -v Warning | tail -12
