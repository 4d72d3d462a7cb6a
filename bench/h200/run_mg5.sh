# Call MG5 (twentieth session, about 5 minutes): split attention's merger with 8 chunk partials a
# batch in flight (the mapping knob attention.merge_loads=8, default 16; same bits): ptxas 70
# registers against 96 (Qwen shape), 77 against 106 (SmolLM2). MG3/MG4 suggested the smaller
# kernel (more CTAs an SM) is what sped up M = 8, 16 at long rows. Builds (`bench/build_variant.py
# merge8`): q20_ml8 (`--model qwen2.5-0.5b --max-ctx 4096`) against q19_main, s20_ml8
# (`--model smollm2-135m-shape --max-ctx 2048`) against s19_main: same bits (gpu_same_bits), the
# A/B at M = 1, 8, 16 (two passes), 1000-replay race tests.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/lite_q20_ml8 .carry/lite_s19_main
# .carry/lite_s20_ml8.
. bench/h200/lib.sh
setup_call mg5 "q19_main q20_ml8 s19_main s20_ml8"
same_bits q19_main q20_ml8 qwen_ml8 90
same_bits s19_main s20_ml8 smol_ml8 90
ab_step 2 "q19_main q20_ml8" --m 1,8,16 --lengths 512,2048,4095
ab_step 2 "s19_main s20_ml8" --m 1,8,16 --lengths 100,1000,2000
race1000 q20_ml8 120
race1000 s20_ml8 120
finish_call mg5
