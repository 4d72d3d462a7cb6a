# Call M9 (eighth session): branch attn-ml8, split attention merging 8 chunk partials a batch
# instead of 16 (66 registers instead of 98: 3 CTAs an SM, not 2; ncu showed attention at M=8
# over 4088 positions register-limited) against main (.carry/qwen_v2). Two alternating passes,
# the bits against main's. Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_ml8.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_v2 qwen_ml8"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m9; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2; do
  for a in qwen_v2 qwen_ml8; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
OUT=$R timeout 40 python3 bench/gpu_same_bits.py .carry/qwen_v2 .carry/qwen_ml8 --name same_bits_ml8 > $R/same_ml8.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -1 $R/same_ml8.log | cut -c1-250
rm -f $R/*.png; tar czf $OUT/m9.tgz -C $R .
