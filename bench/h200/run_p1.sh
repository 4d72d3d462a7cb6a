# Call P1 (prepared in the sixteenth session for the next, about 8 minutes): output tiles a warp
# (gemv.tiles, a mapping: the same MMAs a output, so the same bits) of the projections whose
# kernels are latency chains (bench/results/smol_layer/: SmolLM2's gate_up adds 4.0 us a layer
# in 192 CTAs of 6 warps, 2 an SM on 60 SMs). SmolLM2 shape (`python3 build.py --target cuda
# --model smollm2-135m-shape --max-ctx 2048`): p1_smain (main), p1_sgu4 (`--knob
# gemv.tiles='3072x576:4' --knob gemv.min_ctas=1`: gate_up in 96 CTAs, 198 registers, no spill),
# p1_sgu8 (`'3072x576:8'`: 48 CTAs, 255 registers, 4 B spilled), p1_swo2 (`'576x576:2'`: wo in
# 36 CTAs), p1_shead2 (`'49152x576:2'`: the Q8_0 LM head in 3072 CTAs, 146 registers); Qwen
# shape (`--model qwen2.5-0.5b --max-ctx 4096`): p1_qmain, p1_qgu2 (`'9728x896:2'`: gate_up in
# 608 CTAs), p1_qwo1 (`'896x896:1'`: wo in 112 CTAs), p1_qhead4 (`'151936x896:4'`: the LM head
# in 4748 CTAs, 174 registers); and top-2's CTAs a row (top2.split, a mapping: the order is
# total; past 16 the row's CTAs merge through the counter, not as one cluster): p1_stop32
# (SmolLM2, `--knob top2.split=32`), p1_qtop32, p1_qtop64 (Qwen: 6.1 us in the step, issue 10
# asks <= 5). Same bits
# against main first (a failure there is a finding: the knob would not be a mapping), then A/B
# at M = 1, 8, 16, two passes. Then bench/gpu_decode.py on p1_smain at chunks of 16, 32, 64
# (generate's DECODE_CHUNK is 16; with a chunk in flight, does a longer one still pay?).
# Carry .carry/wheels .carry/libs and .carry/lite_p1_* (smain sgu4 sgu8 swo2 shead2 stop32 qmain
# qgu2 qwo1 qhead4 qtop32 qtop64).
. bench/h200/lib.sh
S="p1_sgu4 p1_sgu8 p1_swo2 p1_shead2 p1_stop32"
Q="p1_qgu2 p1_qwo1 p1_qhead4 p1_qtop32 p1_qtop64"
setup_call p1 "p1_smain $S p1_qmain $Q"
for b in $S; do same_bits p1_smain $b $b 60 1,100,1000; done
for b in $Q; do same_bits p1_qmain $b $b 60 1,511,4095; done
ab_step 2 "p1_smain $S" --m 1,8,16 --lengths 100
ab_step 2 "p1_qmain $Q" --m 1,8,16 --lengths 512
for c in 16 32 64; do  # generate's DECODE_CHUNK: decode and ahead at chunks of c
  mkdir -p $R/chunk$c && OUT=$R/chunk$c timeout 60 python3 bench/gpu_decode.py .carry/p1_smain --chunk $c > $R/chunk$c/decode.log 2>&1
  echo "chunk $c rc=$? $(( $(date +%s)-t0 ))s"; grep -E "^(replay|decode|ahead)|False" $R/chunk$c/decode.log | cut -c1-120
done
finish_call p1
