# Call RS2 (twenty-third session, about 5 minutes): gate_up's CTAs small enough that all 304
# start beside wo. RS1 (bench/results/residency/): with room for every CTA, gate_up added 1.4 us
# less, but the room came from putting wo on fewer SMs, which cost wo and down more. Here the
# room comes from gate_up itself: its weight ring in shared memory (`gemv.wring`, 4 blocks) and
# `__launch_bounds__(128, 5)` (`gemv.min_ctas`): 96 registers (12 K a CTA, 160 bytes spilled),
# so two fit beside wo's 448 x 86 (39 K), where main's 168 (21.5 K) fit once. Knobs by shape
# ("NxK:V"), both mappings. Builds (`bash bench/h200/lite.sh NAME --model qwen2.5-0.5b
# --max-ctx 4096 ARGS`): q26_gu4 (`--knob "gemv.wring='9728x896:4'"`: the ring alone, 128
# registers, 3 an SM as main: U1's form), q26_gu5 (the same + `--knob
# "gemv.min_ctas='9728x896:5'"`), q26_gum5 (q26_gu5 + wo's ring in shared memory too:
# `"gemv.wring='896x896:4,9728x896:4'"`, wo 80 registers). Same bits against q19_main, the A/B
# (two passes), per-kernel profiles at M=1 @512, the 1000-replay race test of q26_gu5.
. bench/h200/lib.sh
setup_call rs2 "q19_main q26_gu4 q26_gu5 q26_gum5"
same_bits q19_main q26_gu5 qwen_gu5 60
same_bits q19_main q26_gum5 qwen_gum5 60
ab_step 2 "q19_main q26_gu4 q26_gu5 q26_gum5" --m 1,8,16 --lengths 512,4095
profile_m1 q19_main q26_gu5
finish_call rs2
race1000 q26_gu5 110
finish_call rs2
