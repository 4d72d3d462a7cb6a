# Call EP1 (prepared in the twenty-third session, not run: about 7 minutes). TL1
# (bench/results/timeline/): qkv's last CTA is one of the 52 of 72 that start only after down has
# ended, and it takes 1.7 us from entry to its wait-return, part of it its pos -> cos / sin loads
# (the second waits on the first) before the wait. `gemv.epi_late=True` (a mapping knob: the same
# values) loads the epilogue's inputs after the wait and the first X loads. 1. The timeline lab
# (`python3 bench/lab_timeline.py build .carry/lab_tl`: TL2, warp 0's K blocks traced, the
# variant qkv_epilate among the others). 2. The step: q27_epil (`bash bench/h200/lite.sh
# q27_epil --model qwen2.5-0.5b --max-ctx 4096 --knob gemv.epi_late=True`) against q19_main,
# s27_epil (`--model smollm2-135m-shape --max-ctx 2048`, the same knob) against s19_main: same
# bits, the A/B (two passes), the 1000-replay race test of q27_epil. 3. q27_dw8 (`--knob
# "gemv.wring='896x4864:8'"`: down's whole weight slice in shared memory, issued before its
# wait; TL1: down's CTAs all start before gate_up ends, then loop 4 us after the wait; 74
# registers instead of 95): same bits, in the A/B. Carry .carry/wheels .carry/libs
# .carry/lab_tl .carry/lite_q19_main .carry/lite_s19_main .carry/lite_q27_epil
# .carry/lite_s27_epil .carry/lite_q27_dw8.
. bench/h200/lib.sh
setup_call ep1 "q19_main s19_main q27_epil s27_epil q27_dw8"
OUT=$R timeout 100 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -v Warning $R/lab_timeline.log | cut -c1-220
same_bits q19_main q27_epil qwen_epil 60
same_bits s19_main s27_epil smol_epil 60
same_bits q19_main q27_dw8 qwen_dw8 60
ab_step 2 "q19_main q27_epil q27_dw8" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s27_epil" --m 1,8,16 --lengths 100,1000
finish_call ep1
race1000 q27_epil 110
finish_call ep1
