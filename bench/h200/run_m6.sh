# Call M6 (eighth session): branch top2-fused rebased on main (.carry/qwen_t2r: the LM head's
# top-2 in its own tail, no separate top2 kernel) against main (.carry/qwen_v2). Two
# alternating passes, the bits against main's (logits, top-2, every activation), the race test
# at 100 replays, and the profile at M=1, 8.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_qwen_t2r.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_v2 qwen_t2r"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m6; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2; do
  for a in qwen_v2 qwen_t2r; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
OUT=$R timeout 60 python3 bench/gpu_same_bits.py .carry/qwen_v2 .carry/qwen_t2r --name same_bits_t2r > $R/same_t2r.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -3 $R/same_t2r.log | cut -c1-300
OUT=$R timeout 90 python3 bench/gpu_parity.py .carry/qwen_t2r --race-only --replays 100 --max-m 17 --name race_qwen_t2r > $R/race_t2r.log 2>&1; echo "race rc=$? $(( $(date +%s)-t0 ))s"
grep -E "raced|BITWISE|MISMATCH" $R/race_t2r.log | head -5
OUT=$R timeout 40 python3 bench/gpu_step.py .carry/qwen_t2r --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_qwen_t2r > $R/prof_t2r.log 2>&1
grep "profile M=" $R/prof_t2r.log
rm -f $R/*.png; tar czf $OUT/m6.tgz -C $R .
