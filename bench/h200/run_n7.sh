# Call N7 (ninth session): SmolLM2's Q8_0 LM head on the tensor-core kernel, plans and CTA caps
# (lab set smolq_head: `python bench/lab_kernels.py build .carry/smolqh --set smolq_head`), and
# the per-kernel profile of main's SmolLM2 shape step (tensor-core GEMVs, PDL) at M = 1 and 8.
# Carry .carry/wheels .carry/libs .carry/smolqh .carry/lite_smol_mq2_pdl.
. bench/h200/lib.sh
setup_call n7 "smol_mq2_pdl"
OUT=$R timeout 150 python3 .carry/smolqh/lab_kernels.py run .carry/smolqh > $R/lab.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^ok|^FAIL|failing" $R/lab.log | cut -c1-200
OUT=$R timeout 90 python3 bench/gpu_step.py .carry/smol_mq2_pdl --m 1,8 --lengths 1000 --peers none --profile-m 1,8 --name prof_smol_mq2_pdl > $R/prof.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|profile M=" $R/prof.log | cut -c1-200
finish_call n7
