# Call H32 (twenty-ninth session, about 2 minutes; on an H200, run_h34.sh): generate's plain decoding
# from a short prompt with split attention's direct_one (on by default since H30) against main
# before it, on the SmolLM2 shape: gpu_decode from a 6- and a 16-token prompt for 64 tokens (issue 11's
# greedy criterion: 64 new tokens, short prompts; the shape's tokens take the real model's
# kernels, so its time a token is the real one's; gpu_spec's open prompts average 6 tokens) and
# from 32 tokens for 256 (R6's run), two
# passes alternating.
# Builds: s33_main (main before direct_one), s41_direct (`bash bench/h200/lite.sh s41_direct
# --model smollm2-135m-shape --max-ctx 2048 --knob attention.direct_one=True`: kernels.fatbin
# byte-identical to main's build now).
# Carry .carry/wheels .carry/libs .carry/lite_s33_main .carry/lite_s41_direct.
. bench/h200/lib.sh
setup_call h32 "s33_main s41_direct"
card_name
for pass in 1 2; do
  for b in s33_main s41_direct; do
    for run in "6 64" "16 64" "32 256"; do
      set -- $run; d=$R/${b}_p$1_t$2_$pass; mkdir -p $d
      OUT=$d timeout 60 python3 bench/gpu_decode.py .carry/$b --prompt-len $1 --tokens $2 > $d/decode.log 2>&1
      echo "$b prompt $1 tokens $2 pass $pass rc=$? $(( $(date +%s)-t0 ))s: $(grep -E '^(replay|ahead) |False' $d/decode.log | tr '\n' ' ' | cut -c1-200)"
    done
  done
done
finish_call h32
