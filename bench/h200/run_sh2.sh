# Call SH2 (twenty-second session, about 8 minutes): SH1's share kernel (`attention.share=True`)
# took 149 registers with the last CTA's merge (96 without share, 56 with merge='kernel') and
# its merge ran slower; here with lighter mergers: without the merge's prefetch
# (`attention.merge_prefetch=False`, 106 registers) and with 8 partials in flight
# (`attention.merge_loads=8`, 100). 1. The lab (`python3 bench/lab_attention.py build
# .carry/lab_sh3`): kinds default, traced, merge_kernel, share, share_nopf, share_ml8, share_mk
# bitwise against the single-CTA kernel, timed. 2. The step, A/B two passes: q19_main against
# q23_shnopf, q23_shml8 (`bash bench/h200/lite.sh q23_shnopf --model qwen2.5-0.5b --max-ctx 4096
# --knob attention.share=True --knob attention.merge_prefetch=False`, ... `--knob
# attention.merge_loads=8`) and q22_shmk (SH1's); s19_main against s23_shmk (`--model
# smollm2-135m-shape --max-ctx 2048 --knob attention.rows=1 --knob attention.share=True --knob
# "attention.merge='kernel'"`) with its same-bits check; the 1000-replay race test of q22_shmk.
# Carry .carry/wheels .carry/libs .carry/lab_sh3 .carry/lite_q19_main .carry/lite_s19_main
# .carry/x23 (lite_q22_shmk, lite_q23_shnopf, lite_q23_shml8, lite_s23_shmk).
mv .carry/x23/* .carry/
. bench/h200/lib.sh
setup_call sh2 "q19_main s19_main q22_shmk q23_shnopf q23_shml8 s23_shmk"
OUT=$R timeout 200 python3 bench/lab_attention.py run .carry/lab_sh3 > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|^  us|^  M=" $R/lab_attention.log | cut -c1-400
ab_step 2 "q19_main q23_shnopf q23_shml8 q22_shmk" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s23_shmk" --m 1,8,16 --lengths 100,1000
same_bits s19_main s23_shmk smol_shmk 90
finish_call sh2
race1000 q22_shmk 120
finish_call sh2
