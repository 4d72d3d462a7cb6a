# Call SE1 (twenty-second session, about 6 minutes): the merger without its warp scan
# (`attention.merge_serial=True`: each lane keeps the running max itself, chunk after chunk, no
# shuffles, dead steps skipped). NC1 timed the merge kernel of merge='kernel' alone at 4.8 us
# (M=1 @512, 8 chunks), stalled on shuffle chains. 1. The lab (`python3 bench/lab_attention.py
# build .carry/lab_ser`): kinds default, traced, merge_kernel, share_mk, serial8, serial_shmk8,
# serial_shmk16 bitwise against the single-CTA kernel, timed. 2. The step, A/B two passes:
# q19_main, q24_ser8 (`bash bench/h200/lite.sh q24_ser8 --model qwen2.5-0.5b --max-ctx 4096
# --knob attention.merge_serial=True --knob attention.merge_loads=8`), q24_sershmk (the same +
# `--knob attention.share=True --knob "attention.merge='kernel'"`), q22_shmk; s19_main against
# s24_ser8 (`--model smollm2-135m-shape --max-ctx 2048`, the same two knobs); same bits of
# q24_ser8 and s24_ser8 against main.
# Carry .carry/wheels .carry/libs .carry/lab_ser .carry/lite_q19_main .carry/lite_s19_main
# .carry/x25 (lite_q22_shmk, lite_q24_ser8, lite_q24_sershmk, lite_s24_ser8).
mv .carry/x25/* .carry/
. bench/h200/lib.sh
setup_call se1 "q19_main s19_main q22_shmk q24_ser8 q24_sershmk s24_ser8"
OUT=$R timeout 150 python3 bench/lab_attention.py run .carry/lab_ser > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "bitwise|^  us|^  M=1 |M=8 L=(512|4096)|M=16 L=4096" $R/lab_attention.log | cut -c1-300
ab_step 2 "q19_main q24_ser8 q24_sershmk q22_shmk" --m 1,8,16 --lengths 512,4095
ab_step 2 "s19_main s24_ser8" --m 1,8,16 --lengths 100,1000
finish_call se1
same_bits q19_main q24_ser8 qwen_ser8 60
same_bits s19_main s24_ser8 smol_ser8 60
finish_call se1
