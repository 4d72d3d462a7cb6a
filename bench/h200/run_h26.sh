# Call H26 (twenty-sixth session, about 7 minutes): 1. main after UK1 (q37_main: `bash
# bench/h200/lite.sh q37_main --model qwen2.5-0.5b --max-ctx 4096`, byte-identical to UK1's
# q36_unroll): the 1000-replay race test and the Qwen headline against the torch peers in the
# same run. 2. attention's `fold_select` (the merge's per-chunk step a select, not a branch):
# q38_fsel / s38_fsel (`--knob attention.fold_select=True`, Qwen / SmolLM2 shapes) against
# main's q37_main / s37_main (`--model smollm2-135m-shape --max-ctx 2048`, byte-identical to
# s33_main): same bits, then the step in two alternating passes.
# Carry .carry/wheels .carry/libs .carry/lite_q37_main .carry/lite_q38_fsel .carry/lite_s37_main
# .carry/lite_s38_fsel.
. bench/h200/lib.sh
setup_call h26 "q37_main q38_fsel s37_main s38_fsel"
same_bits q37_main q38_fsel qwen_fsel 90
same_bits s37_main s38_fsel smol_fsel 90
ab_step 2 "q37_main q38_fsel" --m 1,8,16 --lengths 512,4095
ab_step 2 "s37_main s38_fsel" --m 1,8,16 --lengths 100,1000
finish_call h26
race1000 q37_main 100
finish_call h26
qwen_headline q37_main 250
finish_call h26
