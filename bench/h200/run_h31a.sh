# Call H31a (twenty-ninth session; `run_stash.sh` carrying .carry/h2, then carrying .carry/h2b,
# then run_h31d.sh must follow at once on the warm machine): stages main's real-weight builds
# with split attention's direct_one on by default (s42_real, s42_draft: `bash
# bench/h200/lite.sh NAME --model smollm2-135m --max-ctx 2048 [--draft-layers 6]`) and the
# SmolLM2 GGUF's part 1.
# Carry .carry/wheels .carry/libs .carry/lite_s42_real .carry/lite_s42_draft .carry/h1.
. bench/h200/lib.sh
setup_call h31a "s42_real s42_draft"
stage_real s42_real s42_draft
echo "staged $(( $(date +%s)-t0 ))s"; ls -la /tmp/gg
