# Call H31e (twenty-ninth session, about 3 minutes, on an H200: H30 ran on an H100): main's
# Qwen-shape headline with direct_one on by default, the torch peers in the same run (q42_main:
# `bash bench/h200/lite.sh q42_main --model qwen2.5-0.5b --max-ctx 4096`, kernels.fatbin
# byte-identical to H30's q41_direct, whose race test is H30's).
# Carry .carry/wheels .carry/libs .carry/lite_q42_main.
. bench/h200/lib.sh
setup_call h31e "q42_main"
qwen_headline q42_main 280
finish_call h31e
