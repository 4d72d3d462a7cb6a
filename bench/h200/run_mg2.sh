# Call MG2 (twentieth session, about 4 minutes): the SmolLM2 shape with split attention's merge
# in groups of 8 chunks (s20_grp: `python3 build.py --target cuda --model smollm2-135m-shape
# --max-ctx 2048` with groups; s19_main: main's): A/B at M = 1, 8, 16 at 100, 1000 and 2000
# positions (two passes), s20_grp's own row parity, float64 check and 1000-replay race test.
# Carry .carry/wheels .carry/libs .carry/lite_s19_main .carry/lite_s20_grp.
. bench/h200/lib.sh
new_order_call mg2 s19_main s20_grp 100,1000,2000 200 90
