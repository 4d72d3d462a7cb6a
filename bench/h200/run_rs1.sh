# Call RS1 (twenty-third session, about 7 minutes): residency. Under PDL a kernel's CTAs can
# start (and load their weights before griddepcontrol.wait) only on SMs with room beside the
# kernel before it. Qwen's wo (56 CTAs of 448 threads) sits on 56 SMs, so of gate_up's 304 CTAs
# (3 an SM, the register file full) ~228 start early and ~76 wait for wo's SMs to drain; down
# (112 CTAs of 608 threads, 96 registers: a whole SM each) starts only on drained SMs, and qkv
# after it (72 CTAs, a whole SM each) only on the 20 SMs down leaves free. Output tiles a warp
# (`gemv.tiles`, a mapping: the same MMAs in the same order) change how many SMs a kernel holds:
# q26_wo4 (`bash bench/h200/lite.sh q26_wo4 --model qwen2.5-0.5b --max-ctx 4096 --knob
# "gemv.tiles='896x896:4'"`: wo on 28 SMs, room for all of gate_up), q26_down2
# (`"gemv.tiles='896x4864:2'"`: down on 56 SMs, room for all of qkv), q26_wo4d2 (both). Same
# bits against q19_main (main's build), the A/B (two passes), the per-kernel profile at M=1.
. bench/h200/lib.sh
setup_call rs1 "q19_main q26_wo4 q26_down2 q26_wo4d2"
same_bits q19_main q26_wo4 qwen_wo4 60
same_bits q19_main q26_down2 qwen_down2 60
same_bits q19_main q26_wo4d2 qwen_wo4d2 60
ab_step 2 "q19_main q26_wo4 q26_down2 q26_wo4d2" --m 1,8,16 --lengths 512,4095
profile_m1 q19_main q26_wo4d2
finish_call rs1
