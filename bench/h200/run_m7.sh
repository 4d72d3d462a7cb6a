# Call M7 (eighth session): branch smol-head, SmolLM2's tied Q8_0 LM head with 4 outputs a lane
# group instead of 2 (X is read once for 4 outputs: ncu, call M3, showed the head at 25 us, DRAM
# 25%, L1 57% busy), weight ring 1 (t4_1) or 2 (t4_2), against main (.carry/smol_main); all on the
# SmolLM2-135M shape (random Q4_1 / Q8_0 planes, main's kernels). Two alternating passes, the bits
# of each against main's. Carry .carry/wheels .carry/libs .carry/lite_smol_main
# .carry/lite_smol_t4_1 .carry/lite_smol_t4_2.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="smol_main smol_t4_1 smol_t4_2"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m7; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2; do
  for a in smol_main smol_t4_1 smol_t4_2; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 100,1000 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
for a in smol_t4_1 smol_t4_2; do
  OUT=$R timeout 60 python3 bench/gpu_same_bits.py .carry/smol_main .carry/$a --name same_bits_$a > $R/same_$a.log 2>&1; echo "same $a rc=$? $(( $(date +%s)-t0 ))s"
  head -1 $R/same_$a.log | cut -c1-250
done
rm -f $R/*.png; tar czf $OUT/m7.tgz -C $R .
