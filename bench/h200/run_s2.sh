# Call S2 (thirteenth session): the Qwen-shape projections at more warps a CTA (qkv and wo 14
# warps of 2 blocks, down 19 warps of 8 blocks, ring 3, X one block ahead; lab qwen_par, run_s1.sh),
# a new order of those GEMVs: q10_w (`python3 build.py --target cuda --model qwen2.5-0.5b
# --max-ctx 4096`) against main's q9_kv (run_r9.sh's build) in alternating A/B; its own bitwise
# row parity M=1..17 with graph replays and the float64 check (own_order); 1000-replay race test;
# per-kernel profile at 512. Carry .carry/wheels .carry/libs .carry/r9 .carry/lite_q10_w.
. bench/h200/lib.sh
cp -r .carry/r9/lite_q9_kv .carry/
setup_call s2 "q9_kv q10_w"
ab_step 2 "q9_kv q10_w" --m 1,8,16 --lengths 100,512,1000,4095
race1000 q10_w 150
own_order q10_w 200 90
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/q10_w --m 1,8 --lengths 512 --peers none --profile-m 1 --name prof_q10_w > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "profile M=" -A14 $R/prof.log | cut -c1-200 | head -30
finish_call s2
