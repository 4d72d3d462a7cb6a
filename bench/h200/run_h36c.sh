# Call H36c (thirtieth session, any card, ~3 minutes): q44_solo, main's build once solo_pad is
# the one-row kernel's default, on its own: the 12-length bitwise parity suite (M=1..17, 100
# graph replays) and the float64 check (own_order).
# Carry .carry/wheels .carry/libs .carry/lite_q44_solo.
. bench/h200/lib.sh
setup_call h36c "q44_solo"
card_name
own_order q44_solo 200 60
finish_call h36c
