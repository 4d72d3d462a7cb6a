# Call T1 (eighteenth session): top-2 CTAs that fit beside the LM head's. The LM head runs 2 CTAs
# an SM (Qwen: 128 threads x 206 registers; SmolLM2: 4 of 64 x 211), leaving ~12 K / ~10 K
# registers an SM; top-2's CTAs (512 threads x 32 / 24 registers = 16 K / 12 K) do not fit there,
# so under PDL they cannot be resident, waiting, when the head ends. Variants (mappings of a total
# order: the same pair), as knobs of main's build (`python3 build.py --target cuda --model
# qwen2.5-0.5b --max-ctx 4096`, SmolLM2: `--model smollm2-135m-shape --max-ctx 2048`):
# t256 (`--knob top2.lanes=256`), t256c4 (+ `top2.chains=4`: a thread scans into 4 independent
# states), c4 (chains 4 alone), t256b8 (+ `top2.min_ctas=8`: __launch_bounds__(256, 8), at most
# 32 registers), s32t256 (`top2.split=32`, lanes 256: the counter form). The top-2 lab first
# (`python3 bench/lab_top2.py build .carry/top2lab`: planted ties, NaNs, -inf rows, every variant
# against a torch reference and the single-row call, 100 replays, negative controls), then same
# bits of every step variant against main, the A/B (two passes) and the per-kernel profile.
# Carry .carry/t1set (copied into .carry/ first).
. bench/h200/lib.sh
setup_call t1 "q18_main q18_t256 q18_t256c4 q18_c4 q18_t256b8 q18_s32t256 s18_main s18_t256 s18_t256c4 s18_t256b8"
cp .carry/libs/*.so .carry/top2lab/
OUT=$R timeout 90 python3 bench/lab_top2.py run .carry/top2lab > $R/lab_top2.log 2>&1
echo "lab top2 rc=$? $(( $(date +%s)-t0 ))s"
grep -A5 "bitwise\|us " $R/lab_top2.log | cut -c1-220
for b in t256 t256c4 c4 t256b8 s32t256; do same_bits q18_main q18_$b q18_$b 40 1,511; done
for b in t256 t256c4 t256b8; do same_bits s18_main s18_$b s18_$b 40 1,100; done
ab_step 2 "q18_main q18_t256 q18_t256c4 q18_c4 q18_t256b8 q18_s32t256" --m 1,8,16 --lengths 512
ab_step 2 "s18_main s18_t256 s18_t256c4 s18_t256b8" --m 1,8,16 --lengths 100
for b in q18_main q18_t256b8 q18_s32t256; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$b --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_$b > $R/prof_$b.log 2>&1
  echo "prof $b rc=$? $(( $(date +%s)-t0 ))s"; grep "profile M=" $R/prof_$b.log | grep -o "lm_head[^,]*, top2 [^,]*\|top2 [^,]*\|sample [^,]*" | tr '\n' ' '; echo
done
finish_call t1
