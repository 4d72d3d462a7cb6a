# Call M3 (eighth session): on main's Qwen2.5-0.5B build after the step-tail change (.carry/qwen_v2
# = main's kernels): the 1000-replay race test (gpu_parity --race-only, M=1..9) and the in-step
# kernel profile (M=1, 8 @512); on the SmolLM2-135M shape build (.carry/smol_main, main's
# SmolLM2 kernels over random planes): gpu_step M=1,8,16 @100,1000 with the M=1 profile, and ncu
# sections of layer 0's kernels (M=1 and M=8 @1000) and of the LM head and top-2 (M=1).
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_smol_main.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
LITE="qwen_v2 smol_main"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD
R=/tmp/m3; rm -rf $R; mkdir -p $R
t0=$(date +%s)
OUT=$R timeout 60 python3 bench/gpu_step.py .carry/qwen_v2 --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_qwen_v2 > $R/prof_qwen_v2.log 2>&1; echo "qwen prof rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 80 python3 bench/gpu_step.py .carry/smol_main --m 1,8,16 --lengths 100,1000 --peers none --profile-m 1 --name prof_smol_main > $R/prof_smol_main.log 2>&1; echo "smol prof rc=$? $(( $(date +%s)-t0 ))s"
grep "speccc replay" $R/prof_smol_main.log | sed 's/, step.*//'
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section Occupancy --section LaunchStats --section SchedulerStats"
prof() {  # name artifact m length regex count
  timeout 60 ncu --clock-control none --profile-from-start off $S -k "regex:$5" --launch-count $6 -o $R/$1 \
    python3 bench/ncu_step.py .carry/$2 $3 $4 > $R/$1.log 2>&1
  echo "$1 rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/$1.ncu-rep --page details --csv > $R/$1.csv 2>&1
  ncu -i $R/$1.ncu-rep --page details > $R/$1.txt 2>&1
  rm -f $R/$1.ncu-rep
}
prof smol_m1_layer smol_main 1 1000 "attention|gemv" 5
prof smol_m1_head smol_main 1 1000 "n49152|top2" 2
prof smol_m8_layer smol_main 8 1000 "attention|gemv" 5
OUT=$R timeout 240 python3 bench/gpu_parity.py .carry/qwen_v2 --race-only --replays 1000 --max-m 9 --name race_qwen_v2_r1000 > $R/race_r1000.log 2>&1; echo "race rc=$? $(( $(date +%s)-t0 ))s"
cat $R/race_r1000.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/m3.tgz -C $R .
