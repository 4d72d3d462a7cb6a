# Call G1 (eighteenth session, about 1 minute): where a verify step's time goes beyond its kernels
# (bench/gpu_verify_gap.py: the M = k+1 replay, step + top2_host, generate's verify loop, and that
# loop's launch / wait / host parts) on main's shape builds (s19_main: `python3 build.py --target
# cuda --model smollm2-135m-shape --max-ctx 2048`; q19_main: `--model qwen2.5-0.5b --max-ctx
# 4096`). Carry .carry/wheels .carry/libs .carry/lite_s19_main .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call g1 "s19_main q19_main"
for b in s19_main q19_main; do
  OUT=$R timeout 90 python3 bench/gpu_verify_gap.py .carry/$b --k 4,8 --steps 200 --reps 5 > $R/gap_$b.log 2>&1
  echo "gap $b rc=$? $(( $(date +%s)-t0 ))s"; grep "^k=" $R/gap_$b.log | cut -c1-250
done
finish_call g1
