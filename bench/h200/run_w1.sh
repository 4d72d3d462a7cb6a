# Call W1 (fourteenth session, the device time's last minutes): where main's Qwen step goes now
# (the LM head taking the final norm): torch.profiler of the step at M = 1, 8 @512, no peers.
# q15_main: `python3 build.py --target cuda --model qwen2.5-0.5b --max-ctx 4096` (kernels.cu and
# fatbin byte-identical to run_v1.sh's q14_vn).
# Carry .carry/wheels .carry/libs .carry/lite_q15_main.
. bench/h200/lib.sh
setup_call w1 "q15_main"
OUT=$R timeout 150 python3 bench/gpu_step.py .carry/q15_main --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_q15_main > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|profile M=|added" $R/prof.log | cut -c1-250 | head -30
finish_call w1
