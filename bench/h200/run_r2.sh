# Call R2 (prepared in the tenth session; run_r2b.sh and run_r3.sh must follow at once on the warm
# machine):
# stages the real-weight builds of main (split attention with the K/V rows below pos[0] staged
# before its wait: same bits as run_q5.sh's builds, race-tested in run_q6.sh) for run_r3.sh:
# GGUF part 1 into /tmp/gg, `python3 build.py --target cuda --model smollm2-135m --max-ctx 2048`
# (and with --draft-layers 6) into /tmp/art. Keep its output short and call run_r3.sh right after.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call r2 "smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
finish_call r2
