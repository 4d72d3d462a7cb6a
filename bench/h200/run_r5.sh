# Call R5 (eleventh session): split attention launch-bounded (main's kernel otherwise; run at
# 0596faa, where the bound was the default). run_r1 found SmolLM2's M=16 regression: main's
# two-row kernel takes 106 registers, so 2 CTAs an SM, not 3 (ncu: 2.9 waves, 15.1 us against 10.4 us before the K/V
# staging). smol_lb, qwen_lb: `python3 bench/build_variant.py ctas3 --model smollm2-135m-shape
# --max-ctx 2048` / `ctas2 --model qwen2.5-0.5b --max-ctx 4096` (launch bounds (192, 3), (224, 2));
# qwen_c3: `python3 bench/build_variant.py ctas3 --model qwen2.5-0.5b --max-ctx 4096` (224, 3:
# ptxas 80 registers, 32 bytes spilled). Same bits against main's smol_kv / qwen_kv, A/B at the
# issue's lengths, an ncu of smol_lb's attention at M=16 @1000, and smol_lb's race test.
# Carry .carry/wheels .carry/libs .carry/lite_smol_kv .carry/lite_smol_lb .carry/lite_qwen_kv
# .carry/lite_qwen_lb .carry/lite_qwen_c3.
. bench/h200/lib.sh
setup_call r5 "smol_kv smol_lb qwen_kv qwen_lb qwen_c3"
same_bits smol_kv smol_lb smol_lb 90
same_bits qwen_kv qwen_c3 qwen_c3 120
finish_call r5
ab_step 2 "smol_kv smol_lb" --m 1,8,16 --lengths 100,1000,2000
ab_step 2 "qwen_kv qwen_lb qwen_c3" --m 1,8,16 --lengths 512,4095
finish_call r5
ncu_sections ncu_smol_lb smol_lb 16 1000 "attention" 2 90
grep -E "^  [a-z_]+.*\(|Duration|Registers Per|Theoretical Occ|Achieved Occupancy|Waves" $R/ncu_smol_lb.txt | cut -c1-110 | head -14
finish_call r5
race1000 smol_lb 170
finish_call r5
