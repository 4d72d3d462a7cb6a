# Call G2 (prepared in the eighteenth session for the next, about 2 minutes): verify steps armed
# ahead (Engine.arm / release: the stream waits on a pinned host word, so the graph's launch
# overlaps the step before). bench/gpu_verify_gap.py on main's shape builds (s19_main: `python3
# build.py --target cuda --model smollm2-135m-shape --max-ctx 2048`; q19_main: `--model
# qwen2.5-0.5b --max-ctx 4096`): the verify loop plain and armed ahead, their top-2 bitwise
# step by step (and a negative control), generate with VERIFY_AHEAD off and on (G1 measured
# the plain loop at 1.13-1.33x the replay). The script exits 1 if the armed loop's top-2 differ.
# If a stream wait never comes free the call hangs until the timeout: the log says where.
# Carry .carry/wheels .carry/libs .carry/lite_s19_main .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call g2 "s19_main q19_main"
for b in s19_main q19_main; do
  OUT=$R timeout 120 python3 bench/gpu_verify_gap.py .carry/$b --k 4,8 --steps 200 --reps 5 > $R/gap_$b.log 2>&1
  echo "gap $b rc=$? $(( $(date +%s)-t0 ))s"; grep "^k=" $R/gap_$b.log | cut -c1-400; tail -3 $R/gap_$b.log | grep -i "error\|Traceback" | cut -c1-200
done
finish_call g2
