# Call MG6 (twentieth session, about 3 minutes): where split attention's time goes at M = 1 when
# the row grows (MG1-MG5: shortening the merge did not change M = 1 at 4095). Nsight Compute of
# the step's attention kernel (two layers' launches, serialized, clocks unlocked) on main's Qwen
# shape build q19_main (`python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096`) at
# M = 1 at 512 and 4095 positions and M = 8 at 4088: duration, DRAM and L2 throughput, occupancy,
# warp states.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call mg6 "q19_main"
for c in "1 512" "1 4095" "8 4088"; do
  set -- $c
  ncu_sections att_m$1_$2 q19_main $1 $2 attention 2 90
  grep -E "^ +(Duration|DRAM Throughput|Memory Throughput|L2 Hit Rate|Achieved Occupancy|Registers Per Thread|Waves Per SM|Warp Cycles Per Issued Instruction|Issued Warp Per Scheduler)" $R/att_m$1_$2.txt | head -20
done
finish_call mg6
