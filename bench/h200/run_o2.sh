# Call O2 (sixteenth session, about 5 minutes): the solo form with the next chunk's K/V loaded
# into registers while a chunk computes (attention.solo, pipelined since O1), SmolLM2 shape
# (`--model smollm2-135m-shape --max-ctx 2048`): o1_smain (main), o2_p2 (solo=2), o2_p3 (solo=3);
# A/B at M = 1, 8, 16 (two passes) at 100, 150 (3 chunks), 200 and 1000 positions, same bits
# against main at lengths on both paths, 1000-replay race test of o2_p3. Stages the real-weight
# builds with solo=2 (o2_real, o2_draft: `--model smollm2-135m --max-ctx 2048 [--draft-layers 6]
# --knob attention.solo=2`) and GGUF part 1 (not used after: the form was not merged).
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_o1_smain .carry/lite_o2_p2
# .carry/lite_o2_p3 .carry/lite_o2_real .carry/lite_o2_draft.
# (The pipelined solo form was built at commit 5ad0fbd and reverted at b1e0ebc: check that commit out to rerun.)
. bench/h200/lib.sh
setup_call o2 "o1_smain o2_p2 o2_p3 o2_real o2_draft"
stage_real o2_real o2_draft
ab_step 2 "o1_smain o2_p2 o2_p3" --m 1,8,16 --lengths 100,150,200,1000
same_bits o1_smain o2_p2 p2 90 1,60,100,120,127,200,511,2047
same_bits o1_smain o2_p3 p3 90 1,100,150,180,191,1000
race1000 o2_p3 120
finish_call o2
