# Call RS4 (twenty-third session, about 3 minutes): what merging RS3's q26_gu8w7 would need
# (gate_up at 8 output tiles a warp, its whole weight slice in shared memory before the PDL wait:
# `bash bench/h200/lite.sh q26_gu8w7 --model qwen2.5-0.5b --max-ctx 4096 --knob
# "gemv.tiles='9728x896:8'" --knob "gemv.wring='9728x896:7'"`): the 1000-replay race test, and
# the step at M=5 (a verify of 4 drafts, prompt lookup's default) beside M=1 and 8, two passes.
. bench/h200/lib.sh
setup_call rs4 "q19_main q26_gu8w7"
race1000 q26_gu8w7 110
finish_call rs4
ab_step 2 "q19_main q26_gu8w7" --m 1,5,8 --lengths 512,4095
finish_call rs4
