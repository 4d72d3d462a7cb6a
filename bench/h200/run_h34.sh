# Call H34 (prepared in the twenty-ninth session, about 6 minutes, for an H200: H30-H33 ran on
# H100s): main's Qwen-shape headline against the torch peers (q45_main: main since solo, the
# thirtieth session), then plain decoding from a 6-token prompt for 64 tokens on the SmolLM2 shape, main (s41_direct,
# byte-identical to main's build) against main before direct_one (s33_main), two passes: issue
# 11's greedy criterion (>= 2500 tok/s, 64 new tokens, short prompts) on the card it names.
# Then the 12-length bitwise parity suite (M=1..17, 100 graph replays) and the float64 check of
# q45_main on the H200 (owed since direct_one became the default). On another card it stops after
# printing the card's name.
# Builds: `bash bench/h200/prepare_next.sh` (q45_main, s41_direct, s33_main).
# Carry .carry/wheels .carry/libs .carry/lite_q45_main .carry/lite_s41_direct .carry/lite_s33_main.
. bench/h200/lib.sh
setup_call h34 "q45_main s41_direct s33_main"
need_h200 h34
qwen_headline q45_main 280
finish_call h34
for pass in 1 2; do
  for b in s33_main s41_direct; do
    d=$R/${b}_p6_t64_$pass; mkdir -p $d
    OUT=$d timeout 60 python3 bench/gpu_decode.py .carry/$b --prompt-len 6 --tokens 64 > $d/decode.log 2>&1
    echo "$b pass $pass rc=$? $(( $(date +%s)-t0 ))s: $(grep -E '^(replay|ahead) |False' $d/decode.log | tr '\n' ' ' | cut -c1-200)"
  done
done
finish_call h34
own_order q45_main 170 60
finish_call h34
