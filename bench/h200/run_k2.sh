# Call K2 (seventh session): where a PDL kernel calls griddepcontrol.launch_dependents, Qwen2.5-0.5B
# bf16. .carry/qwen (main: at entry) vs .carry/qwen_pw (built with SPECCC_PDL_TRIGGER=wait: right
# after its own griddepcontrol.wait, so at most two kernels are in flight), alternating; then
# 100-replay parity of qwen_pw. Stashes GGUF part 1 in /tmp/gg for run_k3.sh.
# Carry .carry/wheels .carry/h1 .carry/libs .carry/lite_qwen .carry/lite_qwen_pw.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p /tmp/gg && cp .carry/h1/gpart_aa /tmp/gg/
LITE="qwen qwen_pw"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/k2; rm -rf $R; mkdir -p $R
for a in qwen qwen_pw qwen qwen_pw; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
OUT=$R timeout 200 python3 bench/gpu_parity.py .carry/qwen_pw --replays 100 > $R/parity_pw.log 2>&1; echo "parity rc=$?"
head -3 $R/parity_pw.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/k2.tgz -C $R .
