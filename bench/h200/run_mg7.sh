# Call MG7 (twentieth session, about 2 minutes): main's Qwen-shape step (q19_main: `python3
# build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096`) profiled in the graph at M = 1 and
# 8, 512 and 4095 positions: each kernel's device time and what it adds to the step under PDL
# (bench/kernel_profile.py added_us), for attention's share at long rows (MG6 measured it alone).
# Carry .carry/wheels .carry/libs .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call mg7 "q19_main"
OUT=$R timeout 150 python3 bench/gpu_step.py .carry/q19_main --m 1,8 --lengths 512,4095 --peers none --profile-m 1,8 --name prof_q19_main > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|profile M=" $R/prof.log | cut -c1-400 | head -20
finish_call mg7
