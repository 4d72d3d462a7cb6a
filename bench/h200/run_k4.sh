# Call K4 (seventh session): the per-kernel profile of main's Qwen2.5-0.5B step with added_us (what
# each kernel adds to the timeline: under PDL device times overlap) at M=1 and 8, 512 and 4095
# positions; then GGUF part 1 stashed in /tmp/gg for run_k5.sh.
# Carry .carry/wheels .carry/h1 .carry/libs .carry/lite_qwen.
. bench/h200/lib.sh
setup_call k4 "qwen"
stash_gguf_part1
OUT=$R timeout 200 python3 bench/gpu_step.py .carry/qwen --m 1,8 --lengths 512,4095 --peers none --profile-m 1,8 --name prof_qwen > $R/prof_qwen.log 2>&1
echo "prof rc=$?"; grep -E "speccc replay|profile M" $R/prof_qwen.log
rm -f $R/*.png; tar czf $OUT/k4.tgz -C $R .
