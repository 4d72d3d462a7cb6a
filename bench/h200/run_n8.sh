# Call N8 (ninth session): SmolLM2's projections at 2 blocks of K a warp (9 warps a CTA at
# K=576; lab set smolq_more: `python bench/lab_kernels.py build .carry/smolqm --set smolq_more`),
# then in the step: main's build (.carry/smol_mq2_pdl: 6 warps, 3 blocks) against one built with
# gemv_mma_quant's MIN_BLOCKS = 2 and 9 in WARPS (.carry/smol_mb2), two alternating passes, and
# the new build's own row parity (its order differs: 9 partials a CTA).
# Carry .carry/wheels .carry/libs .carry/smolqm .carry/lite_smol_mq2_pdl .carry/lite_smol_mb2.
. bench/h200/lib.sh
setup_call n8 "smol_mq2_pdl smol_mb2"
OUT=$R timeout 100 python3 .carry/smolqm/lab_kernels.py run .carry/smolqm > $R/lab.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^ok|^FAIL|failing" $R/lab.log | cut -c1-130
ab_step 2 "smol_mq2_pdl smol_mb2" --m 1,8,16 --lengths 100,1000
OUT=$R timeout 120 python3 bench/gpu_parity.py .carry/smol_mb2 --name parity_smol_mb2 > $R/parity.log 2>&1
echo "parity rc=$? $(( $(date +%s)-t0 ))s"
grep -E "ALL BITWISE|differ|raced \[[0-9]" $R/parity.log | cut -c1-200 | head -5
finish_call n8
