# Call H27 (twenty-seventh session, about 4 minutes; H26b without its headline, for a session
# whose device starts kept failing): main since H26 (q39_main: `bash bench/h200/lite.sh q39_main
# --model qwen2.5-0.5b --max-ctx 4096`) and its 1000-replay race test; attention's `pv_full`
# (q40_pvf: `--knob attention.pv_full=True`): same bits, the step A/B, two passes.
# Carry .carry/wheels .carry/libs .carry/lite_q39_main .carry/lite_q40_pvf.
. bench/h200/lib.sh
setup_call h27 "q39_main q40_pvf"
race1000 q39_main 100
finish_call h27
same_bits q39_main q40_pvf qwen_pvf 90
ab_step 2 "q39_main q40_pvf" --m 1,8,16 --lengths 512,4095
finish_call h27
