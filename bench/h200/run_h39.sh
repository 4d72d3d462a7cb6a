# Call H39 (thirty-first session, any card, ~8 minutes): main's Qwen-shape headline against the
# torch peers in the same run (q45_main: main since solo; M = 1, 8, 16 at 512 and 4096, profiles
# at M = 1, 8), then the 12-length bitwise parity suite (M=1..17, 100 graph replays) and the
# float64 check of q45_main. run_h37 + run_h34's last step without the H200 gate: the card's name
# is in gpu.txt, and an H100's numbers are reported as the H100's.
# Carry .carry/wheels .carry/libs .carry/lite_q45_main.
. bench/h200/lib.sh
setup_call h39 "q45_main"
card_name
qwen_headline q45_main 250
finish_call h39
own_order q45_main 170 60
finish_call h39
