# Call L1 (seventh session, branch epi-early): Qwen2.5-0.5B, main (.carry/qwen) vs epi-early
# (.carry/qwen_epi: GEMV epilogue operands loaded ahead; attention reads pos before the PDL wait),
# alternating; the two builds' bits compared (bench/gpu_same_bits.py); parity of qwen_epi with
# 100 graph replays. Stashes GGUF part 1 in /tmp/gg for run_l2.sh.
# Carry .carry/wheels .carry/h1 .carry/libs .carry/lite_qwen .carry/lite_qwen_epi.
. bench/h200/lib.sh
setup_call l1 "qwen qwen_epi"
stash_gguf_part1
ab_seq "qwen qwen_epi qwen qwen_epi" --m 1,8,16 --lengths 512,4095
t0=$(date +%s)
OUT=$R timeout 100 python3 bench/gpu_same_bits.py .carry/qwen .carry/qwen_epi > $R/same_qwen.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -4 $R/same_qwen.log | cut -c1-300
OUT=$R timeout 120 python3 bench/gpu_parity.py .carry/qwen_epi --replays 100 > $R/parity_epi.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
head -3 $R/parity_epi.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/l1.tgz -C $R .
