# Call H31 (twenty-eighth session, about 5 minutes, right after H30 on the same warm machine):
# main's Qwen-shape headline against the torch peers in the same run (q41_main, direct_one in:
# `bash bench/h200/lite.sh q41_main --model qwen2.5-0.5b --max-ctx 4096`), then the SmolLM2
# shape's 1000-replay race test (s41_main: its two-row kernel's direct_one path at length 1).
# Carry .carry/wheels .carry/libs .carry/lite_q41_main .carry/lite_s41_main.
. bench/h200/lib.sh
setup_call h31 "q41_main s41_main"
qwen_headline q41_main 280
finish_call h31
race1000 s41_main 150
finish_call h31
