# Call M3 (eighth session): on main's Qwen2.5-0.5B build after the step-tail change (.carry/qwen_v2
# = main's kernels): the 1000-replay race test (gpu_parity --race-only, M=1..9) and the in-step
# kernel profile (M=1, 8 @512); on the SmolLM2-135M shape build (.carry/smol_main, main's
# SmolLM2 kernels over random planes): gpu_step M=1,8,16 @100,1000 with the M=1 profile, and ncu
# sections of layer 0's kernels (M=1 and M=8 @1000) and of the LM head and top-2 (M=1).
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2 .carry/lite_smol_main.
. bench/h200/lib.sh
setup_call m3 "qwen_v2 smol_main"
OUT=$R timeout 60 python3 bench/gpu_step.py .carry/qwen_v2 --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_qwen_v2 > $R/prof_qwen_v2.log 2>&1; echo "qwen prof rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 80 python3 bench/gpu_step.py .carry/smol_main --m 1,8,16 --lengths 100,1000 --peers none --profile-m 1 --name prof_smol_main > $R/prof_smol_main.log 2>&1; echo "smol prof rc=$? $(( $(date +%s)-t0 ))s"
grep "speccc replay" $R/prof_smol_main.log | sed 's/, step.*//'
ncu_sections smol_m1_layer smol_main 1 1000 "attention|gemv" 5
ncu_sections smol_m1_head smol_main 1 1000 "n49152|top2" 2
ncu_sections smol_m8_layer smol_main 8 1000 "attention|gemv" 5
rm -f $R/*.ncu-rep
OUT=$R timeout 240 python3 bench/gpu_parity.py .carry/qwen_v2 --race-only --replays 1000 --max-m 9 --name race_qwen_v2_r1000 > $R/race_r1000.log 2>&1; echo "race rc=$? $(( $(date +%s)-t0 ))s"
cut -c1-300 $R/race_r1000.log
finish_call m3
