# Call H29 (twenty-seventh session, about 2 minutes): generate's decode chunk length on cuda.
# A chunk holding eos is read whole and the chunk enqueued ahead is dropped but still runs, so
# up to 2 * chunk - 1 steps are wasted at eos; the chunk ahead only has to outlast the host's
# readback. bench/gpu_decode.py's time a token (replay / steps / decode / ahead) at chunks of 16
# (DECODE_CHUNK), 4 and 2, two passes, the SmolLM2 shape (s33_main) and the Qwen shape
# (q39_main); PASSES=1 for one pass. Carry .carry/wheels .carry/libs .carry/lite_s33_main .carry/lite_q39_main.
. bench/h200/lib.sh
setup_call h29 "s33_main q39_main"
for p in $(seq ${PASSES:-2}); do
  for b in s33_main q39_main; do
    for c in 16 4 2; do
      mkdir -p $R/${b}_c${c}_$p
      OUT=$R/${b}_c${c}_$p timeout 60 python3 bench/gpu_decode.py .carry/$b --chunk $c > $R/${b}_c${c}_$p/decode.log 2>&1
      echo "$b chunk $c pass $p rc=$? $(( $(date +%s)-t0 ))s: $(grep -E '^(replay|steps|decode|ahead) |False' $R/${b}_c${c}_$p/decode.log | tr '\n' ' ' | cut -c1-300)"
    done
  done
done
finish_call h29
