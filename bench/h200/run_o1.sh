# Call O1 (sixteenth session, about 8 minutes): split attention's solo form (attention.solo = S: a
# row tile whose rows fit in S chunks done by its chunk-0 CTA alone, chunk after chunk, merged
# from its own shared memory; no global partials, fence or counter; the same arithmetic in the
# same order) against main. SmolLM2 shape (`--model smollm2-135m-shape --max-ctx 2048`): o1_smain
# (main), o1_s2 (solo=2), o1_s4 (solo=4), o1_s2n (solo=2 without the L2 prefetch of its second
# chunk); Qwen shape (`--model qwen2.5-0.5b --max-ctx 4096`): o1_qmain, o1_q2 (solo=2, so the rows
# kernel at one row a CTA). A/B (two passes), same bits against main at lengths on both paths
# (tiles straddling the solo limit), 1000-replay race test of o1_s4.
# Carry .carry/wheels .carry/libs .carry/lite_o1_smain .carry/lite_o1_s2 .carry/lite_o1_s4
# .carry/lite_o1_s2n .carry/lite_o1_qmain .carry/lite_o1_q2.
# (The solo form was built at commit bf33844 and reverted at b1e0ebc: check that commit out to rerun.)
. bench/h200/lib.sh
setup_call o1 "o1_smain o1_s2 o1_s4 o1_s2n o1_qmain o1_q2"
ab_step 2 "o1_smain o1_s2 o1_s4 o1_s2n" --m 1,8,16 --lengths 100,200,1000
ab_step 2 "o1_qmain o1_q2" --m 1,8,16 --lengths 100,512
same_bits o1_smain o1_s2 s2 90 1,60,100,120,127,200,511,2047
same_bits o1_smain o1_s4 s4 90 1,100,200,250,255,1000
same_bits o1_qmain o1_q2 q2 90 1,100,120,511,4095
race1000 o1_s4 120
finish_call o1
