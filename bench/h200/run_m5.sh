# Call M5 (eighth session): branch down-ring, the down projection capped to 3 CTAs an SM (80
# registers: its early-launched CTAs fit beside two gate_up CTAs, 43K registers, so it can issue
# its prefetch before its PDL wait; weight ring 3, X ring 1) against main (.carry/qwen_v2).
# Two alternating passes, the M=1 profile, and the bits against main's.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_c3x.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_v2 qwen_c3x"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m5; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2 3; do
  for a in qwen_v2 qwen_c3x; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
OUT=$R timeout 60 python3 bench/gpu_same_bits.py .carry/qwen_v2 .carry/qwen_c3x --name same_bits_c3x > $R/same_c3x.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -1 $R/same_c3x.log | cut -c1-250
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_c3x --m 1,16 --lengths 512 --peers none --profile-m 1,16 --name prof_qwen_c3x > $R/prof_c3x.log 2>&1
grep "profile M=" $R/prof_c3x.log
rm -f $R/*.png; tar czf $OUT/m5.tgz -C $R .
