# Call H36b (thirtieth session, any card, ~4 minutes): q44_solo (attention alone on its SM, -1%
# at every M and length in H36's two passes on an H100, same bits) over 1000 graph replays a
# step (M=1..9 at 1, 511, 4095), then a third A/B pass against q42_main.
# Carry .carry/wheels .carry/libs .carry/lite_q42_main .carry/lite_q44_solo.
. bench/h200/lib.sh
setup_call h36b "q42_main q44_solo"
card_name
race1000 q44_solo 170
finish_call h36b
ab_step 1 "q44_solo q42_main" --m 1,8,16 --lengths 512,4096
finish_call h36b
