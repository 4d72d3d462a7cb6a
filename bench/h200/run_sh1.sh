# Call SH1 (twenty-second session, about 9 minutes): split attention's scores and P.V with each
# K / V value read from shared memory once for 4 q heads (`attention.share=True`, one row a CTA)
# instead of once a head (both phases wait on shared-memory bandwidth: 7 warps re-read the
# chunk). 1. The lab (`python3 bench/lab_attention.py build .carry/lab_sh`): kinds default,
# traced, merge_kernel, share, traced_share, share_mk bitwise against the single-CTA kernel,
# 100 replays, timed (own time), the timelines of traced and traced_share. 2. The step: q22_sh
# (`bash bench/h200/lite.sh q22_sh --model qwen2.5-0.5b --max-ctx 4096 --knob
# attention.share=True`), q22_shmk (the same + `--knob "attention.merge='kernel'"`) against
# q19_main; s22_sh (`--model smollm2-135m-shape --max-ctx 2048 --knob attention.rows=1 --knob
# attention.share=True`) against s19_main: same bits, the A/B (two passes), the race test.
# Carry .carry/wheels .carry/libs .carry/lab_sh .carry/lite_q19_main .carry/lite_s19_main
# .carry/x22 (lite_q22_sh, lite_q22_shmk, lite_s22_sh).
mv .carry/x22/* .carry/
. bench/h200/lib.sh
setup_call sh1 "q19_main s19_main q22_sh q22_shmk s22_sh"
OUT=$R timeout 240 python3 bench/lab_attention.py run .carry/lab_sh > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|^  us|M=1 L=(64|512|4096)|M=8 L=(512|4096)|M=16 L=4096" $R/lab_attention.log | cut -c1-400
same_bits q19_main q22_sh qwen_sh 90
same_bits s19_main s22_sh smol_sh 90
ab_step 2 "q19_main q22_sh q22_shmk" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s22_sh" --m 1,8,16 --lengths 100,1000
finish_call sh1
race1000 q22_sh 80
finish_call sh1
