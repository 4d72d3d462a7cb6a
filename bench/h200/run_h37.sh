# Call H37 (thirtieth session, an H200 only, ~4 minutes): main's Qwen-shape headline against the
# torch peers in the same run (q45_main: main since solo), M = 1, 8, 16 at 512 and 4096
# positions, profiles at M = 1, 8. On another card it stops after printing the card's name.
# Carry .carry/wheels .carry/libs .carry/lite_q45_main.
. bench/h200/lib.sh
setup_call h37 "q45_main"
need_h200 h37
qwen_headline q45_main 250
finish_call h37
