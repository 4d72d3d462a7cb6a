# Call S7 (thirteenth session): the headline run of the new default (q11_f, run_s6.sh's build:
# the projections at more warps and the norm folded into the K loop) with the torch peers in the
# same run (lib.sh qwen_headline). Carry .carry/wheels .carry/libs .carry/lite_q11_f.
. bench/h200/lib.sh
setup_call s7 "q11_f"
qwen_headline q11_f 280
finish_call s7
