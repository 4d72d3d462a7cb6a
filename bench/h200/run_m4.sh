# Call M4 (eighth session): branch down-ring, the down projection's weight ring deeper (prefetch
# P = 9, 11, 15 blocks; X ring 4, 5, 3 blocks, rounded to the register budget) against main's
# P = 5 (.carry/qwen_v2 = main's kernels). Two alternating passes of gpu_step; each variant's
# bits against main's (gpu_same_bits). Carry .carry/wheels .carry/libs .carry/lite_qwen_v2
# .carry/lite_qwen_p9 .carry/lite_qwen_p11 .carry/lite_qwen_p15.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_v2 qwen_p9 qwen_p11 qwen_p15"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m4; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2; do
  for a in qwen_v2 qwen_p9 qwen_p11 qwen_p15; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
for a in qwen_p9 qwen_p11 qwen_p15; do
  OUT=$R timeout 60 python3 bench/gpu_same_bits.py .carry/qwen_v2 .carry/$a --name same_bits_$a > $R/same_$a.log 2>&1; echo "same $a rc=$? $(( $(date +%s)-t0 ))s"
  head -1 $R/same_$a.log | cut -c1-250
done
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_p11 --m 1 --lengths 512 --peers none --profile-m 1 --name prof_qwen_p11 > $R/prof_p11.log 2>&1
grep "profile M=1" $R/prof_p11.log
rm -f $R/*.png; tar czf $OUT/m4.tgz -C $R .
