# Call NC2 (twenty-fifth session, about 3 minutes): after TL9-TL13 (fewer MMAs, shallower chains,
# x2 made earlier, x1 by a byte permute: none faster), where the K loops of main's two-part
# gate_up and down wait, instruction by instruction: Nsight Compute warp states and stall
# samples by SASS instruction in the step at M=1 @512 (q32_main: `bash bench/h200/lite.sh
# q32_main --model qwen2.5-0.5b --max-ctx 4096`).
# Carry .carry/wheels .carry/libs .carry/lite_q32_main.
. bench/h200/lib.sh
setup_call nc2 "q32_main"
ncu_sass q32_main 1 512 n9728 n896_k4864
finish_call nc2
