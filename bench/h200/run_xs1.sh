# Call XS1 (twenty-first session, about 8 minutes): the tensor-core GEMVs with their row group's X
# (and the norm's g) staged in shared memory once (`--knob gemv.xsmem=True`, gemv_mma.x_shared: a
# mapping, the same X values into the same MMAs), so no global load of X sits between two K
# blocks' MMAs: gate_up + norm walks 7 blocks a warp with X one block ahead, a chain of L2 round
# trips after the wait. Builds (`bash bench/h200/lite.sh`): q21_xs (`--model qwen2.5-0.5b
# --max-ctx 4096 --knob gemv.xsmem=True`) against q19_main, s21_xs (`--model smollm2-135m-shape
# --max-ctx 2048 --knob gemv.xsmem=True`) against s19_main: same bits, the A/B (two passes), the
# in-graph profile of all four, the 1000-replay race test of q21_xs.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q21_xs .carry/lite_s19_main
# .carry/lite_s21_xs.
. bench/h200/lib.sh
setup_call xs1 "q19_main q21_xs s19_main s21_xs"
same_bits q19_main q21_xs qwen_xs 90
same_bits s19_main s21_xs smol_xs 90
ab_step 2 "q19_main q21_xs" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s21_xs" --m 1,8,16 --lengths 100,1000
for b in q19_main q21_xs s19_main s21_xs; do
  case $b in q*) len=512 ;; *) len=1000 ;; esac
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$b --m 1,8 --lengths $len --peers none --profile-m 1,8 --name prof_$b > $R/prof_$b.log 2>&1
  echo "prof $b rc=$? $(( $(date +%s)-t0 ))s"
  grep -E "profile M=" $R/prof_$b.log | cut -c1-300 | head -4
done
race1000 q21_xs 100
finish_call xs1
