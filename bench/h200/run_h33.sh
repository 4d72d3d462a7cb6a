# Call H33 (twenty-ninth session, about 2 minutes, any card): does M=8's attention pay for the
# grid's dead chunk CTAs? The H200 lab (merge_share/sh3, kernel alone) has M=8 @512's slowest CTA
# take ~2x M=1's in its shared-memory phases (scores 1280 vs 704 ns, exp 864 vs 352) where the
# grid holds 1024 CTAs (128 live), but not M=1 @4096's, whose grid is its 128 live CTAs: live
# CTAs sharing an SM. Main's build (q42_main, --max-ctx 4096: 64 chunk CTAs a row and group)
# against the same built for 512 positions (q43_c512: `bash bench/h200/lite.sh q43_c512 --model
# qwen2.5-0.5b --max-ctx 512`: 8, so M=8's grid is its 128 live CTAs), M=1, 8, 16 @480, two
# passes, then each build's profile at M=8 @480 (attention's time added a call).
# Carry .carry/wheels .carry/libs .carry/lite_q42_main .carry/lite_q43_c512.
. bench/h200/lib.sh
setup_call h33 "q42_main q43_c512"
card_name
ab_step 2 "q42_main q43_c512" --m 1,8,16 --lengths 480
finish_call h33
for b in q42_main q43_c512; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$b --m 8 --lengths 480 --peers none --profile-m 8 --name prof_$b > $R/prof_$b.log 2>&1
  echo "prof $b rc=$? $(( $(date +%s)-t0 ))s"; grep -E "profile M=" $R/prof_$b.log | cut -c1-220
done
finish_call h33
