# Call R6a (twenty-fifth session; run_r6b.sh, run_r2b.sh and run_r6c.sh must follow at once on
# the warm machine; the tracked tree has grown to ~31 MiB, so a GGUF part now travels alone): stages main's real-weight builds with two X parts in every tensor-core GEMV (the
# quantized ones too, 453091c; smol_kv_real, smol_kv_draft: `bash bench/h200/lite.sh NAME --model
# smollm2-135m --max-ctx 2048 [--draft-layers 6]`) for run_r6c.sh.
# Carry .carry/wheels .carry/libs .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call r6a "smol_kv_real smol_kv_draft"
stage_builds smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
finish_call r6a
