# Call S6 (thirteenth session): the norm prologue folded into the K loop (gemv_mma `fold`: each
# lane sums the squares of the raw X it already loads, the warps' sums combined in warp order in
# the epilogue, which scales the rows' sums by 1 / rms; no sum-of-squares pass and CTA barrier
# before the main loop), a new order of qkv and gate_up. The fold lab (`python3
# bench/lab_kernels.py build .carry/foldlab --set fold`), then q11_f (`python3 build.py --target
# cuda --model qwen2.5-0.5b --max-ctx 4096` on branch normfold) against q10_w (run_s2.sh's)
# in alternating A/B, its own bitwise row parity with graph replays and float64 check, its
# profile, the 1000-replay race test. Carry .carry/wheels .carry/libs .carry/foldlab
# .carry/lite_q10_w .carry/lite_q11_f.
. bench/h200/lib.sh
setup_call s6 "q10_w q11_f"
lab_run foldlab 100
ab_step 2 "q10_w q11_f" --m 1,8,16 --lengths 100,512,4095
own_order q11_f 200 90
OUT=$R timeout 60 python3 bench/gpu_step.py .carry/q11_f --m 1 --lengths 512 --peers none --profile-m 1 --name prof_q11_f > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"; grep -E "profile M=" $R/prof.log | cut -c1-250
race1000 q11_f 150
finish_call s6
