# Call UK1 (prepared in the twenty-fifth session, about 5 minutes): the GEMVs' K loop unrolled
# whole (gemv_mma's mapping knob `unroll_k`: where a warp's K blocks exceed one pass of the
# weight ring, gate_up, down and the LM head for Qwen, the LM head for SmolLM2, the ring-slot
# guards become constants and the loop's branches go; NC3 put the branch and predicate
# instructions at as many stall samples as the MMAs). 1. The timeline lab (TL14: gate_up, down
# unrolled in the chain, same bits checked). 2. Same bits as main, both shapes (q36_unroll:
# `bash bench/h200/lite.sh q36_unroll --model qwen2.5-0.5b --max-ctx 4096 --knob
# gemv.unroll_k=True`; s36_unroll: `--model smollm2-135m-shape --max-ctx 2048 --knob
# gemv.unroll_k=True`) against q32_main, s33_main. 3. The step, two alternating passes.
# Carry .carry/wheels .carry/libs .carry/lab_tl .carry/lite_q32_main .carry/lite_q36_unroll
# .carry/lite_s33_main .carry/lite_s36_unroll.
. bench/h200/lib.sh
setup_call uk1 "q32_main q36_unroll s33_main s36_unroll"
OUT=$R timeout 200 python3 bench/lab_timeline.py run .carry/lab_tl > $R/lab_timeline.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; grep -E "^M=|same bits" $R/lab_timeline.log | cut -c1-200
same_bits q32_main q36_unroll qwen_unroll 90
same_bits s33_main s36_unroll smol_unroll 90
finish_call uk1
ab_step 2 "q32_main q36_unroll" --m 1,8,16 --lengths 512,4095
ab_step 2 "s33_main s36_unroll" --m 1,8,16 --lengths 100,1000
finish_call uk1
