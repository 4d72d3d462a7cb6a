# Call A1 (prepared in the eighteenth session; run_r2b.sh and run_a2.sh must follow at once on the
# warm machine): stages main's real-weight builds (smol_kv_real, smol_kv_draft: `python3
# build.py --target cuda --model smollm2-135m --max-ctx 2048 [--draft-layers 6]`) and GGUF part 1.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call a1 "smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
finish_call a1
