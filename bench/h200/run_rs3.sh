# Call RS3 (twenty-third session, about 5 minutes): gate_up on fewer, fatter CTAs that all fit
# beside wo without a register cap. RS1: with room for every CTA, gate_up added 1.4 us less;
# RS2: capping its registers to make room spilled and lost 13%. Here gate_up takes 8 output tiles
# a warp (`gemv.tiles`, a mapping): 152 CTAs instead of 304, with its weight ring in shared
# memory (`gemv.wring`, by shape): q26_gu8w (ring 4 blocks of the warp's 7: 162 registers, 64 KB
# a CTA; one fits beside wo's CTA, three on a free SM) and q26_gu8w7 (ring 7: the warp's whole
# K range issued before griddepcontrol.wait, 112 KB a CTA, 232 registers; two on a free SM, the
# 76 SMs wo leaves hold all 152). Builds: `bash bench/h200/lite.sh NAME --model qwen2.5-0.5b
# --max-ctx 4096 --knob "gemv.tiles='9728x896:8'" --knob "gemv.wring='9728x896:4'"` (:7 for
# q26_gu8w7). Same bits against q19_main, the A/B (two passes), profiles at M=1 @512.
. bench/h200/lib.sh
setup_call rs3 "q19_main q26_gu8w q26_gu8w7"
same_bits q19_main q26_gu8w qwen_gu8w 60
same_bits q19_main q26_gu8w7 qwen_gu8w7 60
ab_step 2 "q19_main q26_gu8w q26_gu8w7" --m 1,8,16 --lengths 512,4095
profile_m1 q26_gu8w q26_gu8w7 q19_main
finish_call rs3
