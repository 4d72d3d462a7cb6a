# Call G3 (nineteenth session): where a verify step's device idle goes, plain and armed ahead.
# bench/gpu_verify_gap.py --trace 40 on main's shape builds (s19_main: `python3 build.py
# --target cuda --model smollm2-135m-shape --max-ctx 2048`; q19_main: `--model qwen2.5-0.5b
# --max-ctx 4096`): G2's loops again (100 steps, 3 runs) and 40 steps of each loop under
# torch.profiler, the device timeline a step split into its copies, kernels and gaps.
# Carry .carry/wheels .carry/libs .carry/lite_s19_main .carry/lite_q19_main.
. bench/h200/lib.sh
setup_call g3 "s19_main q19_main"
for b in s19_main q19_main; do
  OUT=$R timeout 150 python3 bench/gpu_verify_gap.py .carry/$b --k 4,8 --steps 100 --reps 3 --trace 40 > $R/gap_$b.log 2>&1
  echo "gap $b rc=$? $(( $(date +%s)-t0 ))s"; grep "^k=\|trace" $R/gap_$b.log | cut -c1-400; tail -3 $R/gap_$b.log | grep -i "error\|Traceback" | cut -c1-200
done
finish_call g3
