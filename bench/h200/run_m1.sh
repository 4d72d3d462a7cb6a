# Call M1 (eighth session, first): the prepared 1000-replay parity of main's Qwen2.5-0.5B build
# (run_l3.sh: .carry/qwen_epi is byte-identical to main's kernels, M=1..9), then Nsight Compute
# sections of one step's kernels (bench/ncu_step.py): layer 0's five kernels at M=1 and M=16
# (512 positions), the LM head and top-2 at M=1, attention at M=8 over 4088 positions.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_epi.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_epi"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m1; rm -rf $R; mkdir -p $R
t0=$(date +%s)
OUT=$R timeout 130 python3 bench/gpu_parity.py .carry/qwen_epi --replays 1000 --max-m 9 --name gpu_parity_qwen2.5-0.5b_r1000 > $R/parity_r1000.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
head -3 $R/parity_r1000.log | cut -c1-300
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats"
prof() {  # name m length regex count
  timeout 90 ncu --clock-control none --profile-from-start off $S -k "regex:$3" --launch-count $5 -o $R/$1 \
    python3 bench/ncu_step.py .carry/qwen_epi $2 $4 > $R/$1.log 2>&1
  echo "$1 rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/$1.ncu-rep --page details --csv > $R/$1.csv 2>&1
  ncu -i $R/$1.ncu-rep --page details > $R/$1.txt 2>&1
}
prof m1_layer 1 "attention|gemv" 512 5
prof m1_head 1 "n151936|top2" 512 2
prof m8_attn 8 "attention" 4088 1
prof m16_layer 16 "attention|gemv" 512 5
grep -E "^  [a-z_]+.*\(|Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|Achieved Occupancy|Registers Per" $R/m1_layer.txt | head -60
tar czf $OUT/m1.tgz -C $R .
