# Call N5 (ninth session): branch mma-quant with PDL on for quantized models (pdl_default): the
# 1000-replay race test of SmolLM2-135M's shape build (M = 1..9 at lengths 1, 511, 2047; the
# build is byte-identical to N4's smol_mq2_pdl), and stages run_n6.sh (which must follow on the
# warm machine): GGUF part 1 into /tmp/gg, the real-weight builds (PDL) into /tmp/art.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_mq2_pdl .carry/lite_smol_f_real
# .carry/lite_smol_f_draft.
. bench/h200/lib.sh
setup_call n5 "smol_mq2_pdl smol_f_real smol_f_draft"
stage_real smol_f_real smol_f_draft
OUT=$R timeout 200 python3 bench/gpu_parity.py .carry/smol_mq2_pdl --race-only --replays 1000 --max-m 9 --name race_smol_pdl_r1000 > $R/race.log 2>&1
echo "race rc=$? $(( $(date +%s)-t0 ))s"
tail -5 $R/race.log | cut -c1-250
finish_call n5
