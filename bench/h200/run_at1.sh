# Call AT1 (twenty-first session, about 5 minutes): where split attention's and gate_up's time
# goes, by SASS instruction, at the finest warp sampling (every 32 cycles, --warp-sampling-
# interval 0) over 8 launches each (8 layers of one replay), main's Qwen-shape build (q19_main):
# attention at M=1 @512, M=1 @4095, M=8 @4088; gate_up + norm + SiLU (gemv_n9728) at M=1 @512.
# XS1 (X in shared memory) and KB1/KB2 (a bfloat16 K/V cache) ruled out X's loads and the K/V
# bytes; the samples by instruction say which part of each kernel's chain the warps wait in.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call at1 "q19_main"
ncu_fine() {  # TAG M LENGTH REGEX: ncu_TAG.txt, ncu_TAG_sass.csv.gz
  timeout 150 ncu --clock-control none --profile-from-start off --warp-sampling-interval 0 \
    --section WarpStateStats --section SourceCounters --section SpeedOfLight --section LaunchStats \
    --section Occupancy -k "regex:$4" --launch-count 8 -o $R/ncu_$1 \
    python3 bench/ncu_step.py .carry/q19_main $2 $3 --replays 2 > $R/ncu_$1.log 2>&1
  echo "ncu $1 rc=$? $(( $(date +%s)-t0 ))s"
  ncu -i $R/ncu_$1.ncu-rep --page details > $R/ncu_$1.txt 2>&1
  ncu -i $R/ncu_$1.ncu-rep --page source --csv --print-source sass > $R/ncu_$1_sass.csv 2>&1
  grep -E "Duration" $R/ncu_$1.txt | head -3 | cut -c1-120
  rm -f $R/ncu_$1.ncu-rep; gzip -9f $R/ncu_$1_sass.csv
}
ncu_fine att_m1_512 1 512 attention
ncu_fine att_m1_4095 1 4095 attention
ncu_fine att_m8_4088 8 4088 attention
ncu_fine gu_m1_512 1 512 gemv_n9728
finish_call at1
