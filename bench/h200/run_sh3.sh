# Call SH3 (prepared in the twenty-second session, run in the twenty-third: 6 minutes; results
# in bench/results/merge_share/sh3/; the fold_live knob it measured was removed after it): share
# (`attention.share=True`) with its scores loop unrolled by 4 (SHARE_SCORE_UNROLL), which keeps
# the kernel with the last CTA's merge at 98 registers (SH1's fully unrolled loop: 149, 1 CTA an
# SM, slower everywhere); and the merger's fold with its steps past the row's live chunks
# skipped, shuffles too (`attention.fold_live=True`; NC1: the merge kernel stalled on those
# shuffle chains, 4.8 us at 8 chunks). 1. The lab (`python3 bench/lab_attention.py build .carry/lab_next`):
# kinds default, traced, merge_kernel, share_mk, share, live, live_share, live_shmk bitwise
# against the single-CTA kernel, timed. 2. The step: q25_sh, q25_shmk (`bash bench/h200/lite.sh q25_sh --model qwen2.5-0.5b
# --max-ctx 4096 --knob attention.share=True`, the same + `--knob "attention.merge='kernel'"`)
# and q25_live, q25_liveshmk (`--knob attention.fold_live=True`, with and without the two
# knobs before) against q19_main; s25_sh (`--model smollm2-135m-shape --max-ctx 2048 --knob attention.rows=1
# --knob attention.share=True`) and s25_live (`--knob attention.fold_live=True`) against
# s19_main: same bits, the A/B (two passes), the race test.
# prepare_next.sh builds all of it. Carry .carry/wheels .carry/libs .carry/lab_next
# .carry/lite_q19_main .carry/lite_s19_main .carry/x25 (lite_q25_*, lite_s25_*).
mv .carry/x25/* .carry/
. bench/h200/lib.sh
setup_call sh3 "q19_main s19_main q25_sh q25_shmk q25_live q25_liveshmk s25_sh s25_live"
OUT=$R timeout 150 python3 bench/lab_attention.py run .carry/lab_next > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|^  us|^  M=1 |M=8 L=(512|4096)|M=16 L=4096" $R/lab_attention.log | cut -c1-300
same_bits q19_main q25_sh qwen_sh3 60
same_bits s19_main s25_sh smol_sh3 60
same_bits q19_main q25_live qwen_live 60
same_bits s19_main s25_live smol_live 60
ab_step 2 "q19_main q25_sh q25_shmk q25_live q25_liveshmk" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s25_sh s25_live" --m 1,8,16 --lengths 100,1000
finish_call sh3
race1000 q25_sh 100
finish_call sh3
