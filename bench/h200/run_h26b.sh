# Call H26b (twenty-sixth session, about 5 minutes, after H26): main with fold_select the default
# for one row a CTA (q39_main: `bash bench/h200/lite.sh q39_main --model qwen2.5-0.5b --max-ctx
# 4096`, byte-identical to H26's q38_fsel): its 1000-replay race test and the Qwen headline
# against the torch peers in the same run. Then attention's `pv_full` (a whole chunk's P.V
# unrolled with no guard; q40_pvf: `--knob attention.pv_full=True`): same bits, the step A/B.
# Carry .carry/wheels .carry/libs .carry/lite_q39_main .carry/lite_q40_pvf.
. bench/h200/lib.sh
setup_call h26b "q39_main q40_pvf"
race1000 q39_main 100
finish_call h26b
qwen_headline q39_main 250
finish_call h26b
same_bits q39_main q40_pvf qwen_pvf 90
ab_step 2 "q39_main q40_pvf" --m 1,8,16 --lengths 512,4095
finish_call h26b
