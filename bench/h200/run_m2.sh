# Call M2 (eighth session): branch step-tail, three changes of no order measured one on another
# against main's Qwen2.5-0.5B build (.carry/qwen_epi): v1 the LM head without the bulk L2
# prefetch, v2 + the GEMV warp partials stored without bank conflicts, v3 + split attention at 3
# CTAs an SM. Two alternating passes of gpu_step; v3's bits against main's (gpu_same_bits);
# ncu of v3's LM head (M=1) and attention (M=8, 4088 positions).
# Carry .carry/wheels .carry/libs .carry/lite_qwen_epi .carry/lite_qwen_v1 .carry/lite_qwen_v2
# .carry/lite_qwen_v3.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_epi qwen_v1 qwen_v2 qwen_v3"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m2; rm -rf $R; mkdir -p $R
t0=$(date +%s)
for p in 1 2; do
  for a in qwen_epi qwen_v1 qwen_v2 qwen_v3; do
    OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 512,4095 --peers none --profile-m none --name ab_${a}_$p > $R/ab_${a}_$p.log 2>&1
    grep "speccc replay" $R/ab_${a}_$p.log | sed "s/^/$a /" | sed 's/, step.*//'
  done
done
echo "ab done $(( $(date +%s)-t0 ))s"
OUT=$R timeout 150 python3 bench/gpu_same_bits.py .carry/qwen_epi .carry/qwen_v3 --name same_bits_v3 > $R/same_v3.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -4 $R/same_v3.log | cut -c1-300
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats"
prof() {  # name artifact m length regex count
  timeout 60 ncu --clock-control none --profile-from-start off $S -k "regex:$5" --launch-count $6 -o $R/$1 \
    python3 bench/ncu_step.py .carry/$2 $3 $4 > $R/$1.log 2>&1
  echo "$1 rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/$1.ncu-rep --page details --csv > $R/$1.csv 2>&1
  grep -E "Duration|DRAM Throughput|Registers Per|Block Limit Reg|Achieved Occ" <(ncu -i $R/$1.ncu-rep --page details 2>&1)
}
prof v3_head qwen_v3 1 512 "n151936" 1
prof v3_m8_attn qwen_v3 8 4088 "attention" 1
rm -f $R/*.png; tar czf $OUT/m2.tgz -C $R .
